"""A custom bprop behind an op whose gradient is MindSpore's "bprop not defined" error (left52).

MindSpore 2.10's Graph mode differentiates every op; an op without a bprop (IsClose, Rint, Heaviside, Histogram,
Unique, LogicalXor, Invert) contributes a gradient that raises only where it is read.  A Cell whose bprop ignores
its dout (``(5 + x, w + 9)``) behind such an op gives its own result; one whose bprop reads the dout
(``dout * 2 + x``), or a plain gradient through the op, raises.  msgraph raised at the op in every case (and Invert
had no gradient: it gave numbers where MindSpore raises).  PyNative raises in every case (its tape calls the bprop of
each op it records).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.ops.operations as P
from _conf import emit, emit_error

grad_all = ops.GradOperation(get_all=True)


class Custom(nn.Cell):
    def construct(self, x, w):
        return x * w

    def bprop(self, x, w, out, dout):
        return 5 + x, w + 9


class CustomD(nn.Cell):
    def construct(self, x, w):
        return x * w

    def bprop(self, x, w, out, dout):
        return dout * 2 + x, w


C = Tensor(np.ones((2, 3), np.float32))


def f_isclose(y): return ops.isclose(y, y)
def f_isclose_cast_mul(y): return ops.cast(ops.isclose(y, C), ms.float32) * 3
def f_not_isclose(y): return ops.logical_not(ops.isclose(y, C))
def f_isclose_plus_y(y): return ops.cast(ops.isclose(y, C), ms.float32) + y
def f_rint(y): return P.Rint()(y)
def f_rint_mul(y): return P.Rint()(y) * 2 + 1
def f_heaviside(y): return ops.heaviside(y, C)
def f_histc(y): return ops.histc(y, 4, 0.0, 10.0)
def f_unique(y): return ops.unique(y)[0]
def f_logical_xor(y): return ops.logical_xor(ops.cast(y, ms.bool_), ops.cast(y, ms.bool_))
def f_invert(y): return ops.invert(ops.cast(y, ms.int32))


FNS = (f_isclose, f_isclose_cast_mul, f_not_isclose, f_isclose_plus_y, f_rint, f_rint_mul, f_heaviside, f_histc,
       f_unique, f_logical_xor, f_invert)

x = Tensor(np.array([[0.5, 1.5, 2.5], [-1.0, 3.2, 0.7]], np.float32))
w = Tensor(np.array([[2.0, 1.0, 1.0], [1.0, 1.0, 3.0]], np.float32))


def net_of(cell, fn):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = cell()

        def construct(self, a, b):
            return fn(self.c(a, b))
    return Net()


for fn in FNS:
    emit_error("ignores_dout_" + fn.__name__[2:], lambda: grad_all(net_of(Custom, fn))(x, w))
for fn in (f_isclose, f_rint_mul, f_histc, f_invert):
    emit_error("reads_dout_" + fn.__name__[2:], lambda: grad_all(net_of(CustomD, fn))(x, w))


class Plain(nn.Cell):
    def construct(self, a, b):
        return a * ops.cast(ops.invert(ops.cast(b, ms.int32)), ms.float32)


class PlainCmp(nn.Cell):   # Invert after a comparison: Graph mode's comparison passes no gradient back
    def construct(self, a, b):
        return a * ops.cast(ops.invert(ops.cast(b > 1, ms.int32)), ms.float32)


emit_error("plain_invert", lambda: grad_all(Plain())(x, w))
emit_error("plain_invert_after_compare", lambda: grad_all(PlainCmp())(x, w))
