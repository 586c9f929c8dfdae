"""Logit's eps clamp, Polar's input checks, LeftShift / RightShift / CeLU primitive arguments (st ops/ascend
test_aicpu_ops/test_logit / test_polar / test_leftshift_rightshift, test_celu variants, adapt41asc).  Silent:
MindSpore 2.10's Logit(eps) takes x below eps as eps, else x above 1 - eps as 1 - eps, so NaN stays NaN (msgraph's
clip made it 1 - eps) and with eps > 0.5 every x below eps is eps (msgraph: 1 - eps, the other sign); 1 - eps of
the float32 attribute in float64.  Polar takes float32 / float64 Tensors of one dtype and one rank (msgraph
broadcast a 0-d or 1-d partner, and took Python numbers); P.LeftShift / P.RightShift refuse a Python
number, P.CeLU an int alpha (TypeErrors where msgraph computed).  Silent: Logit's gradient at -0.0 is dy / -0.0 as C
divides (-inf for dy > 0; msgraph +inf, the Div op's zero-divisor rule)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


SPECIAL = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, 0.05, 0.5, 0.97]
for dt in ["float16", "float32", "float64"]:
    emit_error(f"Logit_eps_special_{dt}", lambda: Fn(P.Logit(0.1))(T(SPECIAL, dt)))
    emit_error(f"logit_fn_eps_special_{dt}", lambda: Fn(lambda x: ops.logit(x, eps=0.2))(T(SPECIAL, dt)))
emit_error("Logit_eps_above_half", lambda: Fn(P.Logit(0.7))(T([0.1, 0.6, 0.9, np.nan], "float32")))
emit_error("Logit_eps_half", lambda: Fn(P.Logit(0.5))(T([0.1, 0.6], "float32")))
emit_error("Logit_no_eps_nan", lambda: Fn(P.Logit())(T([np.nan, 0.25, 1.5], "float32")))
emit_error("Logit_eps_grad", lambda: ms.grad(Fn(P.Logit(0.2)))(T([0.1, 0.6, 0.9, 0.5], "float32")))
ZX = [-0.0, 0.0, -0.0, 0.0, -0.0, 0.5, 1.0, 1.5]
ZS = [1.0, 1.0, -1.0, -1.0, 0.0, 2.0, 1.0, 1.0]
for dt in ["float16", "float32", "float64"]:
    emit_error(f"Logit_grad_signed_zero_{dt}", lambda: ops.GradOperation(sens_param=True)(Fn(P.Logit()))(
        T(ZX, dt), T(ZS, dt)))
emit_error("Logit_eps0_grad_signed_zero", lambda: ops.GradOperation(sens_param=True)(Fn(P.Logit(0.0)))(
    T(ZX, "float32"), T(ZS, "float32")))

A = np.array([[3.0, 0.0, 7.0], [1.0, 2.0, 0.5]])
emit_error("Polar_same_shape", lambda: Fn(P.Polar())(T(A, "float32"), T(A / 4, "float32")))
# (two shapes of one rank broadcast in MindSpore's shape inference, but its kernel reads past the smaller input:
# garbage, not recorded; msgraph broadcasts)
emit_error("Polar_bad_broadcast", lambda: Fn(P.Polar())(T(A, "float32"), T(A.T, "float32")))
emit_error("Polar_0d_abs", lambda: Fn(P.Polar())(T(2.0, "float64"), T(A, "float64")))
emit_error("Polar_empty", lambda: Fn(ops.polar)(T(np.zeros((0, 3)), "float32"), T([1.0, 2.0, 3.0], "float32")))
emit_error("Polar_fn_broadcast", lambda: Fn(ops.polar)(T(A, "float64"), T([1.0, 2.0, 0.0], "float64")))
emit_error("Polar_python_int", lambda: Fn(P.Polar(), 2)(T(A, "float32")))
emit_error("Polar_python_float", lambda: Fn(P.Polar(), 2.5)(T(A, "float32")))
emit_error("Polar_int32", lambda: Fn(P.Polar())(T(A, "int32"), T(A, "int32")))
emit_error("Polar_float16", lambda: Fn(P.Polar())(T(A, "float16"), T(A, "float16")))
emit_error("Polar_mixed_dtypes", lambda: Fn(P.Polar())(T(A, "float32"), T(A, "float64")))

B = np.array([[3, 0, 7], [100, 1, 2]])
for dt in ["int8", "int32", "uint8", "int64"]:
    emit_error(f"LeftShift_python_int_{dt}", lambda: Fn(P.LeftShift(), 2)(T(B, dt)))
    emit_error(f"RightShift_python_int_{dt}", lambda: Fn(P.RightShift(), 1)(T(B, dt)))
    emit_error(f"LeftShift_tensors_{dt}", lambda: Fn(P.LeftShift())(T(B, dt), T([1, 2, 0], dt)))
emit_error("LeftShift_python_bool", lambda: Fn(P.LeftShift(), True)(T(B, "int32")))
emit_error("RightShift_python_bool", lambda: Fn(P.RightShift(), True)(T(B, "int16")))
emit_error("CeLU_int_alpha", lambda: Fn(P.CeLU(2))(T([-1.0, 0.5], "float32")))
emit_error("CeLU_float_alpha", lambda: Fn(P.CeLU(2.0))(T([-1.0, 0.5], "float32")))
emit("done", 1)
