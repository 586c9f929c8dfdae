"""ops.InplaceUpdateV2 (MindSpore 2.10's docstring example passes a tuple of indices): ``indices`` may be an int,
a tuple of ints or a 1-D Tensor; a list is a TypeError, a 0-d Tensor a RuntimeError, and ``v`` must have x's rank
(ValueError).  The input stays unchanged (a new Tensor is returned).  PyNative calls (the errors are raised when
the call is made)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

MODES = ("pynative",)
X = Tensor(np.array([[1, 2], [3, 4], [5, 6]]), ms.float32)
V = Tensor(np.array([[0.5, 1.0], [1.0, 1.5]]), ms.float32)


def run(ind, v):
    out = ops.InplaceUpdateV2()(X, ind, v)
    return out, X


emit_error("tuple", run, (0, 1), V)
emit_error("int", run, 1, V[:1])
emit_error("tensor", run, Tensor([2, 1], ms.int32), V)
emit_error("tuple_one", run, (2,), V[:1])
# the errors last (MindSpore's PyNative may report a failed op again at the next one)
emit_error("list", run, [2, 0], V)
emit_error("v_lower_rank", run, 1, V[0])
emit_error("tensor_0d", run, Tensor(1, ms.int32), V[:1])
