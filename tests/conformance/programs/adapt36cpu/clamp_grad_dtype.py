"""ops.clamp's gradient w.r.t. x is left in the output's dtype by MindSpore 2.10: an Int32 / Int8 input clamped by
float bounds (numbers or Tensors) gets a Float32 gradient, by float16 Tensor bounds a Float16 one, a float16 input
clamped by float32 Tensor bounds a Float32 one; msgraph cast it to x's dtype (Int32 0 / 1, Float16), silently, in
both modes (Tensor.clamp / Tensor.clip too: they cast the input to float32 first).  Integer bounds on an integer input keep Int32.  Found by adapting st/ops/cpu's Clamp / ClipByValue
tests to int inputs under GradOperation (session 36, adapt36cpu)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

xi = Tensor(np.array([[1, -2, 3], [0, 4, -1]], np.int32))


def c_ff(x):
    return ops.clamp(x, -0.5, 0.7)


def c_ii(x):
    return ops.clamp(x, -1, 2)


def c_fm(x):
    return ops.clamp(x, max=0.5)


def c_tt(x):
    return ops.clamp(x, Tensor(-0.5, ms.float32), Tensor(2.5, ms.float32))


def c_tt16(x):
    return ops.clamp(x, Tensor(-0.5, ms.float16), Tensor(2.5, ms.float16))


def c_meth(x):
    return x.clamp(-0.5, 2.5)


def c_clip_meth(x):
    return x.clip(-0.5, 0.7)


class One(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


for f in (c_ff, c_ii, c_fm, c_tt, c_tt16, c_meth, c_clip_meth):
    for n, t in (("i32", xi), ("i8", xi.astype(ms.int8)), ("f16", xi.astype(ms.float16))):
        emit_error(f.__name__ + "_" + n, lambda f=f, t=t: One(f)(t))
        emit_error(f.__name__ + "_grad_" + n, lambda f=f, t=t: ops.GradOperation(get_all=True)(One(f))(t))


# float bounds of an integer input: the gradient's comparison truncates them to x's dtype (clamp(x, min=0.5) passes
# it where x >= 0, max=-1.5 where x <= -1)
xr = Tensor(np.array([-3, -2, -1, 0, 1, 2, 3], np.int32))


class C(nn.Cell):
    def __init__(self, lo, hi, t=False):
        super().__init__()
        self.lo, self.hi = lo, hi
        if t:
            self.lo = None if lo is None else Tensor(lo, ms.float32)
            self.hi = None if hi is None else Tensor(hi, ms.float32)

    def construct(self, t):
        return ops.clamp(t, self.lo, self.hi)


for lo in (-1.5, -0.5, 0.5, 1.5, -2.7):
    emit_error("min_%s" % lo, lambda lo=lo: ops.GradOperation()(C(lo, None))(xr))
    emit_error("max_%s" % lo, lambda lo=lo: ops.GradOperation()(C(None, lo))(xr))
    emit_error("both_%s" % lo, lambda lo=lo: ops.GradOperation()(C(lo, lo + 2.2))(xr))
    emit_error("tmin_%s" % lo, lambda lo=lo: ops.GradOperation()(C(lo, None, True))(xr))
    emit_error("tboth_%s" % lo, lambda lo=lo: ops.GradOperation()(C(lo, lo + 2.2, True))(xr))
    emit_error("i8_both_%s" % lo, lambda lo=lo: ops.GradOperation()(C(lo, lo + 2.2))(xr.astype(ms.int8)))
