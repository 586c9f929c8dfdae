"""st ops/cpu test_[a-l] differentiable ops inside control flow inside a gradient: a Tensor `if` choosing between two
uses of the op, a `for` loop feeding the op its own result, a Tensor-counter `while` accumulating it, and a
value_and_grad of the `if` form with the op's result also returned; float32 / float16 / float64, compiled under
MODE=graph, taped under MODE=pynative."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case, want


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


class IfNet(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        if x.sum() > y.sum():
            r = self.fn(x, y) * 2
        else:
            r = self.fn(y, x) - x
        return r


class ForNet(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        for _ in range(2):
            x = self.fn(x, y) * 0.5 + x
        return x


class WhileNet(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        i = Tensor(0, ms.int32)
        acc = x * 0
        while i < 3:
            acc = acc + self.fn(x, y) * (i + 1).astype(x.dtype)
            i += 1
        return acc


class VgNet(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        z = self.fn(x, y)
        if z.sum() > 0:
            return z.sum() * 2, z
        return z.sum(), z * 3


def u(f):
    def g(x, y):
        return f(x) + y * 0
    return g


def _clamp(x, y):
    return (ops.clamp(x, -1.0, 1.0)) + y * 0


def _cumsum(x, y):
    return (ops.cumsum(x, -1)) + y * 0


def _cumprod(x, y):
    return (ops.cumprod(x, 0)) + y * 0


def _cummax(x, y):
    return (ops.cummax(x, -1)[0]) + y * 0


def _cummin(x, y):
    return (ops.cummin(x, 0)[0]) + y * 0


def _flip(x, y):
    return (ops.flip(x, (-1,))) + y * 0


def _log_softmax(x, y):
    return (ops.log_softmax(x, -1)) + y * 0


def _lp_norm(x, y):
    return (ops.LpNorm(axis=1)(x).expand_dims(1)) + y * 0


def _celu(x, y):
    return (ops.celu(x, 0.5)) + y * 0


def _erfinv(x, y):
    return (ops.erfinv(x * 0.2)) + y * 0


def _lgamma(x, y):
    return (ops.lgamma(ops.abs(x) + 0.5)) + y * 0


def _digamma(x, y):
    return (ops.digamma(ops.abs(x) + 0.5)) + y * 0


def _log1p(x, y):
    return (ops.log1p(ops.abs(x))) + y * 0


def _acosh(x, y):
    return (ops.acosh(ops.abs(x) + 1.5)) + y * 0


def _lerp(x, y):
    return ops.lerp(x, y, 0.25)


def _addcmul(x, y):
    return ops.addcmul(x, x, y, value=0.5)


def _addcdiv(x, y):
    return ops.addcdiv(x, y, y + 4, value=2)


def _bias_add(x, y):
    return ops.bias_add(x, y[0])


def _l1_loss(x, y):
    return ops.l1_loss(x, y, "none")


def _bce_logits(x, y):
    return ops.binary_cross_entropy_with_logits(x, ops.sigmoid(y), ops.ones_like(x), ops.ones_like(x), "none")


def _gather(x, y):
    return ops.gather(x, Tensor(np.array([1, 0, 1], np.int32)), 1) * y


def _gather_d(x, y):
    return ops.gather_elements(x, 1, Tensor(np.array([[2, 0, 1], [1, 1, 0]], np.int32))) + y


def _xlogy(x, y):
    return ops.xlogy(x, ops.abs(y) + 0.5)


def _heaviside_mul(x, y):
    return ops.heaviside(x, y) * x


def _isclose_sel(x, y):
    return ops.select(ops.isclose(x, y), x, y * 2)


def _LayerNorm_p(x, y):
    return ops.LayerNorm(1, 1)(x, y[0] + 1, y[1])[0]


def _dropout_eval(x, y):
    return ops.dropout(x, p=0.0, training=False) * y


OPS = [("abs", u(ops.abs)), ("asinh", u(ops.asinh)), ("atan", u(ops.atan)), ("cos", u(ops.cos)),
       ("cosh", u(ops.cosh)), ("erf", u(ops.erf)), ("erfc", u(ops.erfc)), ("exp", u(ops.exp)),
       ("expm1", u(ops.expm1)), ("elu", u(ops.elu)), ("gelu", u(ops.gelu)), ("hardswish", u(ops.hardswish)),
       ("hardsigmoid", u(ops.hardsigmoid)), ("hardshrink", u(ops.hardshrink)), ("logsigmoid", u(ops.logsigmoid)),
       ("ceil", u(ops.ceil)), ("floor", u(ops.floor)), ("clamp", _clamp),
       ("cumsum", _cumsum), ("cumprod", _cumprod),
       ("cummax", _cummax), ("cummin", _cummin),
       ("flip", _flip), ("log_softmax", _log_softmax),
       ("l2normalize", u(ops.L2Normalize(axis=-1))), ("lp_norm", _lp_norm),
       ("celu", _celu), ("l2loss", u(ops.L2Loss())), ("erfinv", _erfinv),
       ("lgamma", _lgamma), ("digamma", _digamma),
       ("log1p", _log1p), ("acosh", _acosh),
       ("add", ops.add), ("div", ops.div), ("atan2", ops.atan2), ("hypot", ops.hypot),
       ("fmod", ops.fmod), ("floor_mod", ops.floor_mod), ("floor_divide", ops.floor_divide),
       ("copysign", ops.copysign), ("logaddexp", ops.logaddexp), ("lerp", _lerp),
       ("addcmul", _addcmul), ("addcdiv", _addcdiv),
       ("bias_add", _bias_add), ("l1_loss", _l1_loss),
       ("bce_logits", _bce_logits),
       ("gather", _gather),
       ("gather_d", _gather_d),
       ("xlogy", _xlogy), ("maximum", ops.maximum), ("minimum", ops.minimum),
       ("heaviside_mul", _heaviside_mul), ("isclose_sel", _isclose_sel),
       ("LayerNorm_p", _LayerNorm_p),
       ("dropout_eval", _dropout_eval)]
X = [[0.5, -1.5, 2.0], [0.25, 3.25, -0.75]]
Y = [[1.5, 2.0, -0.5], [0.25, -1.0, 2.5]]
for nm, fn in [o for o in OPS if want(o[0])]:
    for dt in ("float32", "float16"):
        case(f"{nm}.if.{dt}", lambda: ms.grad(IfNet(fn), grad_position=(0, 1))(T(X, dt), T(Y, dt)))
        case(f"{nm}.if_else.{dt}", lambda: ms.grad(IfNet(fn), grad_position=(0, 1))(T(Y, dt) - 3, T(X, dt)))
        case(f"{nm}.for.{dt}", lambda: ms.grad(ForNet(fn), grad_position=(0, 1))(T(X, dt), T(Y, dt)))
    case(f"{nm}.while.float32", lambda: ms.grad(WhileNet(fn), grad_position=(0, 1))(T(X, "float32"), T(Y, "float32")))
    case(f"{nm}.for.float64", lambda: ms.grad(ForNet(fn), grad_position=(0, 1))(T(X, "float64"), T(Y, "float64")))
    case(f"{nm}.vg.float32", lambda: ms.value_and_grad(VgNet(fn), grad_position=0, has_aux=True)(
        T(X, "float32"), T(Y, "float32")))
