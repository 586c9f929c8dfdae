"""tests/ut/python/jit/test_jit_api.py and graph_syntax/test_environment_variable_of_ir_print(_interval).py adapted:
MS_DEV_SAVE_GRAPHS set while the process runs writes IR files named as MindSpore 2.10 names its passes into
MS_DEV_SAVE_GRAPHS_PATH (MS_DEV_DUMP_IR_PASSES keeps the named passes, MS_DEV_DUMP_IR_INTERVAL every n-th).
msgraph read the variable only when imported and wrote its own file names."""
import glob
import os
import shutil
import tempfile
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from _conf import emit

MODES = ("graph",)


def compile_with(env, fn):
    root = tempfile.mkdtemp()
    path = os.path.join(root, "graph_save_path")
    env = dict(env, MS_DEV_SAVE_GRAPHS="1", MS_DEV_SAVE_GRAPHS_PATH=path)
    for k, v in env.items():
        os.environ[k] = v
    try:
        fn(Tensor(np.ones(2, np.float32)), Tensor(np.ones(2, np.float32)))
    finally:
        for k in env:
            del os.environ[k]
    def count(pattern):
        return len(glob.glob(os.path.join(path, pattern)))
    out = {p: count(p) for p in ("*_validate*.ir", "*_parse*.ir", "*_type_inference*.ir", "*_bootstrap*.ir")}
    shutil.rmtree(root)
    return out


@jit
def f1(x, y):
    return ops.add(x, y)


# (MindSpore reads MS_DEV_DUMP_IR_PASSES / _INTERVAL once per process: one case here; the interval rule is
# test_environment_variable_of_ir_print_interval's, run in its own process)
emit("validate_only", compile_with({"MS_DEV_DUMP_IR_PASSES": "_validate"}, f1))
