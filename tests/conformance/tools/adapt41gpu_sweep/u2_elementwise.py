"""st/ops/gpu elementwise variants (test_xdivy_xlogy / gcd_lcm / heaviside / hypot / lgamma / digamma / erfinv /
inv / invert / leftshift / rightshift / rint / trunc / softsign / tanhshrink / square / sqrt_grad / reciprocal(_grad)
/ logit(_grad) / atan_grad / realdiv / div / sub / equal / gt / maximum / minimum_grad): uint / int / bool / float16 /
float64, 0-d / empty / broadcast, Python numbers, NaN / inf, GradOperation."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


ALL = ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
       "bool"]
A = [[3, 0, 7], [5, 1, 2]]
B = [[2, 0, 3], [7, 1, 0]]
for dt in ALL:
    for nm, op in [("xdivy", P.Xdivy()), ("xlogy", P.Xlogy()), ("gcd", P.Gcd()), ("lcm", P.Lcm()),
                   ("heaviside", ops.heaviside), ("hypot", P.Hypot()), ("realdiv", P.RealDiv()),
                   ("maximum", P.Maximum()), ("minimum", P.Minimum()), ("equal", P.Equal()), ("gt", P.Greater()),
                   ("lshift", P.LeftShift()), ("rshift", P.RightShift()), ("div", P.Div()), ("sub", P.Sub())]:
        case(f"{nm}.{dt}", lambda: Fn(op)(T(A, dt), T(B, dt)))
        case(f"{nm}.0d.{dt}", lambda: Fn(op)(T(A, dt), T(2, dt)))
    for nm, op in [("lgamma", P.Lgamma()), ("digamma", P.Digamma()), ("erfinv", P.Erfinv()), ("inv", P.Inv()),
                   ("invert", P.Invert()), ("rint", P.Rint()), ("trunc", P.Trunc()), ("softsign", P.Softsign()),
                   ("tanhshrink", nn.Tanhshrink()), ("square", P.Square()), ("reciprocal", P.Reciprocal()),
                   ("logit", P.Logit(0.1)), ("logitneg", P.Logit(-1.0))]:
        case(f"{nm}.{dt}", lambda: Fn(op)(T(A, dt)))
for nm, op in [("xdivy", P.Xdivy()), ("xlogy", P.Xlogy()), ("hypot", P.Hypot()), ("realdiv", P.RealDiv()),
               ("maximum", P.Maximum()), ("minimum", P.Minimum()), ("heaviside", ops.heaviside)]:
    case(f"{nm}.special", lambda: Fn(op)(T([0.0, np.nan, np.inf, -np.inf, -0.0, 1.0], "float32"),
                                         T([0.0, 1.0, np.inf, 0.0, np.nan, -np.inf], "float32")))
    case(f"{nm}.pyf", lambda: Fn(op)(T([1.0, 2.0], "float32"), 2.0))
    case(f"{nm}.pyi.int", lambda: Fn(op)(T([1, 2], "int32"), 2))
    case(f"{nm}.pyf.int", lambda: Fn(op)(T([1, 2], "int32"), 2.5))
    case(f"{nm}.mix", lambda: Fn(op)(T([1, 2], "int32"), T([1.5, 2.5], "float16")))
    case(f"{nm}.empty", lambda: Fn(op)(T(np.zeros((0, 2)), "float32"), T([1.0, 2.0], "float32")))
    case(f"{nm}.grad", lambda: ops.GradOperation(get_all=True)(Fn(op))(T([[1.0, 2.0], [-3.0, 0.5]], "float32"),
                                                                      T([[2.0, 2.0], [1.0, 0.25]], "float32")))
    case(f"{nm}.grad.bcast", lambda: ops.GradOperation(get_all=True)(Fn(op))(T([[1.0, 2.0], [-3.0, 0.5]], "float64"),
                                                                            T([2.0, 0.5], "float64")))
for nm, op in [("lgamma", P.Lgamma()), ("digamma", P.Digamma()), ("erfinv", P.Erfinv()), ("inv", P.Inv()),
               ("rint", P.Rint()), ("trunc", P.Trunc()), ("softsign", P.Softsign()), ("tanhshrink", nn.Tanhshrink()),
               ("square", P.Square()), ("reciprocal", P.Reciprocal()), ("logit", P.Logit(0.1)),
               ("logitneg", P.Logit())]:
    case(f"{nm}.special", lambda: Fn(op)(T([0.0, -0.0, np.nan, np.inf, -np.inf, -2.5, 0.5, 1.0, -1.0, 2.5, 1e-8],
                                           "float32")))
    case(f"{nm}.0d", lambda: Fn(op)(T(0.3, "float64")))
    case(f"{nm}.empty", lambda: Fn(op)(T(np.zeros((2, 0)), "float16")))
    for dt in ("float16", "float32", "float64"):
        case(f"{nm}.grad.{dt}", lambda: ops.GradOperation()(Fn(op))(T([0.25, -0.5, 1.5, 0.0], dt)))
    case(f"{nm}.grad.sens", lambda: ops.GradOperation(sens_param=True)(Fn(op))(T([0.25, -0.5, 1.5], "float32"),
                                                                             T([2.0, -1.0, 0.5], "float32")))
# *Grad primitives the tests call directly
GOPS = [("sqrtgrad", G.SqrtGrad()), ("reciprocalgrad", G.ReciprocalGrad()), ("atangrad", G.AtanGrad()),
        ("rsqrtgrad", G.RsqrtGrad()), ("sigmoidgrad", G.SigmoidGrad()), ("tanhgrad", G.TanhGrad()),
        ("asingrad", G.AsinGrad()), ("acosgrad", G.ACosGrad())]
for nm, op in GOPS:
    for dt in ("float16", "float32", "float64", "int32", "complex64"):
        case(f"{nm}.{dt}", lambda: Fn(op)(T([0.25, 0.5, 2.0], dt), T([1.0, -2.0, 3.0], dt)))
    case(f"{nm}.special", lambda: Fn(op)(T([0.0, np.nan, np.inf, -1.0], "float32"), T([1.0, 1.0, 1.0, 0.0], "float32")))
    case(f"{nm}.bcast", lambda: Fn(op)(T([[0.25, 0.5]], "float32"), T([[1.0], [2.0]], "float32")))
    case(f"{nm}.mix", lambda: Fn(op)(T([0.25, 0.5], "float32"), T([1.0, 2.0], "float64")))
    case(f"{nm}.0d", lambda: Fn(op)(T(0.25, "float32"), T(2.0, "float32")))
case("logitgrad", lambda: Fn(G.LogitGrad(0.1))(T([1.0, 2.0, 0.5], "float32"), T([0.05, 0.5, 0.99], "float32")))
case("logitgrad.neg", lambda: Fn(G.LogitGrad(-1.0))(T([1.0, 2.0, 0.5, 1.0], "float32"),
                                                    T([0.0, 0.5, 1.0, 1.5], "float32")))
case("logitgrad.f16", lambda: Fn(G.LogitGrad(0.2))(T([1.0, 2.0], "float16"), T([0.1, 0.5], "float16")))
case("logitgrad.f64", lambda: Fn(G.LogitGrad(0.2))(T([1.0, 2.0], "float64"), T([0.1, 0.5], "float64")))
case("mingrad", lambda: Fn(G.MinimumGrad())(T([1.0, 2.0, 2.0], "float32"), T([2.0, 2.0, 1.0], "float32"),
                                            T([1.0, 1.0, 1.0], "float32")))
case("mingrad.bcast", lambda: Fn(G.MinimumGrad())(T([[1.0, 2.0, 2.0]], "float32"), T([[2.0], [1.0]], "float32"),
                                                  T(np.ones((2, 3)), "float32")))
case("maxgrad", lambda: Fn(G.MaximumGrad())(T([1.0, 2.0, 2.0], "float32"), T([2.0, 2.0, 1.0], "float32"),
                                            T([1.0, 1.0, 1.0], "float32")))
case("mingrad.int", lambda: Fn(G.MinimumGrad())(T([1, 2, 2], "int32"), T([2, 2, 1], "int32"), T([1, 1, 1], "int32")))
