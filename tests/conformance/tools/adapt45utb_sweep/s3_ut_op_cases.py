"""ut/python/ops files built on MindSpore's op test framework (tests/mindspore_test_framework, absent from the test
tree both sides use), run as a sweep: each file's case lists ('block', 'desc_inputs', 'desc_const', 'desc_bprop')
are collected through a stub of the framework's `mindspore_test` decorator (a root made by this folder's
make_root.sh, $UTROOT) and every case is run -- its forward output, and for the gradient pipelines
GradOperation(get_all, sens_param) with desc_bprop as sens -- printing values, in Graph mode under MODE=graph.
Shapes in desc_inputs / desc_bprop are float32 Tensors of numpy's legacy RNG seeded by the case's index.
Op names msgraph lacks are replaced by a stand-in (msgraph side only) whose call is a RuntimeError
"adapt45utb: missing op"; $UTFILES picks the files."""
import importlib
import os
import re
import sys

import numpy as np

ROOT = os.environ.get("UTROOT", "/tmp/adapt45utb_out/root")
sys.path.insert(0, ROOT)
from _h import case  # noqa: E402
import mindspore as ms  # noqa: E402
from mindspore import Tensor, nn  # noqa: E402
from mindspore.ops import composite as C  # noqa: E402

IS_MSGRAPH = "msgraph" in (getattr(ms, "__file__", "") or "")
for _old, _new in (("float_", np.float64), ("complex_", np.complex128), ("NINF", -np.inf), ("PINF", np.inf),
                   ("NaN", np.nan), ("Inf", np.inf)):   # numpy 1 names the test files use (msgraph runs numpy 2)
    if _old not in np.__dict__:
        setattr(np, _old, _new)
FILES = os.environ.get("UTFILES", "test_math_ops,test_nn_ops,test_ops,test_tensor_getitem,test_python_operators,"
                       "test_multitype_ops,test_momentum,test_clip_func,test_tuple_slice,test_bprop_disorder,"
                       "test_math_ops_check,test_nn_ops_check,test_array_ops_check,test_ops_check").split(",")


class _Missing:
    def __init__(self, *a, **k):
        pass

    def __call__(self, *a, **k):
        raise RuntimeError("adapt45utb: missing op")


def import_file(name):
    np.random.seed(0)
    for _ in range(200):
        try:
            return importlib.import_module("tests.ut.python.ops." + name)
        except (ImportError, AttributeError) as e:
            m = re.match(r"cannot import name '(\w+)' from '([\w.]+)'", str(e)) or \
                re.match(r"module '([\w.]+)' has no attribute '(\w+)'", str(e))
            if not (IS_MSGRAPH and m):
                raise
            modname, attr = (m.group(2), m.group(1)) if isinstance(e, ImportError) else (m.group(1), m.group(2))
            mod = sys.modules[modname]
            home = ms.nn if ".nn" in modname else ms.ops
            stand_in = getattr(home, attr, None) or type(attr, (_Missing,), {})
            setattr(mod, attr, stand_in)
            for k in [k for k in sys.modules if k.startswith("tests.ut.python.ops." + name)]:
                del sys.modules[k]
    raise ImportError(name)


def to_input(d):
    if isinstance(d, list) and all(isinstance(v, int) for v in d):
        return Tensor(np.random.randn(*d).astype(np.float32))
    if isinstance(d, np.ndarray):
        return Tensor(d)
    return d


class Wrap(nn.Cell):
    def __init__(self, block, consts):
        super().__init__()
        self.block = block
        self.consts = tuple(consts)

    def construct(self, *inputs):
        return self.block(*(inputs + self.consts))


def set_mode():
    ms.set_context(mode=ms.PYNATIVE_MODE if os.environ.get("MODE") == "pynative" else ms.GRAPH_MODE)


for fname in FILES:
    try:
        mod = import_file(fname)
    except BaseException as e:  # noqa
        case(f"{fname}::import", lambda: (_ for _ in ()).throw(e))
        continue
    for attr in sorted(vars(mod)):
        fn = getattr(mod, attr)
        pipeline = getattr(fn, "_adapt45_pipeline", None)
        if pipeline is None:
            continue
        try:
            cases = list(fn._adapt45_fn() or [])
        except BaseException as e:  # noqa
            case(f"{fname}::{attr}::collect", lambda: (_ for _ in ()).throw(e))
            continue
        set_mode()
        for i, item in enumerate(cases):
            cname, cfg = item[0], item[1]
            block = cfg.get("block")
            if isinstance(block, tuple):
                block = block[0]
            if pipeline == "grad" and "backward" in cfg.get("skip", []):
                continue
            label = f"{fname}::{attr}::{cname}"

            def run():
                np.random.seed(i)
                inputs = tuple(to_input(d) for d in cfg.get("desc_inputs", []))
                net = Wrap(block, cfg.get("desc_const", []))
                if pipeline != "grad":
                    return net(*inputs)
                sens = tuple(to_input(d) for d in cfg.get("desc_bprop", []))
                sens = sens[0] if len(sens) == 1 else sens
                return C.GradOperation(get_all=True, sens_param=True)(net)(*inputs, sens)
            case(label, run)
