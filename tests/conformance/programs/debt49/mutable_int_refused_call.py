"""An int made mutable in graph code (``k = ms.mutable(1)`` in an ``@jit`` function) that an op takes as an axis or a
multiple, and that later code also uses as a graph value (a branch on it, a loop counter, F.isconstant).

MindSpore 2.10 computes the op with k's value and keeps k a variable elsewhere: ``if k > 0: return y`` beside
``return y, y`` is its TypeError "Cannot join the return values of different branches" (a branch on a variable).
msgraph compiled the whole graph a second time with every such int held by value once an op refused it (session
47's retry), so the branch was decided at compile time and the function returned ``y`` (no error).  Now only the
refusing call gets the value (frontend/calls.py made_ints_by_value; compiler.compile_graph has no such retry).
The other records (a loop counted by k, F.isconstant(k), ``k - 1`` / ``k + 1`` given to ops) were already equal."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, ops
from mindspore.ops import functional as F
from _conf import emit_error

x = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))


@jit
def sum_then_branch(x):
    k = mutable(1)
    y = ops.ReduceSum()(x, k)
    if k > 0:
        return y
    return y, y


@jit
def cumsum_then_branch(x):
    k = mutable(1)
    y = ops.CumSum()(x, k)
    if k == 1:
        return y
    return (y,)


@jit
def sum_then_loop(x):
    k = mutable(1)
    y = ops.ReduceSum()(x, k)
    while k < 4:
        y = y * 2
        k = k + 1
    return y, k


@jit
def sum_then_isconstant(x):
    k = mutable(1)
    return ops.ReduceSum(keep_dims=True)(x, k), F.isconstant(k), k * 3


@jit
def derived_ints(x):
    k = mutable(2)
    return ops.ReduceSum()(x, k - 1), ops.Tile()(x, (1, k + 1)), ops.Argmax(axis=k - 2)(x)


emit_error("sum_then_branch", sum_then_branch, x)
emit_error("cumsum_then_branch", cumsum_then_branch, x)
emit_error("sum_then_loop", sum_then_loop, x)
emit_error("sum_then_isconstant", sum_then_isconstant, x)
emit_error("derived_ints", derived_ints, x)
