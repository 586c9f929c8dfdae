"""Fifth pass (adapt44w2a): functional ops of st/ops/test_ops_[a-h] (mint / ops forms as the st files call them) inside
Graph-mode Cells under gradients with `if` on a Tensor and `for`, over float16 / float64 / int inputs, with keyword
forms the st files do not use (reduction, label_smoothing, pos_weight, rounding_mode, Tensor bounds)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _h import case


class If(nn.Cell):
    def __init__(self, f, g):
        super().__init__()
        self.f, self.g = f, g

    def construct(self, x, y):
        if x.sum() > 0:
            z = self.f(x, y)
        else:
            z = self.g(x, y)
        return z.sum()


class For(nn.Cell):
    def __init__(self, f, n=2):
        super().__init__()
        self.f, self.n = f, n

    def construct(self, x, y):
        z = x
        for _ in range(self.n):
            z = self.f(z, y)
        return z.sum()


class Fwd(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, y):
        return self.f(x, y)


def g01(net, x, y):
    return lambda: ms.grad(net, grad_position=(0, 1))(x, y)


def g0(net, x, y):
    return lambda: ms.grad(net, grad_position=0)(x, y)


DT = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
a = np.array([[-1.5, 0.25, 2.0], [0.5, -0.75, 3.0]])
b = np.array([[0.5, 0.5, -1.0], [2.0, 0.25, 1.5]])
lab = np.array([[0.0, 1.0, 1.0], [1.0, 0.0, 0.5]])

def f_clamp_tensor(x, y):
    return mint.clamp(x, min=y, max=y + 1)


def g_clamp_tensor(x, y):
    return mint.clamp(x, max=y)


def f_clamp_scalar(x, y):
    return mint.clamp(x, -0.5, 1.0) * y


def g_clamp_scalar(x, y):
    return mint.clamp(x, min=0.25) * y


def f_bce_logits_pw(x, y):
    return ops.binary_cross_entropy_with_logits(x, y, pos_weight=y + 1, reduction='none')


def g_bce_logits_pw(x, y):
    return ops.binary_cross_entropy_with_logits(x, y, reduction='sum')


def f_div_floor(x, y):
    return mint.div(x, y, rounding_mode='floor') + x * y


def g_div_floor(x, y):
    return mint.div(x, y, rounding_mode='trunc') + x


def f_float_power(x, y):
    return mint.float_power(mint.abs(x) + 1, y)


def g_float_power(x, y):
    return mint.float_power(x, 2)


def f_fmod(x, y):
    return mint.fmod(x, y)


def g_fmod(x, y):
    return mint.fmod(x, 0.75)


def f_hardshrink(x, y):
    return mint.nn.functional.hardshrink(x, 0.5) * y


def g_hardshrink(x, y):
    return ops.hardshrink(x * y, 0.3)


def f_hardswish_sig(x, y):
    return mint.nn.functional.hardswish(x) * mint.nn.functional.hardsigmoid(y)


def g_hardswish_sig(x, y):
    return ops.hardswish(x + y)


def f_erfinv_erfc(x, y):
    return mint.erfinv(mint.tanh(x)) + mint.erfc(y)


def g_erfinv_erfc(x, y):
    return mint.erf(x) * mint.expm1(y)


def f_atan2_cosh(x, y):
    return mint.atan2(x, y) * mint.cosh(y)


def g_atan2_cosh(x, y):
    return mint.arctan2(y, x)


def f_addcdiv(x, y):
    return ops.addcdiv(x, x, y + 3, value=0.5)


def g_addcdiv(x, y):
    return ops.addcmul(x, x, y, value=2)


def f_cross(x, y):
    return mint.cross(x, y, dim=1)


def g_cross(x, y):
    return mint.cross(y, x)


def f_flip_hstack(x, y):
    return mint.flip(x, (0, 1)) * y


def g_flip_hstack(x, y):
    return mint.hstack((x, y))


def f_gelu_tanh(x, y):
    return mint.nn.functional.gelu(x, approximate='tanh') * y


def g_gelu_tanh(x, y):
    return ops.gelu(x) * y


def f_exp2_frac(x, y):
    return mint.exp2(x) + ops.frac(y)


def g_exp2_frac(x, y):
    return ops.exp2(x * y)


def f_arcsinh(x, y):
    return mint.arcsinh(x) * mint.arctan(y)


def g_arcsinh(x, y):
    return mint.arccosh(mint.abs(x) + 1.5)


FNS = {
    'clamp_tensor': (f_clamp_tensor, g_clamp_tensor),
    'clamp_scalar': (f_clamp_scalar, g_clamp_scalar),
    'bce_logits_pw': (f_bce_logits_pw, g_bce_logits_pw),
    'div_floor': (f_div_floor, g_div_floor),
    'float_power': (f_float_power, g_float_power),
    'fmod': (f_fmod, g_fmod),
    'hardshrink': (f_hardshrink, g_hardshrink),
    'hardswish_sig': (f_hardswish_sig, g_hardswish_sig),
    'erfinv_erfc': (f_erfinv_erfc, g_erfinv_erfc),
    'atan2_cosh': (f_atan2_cosh, g_atan2_cosh),
    'addcdiv': (f_addcdiv, g_addcdiv),
    'cross': (f_cross, g_cross),
    'flip_hstack': (f_flip_hstack, g_flip_hstack),
    'gelu_tanh': (f_gelu_tanh, g_gelu_tanh),
    'exp2_frac': (f_exp2_frac, g_exp2_frac),
    'arcsinh': (f_arcsinh, g_arcsinh),
}

for name, (f, g) in FNS.items():
    for dn, dt in DT.items():
        x, y = Tensor(a.astype(dt)), Tensor(b.astype(dt))
        if name == "bce_logits_pw":
            y = Tensor(lab.astype(dt))
        case(f"{name}_{dn}_fwd", lambda: Fwd(f)(x, y))
        case(f"{name}_{dn}_if_grad", g01(If(f, g), x, y))
        case(f"{name}_{dn}_if_else_grad", g01(If(f, g), -x - 10, y))
        if name not in ("cross", "flip_hstack", "bce_logits_pw"):
            case(f"{name}_{dn}_for_grad", g01(For(f), x, y))

# integer inputs
ia = np.array([[-7, 3, 5], [4, -2, 9]])
ib = np.array([[2, -3, 4], [-3, 5, 2]])
for dn, dt in {"i32": np.int32, "i64": np.int64, "i8": np.int8, "u8": np.uint8}.items():
    x, y = Tensor(np.abs(ia).astype(dt) if dn == "u8" else ia.astype(dt)), Tensor(np.abs(ib).astype(dt) if dn == "u8" else ib.astype(dt))
    case(f"int_div_floor_{dn}", lambda: mint.div(x, y, rounding_mode='floor'))
    case(f"int_div_trunc_{dn}", lambda: mint.div(x, y, rounding_mode='trunc'))
    case(f"int_div_true_{dn}", lambda: mint.div(x, y))
    case(f"int_fmod_{dn}", lambda: mint.fmod(x, y))
    case(f"int_fmod_scalar_{dn}", lambda: mint.fmod(x, 3))
    case(f"int_clamp_{dn}", lambda: mint.clamp(x, min=1, max=4))
    case(f"int_clamp_float_{dn}", lambda: mint.clamp(x, min=0.5, max=4.5))
    case(f"int_float_power_{dn}", lambda: mint.float_power(x, 2))
    case(f"int_float_power_t_{dn}", lambda: mint.float_power(x, y))
    case(f"int_flip_{dn}", lambda: mint.flip(x, (1,)))
    case(f"int_cross_{dn}", lambda: mint.cross(x, y, dim=1))
    case(f"int_exp2_{dn}", lambda: mint.exp2(x))
    case(f"int_erf_{dn}", lambda: mint.erf(x))
    case(f"int_atan2_{dn}", lambda: mint.atan2(x, y))
    case(f"int_hstack_{dn}", lambda: mint.hstack((x, y)))
    case(f"int_greater_equal_scalar_{dn}", lambda: mint.greater_equal(x, 3))
    case(f"int_greater_equal_f_{dn}", lambda: mint.greater_equal(x, 2.5))
    case(f"int_eq_{dn}", lambda: mint.equal(x, y))
    case(f"int_abs_{dn}", lambda: mint.abs(x))
    case(f"int_ceil_{dn}", lambda: mint.ceil(x))
    case(f"int_floor_{dn}", lambda: mint.floor(x))
    case(f"int_fix_{dn}", lambda: ops.fix(x))
    case(f"int_argmax_{dn}", lambda: mint.argmax(x, dim=1, keepdim=True))
    case(f"int_argmin_{dn}", lambda: mint.argmin(x))
    case(f"int_all_{dn}", lambda: mint.all(x, dim=0))
    case(f"int_cos_{dn}", lambda: mint.cos(x))
    case(f"int_bitwise_shift_{dn}", lambda: ops.bitwise_left_shift(x, 1) if hasattr(ops, "bitwise_left_shift") else None)
    case(f"int_gcd_{dn}", lambda: ops.gcd(x, y))

# 0-d and empty
def zd_clamp(x, y):
    return mint.clamp(x, min=y)


def zd_fmod(x, y):
    return mint.fmod(x, y)


def zd_atan2(x, y):
    return mint.atan2(x, y)


def zd_fpow(x, y):
    return mint.float_power(x, y)


def e_hardshrink(x, y):
    return (mint.nn.functional.hardshrink(x) * y).sum()


for dn, dt in DT.items():
    z0, z1 = Tensor(np.array(0.75, dt)), Tensor(np.array(-0.5, dt))
    e = Tensor(np.zeros((0, 3), dt))
    case(f"zd_clamp_{dn}", g01(Fwd(zd_clamp), z0, z1))
    case(f"zd_fmod_grad_{dn}", g01(Fwd(zd_fmod), z0, z1))
    case(f"zd_atan2_{dn}", g01(Fwd(zd_atan2), z0, z1))
    case(f"zd_float_power_{dn}", g01(Fwd(zd_fpow), z0, z1))
    case(f"zd_div_floor_{dn}", lambda: mint.div(z0, z1, rounding_mode='floor'))
    case(f"empty_clamp_{dn}", lambda: mint.clamp(e, 0, 1))
    case(f"empty_flip_{dn}", lambda: mint.flip(e, (0,)))
    case(f"empty_argmax_{dn}", lambda: mint.argmax(e, dim=0))
    case(f"empty_hstack_{dn}", lambda: mint.hstack((e, e)))
    case(f"empty_float_power_{dn}", lambda: mint.float_power(e, 2))
    case(f"empty_grad_hardshrink_{dn}", g01(Fwd(e_hardshrink), e, e))
