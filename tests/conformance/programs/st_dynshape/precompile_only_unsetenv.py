"""MS_DEV_PRECOMPILE_ONLY=1 makes a graph call compile only (it returns None); os.unsetenv (as
tests/st/dynamic_shape/test_ops_cholesky.py restores it) does NOT turn it off: os.environ still holds it,
and MindSpore 2.10 keeps compiling only (the graph tests after it in the same process return None)."""
import os
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

MODES = ("graph",)


class Double(nn.Cell):
    def construct(self, x):
        return x * 2


os.environ["MS_DEV_PRECOMPILE_ONLY"] = "1"
emit("precompile_only_returns_none", Double()(Tensor(np.ones(2, np.float32))) is None)
os.unsetenv("MS_DEV_PRECOMPILE_ONLY")
emit("after_unsetenv_runs", Double()(Tensor(np.ones(3, np.float32))))
del os.environ["MS_DEV_PRECOMPILE_ONLY"]
