"""ops.clamp / ops.clip / mint.clamp / Tensor.clamp at ties, signed zeros and NaN (found by the adapt33o variant
sweep of st ops' functional tests): MindSpore's kernel returns the bound unless x is strictly inside it, so
clamp(-0.0, min=0.0) is 0.0, clamp(0.0, max=-0.0) is -0.0, and a NaN lower bound gives the upper one; msgraph
kept x's zero sign (np.clip) and gave NaN.  The gradient still passes to x at a tie.  ReLU6 keeps NaN (ReLU gives
0).  Signs are emitted with np.signbit (the values compare equal)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


class G(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return ops.grad(self.f, (0, 1))(*a)


def signed(r):
    a = r.asnumpy()
    return {"value": r, "signbit": np.signbit(a)}


NEG0, ZERO, ONE = Tensor(np.float32(-0.0)), Tensor(np.float32(0.0)), Tensor(np.float32(1.0))
x = Tensor(np.array([-0.0, 0.0, -1.0, 2.0, np.nan, 1.0], np.float32))
def c_min0(v):
    return ops.clamp(v, min=0.0)


def c_min_neg0(v):
    return ops.clamp(v, min=-0.0)


def c_max0(v):
    return ops.clamp(v, max=0.0)


def c_max_neg0(v):
    return ops.clamp(v, max=-0.0)


def c_both_neg0_0(v):
    return ops.clamp(v, NEG0, ZERO)


def c_both_0_neg0(v):
    return ops.clamp(v, ZERO, NEG0)


def c_clip(v):
    return ops.clip(v, 0.0, 1.0)


def c_clamp_tensor(v):
    return ops.clamp(v, Tensor(0.0), Tensor(1.0))


def c_mint_clamp(v):
    return mint.clamp(v, 0.0, 1.0)


def c_mint_clamp_min(v):
    return mint.clamp(v, min=0.0)


def c_tensor_clamp(v):
    return v.clamp(min=0.0)


def c_tensor_clip_max(v):
    return v.clip(max=0.0)


def c_nan_lo(v):
    return ops.clamp(v, Tensor(np.float32(np.nan)), Tensor(np.float32(1.0)))


def c_nan_hi(v):
    return ops.clamp(v, Tensor(np.float32(0.0)), Tensor(np.float32(np.nan)))


def c_nan_min_only(v):
    return ops.clamp(v, min=float("nan"))


def c_nan_max_only(v):
    return ops.clamp(v, max=float("nan"))


def c_lo_above_hi(v):
    return ops.clamp(v, 2.0, 1.0)


def c_f64_min0(v):
    return ops.clamp(v.astype(ms.float64), min=0.0)


def c_f16_max0(v):
    return ops.clamp(v.astype(ms.float16), max=-0.0)


def c_relu6(v):
    return ops.relu6(v)


for f in (c_min0, c_min_neg0, c_max0, c_max_neg0, c_both_neg0_0, c_both_0_neg0, c_clip, c_clamp_tensor, c_mint_clamp, c_mint_clamp_min, c_tensor_clamp, c_tensor_clip_max, c_nan_lo, c_nan_hi, c_nan_min_only, c_nan_max_only, c_lo_above_hi, c_f64_min0, c_f16_max0, c_relu6):
    emit_error(f.__name__[2:], lambda: signed(Net(f)(x)))
xi = Tensor(np.array([1, 5, -3, 0], np.int32))


def c_int_min(v):
    return ops.clamp(v, min=0)


def c_int_max_float(v):
    return ops.clamp(v, max=2.5)


def c_int_both(v):
    return ops.clamp(v, 0, 2)


def g_min(v, m):
    return ops.clamp(v, min=m).sum()


def g_max(v, m):
    return ops.clamp(v, max=m).sum()


def g_both(v, m):
    return ops.clamp(v, m, ONE).sum()


def c_mixed_bounds(v, m):
    return ops.clamp(v, m, 1.0)


emit("int_min", Net(c_int_min)(xi))
emit("int_max_float", Net(c_int_max_float)(xi))
emit("int_both", Net(c_int_both)(xi))
g = Tensor(np.array([-0.0, 0.0, -1.0, 2.0, 1.0], np.float32))
emit_error("grad_min", G(g_min), g, Tensor(np.float32(0.0)))
emit_error("grad_max", G(g_max), g, Tensor(np.float32(1.0)))
emit_error("grad_both", G(g_both), g, Tensor(np.float32(0.0)))
emit_error("mixed_bounds", Net(c_mixed_bounds), g, Tensor(np.float32(0.0)))


def c_relu6_lanes(v):
    return ops.relu6(v)


# MindSpore's CPU ReLU6 maps NaN to 0 in its 4-wide vector lanes and keeps it in the last size % 4 elements
emit_error("relu6_lanes", lambda: signed(Net(c_relu6_lanes)(Tensor(np.array([np.nan, 1, 7, -2, 3, np.nan], np.float32)))))
emit_error("relu6_lanes_2d", lambda: signed(Net(c_relu6_lanes)(Tensor(np.array([[np.nan, 1, np.nan], [2, 9, np.nan]], np.float32)))))
