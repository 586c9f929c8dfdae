"""Primitive classes MindSpore code instantiates (``P.ReLU6()``, ``P.StridedSlice()``, ``P.GatherV2()``...) whose
math msgraph already has: each is a :class:`CompositePrimitive` over the function forms (no new OpDef)."""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.tensor import Tensor
from ..errors import DTypeError, ShapeError
from . import bf16
from ._compose import CompositePrimitive
from ._helpers import dtype_name, is_tensorlike, np_dtype, shape_of
from ._helpers import user_type
from ..common.aval import Aval
from .registry import OpKind, apply, bprop_getters, define_binary, define_op, prim
from .grad_path import grad_path_rule
from ..common.dtype import from_numpy, mindspore_result_type, refuse_uint_mix

__all__: list = []


def _F():
    from . import functional

    return functional


def _unary(name: str, fn: str, doc: str, check: Any = None) -> type:
    """A Primitive class calling the function form ``fn``; ``check(x)``: the Primitive's own refusals first."""
    def __call__(self: Any, x: Any) -> Any:
        if check is not None:
            check(x)
        return getattr(_F(), fn)(x)

    return type(name, (CompositePrimitive,), {"__call__": __call__, "__doc__": doc})


def _relu6_dtype(x: Any) -> None:
    if hasattr(x, "dtype") and np.dtype(np_dtype(x)) not in (np.float16, np.float32):  # its kernel: float16/32 only
        raise TypeError(f"For primitive[ReLU6], the input argument[input_x] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32]}}, but got Tensor[{x.dtype}].")


ReLU6 = _unary("ReLU6", "relu6", "ReLU6()(x): min(max(x, 0), 6).", _relu6_dtype)
HSigmoid = _unary("HSigmoid", "hardsigmoid", "HSigmoid()(x): relu6(x + 3) / 6 (the dtype checks: ops.hardsigmoid).")
from .activation_ops import FastGeLU, HSwish, Mish, SeLU  # noqa: E402,F401  (registry ops: MindSpore's gradients)
Softsign = _unary("Softsign", "softsign", "Softsign()(x): x / (1 + |x|).")


class Elu(CompositePrimitive):
    """Elu(alpha=1.0)(input_x): x where x > 0, else alpha * (exp(x) - 1)."""

    _attrs = {"alpha": 1.0}

    def __call__(self, input_x: Any) -> Any:
        return _F().elu(input_x, self.attrs["alpha"])


def _shrink_check(name: str, dtype: Any, lambd: Any) -> None:
    """MindSpore 2.10's HShrink / SoftShrink kernels: float16 / float32 only (TypeError), SoftShrink's lambd >= 0
    (RuntimeError, adapt34b)."""
    if np.dtype(dtype).name not in ("float16", "float32"):
        raise DTypeError(f"For primitive[{name}], the input argument[input_x] must be a type of {{BFloat16, Float16, "
                         f"Float32}}, but got {dtype_name(dtype)}.")
    if name == "SoftShrink" and lambd < 0:
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"For 'SoftShrink', the values for lambd should be greater or equal to 0, , but found "
                             f"to be [{lambd:g}].")


def _define_shrink(name: str, soft: bool, doc: str) -> type:
    """HShrink / SoftShrink: registry ops (their gradient is MindSpore's HShrinkGrad / SoftShrinkGrad, which passes
    dout where x is not in [-lambd, lambd]: 1 at a NaN x, whose forward value is 0; a composition of select cannot
    give both, debt35)."""
    op = define_op(name, OpKind.OTHER, attrs={"lambd": 0.5}, doc=doc)

    @op.def_impl
    def impl(x: Any, lambd: Any = 0.5) -> np.ndarray:
        x = np.asarray(x)
        _shrink_check(name, x.dtype, lambd)
        # float16 in float32 with a float32 lambd, rounded once (MindSpore 2.10: softshrink(float16 0.3, 0.3) is
        # 4.88e-05, hardshrink keeps it; debt35); a NaN x gives 0
        xc, lam = x.astype(np.float32, copy=False), np.float32(lambd)
        keep = np.abs(xc) > lam
        val = xc - np.sign(xc) * lam if soft else xc
        return np.where(keep, val, np.float32(0)).astype(x.dtype, copy=False)

    @op.def_infer
    def infer(x: Aval, lambd: Any = 0.5) -> Aval:
        _shrink_check(name, x.dtype, lambd)
        return Aval(tuple(x.shape), x.dtype)

    def get_bprop(self: Any) -> Any:
        lambd = self.attrs["lambd"]

        def bprop(x: Any, out: Any, dout: Any) -> Tuple[Any]:
            if soft:
                from .st_cpu_b2 import SOFT_SHRINK_GRAD

                return (apply(prim(SOFT_SHRINK_GRAD, lambd=lambd), (dout, x)),)
            from .st_cpu_a2 import HShrinkGrad

            from .st_cpu_b2 import first_order

            return (first_order("HShrinkGrad", HShrinkGrad(lambd)(dout, x), x),)   # MindSpore: no 2nd order
        return bprop

    get_bprop.__name__ = get_bprop.__qualname__ = f"get_bprop_{name.lower()}"
    bprop_getters.register(op.prim_class)(get_bprop)
    return op.prim_class


SoftShrink = _define_shrink("SoftShrink", True, "SoftShrink(lambd=0.5)(x): x - lambd * sign(x) where |x| > lambd, "
                                                "else 0 (gradient: SoftShrinkGrad).")
