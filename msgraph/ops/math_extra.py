"""More elementwise math the model zoo uses: Reciprocal, Round, Ceil, the inverse and hyperbolic
trigonometric family (ACos, Asin, Atan, Tan, Sinh, Cosh, Asinh, Acosh, Atanh), Expm1, Atan2,
SquaredDifference and LogicalXor.

Each op is one row of :func:`~msgraph.ops.registry.define_unary` / ``define_binary`` (numpy impl,
fusion kernel, bprop, function form), as in :mod:`msgraph.ops.math`.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.dtype import NARROW_UINTS, from_numpy, mindspore_result_type
from ..errors import DTypeError
from ._libmf import _expf
from .math import _domain_nan_positive, _float_only, _once_kernel, _rounded_once, add, div, mul, neg, sqrt, square, sub
from ._helpers import flit, np_dtype
from .registry import define_binary, define_unary, public_functions, raising_bprop


def _float_of(x: Any) -> Any:
    """MindSpore computes these ops in float: an int or bool input gives float32."""
    a = np.asarray(x)
    if a.dtype.kind in "biu":
        return a.astype(np.float32)
    return x


def _reciprocal(x: Any) -> Any:
    a = np.asarray(x)
    with np.errstate(divide="ignore"):
        if a.dtype.kind in "biu":
            # MindSpore's kernel divides in double and rounds once to float32 (1 / 16777217 = 5.9604641e-08, not
            # 1 / float32(16777217) = 2**-24), as the fused kernel's float32(1.0) / int does
            return np.reciprocal(a.astype(np.float64)).astype(np.float32)
        return np.reciprocal(x)


def _round_kernel(t: Any, x: str) -> str:
    """Round half to even with floor only (Numba and plain Python both have it): ``r = floor(x)``, ``d = x - r``
    (exact), up when ``d > 0.5``, to the even neighbour at a tie, with x's sign.  (``floor(x + 0.5)`` is wrong just below a
    half: 0.49999997 + 0.5 rounds to 1 in float32.)  ``|x| >= 2**nmant`` is already an integer and comes back as it is,
    as from ``np.round``: inf too (where ``x - r`` is NaN and the tie branch gave NaN) and NaN."""
    dt = np_dtype(t)
    if dt.kind != "f":   # an int32/int64 input is rounded in float64, as MindSpore's kernel (see _round_impl)
        x, dt, t = f"np.float64({x})", np.dtype(np.float64), np.float64
    half, two, one, zero = flit(t, 0.5), flit(t, 2.0), flit(t, 1.0), flit(t, 0.0)
    r = f"math.floor({x})"
    big = flit(t, 2.0 ** (np.finfo(dt).nmant))   # from here on every float is an integer: x itself (inf; NaN too)
    return (f"(math.copysign({r} + ({one} if ({x} - {r}) > {half} else ({zero} if ({x} - {r}) < {half} "
            f"else {r} - {two} * math.floor({r} / {two}))), {x}) if abs({x}) < {big} else {x})")
    # (copysign: -0.2 rounds to -0.0)


RECIPROCAL, Reciprocal, _P_RECIPROCAL, reciprocal = define_unary(
    "Reciprocal", _reciprocal, lambda t, x: f"({flit(t, 1.0)} / {x})",
    lambda x, out, dout: neg(mul(dout, mul(out, out))),
    doc="1 / x (an int input gives float32).", fn="reciprocal", arg="input", fn_doc="1 / input.")
def _round_impl(x: Any) -> Any:
    dt = np.asarray(x).dtype
    if dt in (np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.uint32, np.uint64):
        # MindSpore 2.10's CPU kernel has no bool, int8, uint8, int16 or uint16 / 32 / 64 form (numpy's bool gives
        # float16; the unsigned ones measured in uint39)
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"For 'Round', it does not support this kernel type: input({dt.name}). KernelMod Init "
                             "Failed: Round")
    if dt.kind in "iu":   # MindSpore 2.10 rounds an integer in double and converts back: 2**62 + 1 -> 2**62, and
        with np.errstate(invalid="ignore"):   # int64's max (2**63 in double) -> int64's min, as x86's conversion
            return np.asarray(np.round(np.asarray(x, np.float64))).astype(dt)
    return np.round(x)


ROUND, Round, _P_ROUND, round = define_unary(  # noqa: A001 - MindSpore's name
    "Round", _round_impl, _round_kernel, None,
    doc="Round half to even (MindSpore's rule); gradient zero.", fn="round", arg="input",
    fn_doc="Round to the nearest integer, halves to even.")
CEIL, Ceil, _P_CEIL, ceil = define_unary(
    "Ceil", _float_only("Ceil", np.ceil), lambda t, x: f"math.ceil({x})", None,
    doc="Round toward +inf; gradient zero.", fn="ceil", arg="input", fn_doc="Round toward +inf.")

def _grad_prim(name: str, a: Any, dout: Any) -> Any:
    """MindSpore's bprop of ACos / Asin / Atan (``G(x, dout)``) and Asinh / Acosh (``G(out, dout)``): the
    _grad_ops primitive, whose float16 kernel computes in float32 and rounds once (not AtanGrad's; a composition
    rounding every step in float16 was a last-place off: acos' gradient at -0.9 -0.5737 for -0.5732) and which
    conjugates complex inputs itself (the sign of a zero imaginary part: -0.9174+0j, not -0j).  Defined in st_cpu_a
    (imported here when a gradient is built: st_cpu_a comes later)."""
    from . import st_cpu_a
    from .registry import apply

    return apply(st_cpu_a._GRAD_PRIMS[name], (a, dout))


ACOS, ACos, _P_ACOS, acos = define_unary(
    "ACos", _float_only("ACos", _domain_nan_positive(_rounded_once(np.arccos))), _once_kernel("acos"),
    lambda x, out, dout: _grad_prim("ACosGrad", x, dout),
    doc="arccos(x).", fn="acos", arg="input", fn_doc="Inverse cosine.")
ASIN, Asin, _P_ASIN, asin = define_unary(
    "Asin", _float_only("Asin", _domain_nan_positive(_rounded_once(np.arcsin))), _once_kernel("asin"),
    lambda x, out, dout: _grad_prim("AsinGrad", x, dout),
    doc="arcsin(x).", fn="asin", arg="input", fn_doc="Inverse sine.")
ATAN, Atan, _P_ATAN, atan = define_unary(
    "Atan", _float_only("Atan", _rounded_once(np.arctan)), _once_kernel("atan"),
    lambda x, out, dout: _grad_prim("AtanGrad", x, dout),
    doc="arctan(x).", fn="atan", arg="input", fn_doc="Inverse tangent.")
TAN, Tan, _P_TAN, tan = define_unary(
    "Tan", _float_only("Tan", _rounded_once(np.tan)), _once_kernel("tan"),
    lambda x, out, dout: mul(dout, add(square(out), 1)),
    doc="tan(x).", fn="tan", arg="input", fn_doc="Tangent.")
SINH, Sinh, _P_SINH, sinh = define_unary(
    "Sinh", _float_only("Sinh", _rounded_once(np.sinh)), _once_kernel("sinh"),
    lambda x, out, dout: mul(dout, cosh(x)),
    doc="sinh(x).", fn="sinh", arg="input", fn_doc="Hyperbolic sine.")
COSH, Cosh, _P_COSH, cosh = define_unary(
    "Cosh", _float_only("Cosh", _rounded_once(np.cosh)), _once_kernel("cosh"),
    lambda x, out, dout: mul(dout, sinh(x)),
    doc="cosh(x).", fn="cosh", arg="input", fn_doc="Hyperbolic cosine.")
ASINH, Asinh, _P_ASINH, asinh = define_unary(
    "Asinh", _float_only("Asinh", _rounded_once(np.arcsinh)), _once_kernel("asinh"),
    lambda x, out, dout: _grad_prim("AsinhGrad", out, dout),
    doc="arcsinh(x).", fn="asinh", arg="input", fn_doc="Inverse hyperbolic sine.")
ACOSH, Acosh, _P_ACOSH, acosh = define_unary(
    "Acosh", _float_only("Acosh", _rounded_once(np.arccosh)), _once_kernel("acosh"),
    lambda x, out, dout: _grad_prim("AcoshGrad", out, dout),
    doc="arccosh(x).", fn="acosh", arg="input", fn_doc="Inverse hyperbolic cosine.")
ATANH, Atanh, _P_ATANH, atanh = define_unary(
    "Atanh", _float_only("Atanh", _rounded_once(np.arctanh)), _once_kernel("atanh"),
    lambda x, out, dout: div(dout, sub(1, square(x))),
    doc="arctanh(x).", fn="atanh", arg="input", fn_doc="Inverse hyperbolic tangent.")
def _expm1(x: Any) -> Any:
    # MindSpore 2.10's CPU Expm1 kernel is exp(x) rounded to the input's dtype, minus 1 (in that dtype) -- not an
    # accurate expm1: float32 1e-5 -> 1.00136e-05, 1e-8 -> 0, float16 0.01 -> 0.009766 (np.expm1 was up to 2%
    # off near 0; tests/st/ops/gpu/test_expm1_op.py fp16, st_gpu_b/expm1_exp_minus_one).  Its float32 exp is
    # glibc's expf (numpy's float32 exp can be an ulp off, which the "- 1" magnifies; a correctly rounded exp
    # differed in 26 of 46002 values, left52); float16's is taken in double.
    x = np.asarray(x) if not isinstance(x, (np.ndarray, np.generic)) else x
    if x.dtype == np.float32:
        return (_expf(np.asarray(x)) - np.float32(1)).astype(np.float32)
    wide = np.complex128 if x.dtype.kind == "c" else np.float64
    return (np.exp(x.astype(wide)).astype(x.dtype) - x.dtype.type(1)).astype(x.dtype)


def _expm1_kernel(t: Any, x: str) -> str:
    if np.dtype(t) == np.float64:
        return f"(math.exp({x}) - 1.0)"
    if np.dtype(t) == np.float32:   # (Numba's math.exp of a float32 is libm's expf, as _expf)
        return f"(np.float32(math.exp(np.float32({x}))) - np.float32(1.0))"
    name = np.dtype(t).name
    return f"(np.{name}(math.exp(np.float64({x}))) - np.{name}(1.0))"


EXPM1, Expm1, _P_EXPM1, expm1 = define_unary(
    "Expm1", _float_only("Expm1", _expm1), _expm1_kernel,
    lambda x, out, dout: mul(dout, add(out, 1)),
    doc="exp(x) - 1 (MindSpore's kernel: exp rounded to the dtype, then minus 1).", fn="expm1", arg="input",
    fn_doc="exp(input) - 1.")

arccos, arcsin, arctan, arcsinh, arccosh, arctanh = acos, asin, atan, asinh, acosh, atanh


def _atan2_bprop(x: Any, y: Any, out: Any, dout: Any) -> Any:
    den = add(square(x), square(y))
    return mul(dout, div(y, den)), neg(mul(dout, div(x, den)))


def _atan2_promote(x: Any, y: Any) -> Any:
    """MindSpore 2.10's Atan2 computes in the operands' promoted float dtype; integer or bool operands (with an
    integer Python number too) are its TypeError, in both modes."""
    dt = mindspore_result_type(x, y)
    if dt is not None and np.dtype(dt).kind not in "fc":
        from ..common.dtype import from_numpy

        raise DTypeError("For primitive[Atan2], the input argument[x] must be a type of {Tensor[Float16], "
                         f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{from_numpy(np.dtype(dt))}].")
    return dt


def _atan2(x: Any, y: Any) -> np.ndarray:
    """numpy's arctan2, float16 / float32 computed in float64 and rounded to float32: MindSpore 2.10's CPU kernel is
    correctly rounded there (measured: 0 of 200000 random float32 pairs differ from the float64 value rounded),
    numpy's float32 arctan2 an ulp off in ~38% of them (``atan2(1, 1)`` 0.7853981 where MindSpore prints
    0.7853982; st ops/cpu test_atan2_op prints it; pr49/atan2_float32_rounding)."""
    x, y = np.asarray(x), np.asarray(y)
    rt = np.result_type(x, y)
    if rt in (np.float16, np.float32):   # (float16: its float32 value rounded again, as MindSpore's kernel)
        return np.arctan2(x.astype(np.float64), y.astype(np.float64)).astype(np.float32).astype(rt)
    return np.arctan2(x, y)


ATAN2, Atan2, _P_ATAN2, atan2 = define_binary(
    "Atan2", _atan2, lambda t, x, y: f"math.atan2(np.float64({x}), np.float64({y}))", _atan2_bprop,
    doc="atan2(x, y): the angle of the point (y, x).", fn="atan2", fn_doc="Elementwise arctan(x / y) by quadrant.",
    promote=_atan2_promote)
arctan2 = atan2


def _squared_difference(x: Any, y: Any) -> Any:
    d = np.subtract(x, y)
    return d * d


def _sqdiff_bprop(x: Any, y: Any, out: Any, dout: Any) -> Any:
    g = mul(dout, mul(sub(x, y), 2))
    return g, neg(g)


def _sqdiff_promote(*args: Any) -> Any:
    """The result dtype, after MindSpore 2.10's refusal of bool / int8 / uint8 / int16 operands (TypeError)."""
    joined = mindspore_result_type(*args)
    if joined is not None and np.dtype(joined).name in ("bool", "int8", "uint8", "int16"):
        raise DTypeError(f"For primitive[SquaredDifference], the input argument[x] must be a type of "
                         f"{{Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
                         f"Tensor[Int32], Tensor[Int64]}}, but got Tensor[{from_numpy(np.dtype(joined))}].")
    return joined


