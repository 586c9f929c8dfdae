"""A write to a Tensor whose split / unbind / chunk outputs are live views, under ms.grad (st pynative views tests,
adapted): the views are refreshed from the written input; the gradient of a view the write does not touch is
MindSpore 2.10's ([[0, 0, 0], [2, 2, 2]]).  msgraph's refreshed view took over the whole multi-output tape node and the
backward sweep raised ShapeError ("the product of the input shape (1, 3) is 3...") or TensorIndexError.  PyNative
only (graph code has no views)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error

MODES = ("pynative",)
x = Tensor(np.arange(1, 7, dtype=np.float32).reshape(2, 3))


def split_other_row(v):
    y = v * 1
    w = ops.split(y, 1, 0)[1]
    y[0] = 5
    return (w * 2).sum()


def unbind_other_row(v):
    y = v * 1
    w = ops.unbind(y, 0)[1]
    y[0, 1] = 5
    return (w * 2).sum()


def chunk_other_col(v):
    y = v * 1
    w = y.chunk(3, 1)[2]
    y[:, 0] = 5
    return (w * 3).sum()


def split_both_used(v):
    y = v * 1
    a, b = ops.split(y, 1, 0)
    y[0, 0] = 0
    return (b * 2).sum() + (y * 1).sum()


for f in (split_other_row, unbind_other_row, chunk_other_col, split_both_used):
    emit(f"forward {f.__name__}", f(x))
    emit_error(f"grad {f.__name__}", ms.grad(f), x)