HShrink = _define_shrink("HShrink", False, "HShrink(lambd=0.5)(x): x where |x| > lambd, else 0 (gradient: "
                                           "HShrinkGrad).")


class PReLU(CompositePrimitive):
    """PReLU()(x, weight): x where x > 0, else weight * x; weight (C,) along axis 1 (or one value)."""

    def __call__(self, x: Any, weight: Any) -> Any:
        F = _F()
        if not hasattr(x, "dtype") or np_dtype(x).name not in ("float16", "float32"):  # MindSpore: TypeError
            raise TypeError(f"For primitive[PReLU], the input argument[x] must be a type of {{Float16, Float32}}, "
                            f"but got {getattr(x, 'dtype', type(x).__name__)}.")
        s = tuple(shape_of(x))
        if 0 in s:   # MindSpore 2.10's CPU PReLU kernel refuses an empty x (RuntimeError in both modes; adapt44cpub)
            raise RuntimeError(f"For 'PReLU', the input shape cannot be 0, but got {s}.")
        w = weight
        ws = tuple(shape_of(weight))
        if len(ws) != 1:  # a 0-d weight too (MindSpore's PReLU infer: ValueError; adapt42mint measured)
            raise ShapeError("For 'PReLU', the dimension of 'weight' must be 1" if not ws else
                             f"For 'PReLU', the dimension of 'weight' must be less than or equal to 1, but got {ws}.")
        if ws == (1,) and not s:  # a 0-d x keeps its shape (MindSpore)
            w = F.reshape(weight, ())
        elif ws != (1,):
            if len(s) < 2 or ws != (s[1],):
                raise ShapeError(f"For 'PReLU', the 'weight' must have shape ({s[1] if len(s) > 1 else 1},) or (1,), "
                                 f"but got {ws}.")
            w = F.reshape(weight, (s[1],) + (1,) * (len(s) - 2))
        # x <= 0 picks the slope (MindSpore's kernels): a NaN x takes the identity branch, its gradient 1, none to w
        # (the slope's product takes x only where x <= 0, so a NaN x adds nothing to w's gradient)
        neg = F.less_equal(x, 0)
        out = F.select(neg, F.mul(F.select(neg, x, F.zeros_like(x)), w), x)
        # the output is x's dtype: a float16 x with a float32 weight is computed in float32 and rounded once
        # (adapt37mt: measured, 200 of 200 values; msgraph had returned Float32)
        return F.cast(out, F.dtype(x)) if np_dtype(out) != np_dtype(x) else out


def _binary(name: str, fn: str, doc: str, check: Any = None) -> type:
    """A Primitive class calling the function form ``fn``; ``check(x, y)``: the Primitive's own refusals first."""
    def __call__(self: Any, x: Any, y: Any) -> Any:
        if check is not None:
            check(x, y)
        return getattr(_F(), fn)(x, y)

    return type(name, (CompositePrimitive,), {"__call__": __call__, "__doc__": doc})


def _mod_impl(x: Any, y: Any) -> np.ndarray:
    """MindSpore's CPU Mod kernel: floats compute x - trunc(x / y) * y in double and round once (so x mod +-inf
    and x mod 0 are NaN, 1e30 mod 3 is 0); integers are exact, x mod 0 is 0 for 8/16-bit types and, for
    int32/int64, the dtype's minimum (0 for 0 mod 0)."""
    x, y = np.asarray(x), np.asarray(y)
    dt = np.result_type(x, y)
    if dt.kind == "f":
        a, b = x.astype(np.float64), y.astype(np.float64)
        with np.errstate(all="ignore"):
            # the kernel's trunc is floor(max(q, 0)) + ceil(min(q, 0)) with NaN compares false: never -0.0 and 0
            # for a NaN quotient (so -0.0 mod 1 is -0.0, -1 mod 1 is 0.0 and 0 mod 0 is 0; measured on MindSpore)
            q = a / b
            t = np.where(np.isnan(q), 0.0, np.trunc(q) + 0.0)
            return np.asarray(a - t * b).astype(dt)
    with np.errstate(all="ignore"):
        r = np.fmod(x, np.where(y == 0, 1, y).astype(y.dtype, copy=False)).astype(dt, copy=False)
    if dt.kind in "iu" and (y == 0).any():
        fill = np.iinfo(dt).min if dt.itemsize >= 4 and dt.kind == "i" else 0
        r = np.where(y == 0, np.where(x == 0, 0, fill), r).astype(dt, copy=False)
    return r


def _mod_kernel(t: Any, x: str, y: str) -> str:
    dt = np_dtype(t)
    if dt.kind in "iu":   # the truncated remainder from Python's floored one; x mod 0 as _mod_impl
        fill = int(np.iinfo(dt).min) if dt.kind == "i" and dt.itemsize >= 4 else 0
        r = f"({x} % {y})"
        return (f"(({r} - {y} if ({r} != 0 and (({x} < 0) != ({y} < 0))) else {r}) if {y} != 0 else "
                f"(0 if {x} == 0 else {fill}))")
    if dt.kind != "f":
        return f"({x})"   # bool: rejected before any kernel runs
    # in double (np.float64: Numba's float() keeps a float32, whose 1 / 0.1 is 10: 1 mod 0.1 gave 0, not 0.09999999);
    # trunc(q) = copysign(floor(|q|), q): -0.0 for -0.5 and inf for inf (q - fmod(q, 1) gave 0.0, NaN)
    a, b = f"np.float64({x})", f"np.float64({y})"
    q = f"({a} / {b})"
    t = f"((math.copysign(math.floor(abs({q})), {q}) + np.float64(0.0)) if {q} == {q} else np.float64(0.0))"  # _mod_impl
    return f"({a} - {t} * {b})"


