"""ut47: an int made mutable inside graph code (``k = ms.mutable(2)`` in an ``@jit`` function), then given to an op
as an axis, a kernel size, a count or a multiple -- a variant of ut ops/test_primitive_with_kwargs (session 45 fixed
its ``keep_dims=ms.mutable(True)`` target; there the mutable numbers are the jit function's arguments), found by
the ut47 sweep s1 under ``ms.grad`` (a Graph-mode gradient compiles the loss function, so its ``mutable(2)`` is made
in graph code).

MindSpore 2.10 (CPU) computes ops.AvgPool(k), ReduceSum(x, k), TopK(x, k), Softmax(axis=k), Tile(x, (1, k)),
CumSum(x, k), Argmax(axis=k), ExpandDims / Squeeze / flip / transpose with k, and the gradient through them; msgraph
made the number a graph value there and the ops refused it (DTypeError "len() of a 0-d Tensor", ArgumentError "the
'axis' must be an int, but got Aval", ShapeError for Tile, MSG412 for Softmax).  Its arithmetic, comparisons,
indexing and F.isconstant (False) are unchanged and recorded beside."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, ops
from mindspore.ops import functional as F
from _conf import emit_error

xp = Tensor(np.arange(2 * 3 * 4 * 4).reshape(2, 3, 4, 4).astype(np.float32) / 10)
x2 = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))


@jit
def avg_pool(x):
    k = mutable(2)
    return ops.AvgPool(k, pad_mode="VALID", strides=k)(x)


@jit
def reduce_sum(x):
    return ops.ReduceSum(keep_dims=mutable(True))(x, mutable(1))


@jit
def top_k(x):
    k = mutable(3)
    return ops.TopK()(x, k)


@jit
def softmax(x):
    k = mutable(1)
    return ops.Softmax(axis=k)(x)


@jit
def tile(x):
    k = mutable(2)
    return ops.Tile()(x, (1, k))


@jit
def cumsum(x):
    k = mutable(1)
    return ops.CumSum()(x, k)


@jit
def argmax(x):
    k = mutable(1)
    return ops.Argmax(axis=k)(x)


@jit
def axis_ops(x):
    k = mutable(-1)
    return ops.squeeze(ops.expand_dims(x, k), k), ops.flip(x, (k,)), ops.transpose(x, (mutable(1), 0))


@jit
def numbers():
    k = mutable(2)
    return k, F.isconstant(k), k + 1, F.isconstant(k + 1), k * 2.5, k // 3, -k, k > 1, F.isconstant(k > 1)


@jit
def with_tensors(x):
    k = mutable(1)
    return x * (k + 1), x[k], x[:, k], x[k:], x.shape[k], ops.cast(x, ms.int32) * k


def pool_loss(x):
    return (ops.AvgPool(mutable(2), pad_mode="VALID", strides=2)(x) ** 2).sum()


def sum_loss(x):
    k = mutable(2)
    return (x * k).sum() + ops.ReduceSum()(x, k - 1).sum()


emit_error("avg_pool", avg_pool, xp)
emit_error("reduce_sum", reduce_sum, x2)
emit_error("top_k", top_k, x2)
emit_error("softmax", softmax, x2)
emit_error("tile", tile, x2)
emit_error("cumsum", cumsum, x2)
emit_error("argmax", argmax, x2)
emit_error("axis_ops", axis_ops, x2)
emit_error("numbers", numbers)
emit_error("with_tensors", with_tensors, x2)
emit_error("grad_pool", ms.grad(pool_loss), xp)
emit_error("grad_sum", ms.grad(sum_loss), x2)
