"""Complex numbers (h-complex): the ops that build, split and conjugate complex Tensors.

``Real``, ``Imag``, ``Conj``, ``Angle`` (unary) and ``Complex`` (binary), with the function forms
``ops.real / imag / conj / angle`` and the Tensor methods of the same names. Behaviour recorded from
MindSpore 2.10 on CPU (tests/conformance/programs/complex/):

* ``real`` / ``imag`` of a complex64 (complex128) Tensor are float32 (float64); of a real Tensor
  ``real`` is the Tensor itself and ``imag`` zeros of its dtype. ``conj`` of a real Tensor is the
  Tensor. ``angle`` takes complex Tensors only (TypeError otherwise).
* ``Complex()(re, im)`` takes two float32 or two float64 Tensors of one dtype (TypeError otherwise)
  and gives complex64 / complex128.
* Gradients: ``Real`` sends ``complex(dout, 0)`` back, ``Imag`` ``complex(0, dout)``, ``Conj``
  ``conj(dout)``, ``Complex`` ``(real(dout), imag(dout))``, ``Angle`` ``dout * 1j * x / |x|^2`` --
  MindSpore's bprops.

Complex values never enter the fused Numba kernels (``ir.analysis.KERNEL_KINDS`` has no ``c``):
Graph mode computes them with these numpy impls.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import DTypeError
from ._helpers import binop_grad_common, dtype_name
from .registry import refuse_numbers
from .registry import (OPS, OpKind, apply, bprop_getters, define_op, define_unary, op_function,
                       prim)

__all__ = ["real", "imag", "conj", "angle"]


def _is_complex(x: Any) -> bool:
    return isinstance(x, (np.ndarray, np.generic)) and x.dtype.kind == "c"


def _real(x: Any) -> Any:
    if np.asarray(x).dtype == np.uint8:
        # MindSpore 2.10's CPU Real kernel has every real dtype but UInt8 (its kernel selection: a TypeError, both
        # modes; Tensor.real too)
        raise DTypeError("Select CPU operator[Real] fail! Unsupported data type! The supported data types are "
                         "Complex128, Complex64, Int8, Int16, Int32, Int64, UInt16, UInt32, UInt64, Float32, "
                         "Float64, Bool, but get input[UInt8 ] and output[UInt8 ]")
    return np.real(x).copy() if _is_complex(x) else x


def _imag(x: Any) -> Any:
    if _is_complex(x):
        return np.imag(x).copy()
    return np.zeros_like(x)


def _conj(x: Any) -> Any:
    if isinstance(x, (np.ndarray, np.generic)) and x.dtype == np.bool_:
        # MindSpore 2.10's Conj has no Bool (Primitive, ops.conj and Tensor.conj: a TypeError; measured, r2a)
        raise TypeError("For primitive[Conj], the input argument[input] must be a type of {Tensor[BFloat16], "
                        "Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
                        "Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt8], ...}, but got "
                        "Tensor[Bool].")
    return np.conj(x) if _is_complex(x) else x


def _angle(x: Any) -> Any:
    if isinstance(x, (np.ndarray, np.generic)) and not _is_complex(x):
        raise DTypeError(f"For 'Angle', the input must be a complex Tensor (Complex64 or Complex128), "
                         f"but got {dtype_name(x)}.")
    return np.angle(x)


def _complex(re: Any, im: Any) -> Any:
    dts = [np.asarray(a).dtype for a in (re, im)]
    for arg, dt in zip(("real", "imag"), dts):
        if dt not in (np.float32, np.float64):
            raise DTypeError(f"For primitive[Complex], the input argument[{arg}] must be a type of "
                             f"{{Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(dt)}].")
    if dts[0] != dts[1]:
        raise DTypeError("For primitive[Complex], the input type must be same.")
    out_dt = np.complex64 if dts[0] == np.float32 else np.complex128
    out = np.empty(np.broadcast_shapes(np.shape(re), np.shape(im)), out_dt)
    out.real = re
    out.imag = im
    return out


def _real_bprop(x: Any, out: Any, dout: Any) -> Any:
    from .functional import cast

    return complex_(dout, zeros_like_(dout)) if _dtype_kind(x) == "c" else cast(dout, x.dtype)


def _imag_bprop(x: Any, out: Any, dout: Any) -> Any:
    if _dtype_kind(x) == "c":
        return complex_(zeros_like_(dout), dout)
    return zeros_like_(x)


def _dtype_kind(x: Any) -> str:
    return np.dtype(getattr(x.dtype, "np", x.dtype)).kind


def zeros_like_(x: Any) -> Any:
    from .functional import zeros_like

    return zeros_like(x)


REAL, Real, _P_REAL, real = define_unary(
    "Real", _real, lambda t, x: f"{x}", _real_bprop,
    doc="The real part of x (x itself for a real Tensor).", fn="real", arg="input",
    fn_doc="The real part of a complex Tensor (float32 for complex64, float64 for complex128).")
IMAG, Imag, _P_IMAG, imag = define_unary(
    "Imag", _imag, lambda t, x: f"({x} * 0)", _imag_bprop,
    doc="The imaginary part of x (zeros for a real Tensor).", fn="imag", arg="input",
    fn_doc="The imaginary part of a complex Tensor (zeros of its dtype for a real Tensor).")
CONJ, Conj, _P_CONJ, conj = define_unary(
    "Conj", _conj, lambda t, x: f"{x}", lambda x, out, dout: conj(dout),
    doc="The complex conjugate of x (x itself for a real Tensor).", fn="conj", arg="input",
    fn_doc="The complex conjugate, elementwise.")
def _angle_bprop(x: Any, out: Any, dout: Any) -> Any:
    """d angle = (-im, re) / |x|^2, packed as one complex number (MindSpore's real-gradient convention)."""
    from .functional import div, mul, neg

    re, im = real(x), imag(x)
    norm = re * re + im * im
    return complex_(div(mul(neg(dout), im), norm), div(mul(dout, re), norm))


# Angle and Complex are not elementwise-kind ops: they take or give complex values only, which never
# enter a fused kernel; their shapes and dtypes come from running the impl on empty inputs.
ANGLE = define_op("Angle", OpKind.OTHER, doc="The argument (phase angle) of a complex Tensor, in radians.")
ANGLE.def_impl(_angle)
Angle = ANGLE.prim_class


@bprop_getters.register(Angle)
def get_bprop_angle(self: Any):
    def bprop(x, out, dout):
        return (_angle_bprop(x, out, dout),)
    return bprop


@op_function
def angle(input: Any) -> Any:  # noqa: A002 - MindSpore's name
    """The elementwise argument of a complex Tensor (float32 for complex64)."""
    refuse_numbers('Failed calling Angle with "Angle()(input={k0})".', input)
    return apply(prim(ANGLE), (input,))


def _complex_abs(x: Any) -> Any:
    # MindSpore's ComplexAbs kernel: sqrt(re*re + im*im) in the real dtype (no hypot scaling: 1e20+0j in complex64
    # overflows to inf, 1e-30j underflows to 0; Abs of a complex Tensor keeps hypot's value)
    if isinstance(x, (np.ndarray, np.generic)) and not _is_complex(x):
        raise DTypeError(f"For primitive[ComplexAbs], the input argument[x] must be a type of "
                         f"{{Tensor[Complex128], Tensor[Complex64]}}, but got Tensor[{dtype_name(x)}].")
    x = np.asarray(x)
    re, im = x.real, x.imag
    with np.errstate(over="ignore", under="ignore"):
        return np.sqrt(re * re + im * im)


COMPLEX_ABS = define_op("ComplexAbs", OpKind.OTHER,
                        doc="|x| of a complex Tensor in its real dtype (float32 for complex64), computed as "
                            "sqrt(re^2 + im^2) (h-gpub, session 21).")
COMPLEX_ABS.def_impl(_complex_abs)
ComplexAbs = COMPLEX_ABS.prim_class


@bprop_getters.register(ComplexAbs)
def get_bprop_complex_abs(self: Any):
    def bprop(x, out, dout):
        # MindSpore: dout * x / |x| (complex), 0 where x == 0
        from .functional import div, equal, mul, ones_like, select

        zero = equal(out, 0)
        g = div(dout, select(zero, ones_like(out), out))
        return (complex_(mul(g, real(x)), mul(g, imag(x))),)
    return bprop


COMPLEX = define_op("Complex", OpKind.OTHER,
                    doc="real + 1j * imag from two float32 (float64) Tensors: complex64 (complex128).")
COMPLEX.def_impl(_complex)
Complex = COMPLEX.prim_class


@bprop_getters.register(Complex)
def get_bprop_complex(self: Any):
    def bprop(x, y, out, dout):
        return binop_grad_common(x, y, real(dout), imag(dout))
    return bprop


def complex_(re: Any, im: Any) -> Any:
    """``Complex()(re, im)`` (MindSpore 2.10 has no ``ops.complex``: internal)."""
    return apply(prim(COMPLEX), (re, im))


# --- where MindSpore 2.10's CPU kernels take no complex Tensor: a TypeError (DTypeError), in both modes ---
#: ops with no complex kernel (ordering, clamping, rounding, NaN tests, activations, sorting)
NO_COMPLEX = ("Maximum", "Minimum", "Less", "Greater", "LessEqual", "GreaterEqual", "ReLU", "Softmax", "LogSoftmax",
              "IsNan", "IsInf", "IsFinite", "Argmax", "Argmin", "ArgMaxWithValue", "ArgMinWithValue", "Floor",
              "Ceil", "ReduceMax", "ReduceMin", "Sort", "TopK", "FloorMod")
#: ops whose complex kernels need both Tensor operands of one dtype (Add and Sub promote; Mul and Div not)
SAME_COMPLEX = ("Mul", "Div")


def _guard(op: Any, same_only: bool) -> None:
    inner = op.impl

    def check(args: Any) -> None:
        arrays = [a for a in args if isinstance(a, (np.ndarray, np.generic)) and not isinstance(a, np.bool_)]
        tensor_dts = {a.dtype for a in arrays if isinstance(a, np.ndarray)}
        if not same_only or len(tensor_dts) > 1:
            kinds = ", ".join(dtype_name(a) for a in arrays)
            raise DTypeError(f"Select CPU operator[{op.name}] fail! Unsupported data type! "
                             f"({kinds})", hint="MindSpore 2.10's CPU kernel of this op takes no complex "
                             "Tensor here; use real Tensors (ops.real / ops.imag) or one complex dtype")

    def impl(*args: Any, **attrs: Any) -> Any:
        for a in args:   # hot path (Mul, ReLU...): one attribute read per argument when nothing is complex
            if getattr(getattr(a, "dtype", None), "kind", "") == "c":
                check(args)
                break
        return inner(*args, **attrs)

    impl.__name__ = getattr(inner, "__name__", f"impl_{op.name}")
    impl.__wrapped__ = inner  # type: ignore[attr-defined]
    op.impl = impl


for _name in NO_COMPLEX:
    if _name in OPS:
        _guard(OPS[_name], same_only=False)
for _name in SAME_COMPLEX:
    if _name in OPS:
        _guard(OPS[_name], same_only=True)


# --- gradients of complex values: MindSpore's convention (recorded: programs/complex/grad.py) ---------
# A holomorphic op's gradient is ``dout * conj(f'(x))`` (matmul: ``dout @ conj(y).T``). Their bprops
# here compute ``dout * f'(x)`` (linear in dout), so for complex inputs the rule runs on ``conj(dout)``
# and its complex gradients are conjugated: conj(rule(conj(dout))) = dout * conj(f'(x)).
# (Sqrt, ACos, Asin, Atan, Asinh, Acosh are not here: their bprops are SqrtGrad, ACosGrad ..., which conjugate
# themselves as MindSpore's kernels do.)
CONJ_GRAD = ("Exp", "Log", "Sin", "Cos", "Tanh", "Sinh", "Cosh", "Rsqrt",
             "Reciprocal", "Sigmoid", "Expm1", "Log1p", "Div", "MatMul", "BatchMatMul")
#: ops whose gradient MindSpore 2.10 refuses for complex inputs ("gradient not support for complex type")
NO_COMPLEX_GRAD = ("Mul", "Tan", "Atanh", "Pow", "Square", "ReduceMean")


def _value_kind(a: Any) -> str:
    dt = getattr(a, "dtype", None)
    if dt is None:
        return ""
    try:
        return np.dtype(getattr(dt, "np", dt)).kind
    except TypeError:
        return ""


def _same_signature(wrapper: Any, rule: Any) -> None:
    """The wrapped rule's parameters (``registry.with_omitted_inputs`` reads a bprop's arity)."""
    import inspect

    try:
        wrapper.__signature__ = inspect.signature(rule)
    except (TypeError, ValueError):
        pass
    wrapper.__wrapped__ = rule


def _wrap_bprop(name: str, refuse: bool) -> None:
    cls = OPS[name].prim_class
    getter = bprop_getters.lookup(cls)
    if getter is None:
        return

    def get_bprop(self: Any) -> Any:
        rule = getter(self)

        def bprop(*args: Any) -> Any:
            inputs, out, dout = args[:-2], args[-2], args[-1]
            if not any(_value_kind(a) == "c" for a in inputs):
                return rule(*args)
            if refuse:
                raise DTypeError(f"For '{name}', gradient not support for complex type currently.")
            grads = rule(*inputs, out, conj(dout))
            return tuple(conj(g) if _value_kind(g) == "c" else g for g in grads)

        _same_signature(bprop, rule)
        return bprop

    get_bprop.__name__ = getattr(getter, "__name__", f"get_bprop_{name.lower()}")
    get_bprop.__module__ = getattr(getter, "__module__", __name__)  # the rule still lives there
    get_bprop.__wrapped__ = getter  # type: ignore[attr-defined]
    bprop_getters.register(cls)(get_bprop)


for _name in CONJ_GRAD:
    if _name in OPS:
        _wrap_bprop(_name, refuse=False)
for _name in NO_COMPLEX_GRAD:
    if _name in OPS:
        _wrap_bprop(_name, refuse=True)


def _cast_bprop_getter() -> None:
    """Cast from a complex dtype: the gradient is dout cast back to that complex dtype."""
    from .array_ops import Cast, cast

    getter = bprop_getters.lookup(Cast)

    def get_bprop_cast(self: Any) -> Any:
        rule = getter(self)

        def bprop(x: Any, dtype: Any, out: Any, dout: Any) -> Any:
            if _value_kind(x) == "c":
                return (cast(dout, x.dtype), 0)
            return rule(x, dtype, out, dout)
        return bprop

    get_bprop_cast.__name__ = getattr(getter, "__name__", "get_bprop_cast")
    get_bprop_cast.__module__ = getattr(getter, "__module__", __name__)
    get_bprop_cast.__wrapped__ = getter  # type: ignore[attr-defined]
    bprop_getters.register(Cast)(get_bprop_cast)


_cast_bprop_getter()
