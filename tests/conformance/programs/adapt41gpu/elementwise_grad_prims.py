"""st/ops/gpu elementwise ops and the _grad_ops primitives their tests call directly (adapt41gpu).  Silent: Logit
with eps kept NaN as NaN in MindSpore 2.10 (msgraph clamped it to eps: logit 2.197 for -2.197), SqrtGrad ... of
(float16, float32) inputs are float16 (the first input's dtype; msgraph float32), RsqrtGrad of integers truncates
dy * -0.5 first.  TypeErrors MindSpore raises and msgraph computed through: Lgamma of int8/int16/int64/uint*, Rint of
integers, ReciprocalGrad / SigmoidGrad / TanhGrad of integers, a grad primitive of int and float inputs; SqrtGrad /
RsqrtGrad / TanhGrad of two shapes are ValueErrors, AtanGrad / AsinGrad / ACosGrad RuntimeErrors (msgraph
broadcast).  Computed where msgraph refused: Gcd of int16, Hypot of an int32 Tensor and a Python float (float32) or of
float16 and float32."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


xl = T([np.nan, 0.05, 0.5, 0.99, 1.5], "float32")
emit_error("Logit_eps_nan", lambda: Fn(P.Logit(0.1))(xl))
emit_error("logit_fn_eps_nan_f64", lambda: Fn(ops.logit, 0.2)(T([np.nan, 0.05, 0.5], "float64")))
emit_error("logit_eps_nan_grad", lambda: ops.GradOperation()(Fn(ops.logit, 0.1))(xl))
for dt in ["int8", "int16", "int32", "int64", "uint8", "uint32"]:
    emit_error(f"Lgamma_{dt}", lambda: Fn(P.Lgamma())(T([1, 2, 5], dt)))
    emit_error(f"Rint_{dt}", lambda: Fn(P.Rint())(T([1, 2, 5], dt)))
emit_error("Rint_bool", lambda: Fn(P.Rint())(T([True, False], "bool")))
emit_error("lgamma_fn_int16", lambda: Fn(ops.lgamma)(T([1, 2], "int16")))
emit_error("Gcd_int16", lambda: Fn(P.Gcd())(T([4, 6, 0], "int16"), T([6, 9, 5], "int16")))
emit_error("Gcd_int16_0d", lambda: Fn(P.Gcd())(T([4, 6, 0], "int16"), T(2, "int16")))
emit_error("Gcd_int8", lambda: Fn(P.Gcd())(T([4, 6], "int8"), T([6, 9], "int8")))
emit_error("Hypot_int32_pyfloat", lambda: Fn(P.Hypot(), 2.5)(T([1, 2], "int32")))
emit_error("Hypot_f16_f32", lambda: Fn(P.Hypot())(T([1, 2], "float16"), T([1, 2], "float32")))
emit_error("Hypot_f16_pyfloat", lambda: Fn(P.Hypot(), 2.5)(T([1, 2], "float16")))
emit_error("Hypot_int32_pyint", lambda: Fn(P.Hypot(), 2)(T([1, 2], "int32")))
GOPS = ["SqrtGrad", "RsqrtGrad", "TanhGrad", "AtanGrad", "AsinGrad", "ACosGrad", "ReciprocalGrad", "SigmoidGrad"]
for nm in GOPS:
    op = getattr(G, nm)()
    emit_error(f"{nm}_f32", lambda: Fn(op)(T([0.25, 0.5], "float32"), T([1.0, 2.0], "float32")))
    emit_error(f"{nm}_f16_f32", lambda: Fn(op)(T([0.25, 0.5], "float16"), T([1.0, 2.0], "float32")))
    emit_error(f"{nm}_f64_f32", lambda: Fn(op)(T([0.25, 0.5], "float64"), T([1.0, 2.0], "float32")))
    emit_error(f"{nm}_f32_f64", lambda: Fn(op)(T([0.25, 0.5], "float32"), T([1.0, 2.0], "float64")))
    emit_error(f"{nm}_i32_f32", lambda: Fn(op)(T([1, 2], "int32"), T([1.0, 2.0], "float32")))
    emit_error(f"{nm}_int32", lambda: Fn(op)(T([0, 0, 2], "int32"), T([1, -2, 3], "int32")))
    emit_error(f"{nm}_int64", lambda: Fn(op)(T([1, 2], "int64"), T([1, 1], "int64")))
    emit_error(f"{nm}_uint8", lambda: Fn(op)(T([1, 2], "uint8"), T([1, 1], "uint8")))
    if nm not in ("ReciprocalGrad", "SigmoidGrad"):
        emit_error(f"{nm}_rank_mismatch", lambda: Fn(op)(T([[0.25, 0.5]], "float32"), T([1.0, 2.0], "float32")))
        emit_error(f"{nm}_dim_mismatch", lambda: Fn(op)(T([[0.25, 0.5]], "float32"), T([[1.0], [2.0]], "float32")))
