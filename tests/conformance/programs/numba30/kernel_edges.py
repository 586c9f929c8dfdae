"""Elementwise ops whose Graph-mode Numba kernel (a fused group: the op, then ``* one``) disagreed with the op's numpy
impl or with MindSpore 2.10, found by tests/conformance/tools/numba_sweep.py's bitwise kernel check.  Checked exactly.

* Round: the kernel's tie branch turned +-inf into NaN; an int64 is rounded in double as MindSpore does (2**62 + 1 ->
  2**62, int64's max -> its min), where the numpy impl returned it unchanged.
* FloorDiv: int64's min // -1 wraps to the min (numpy, MindSpore); Numba's // gave 0.
* HSwish on integers: MindSpore's kernel keeps x exact above 3 (msgraph went through float32: 2**24 + 1 -> 2**24) and
  gives 0 where int32/int64's x + 3 wraps (x > max - 3).
* Pow on integers: an overflowing power is the double's conversion (int32/int64 min, low bits for int8) also when
  another element of the exponent is negative (the impl's negative-exponent branch returned numpy's wrapped powers).
* Erf, Erfc, Mod: see the end.
* SeLU: -0.0 stays -0.0 (the impl gave +0.0; the kernel was right).
* Sin, Cos, Tan, their inverses, Sinh, Cosh and theirs: float32 kernels called float32 libm (sinh(2.5) 6.0502048),
  MindSpore's (and the numpy impl's) values are correctly rounded: now float64 rounded once.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)


class Fused(nn.Cell):
    """``op(*xs) * one``: two elementwise members, so Graph mode fuses them into one kernel."""

    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *xs):
        return self.op(*xs[:-1]) * xs[-1]


def run(label, op, *arrays):
    one = np.ones(np.broadcast_shapes(*[a.shape for a in arrays]), arrays[0].dtype)
    out = Fused(op)(*[Tensor(a) for a in arrays], Tensor(one))
    emit(label, out, **EXACT)


f32 = np.array([np.inf, -np.inf, np.nan, 2.5, -2.5, 3.5, 0.5, -0.2, 1e30, -1e30, 8388609.0, 0.49999997], np.float32)
f64 = f32.astype(np.float64)
run("round_float32", ops.round, f32)
run("round_float64", ops.round, f64)
run("round_int64", ops.round, np.array([2**62 + 1, -2**63, 2**63 - 1, 2**53 + 1, -7, 3], np.int64))
run("round_int32", ops.round, np.array([2**31 - 1, -2**31, -7, 3], np.int32))

for dt in (np.int64, np.int32, np.int8):
    i = np.iinfo(dt)
    run(f"floor_divide_{np.dtype(dt).name}", ops.floor_divide, np.array([i.min, i.min, 7, -7, 0, 5], dt),
        np.array([-1, 1, -1, 2, 0, 0], dt))

hs = nn.HSwish()
run("hswish_int32", hs, np.array([2**30, 2**29, 400000000, 2**31 - 4, 2**31 - 3, 2**31 - 1, -2**31, 16777217, 16777219,
                                  -3, -2, -1, 0, 1, 2, 3, 4], np.int32))
run("hswish_int64", hs, np.array([2**62, 2**63 - 4, 2**63 - 3, 2**63 - 1, -2**63, 2**53 + 1, 1537228672809129302,
                                  -3, -2, -1, 0, 1, 2, 3, 4], np.int64))
run("hswish_int8", hs, np.array([120, 125, 126, 127, -128, -3, -2, -1, 0, 1, 2, 3, 4], np.int8))
run("hswish_int16", hs, np.array([32767, 32765, -32768, 30000, -2, 2, 5], np.int16))

for dt in (np.int8, np.int32, np.int64):
    run(f"pow_mixed_{np.dtype(dt).name}", ops.pow, np.array([2, 3, 7, 127, -1, 0, 2, 3, 1, -1], dt),
        np.array([100, 100, 7, 7, 127, -1, -1, 2, -5, -3], dt))

X = (np.arange(96, dtype=np.float32) - 48) * np.float32(0.0731)
TRIG = {"sin": X, "cos": X, "tan": X, "asin": X / 4, "acos": X / 4, "atan": X, "sinh": X, "cosh": X,
        "asinh": X, "acosh": np.abs(X) + 1, "atanh": X / 4}
for name, v in TRIG.items():
    run(f"{name}_float32", getattr(ops, name), v)

# SeLU(-0.0) is -0.0 (MindSpore and the kernel's expm1); the numpy impl's np.minimum(x, 0) made it +0.0
run("selu_signed_zero", ops.selu, np.array([-0.0, 0.0, -1e-30, 1.0, -1.0, np.nan], np.float32))


class SeluReciprocal(nn.Cell):
    def construct(self, x):
        return 1.0 / ops.selu(x)   # the record's comparison takes -0.0 for 0.0: 1 / x tells them apart (-inf)


emit("selu_signed_zero_reciprocal", SeluReciprocal()(Tensor(np.array([-0.0, 0.0, -1.0], np.float32))), **EXACT)

# Erf and Erfc: libm's erf/erfc in double rounded once (MindSpore's values); the float32 kernels used vecmath's
# float32 erf (an ulp off) and Erfc was 1 - erf (float32: erfc(3) off in the 3rd digit, erfc(7) 0; the numpy impl's
# float64 1 - erf too: erfc(7) 0, erfc(1) an ulp off)
E = np.array([1.0, 2.5, 3.0, 4.0, 5.0, 7.0, 9.0, -3.0, 0.5, 0.1, -0.7, 1.9], np.float32)
run("erf_float32", ops.erf, E)
run("erfc_float32", ops.erfc, E)
run("erfc_float64", ops.erfc, E.astype(np.float64))

# Mod (x - trunc(x / y) * y in double): the float32 kernel divided in float32 (Numba's float() keeps float32):
# 1 mod 0.1 gave 0, not 0.09999999; its trunc (q - fmod(q, 1)) made -0.0 mod 1 -0.0, inf quotients NaN
MX = np.array([1.0, -1.0, 0.5, 7.5, -0.0, 1e30, 3.0, -2.5, 1.0, 3e38], np.float32)
MY = np.array([0.1, 0.1, 1e-7, 2.0, 1.0, 3.0, np.inf, 0.7, 1e-3, 1e-30], np.float32)
run("mod_float32", ops.Mod(), MX, MY)
run("mod_float64", ops.Mod(), MX.astype(np.float64), MY.astype(np.float64))
