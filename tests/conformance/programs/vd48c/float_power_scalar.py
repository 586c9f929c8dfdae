"""mint.float_power / Tensor.float_power with a Python float operand (MindSpore 2.10's FloatPowerExt, measured in
both modes): the float is read as a float32 first, then the power is computed in float64 --
``mint.float_power(2.3, x)`` is ``float64(float32(2.3)) ** x`` (2.169735921637168 for x = 0.93, not
2.169735963471428), ``mint.float_power(x, 1e40)`` raises to inf, ``mint.float_power(1e-50, x)`` is 0.  Integers and
Tensor operands are exact, and ``ops.float_power`` keeps the exact float.  A complex operand (a Python complex, a
complex Tensor) is its TypeError.  msgraph computed with the exact float64 scalar (SILENT, relative error ~2e-8 in a
Float64 result: found by vd48c's value dump of st/mint/test_float_power.py, whose rtol 1e-3 hid it) and computed
complex results."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from _conf import emit, emit_error

EXACT = dict(rtol=1e-13, atol=0.0)

y = Tensor(np.array([0.93, 1.7, 0.5]), ms.float64)
y32 = Tensor(np.array([0.93, 1.7, 0.5]), ms.float32)
yi = Tensor(np.array([1, 2, 3]), ms.int32)


@ms.jit
def scalar_base(t):
    return mint.float_power(2.3, t)


@ms.jit
def scalar_exponent(t):
    return mint.float_power(t, 2.3)


def out(r):
    return (str(r.dtype), r.shape, r.asnumpy().tolist())


emit("mint_scalar_base_f64", out(mint.float_power(2.3, y)), **EXACT)
emit("mint_scalar_exponent_f64", out(mint.float_power(y, 2.3)), **EXACT)
emit("mint_scalar_base_f32", out(mint.float_power(2.3, y32)), **EXACT)
emit("mint_scalar_exponent_f32", out(mint.float_power(y32, 2.3)), **EXACT)
emit("mint_scalar_exponent_int_tensor", out(mint.float_power(yi, 2.3)), **EXACT)
emit("mint_tiny_base", out(mint.float_power(1e-50, y)), **EXACT)
emit("mint_huge_exponent", out(mint.float_power(y, 1e40)), **EXACT)
emit("mint_int_scalar_exact", out(mint.float_power(16777217, y)), **EXACT)
emit("mint_tensor_exponent_exact", out(mint.float_power(y, Tensor(2.3, ms.float64))), **EXACT)
emit("method_scalar", out(y.float_power(2.3)), **EXACT)
emit("method_int_tensor", out(yi.float_power(2.3)), **EXACT)
emit("ops_scalar_exact", out(ops.float_power(2.3, y)), **EXACT)
emit("ops_scalar_exponent_exact", out(ops.float_power(y, 2.3)), **EXACT)
emit("jit_scalar_base", out(scalar_base(y)), **EXACT)
emit("jit_scalar_exponent", out(scalar_exponent(y)), **EXACT)
emit_error("mint_complex_exponent", lambda: mint.float_power(y, 1 + 2j))
emit_error("mint_complex_base", lambda: mint.float_power(1 + 2j, y))
emit_error("method_complex_exponent", lambda: y.float_power(1 + 2j))
emit_error("mint_complex_tensor", lambda: mint.float_power(Tensor(np.array([1 + 1j]), ms.complex64), 2.3))