def _mod_bprop(x: Any, y: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
    F = _F()   # MindSpore's bprop: d/dx = 1, d/dy = -floor(x / y) (FloorMod's, not the -trunc of fmod)
    return dout, F.neg(F.mul(dout, F.floor_div(x, y))) if hasattr(y, "dtype") else 0


def _mod_promote(*inputs: Any) -> Any:
    """MindSpore 2.10's Mod takes no bool (two bool Tensors: a TypeError naming its dtype list; measured, r2a)."""
    dt = mindspore_result_type(*inputs)
    if dt is not None and np.dtype(dt) == np.bool_:
        raise TypeError("For primitive[Mod], the input argument[x] must be a type of {Tensor[BFloat16], "
                        "Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
                        "Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt8]}, but got "
                        "Tensor[Bool].")
    return dt


MOD, Mod, _P_MOD, _ = define_binary("Mod", _mod_impl, _mod_kernel, _mod_bprop,
                                    doc="Mod()(x, y): x - trunc(x / y) * y (the sign of x), floats in double.",
                                    promote=_mod_promote, cost=6)


def _float_fmod_impl(x: Any, y: Any) -> np.ndarray:
    """C's fmod: the exact remainder with the sign of x (x mod 0 and inf mod y are NaN, x mod inf is x)."""
    x, y = np.asarray(x), np.asarray(y)
    dt = np.result_type(x, y)
    with np.errstate(all="ignore"):
        return np.asarray(np.fmod(x, y)).astype(dt, copy=False)


def _float_fmod_bprop(x: Any, y: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
    F = _F()   # MindSpore's TruncateMod bprop: d/dx = 1, d/dy = -trunc(x / y)
    return dout, F.neg(F.mul(dout, F.truncate_div(x, y))) if hasattr(y, "dtype") else 0


FLOAT_FMOD, FloatFMod, _P_FLOAT_FMOD, _ = define_binary(
    "FloatFMod", _float_fmod_impl, lambda t, x, y: f"math.fmod(float({x}), float({y}))", _float_fmod_bprop,
    doc="FloatFMod()(x, y): C's fmod of float operands, exact (MindSpore's TruncateMod kernel on floats; "
        "ops.fmod rounds x - trunc(x / y) * y instead).", promote=mindspore_result_type, cost=6, public=False)
def _truncate_div_check(x: Any, y: Any) -> None:
    # a uint16 / uint32 / uint64 Tensor beside a Python float (or int, or another dtype): implicit conversion's
    # TypeError (msgraph computed TruncateDiv()(uint16 t, 2.5) in float32: adapt41cpu)
    refuse_uint_mix(x, y)
    bf16.refuse_unpromoted("TruncateDiv", x, y)


TruncateDiv = _binary("TruncateDiv", "truncate_div", "TruncateDiv()(x, y): x / y rounded toward zero.",
                      _truncate_div_check)
# (the kernel's dtype refusals are the function's: aliases.truncate_mod)
TruncateMod = _binary("TruncateMod", "truncate_mod", "TruncateMod()(x, y): x - TruncateDiv(x, y) * y.")


def _xlogy_inputs(x: Any, y: Any) -> None:
    from .registry import _number_kind, is_number_input

    # MindSpore 2.10's Xlogy Primitive takes Tensors only (a Python number: TypeError, adapt34b)
    if is_number_input(x) or is_number_input(y):
        k0, k1 = _number_kind(x)[0], _number_kind(y)[0]
        raise DTypeError(f'Failed calling Xlogy with "Xlogy()(input={k0}, other={k1})".')
    xlogy_bools(x, y)


def xlogy_bools(x: Any, y: Any) -> None:
    """MindSpore 2.10's Xlogy Primitive and Tensor.xlogy have no kernel for two bool Tensors (TypeError, measured
    r2b); ops.xlogy computes them in float32."""
    if all(hasattr(v, "dtype") and np_dtype(v).name == "bool" for v in (x, y)):
        raise DTypeError("Select CPU operator[Xlogy] fail! Unsupported data type! (two bool Tensors)")


Xlogy = _binary("Xlogy", "xlogy", "Xlogy()(x, y): x * log(y).", _xlogy_inputs)
MaskedSelect = _binary("MaskedSelect", "masked_select", "MaskedSelect()(x, mask): the entries of x where mask "
                       "(broadcast) is True, 1-d.")


class EqualCount(CompositePrimitive):
    """EqualCount()(x, y): the number of equal entries, as a Tensor of shape (1,) in x's dtype."""

    def __call__(self, x: Any, y: Any) -> Any:
        F = _F()
        if hasattr(x, "dtype") and hasattr(y, "dtype"):
            if np_dtype(x) != np_dtype(y):   # MindSpore 2.10: a TypeError (float32 with int32; r2a)
                raise TypeError(f"For 'EqualCount', the dtype of two args should be same, but the dtype of first arg "
                                f"Tensor[{from_numpy(np_dtype(x))}] is not consistent with the dtype of second arg "
                                f"Tensor[{from_numpy(np_dtype(y))}].")
            if np_dtype(x).name in ("float64", "int8", "uint8", "bool"):   # no CPU kernel (measured; r2a)
                raise TypeError(f"Select CPU operator[EqualCount] fail! Unsupported data type! The supported data "
                                f"types are input[Int32 Int32], output[Int32]; but got Tensor[{from_numpy(np_dtype(x))}].")
        return F.reshape(F.reduce_sum(F.cast(F.equal(x, y), np_dtype(x))), (1,))


class CeLU(CompositePrimitive):
    """CeLU(alpha=1.0)(input_x): max(0, x) + min(0, alpha * (exp(x / alpha) - 1))."""

    _attrs = {"alpha": 1.0}

    def __call__(self, input_x: Any) -> Any:
        alpha = self.attrs["alpha"]
        if not isinstance(alpha, (float, np.floating)):
            # MindSpore 2.10's CeLU takes a float alpha only (CeLU(2) is refused when called, in both modes)
            raise DTypeError(f'Failed calling CeLU with "CeLU(alpha={user_type(alpha).__name__})(x=Tensor)".')
        return _F().celu(input_x, alpha)


class Xdivy(CompositePrimitive):
    """Xdivy()(x, y): x / y, and 0 where x is 0."""

    def _value(self, x: Any, y: Any) -> Any:
        F = _F()
        joined = mindspore_result_type(x, y)
        if joined is not None and np.dtype(joined).kind in "biu":
            # MindSpore 2.10 promotes first (int32 with float32 or 2.5 is Float32): integer/bool results are refused
            raise DTypeError("For primitive[Xdivy], the input argument[x] must be a type of {Tensor[Complex128], "
                             "Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got "
                             f"Tensor[{from_numpy(np.dtype(joined))}].")
        # y is replaced by 1 where x is 0, so the zeroed branch's gradient is 0, not 0 / 0 (MindSpore's Xdivy
        # bprop: dx = xdivy(x != 0, y) * dout, dy = xdivy(-x, y * y) * dout, both 0 where x is 0; h-grad26)
        if joined is not None and is_tensorlike(x) and is_tensorlike(y):
            # both operands in the joined dtype first, as MindSpore's primitive casts them (float16 with int64 is
            # float16 throughout: the reciprocal below would make an int64 divisor float32; a bfloat16 one beside
            # float32 computes in float32)
            x, y = (v if np_dtype(v) == np.dtype(joined) else F.cast(v, from_numpy(np.dtype(joined))) for v in (x, y))
        zero = F.equal(x, 0)
        if not is_tensorlike(y):
            q = F.div(x, y if y != 0 else 1)
            return F.select(zero, F.zeros_like(q), q)
        same = tuple(shape_of(x)) == tuple(shape_of(y))
        y = F.select(zero, F.ones_like(y), y)
        if not same:   # MindSpore's broadcasting Xdivy kernel: a zero divisor gives Div's x / 0 (sign ignored)
            return F.select(zero, F.zeros_like(y), F.div(x, y))
        # operands of one shape: a zero divisor gives IEEE x / y, the divisor's sign kept (MindSpore's Xdivy kernel:
        # 1 / -0.0 is -inf, NaN / 0 NaN), not Div's rule (inf, -inf)
        yzero = F.equal(y, 0)
        q = F.select(yzero, F.mul(x, F.reciprocal(y)), F.div(x, F.select(yzero, F.ones_like(y), y)))
        return F.select(zero, F.zeros_like(q), q)

    def __call__(self, x: Any, y: Any) -> Any:
        out = self._value(x, y)
        if not (is_tensorlike(x) and is_tensorlike(y)) or np_dtype(out).kind != "f" \
                or np_dtype(x).kind not in "biuf" or np_dtype(y).kind not in "biuf":   # (bfloat16: the composition)
            return out
        from .grad_path import grad_path

        # MindSpore's bprop, not the composition's (whose masked branches give 0 * inf = NaN: dy of -inf / 2 is
        # inf, of 1e-30 / 1e-30 in float32 -inf; vd50g/xdivy_grad_edges)
        return grad_path("XdivyGrad", out, x, y)


@grad_path_rule("XdivyGrad")
def _xdivy_grad_rule(dout: Any, x: Any, y: Any) -> Tuple[Any, Any]:
    """MindSpore 2.10's Xdivy bprop: dx = xdivy(x != 0, y) * dout, dy = xdivy(-x, y * y) * dout, each summed to its
    operand's shape, computed in the joined dtype as the forward is and cast to the operand's own dtype."""
    from ._helpers import sum_to_shape

    F = _F()
    xs, ys = tuple(shape_of(x)), tuple(shape_of(y))
    xt, yt = np.dtype(np_dtype(x)), np.dtype(np_dtype(y))
    t = np.dtype(mindspore_result_type(x, y))
    x, y = (v if np_dtype(v) == t else F.cast(v, from_numpy(t)) for v in (x, y))
    xd = Xdivy()
    dx = sum_to_shape(F.mul(xd._value(F.cast(F.not_equal(x, 0), from_numpy(t)), y), dout), xs)
    dy = sum_to_shape(F.mul(xd._value(F.neg(x), F.mul(y, y)), dout), ys)
    return (dx if xt == t else F.cast(dx, from_numpy(xt))), (dy if yt == t else F.cast(dy, from_numpy(yt)))


class Lerp(CompositePrimitive):
    """Lerp()(start, end, weight): start + weight * (end - start)."""

    def __call__(self, start: Any, end: Any, weight: Any) -> Any:
        return _F().lerp(start, end, weight)


class Logit(CompositePrimitive):
    """Logit(eps=-1.0)(x): log(x / (1 - x)), x below eps taken as eps, else above 1 - eps as 1 - eps, when
    eps >= 0."""

    _attrs = {"eps": -1.0}

    def __call__(self, x: Any) -> Any:
        F = _F()
        eps = self.attrs["eps"]
        if is_tensorlike(x) and np_dtype(x) not in (np.float16, np.float32, np.float64):
            # MindSpore 2.10's Logit takes float16 / float32 / float64 only (an integer or bool input is a
            # TypeError in both modes; msgraph divided it as float32)
            raise DTypeError(f"For primitive[Logit], the input argument[x] must be a type of {{Tensor[Float16], "
                             f"Tensor[Float32], Tensor[Float64]}}, but got {dtype_name(np_dtype(x))}.")
        x0 = x
        if eps >= 0:
            # MindSpore's kernel: x < eps -> eps, else x > 1 - eps -> 1 - eps (NaN stays NaN; with eps > 0.5 every
            # x below eps becomes eps), not a clip (which made NaN 1 - eps and took 1 - eps where eps > 0.5); eps
            # is its float32 attribute, 1 - eps taken in the input's dtype
            lo = float(np.float32(eps))
            hi = 1.0 - lo
            x = F.select(F.greater(x, hi), F.full_like(x, hi), x)
            x = F.select(F.less(x0, lo), F.full_like(x, lo), x)
        from .st_cpu_b2 import grad_prim_path   # the gradient MindSpore's LogitGrad (dy / x / (1 - x), NaN outside
        #                                           [0, 1] without eps), no second order (left37)
        q = F.div(x, F.sub(1.0, x))
        if np_dtype(q) == np.float32:   # MindSpore's Logit kernel takes libm's logf, not its Log kernel's (left37)
            value = F.cast(F.log(F.cast(q, np.float64)), np.float32)
        else:
            value = F.log(q)
        return grad_prim_path("LogitGrad", value, x0, eps)


class MaskedFill(CompositePrimitive):
    """MaskedFill()(input, mask, value): input with value where mask is True."""

    def __call__(self, input: Any, mask: Any, value: Any) -> Any:  # noqa: A002
        return _F().masked_fill(input, mask, value)


class IsClose(CompositePrimitive):
    """IsClose(rtol=1e-05, atol=1e-08, equal_nan=True)(x1, x2): |x1 - x2| <= atol + rtol |x2|."""

    _attrs = {"rtol": 1e-05, "atol": 1e-08, "equal_nan": True}

    def __call__(self, x1: Any, x2: Any) -> Any:
        a = self.attrs
        return _F().isclose(x1, x2, a["rtol"], a["atol"], a["equal_nan"])


class GatherV2(CompositePrimitive):
    """GatherV2()(input_params, input_indices, axis): MindSpore 1.x's name of Gather (mindspore.ops.deprecated in
    2.10).  It gathers in graph code only (construct in Graph mode, ms.jit); called as it stands (PyNative, or
    outside construct) MindSpore 2.10 runs its Gather kernel without the batch_dims input: RuntimeError "For
    Operator[Gather], the inputs number should be 4 but got 3." (research/cv/metric_learn's Quadrupletloss)."""

    def __call__(self, input_params: Any, input_indices: Any, axis: Any) -> Any:
        from ..ir.builder import building_graph

        if not building_graph():
            raise RuntimeError("For Operator[Gather], the inputs number should be 4 but got 3.")
        return _F().gather(input_params, input_indices, axis)


class SparseGatherV2(GatherV2):
    """SparseGatherV2()(input_params, input_indices, axis): MindSpore 2.10 has no CPU kernel for it (its
    RuntimeError "Unsupported op [SparseGatherV2] on CPU", at the call in PyNative mode and when the graph is
    compiled); ops.Gather is the portable op."""

    def __call__(self, input_params: Any, input_indices: Any, axis: Any) -> Any:
        from .zoo_ops import _unsupported

        raise _unsupported("SparseGatherV2")


RUNTIME_TENSOR_SHAPE = define_op(
    "RuntimeTensorShape", OpKind.OTHER, differentiable=False, public=False,
    doc="RuntimeTensorShape(x): the shape of x (whose dimensions are known only when the graph runs) as an int64 "
        "Tensor.")
RUNTIME_TENSOR_SHAPE.def_impl(lambda x: np.asarray(np.shape(x), np.int64))
RUNTIME_TENSOR_SHAPE.def_infer(lambda x: Aval((len(x.shape),), np.dtype(np.int64)))


class TensorShape(CompositePrimitive):
    """TensorShape()(x): the shape of x as an int64 Tensor (computed when the graph runs where a dimension is
    known only then, e.g. after Unique)."""

    def __call__(self, input_x: Any) -> Any:
        if type(self) is TensorShape and not is_tensorlike(input_x):
            # TensorShape()(3) / ([1, 2]): MindSpore 2.10's TypeError (msgraph returned an empty shape: adapt41cpu)
            raise DTypeError(f'Failed calling TensorShape with "TensorShape()(input_x={user_type(input_x).__name__})".')
        shape = tuple(shape_of(input_x))
        if any(d is None for d in shape):
            return apply(prim(RUNTIME_TENSOR_SHAPE), (input_x,))
        return Tensor(np.asarray(shape, np.int64))


class DynamicShape(TensorShape):
    """DynamicShape()(x): the shape of x as an int64 Tensor (static in msgraph)."""


class InplaceUpdate(CompositePrimitive):
    """InplaceUpdate(indices)(x, v): a copy of x with rows ``indices`` (first axis) replaced by v."""

    _attrs = {"indices": ()}

    def __call__(self, x: Any, v: Any) -> Any:
        _inplace_update_dtype("InplaceUpdate", v, ("float16", "float32", "float64", "int32"))
        return _rows(x, self.attrs["indices"], v, "tensor_scatter_update", "InplaceUpdate")


def _inplace_update_dtype(name: str, v: Any, allowed: Tuple[str, ...]) -> None:
    """MindSpore 2.10's TypeError for an InplaceUpdate / InplaceUpdateV2 value of a dtype its CPU kernel lacks."""
    if is_tensorlike(v) and np.dtype(np_dtype(v)).name not in allowed:
        listed = ", ".join(f"Tensor[{a.capitalize()}]" for a in allowed)
        raise DTypeError(f"For primitive[{name}], the input argument[v] must be a type of {{{listed}}}, but got "
                         f"Tensor[{from_numpy(np.dtype(np_dtype(v)))}].")


class InplaceAdd(CompositePrimitive):
    """InplaceAdd(indices)(x, v): a copy of x with v added to rows ``indices`` (first axis)."""

    _attrs = {"indices": ()}

    def __call__(self, x: Any, v: Any) -> Any:
        return _rows(x, self.attrs["indices"], v, "tensor_scatter_add", "InplaceAdd")


class InplaceSub(CompositePrimitive):
    """InplaceSub(indices)(x, v): a copy of x with v subtracted from rows ``indices`` (first axis)."""

    _attrs = {"indices": ()}

    def __call__(self, x: Any, v: Any) -> Any:   # (_rows checks the dtypes: neg keeps v's)
        return _rows(x, self.attrs["indices"], _F().neg(v), "tensor_scatter_add", "InplaceSub")


def _rows(x: Any, indices: Any, v: Any, fn: str, name: str = "InplaceUpdate") -> Any:
    # MindSpore's InplaceUpdate/InplaceAdd/InplaceSub bprops return zeros for x and v (ReturnZeros): no gradient
    # flows through the row writes (h-grad26; msgraph's Graph mode gave zeros, its PyNative mode the calculus)
    if is_tensorlike(x) and is_tensorlike(v) and np.dtype(np_dtype(x)) != np.dtype(np_dtype(v)):
        raise DTypeError(f"For primitive[{name}], the input type must be same. name:[v]:Tensor["
                         f"{from_numpy(np.dtype(np_dtype(v)))}]. name:[x]:Tensor[{from_numpy(np.dtype(np_dtype(x)))}].")
    x, v = _F().stop_gradient(x), (_F().stop_gradient(v) if is_tensorlike(v) else v)
    idx = (indices,) if isinstance(indices, int) else tuple(indices)
    n = tuple(shape_of(x))[0] if shape_of(x) else 0
    for i in idx:   # MindSpore 2.10's check of the attribute (a negative index too)
        if not 0 <= i < n:
            raise ShapeError(f"For primitive[{name}], the value of indices must be in [0,{n}), but got {i}.")
    rows = Tensor(np.asarray(idx, np.int32).reshape(-1, 1))
    if len(shape_of(v)) == len(shape_of(x)) - 1:
        v = _F().expand_dims(v, 0)
    return getattr(_F(), fn)(x, rows, v)


# --- StridedSlice ---------------------------------------------------------------------------------------
class StridedSlice(CompositePrimitive):
    """StridedSlice(begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0)
    (input_x, begin, end, strides): input_x[begin:end:strides] with TensorFlow's bit masks."""

    _attrs = {"begin_mask": 0, "end_mask": 0, "ellipsis_mask": 0, "new_axis_mask": 0, "shrink_axis_mask": 0}

    def __call__(self, input_x: Any, begin: Any, end: Any, strides: Any) -> Any:
        begin, end, strides = tuple(begin), tuple(end), tuple(strides)
        if not (len(begin) == len(end) == len(strides)):
            raise ShapeError(f"For 'StridedSlice', 'begin', 'end' and 'strides' must have one length, but got "
                             f"{len(begin)}, {len(end)} and {len(strides)}.")
        if any(s == 0 for s in strides):
            raise ShapeError("For 'StridedSlice', input 'strides' can not contain 0.")  # MindSpore: ValueError
        return _F().getitem(input_x, strided_slice_index(self.attrs, begin, end, strides))


def strided_slice_index(a: Any, begin: Any, end: Any, strides: Any) -> tuple:
    """The Python index of StridedSlice(**a)(x, begin, end, strides) (TensorFlow's bit masks); StridedSliceGrad
    (st_cpu_b2) writes through the same index."""
    index = []
    for i, (b, e, s) in enumerate(zip(begin, end, strides)):
        bit = 1 << i
        if a["ellipsis_mask"] & bit:
            index.append(Ellipsis)
        elif a["new_axis_mask"] & bit:
            index.append(None)
        elif a["shrink_axis_mask"] & bit:
            index.append(int(b))
        else:
            index.append(slice(None if a["begin_mask"] & bit else int(b),
                               None if a["end_mask"] & bit else int(e),
                               None if int(s) == 1 else int(s)))           # stride 1 as x[a:b] writes it (None)
    return tuple(index)


_NLL_LABELS = define_op("NLLLossLabels", OpKind.OTHER, attrs={"classes": 1, "ignore_index": -100}, public=False,
                        differentiable=False,
                        doc="NLLLossLabels(classes, ignore_index)(labels): labels, raising NLLLoss's ValueError on a "
                            "label outside [0, classes) other than ignore_index.")


@_NLL_LABELS.def_impl
def _nll_labels_impl(labels: Any, classes: int = 1, ignore_index: int = -100) -> np.ndarray:
    lab = np.asarray(labels)
    flat = lab.reshape(-1)
    bad = flat[(flat != ignore_index) & ((flat < 0) | (flat >= classes))]
    if bad.size:
        from ..errors import KernelValueError

        raise KernelValueError(f"For 'NLLLoss', the label must in scope[0, C-1], but got{int(bad[0])}")
    return lab.copy()


@_NLL_LABELS.def_infer
def _nll_labels_infer(labels: Aval, classes: int = 1, ignore_index: int = -100) -> Aval:
    return Aval(tuple(labels.shape), labels.dtype)


@grad_path_rule("NLLLossGrad")
def _nll_loss_grad_rule(dout: Any, logits: Any, labels: Any, weight: Any, *, reduction: str = "mean",
                        ignore_index: int = -100) -> Tuple[Any, Any, Any]:
    """MindSpore 2.10's NLLLossGrad, the gradient of the NLLLoss primitive (mint.nn.functional.nll_loss of a 2-D
    input): ``dx[i, t_i] = -w[t_i] * dout / total_weight`` ('mean'; 'sum' / 'none' without the division), +0.0
    elsewhere and on ignored rows, and no gradient to the weight (zeros; measured pr52: msgraph's composite gave the
    weight a gradient, -0.0 at the other classes and -6.16000223 for the kernel's -6.1600027)."""
    from . import functional as F

    logits, labels, weight = F.stop_gradient(logits), F.stop_gradient(labels), F.stop_gradient(weight)
    classes = shape_of(logits)[1]
    ignored = F.equal(labels, ignore_index)
    safe = F.select(ignored, F.zeros_like(labels), labels)
    w_t = F.select(ignored, F.zeros_like(F.gather(weight, safe, 0)), F.gather(weight, safe, 0))
    g = F.mul(F.neg(w_t), dout)
    if reduction == "mean":   # the kernel adds the counted weights in order, in the dtype (measured: 1.54 /
        total = F.cumsum(w_t, 0)[-1]   # (-1.54 + 0.09 + 1.2) gave -6.1600027; a float64 sum's -6.160002)
        g = F.div(g, total)
    hot = F.logical_and(F.equal(F.expand_dims(safe, 1), F.arange(0, classes, 1, dtype=np_dtype(safe))),
                        F.logical_not(F.expand_dims(ignored, 1)))
    dx = F.select(hot, F.broadcast_to(F.expand_dims(F.cast(g, np_dtype(logits)), 1), tuple(shape_of(logits))),
                  F.zeros_like(logits))
    return dx, F.zeros_like(labels), F.zeros_like(weight)


def nll_labels_checked(labels: Any, classes: int, ignore_index: int) -> Any:
    """``labels`` through NLLLossLabels: NLLLoss's ValueError for a label outside [0, classes) other than
    ignore_index, when the labels are known (PyNative) or when the graph runs."""
    return apply(prim(_NLL_LABELS, classes=int(classes), ignore_index=ignore_index), (labels,))


def _loss_prims() -> Tuple[type, ...]:
    class NLLLoss(CompositePrimitive):
        """NLLLoss(reduction='mean', ignore_index=-100)(logits, labels, weight) -> (loss, total_weight):
        rows labelled ignore_index count nothing (total_weight included)."""

        _attrs = {"reduction": "mean", "ignore_index": -100}

        def __call__(self, logits: Any, labels: Any, weight: Any) -> Tuple[Any, Any]:
            F = _F()
            ignore = self.attrs["ignore_index"]
            if len(shape_of(logits)) != 2:   # MindSpore 2.10's CPU kernel (adapt34b)
                from ..errors import OpRuntimeError

                raise OpRuntimeError(f"For 'NLLLoss', the dimension of 'logits' should be 2, but got: "
                                     f"{len(shape_of(logits))}")
            # MindSpore 2.10's CPU kernel: a label outside [0, C) other than ignore_index is a ValueError, in both
            # modes (Graph mode: checked when the graph runs, r2b; msgraph raised Gather's RuntimeError there)
            if hasattr(labels, "dtype") and shape_of(logits)[1] is not None:
                labels = nll_labels_checked(labels, shape_of(logits)[1], ignore)
            # MindSpore 2.10's CPU kernel has float32 only: float64 is computed in float32 (loss, total_weight
            # and the gradient rounded there; adapt34b)
            if hasattr(logits, "dtype") and np_dtype(logits) == np.float64:
                loss, tw = self(F.cast(logits, np.float32), labels, F.cast(weight, np.float32))
                return F.cast(loss, np.float64), F.cast(tw, np.float64)
            # MindSpore 2.10's NLLLoss bprop gives the weight zeros (ops.nll_loss, a composition, differentiates it)
            weight = F.stop_gradient(weight)
            keep = F.not_equal(labels, ignore)
            w = F.gather(weight, F.select(keep, labels, F.zeros_like(labels)), 0)
            if self.attrs["reduction"] == "none":
                # the kernel's -(x[t] * w[t]): -0.0 at a zero log-probability (ops.nll_loss's smoothing term
                # added 0 * ... there, giving +0.0; adapt36gpu)
                safe = F.select(keep, labels, F.zeros_like(labels))
                picked = F.squeeze(F.gather_d(logits, 1, F.expand_dims(safe, 1)), 1)
                loss = F.select(keep, F.neg(F.mul(picked, w)), F.zeros_like(picked))
            else:
                loss = F.nll_loss(logits, labels, weight, ignore, self.attrs["reduction"])
            # the gradient is MindSpore's NLLLossGrad kernel (its +0.0 elsewhere and -w / total_weight)
            from .grad_path import grad_path

            loss = grad_path("NLLLossGrad", loss, logits, labels, weight, reduction=self.attrs["reduction"],
                             ignore_index=ignore)
            return loss, F.reduce_sum(F.select(keep, w, F.zeros_like(w)))

    class BCEWithLogitsLoss(CompositePrimitive):
        """BCEWithLogitsLoss(reduction='mean')(logits, label, weight, pos_weight)."""

        _attrs = {"reduction": "mean"}

        def __call__(self, logits: Any, label: Any, weight: Any, pos_weight: Any) -> Any:
            return _F().binary_cross_entropy_with_logits(logits, label, weight, pos_weight, self.attrs["reduction"])

    return NLLLoss, BCEWithLogitsLoss


NLLLoss, BCEWithLogitsLoss = _loss_prims()
for _cls in (NLLLoss, BCEWithLogitsLoss):
    _cls.__qualname__ = _cls.__name__
del _cls


class SplitV(CompositePrimitive):
    """SplitV(size_splits, split_dim, num_split)(input_x): input_x split along split_dim into pieces of the given
    sizes (one size may be -1: the rest).  MindSpore 2.10 has no CPU kernel for it in PyNative mode (a
    RuntimeError); its Graph mode differentiates it (h-sweep5)."""

    _attrs = {"size_splits": None, "split_dim": None, "num_split": None}

    def _check_attrs(self) -> None:
        sizes = self.attrs["size_splits"]
        if not isinstance(sizes, (tuple, list)):
            raise TypeError(f"For 'SplitV', the 'size_splits' must be a tuple or list, but got {user_type(sizes).__name__}.")
        for s in sizes:
            if isinstance(s, bool) or not isinstance(s, int):
                raise TypeError(f"For 'SplitV', the elements of size_splits must be int, but got {user_type(s).__name__}.")
            if s != -1 and s < 1:
                raise ValueError(f"For 'SplitV', all elements of size_splits must be positive (except at most one "
                                 f"default value -1), but got: {s}.")
        for k in ("split_dim", "num_split"):
            if isinstance(self.attrs[k], bool) or not isinstance(self.attrs[k], int):
                raise TypeError(f"For 'SplitV', the '{k}' must be an int, but got {user_type(self.attrs[k]).__name__}.")
        if self.attrs["num_split"] < 1:
            raise ValueError(f"For 'SplitV', the 'num_split' must be positive, but got {self.attrs['num_split']}.")

    def __call__(self, input_x: Any) -> Tuple[Any, ...]:
        from ._helpers import normalize_axis

        if np.dtype(np_dtype(input_x)) == np.bool_:
            raise TypeError("For primitive[SplitV], the input argument[input_x] must be a type of {Tensor[Float16], "
                            "Tensor[Float32], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], ...}, but got "
                            "Tensor[Bool].")
        sizes, n = list(self.attrs["size_splits"]), self.attrs["num_split"]
        if len(sizes) != n:
            raise ValueError(f"For primitive[SplitV], the attribute[num_split] must be equal to {len(sizes)}, but got {n}.")
        shape = tuple(shape_of(input_x))
        a = normalize_axis("SplitV", self.attrs["split_dim"], len(shape))
        dim = shape[a]
        for s in sizes:
            if s > dim:
                raise ValueError(f"For primitive[SplitV], the elements of size_splits must be in [0,{dim}], but got {s}.")
        if -1 in sizes:
            sizes[sizes.index(-1)] = dim - (sum(sizes) + 1)
        if sum(sizes) != dim or min(sizes) < 0:
            raise ValueError(f"For 'SplitV', the sum of size_splits must be equal to the dimension {dim} of input_x "
                             f"on split_dim, but got {tuple(self.attrs['size_splits'])}.")
        from .array_ops import split_kernel   # (its own kernel: rounds float16 in Graph mode)

        return tuple(split_kernel(input_x, sizes, a))


class Load(CompositePrimitive):
    """Load()(variable, u): the value of ``variable`` (MindSpore's read of a Parameter under the side-effect
    monad ``u``; msgraph orders effects itself, so the monad is ignored; h-ut1)."""

    def __call__(self, variable: Any, u: Any = None) -> Any:
        return variable