SQUARED_DIFFERENCE, SquaredDifference, _P_SQUARED_DIFFERENCE, squared_difference = define_binary(
    "SquaredDifference", _squared_difference, lambda t, x, y: f"(({x} - {y}) * ({x} - {y}))", _sqdiff_bprop,
    doc="(x - y) ** 2.", fn="squared_difference", fn_doc="(x - y) ** 2.", promote=_sqdiff_promote)

def _logical_xor(x: Any, y: Any) -> Any:
    if getattr(x, "dtype", None) in NARROW_UINTS or getattr(y, "dtype", None) in NARROW_UINTS:
        mindspore_result_type(x, y)   # (a uint16 / 32 / 64 beside another dtype: implicit conversion's TypeError)
    return np.logical_xor(x, y)


LOGICAL_XOR, LogicalXor, _P_LOGICAL_XOR, logical_xor = define_binary(  # any dtype, read as bool (as MindSpore)
    "LogicalXor", _logical_xor, lambda t, x, y: f"((({x}) != 0) != (({y}) != 0))", None,
    doc="x xor y elementwise; nonzero is True (bool result).", fn="logical_xor", fn_doc="x xor y (bool).")
# MindSpore 2.10 defines no LogicalXor bprop (LogicalAnd / LogicalOr give zeros): a gradient reaching it is its
# RuntimeError in both modes, for float and bool inputs (msgraph gave zeros; adapt40mint)
raising_bprop(LOGICAL_XOR, "LogicalXor")


