"""index_add with a source of another dtype (found by the adapt35t sweep s6_methods of st/tensor/test_index_add.py):
MindSpore 2.10 converts the source to the input's dtype where their promotion is the input's (float32 / float16 /
int32 into float64, int32 into float16 or float32) and otherwise raises the in-place TypeError ("Data type
conversion is not supported ... in-place operator"); msgraph required equal dtypes (TypeError everywhere).  The
input is written in place (as MindSpore's IndexAdd does), so each case starts from a new zero Tensor.  (In a Graph-mode Cell MindSpore 2.10's `index_add(dim, index, source,
alpha=)` has no CPU kernel: not recorded.)"""
import numpy as np
from mindspore import Tensor, ops
from mindspore.common.api import _pynative_executor
from _conf import emit, emit_error

I = Tensor(np.array([0, 2], np.int32))


def run(f):
    r = f()
    _pynative_executor.sync()
    return r


for xd in (np.float64, np.float32, np.float16, np.int32):
    for sd in (np.float32, np.float64, np.float16, np.int32):
        name = f"{np.dtype(xd).name}_{np.dtype(sd).name}"
        s = Tensor(np.arange(1, 5).reshape(2, 2).astype(sd))
        emit_error("method_" + name, lambda: run(lambda: Tensor(np.zeros((2, 3), xd)).index_add(1, I, s)))
        emit_error("alpha_" + name, lambda: run(lambda: Tensor(np.zeros((2, 3), xd)).index_add(1, I, s, alpha=2)))
        emit_error("ops_" + name, lambda: run(lambda: ops.index_add(Tensor(np.zeros((2, 3), xd)), I, s, 1)))
emit("done", 1)
