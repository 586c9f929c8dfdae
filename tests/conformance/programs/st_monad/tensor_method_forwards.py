# Tensor methods that are the ops function of the same name on self (addcdiv, cummax, index_select,
# masked_select, nonzero, scatter, searchsorted...).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

A = np.array([[0.5, -1.5, 2.0], [3.0, -0.25, 1.0]], np.float32)
B = np.array([[1.0, 2.0, -1.0], [0.5, 4.0, 2.0]], np.float32)
C = np.array([[2.0, 1.0, 4.0], [1.0, 0.5, 2.0]], np.float32)


MODES = ("pynative",)


def run(label, fn, *args):
    emit_error(label, fn, *args)


a, b, c = Tensor(A), Tensor(B), Tensor(C)
run("addcdiv", lambda x, y, z: x.addcdiv(y, z, Tensor(np.array(0.5, np.float32))), a, b, c)
run("addcmul", lambda x, y, z: x.addcmul(y, z, 2), a, b, c)
run("addmm", lambda x, y, z: x.addmm(y, z), Tensor(np.ones((2, 2), np.float32)), a, Tensor(B.T.copy()))
run("baddbmm", lambda x, y, z: x.baddbmm(y, z), Tensor(np.ones((1, 2, 2), np.float32)), Tensor(A[None]),
    Tensor(B.T.copy()[None]))
run("copysign", lambda x, y: x.copysign(y), a, b)
run("cross", lambda x, y: x.cross(y, 1), a, b)
run("cummax", lambda x: x.cummax(1), a)
run("cummin", lambda x: x.cummin(0), a)
run("dot", lambda x, y: x.dot(y), a, Tensor(B.T.copy()))
run("fliplr", lambda x: x.fliplr(), a)
run("flipud", lambda x: x.flipud(), a)
run("frac", lambda x: x.frac(), a)
run("heaviside", lambda x, y: x.heaviside(y), Tensor(np.array([-1.0, 0.0, 2.0], np.float32)),
    Tensor(np.array([0.5, 0.5, 0.5], np.float32)))
run("index_select", lambda x, i: x.index_select(1, i), a, Tensor(np.array([2, 0], np.int32)))
run("invert", lambda x: x.invert(), Tensor(np.array([0, 5, -3], np.int32)))
run("sinc", lambda x: x.sinc(), a)
run("scatter", lambda x, i, s: x.scatter(1, i, s), a, Tensor(np.array([[2, 0], [1, 2]], np.int64)),
    Tensor(np.array([[9.0, 8.0], [7.0, 6.0]], np.float32)))
run("searchsorted", lambda x, v: x.searchsorted(v), Tensor(np.array([1.0, 2.0, 4.0, 8.0], np.float32)),
    Tensor(np.array([0.5, 2.0, 5.0], np.float32)))
run("searchsorted_right", lambda x, v: x.searchsorted(v, side="right"), Tensor(np.array([1.0, 2.0, 4.0, 8.0], np.float32)),
    Tensor(np.array([0.5, 2.0, 5.0], np.float32)))
run("unsorted_segment_max", lambda x, s: x.unsorted_segment_max(s, 2), a, Tensor(np.array([1, 0], np.int32)))
run("unsorted_segment_min", lambda x, s: x.unsorted_segment_min(s, 2), a, Tensor(np.array([1, 1], np.int32)))
run("unsorted_segment_prod", lambda x, s: x.unsorted_segment_prod(s, 3), a, Tensor(np.array([2, 0], np.int32)))
emit("nonzero", a.nonzero())
emit("argwhere", a.argwhere())
emit("masked_select", a.masked_select(Tensor(A > 0)))