# --- bitwise (int/bool tensors; no gradient) ---------------------------------------------------------------
def _wrap_int_scalar(v: Any, other: Any) -> Any:
    """A Python int beside an integer Tensor, in the Tensor's dtype modulo 2**bits: MindSpore 2.10 computes
    ``uint8_tensor & -2`` / ``int8_tensor | 300`` on the wrapped value in both modes (numpy: an OverflowError)."""
    if isinstance(v, int) and not isinstance(v, bool) and isinstance(other, np.ndarray) and other.dtype.kind in "iu":
        info = np.iinfo(other.dtype)
        if not info.min <= v <= info.max:
            return np.array(v % (1 << info.bits)).astype(np.dtype("u%d" % (info.bits // 8))).view(other.dtype)[()]
    return v


def _bitwise(name: str, fn: Any, sym: str, fn_name: str):
    def impl(x: Any, y: Any) -> Any:
        for v in (x, y):
            if isinstance(v, float) or np.asarray(v).dtype.kind not in "biu":
                from ..errors import DTypeError

                raise DTypeError(f"For '{name}', the inputs must be int or bool tensors, but got "
                                 f"{np.asarray(v).dtype}.")
        mindspore_result_type(x, y)   # (a uint16 / 32 / 64 beside another dtype: implicit conversion's TypeError)
        x, y = _wrap_int_scalar(x, y), _wrap_int_scalar(y, x)
        return fn(x, y)
    return define_binary(name, impl, lambda t, x, y: f"({x} {sym} {y})", None,
                         doc=f"x {sym} y bitwise (int or bool).", fn=fn_name, fn_doc=f"x {sym} y (bitwise).")


BITWISE_AND, BitwiseAnd, _P_BITWISE_AND, bitwise_and = _bitwise("BitwiseAnd", np.bitwise_and, "&", "bitwise_and")
BITWISE_OR, BitwiseOr, _P_BITWISE_OR, bitwise_or = _bitwise("BitwiseOr", np.bitwise_or, "|", "bitwise_or")
BITWISE_XOR, BitwiseXor, _P_BITWISE_XOR, bitwise_xor = _bitwise("BitwiseXor", np.bitwise_xor, "^", "bitwise_xor")

__all__ = public_functions(globals())  # every function form defined here (op_function)
