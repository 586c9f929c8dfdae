"""Special functions of MindSpore 2.10 that its st tests exercise (h-lin, session 8; split from linalg_ext.py):
``ops.igamma`` / ``ops.igammac`` (regularized incomplete gamma, with MindSpore's gradients), ``ops.polygamma``
(``ops.Polygamma``) and ``ops.zeta`` (Hurwitz zeta; gradient in q only, as MindSpore's); ``Betainc`` (regularized incomplete beta,
h-gpua; gradient in x only, as MindSpore's).

One registry op each (a numpy implementation through ``scipy.special``, the optional extra ``special``, imported
when the op first runs; a shape/dtype inference rule; MindSpore's bprop). Recorded in
tests/conformance/programs/st_linalg/.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError, OpRuntimeError
from ._helpers import shape_of, sum_to_shape
from ._helpers import user_type
from .linalg_ext import _F, _ms, _name
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


# --- Polygamma ----------------------------------------------------------------------------------------------------
POLYGAMMA = define_op("Polygamma", OpKind.OTHER, doc="Polygamma()(n, x): the n-th derivative of digamma at x.")


def _polygamma_check(n: Any, x: Any) -> None:
    if _name(x.dtype) not in ("float16", "float32", "float64"):
        raise TypeError(f"For primitive[Polygamma], the input argument[x] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{_ms(x.dtype)}].")
    if _name(n.dtype) not in ("int32", "int64"):
        raise TypeError(f"For primitive[Polygamma], the input argument[a] must be a type of {{Tensor[Int32], "
                        f"Tensor[Int64]}}, but got Tensor[{_ms(n.dtype)}].")
    if tuple(n.shape) not in ((), (1,)):
        raise ValueError(f"For 'Polygamma', 'a' must be a 0-D or 1-element Tensor, but got shape {tuple(n.shape)}.")


@POLYGAMMA.def_impl
def _polygamma_impl(n: Any, x: Any) -> np.ndarray:
    n, x = np.asarray(n), np.asarray(x)
    _polygamma_check(n, x)
    order = int(n.reshape(-1)[0])
    if order < 0:
        return np.full(x.shape, np.nan, x.dtype)
    with np.errstate(all="ignore"):
        r = np.asarray(_special().polygamma(order, x.astype(np.float64)))
        if order >= 1:   # MindSpore 2.10: polygamma(n >= 1, +inf) is NaN (scipy: 0)
            r = np.where(np.isposinf(x), np.nan, r)
        return r.astype(x.dtype)


@POLYGAMMA.def_infer
def _polygamma_infer(n: Aval, x: Aval) -> Aval:
    _polygamma_check(n, x)
    return Aval(tuple(x.shape), x.dtype)


@bprop_getters.register(POLYGAMMA.prim_class)
def _get_polygamma_bprop(self: Any):
    def bprop(n, x, out, dout):
        F = _F()   # d/dx polygamma(n, x) = polygamma(n + 1, x); n has no gradient
        return F.zeros_like(n), F.mul(apply(prim(POLYGAMMA), (F.add(n, 1), x)), dout)

    return bprop


@op_function
def polygamma(n: Any, input: Any) -> Any:  # noqa: A002
    """The n-th derivative of digamma at ``input`` (``n`` an integer Tensor; n = 0: digamma)."""
    if not _is_tensor(n):
        raise TypeError(f"For primitive[Polygamma], the input[0] should be a Tensor, but got "
                        f"{'Int64' if isinstance(n, int) else user_type(n).__name__}.")
    return apply(prim(POLYGAMMA), (n, input))


# --- special functions: Igamma / Igammac / Zeta ------------------------------------------------------------------
def _special():
    try:
        from scipy import special
    except ImportError:   # pragma: no cover - depends on the environment
        raise OpRuntimeError("igamma/igammac/zeta/polygamma/betainc need scipy (msgraph's optional extra 'special': "
                             "pip install msgraph[special]).") from None
    return special


def _pair_check(name: str, a: Any, x: Any) -> None:
    names = ("x", "q") if name == "Zeta" else ("a", "x")
    checks = [(names[0], a), (names[1], x)]
    for arg, t in (checks[::-1] if name == "Zeta" else checks):   # the order MindSpore reports them in
        if _name(t.dtype) not in ("float32", "float64"):
            raise TypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of {{Tensor[Float32], "
                            f"Tensor[Float64]}}, but got Tensor[{_ms(t.dtype)}].")
    if _name(a.dtype) != _name(x.dtype):
        raise TypeError(f"For primitive[{name}], the input type must be same.")


def _broadcast(name: str, sa: tuple, sx: tuple) -> tuple:
    try:
        return tuple(np.broadcast_shapes(sa, sx))
    except ValueError:
        n = max(len(sa), len(sx))
        pa, px = (1,) * (n - len(sa)) + sa, (1,) * (n - len(sx)) + sx
        i = next(k for k in range(n) if pa[k] != px[k] and 1 not in (pa[k], px[k]))
        raise ValueError(f"For '{name}', input1.shape and input2.shape need to broadcast. The value of "
                         f"input1.shape[{i}] or input2.shape[{i}] must be 1 or -1 when they are not the same, but got "
                         f"input1.shape={list(sa)} and input2.shape={list(sx)}") from None


def _zeta_shapes(sx: tuple, sq: tuple) -> None:
    """MindSpore 2.10's Zeta primitive takes x and q of one shape, not empty (no broadcasting: ``ops.zeta``
    broadcasts the smaller input to the larger's shape first)."""
    if tuple(sx) != tuple(sq):
        raise ValueError(f"ZetaShape of x{tuple(sx)} are not consistent with the shape q{tuple(sq)}".replace(",)", ")"))
    if int(np.prod(sx)) == 0 and len(sx):
        raise ValueError("For Zeta, the input_x must have value.")


def _special_op(name: str, fn_name: str, doc: str) -> Any:
    op = define_op(name, OpKind.OTHER, doc=doc)

    @op.def_impl
    def impl(a: Any, x: Any) -> np.ndarray:
        a, x = np.asarray(a), np.asarray(x)
        _pair_check(name, a, x)
        _broadcast(name, a.shape, x.shape)
        if name == "Zeta":
            _zeta_shapes(a.shape, x.shape)
        a64, x64 = a.astype(np.float64), x.astype(np.float64)
        with np.errstate(all="ignore"):
            out = np.asarray(getattr(_special(), fn_name)(a64, x64))
            if fn_name != "zeta":   # MindSpore: NaN outside a > 0, x >= 0 (scipy gives P(0, x) = 1)
                out = np.where((a64 <= 0) | (x64 < 0), np.nan, out)
                if fn_name == "gammainc":   # MindSpore 2.10: P(a, 0) is 0 first, for any a (NaN and a <= 0 too)
                    out = np.where(x64 == 0, 0.0, out)
            else:   # MindSpore 2.10 at q <= 0: an integer q is +inf only for an even integer x, NaN otherwise
                x_even = (np.floor(a64) == a64) & ((np.fmod(a64, 2) == 0) | np.isinf(a64))   # (+inf counts even)
                q_int = (x64 <= 0) & (np.floor(x64) == x64)
                out = np.where(q_int & (a64 != 1) & ~x_even, np.nan, out)
        return out.astype(a.dtype)

    @op.def_infer
    def infer(a: Aval, x: Aval) -> Aval:
        _pair_check(name, a, x)
        if name == "Zeta" and None not in tuple(a.shape) + tuple(x.shape):
            _zeta_shapes(tuple(a.shape), tuple(x.shape))
        return Aval(_broadcast(name, tuple(a.shape), tuple(x.shape)), a.dtype)

    return op


IGAMMA = _special_op("Igamma", "gammainc", "Igamma()(a, x): the regularized lower incomplete gamma P(a, x).")
IGAMMAC = _special_op("Igammac", "gammaincc", "Igammac()(a, x): the regularized upper incomplete gamma Q(a, x).")
ZETA = _special_op("Zeta", "zeta", "Zeta()(x, q): the Hurwitz zeta function sum_k (k + q)^-x.")


def _d_igamma_da(a: np.ndarray, x: np.ndarray) -> np.ndarray:
    """d P(a, x) / d a as MindSpore 2.10 gives it: 0 where x == 0 or x == inf, NaN where a <= 0 or x < 0 (or a NaN
    input, or a == inf), else a five-point central difference in float64 of scipy's gammainc (of -gammaincc where
    x > a, so the tiny derivatives near P = 1 keep their digits), with step 1e-3 * min(a, sqrt(a))."""
    sp = _special()
    a, x = np.broadcast_arrays(a, x)
    valid = (a > 0) & (x > 0) & np.isfinite(a) & np.isfinite(x)
    av, xv = np.where(valid, a, 1.0), np.where(valid, x, 1.0)
    h = 1e-3 * np.minimum(av, np.sqrt(av))
    upper = xv > av
    f = lambda t: np.where(upper, -sp.gammaincc(t, xv), sp.gammainc(t, xv))  # noqa: E731
    d = (f(av - 2 * h) - 8 * f(av - h) + 8 * f(av + h) - f(av + 2 * h)) / (12 * h)
    out = np.where(valid, d, np.nan)
    return np.where((x == 0) | (np.isposinf(x) & (a > 0) & np.isfinite(a)), 0.0, out)


IGAMMA_GRAD_A = define_op("IgammaGradA", OpKind.OTHER, differentiable=False,
                          doc="IgammaGradA()(a, x): d igamma(a, x) / d a.")


@IGAMMA_GRAD_A.def_impl
def _igamma_grad_a_impl(a: Any, x: Any) -> np.ndarray:
    a, x = np.asarray(a), np.asarray(x)
    _pair_check("IgammaGradA", a, x)
    _broadcast("IgammaGradA", a.shape, x.shape)
    with np.errstate(all="ignore"):
        return _d_igamma_da(a.astype(np.float64), x.astype(np.float64)).astype(a.dtype)


@IGAMMA_GRAD_A.def_infer
def _igamma_grad_a_infer(a: Aval, x: Aval) -> Aval:
    _pair_check("IgammaGradA", a, x)
    return Aval(tuple(np.broadcast_shapes(tuple(a.shape), tuple(x.shape))), a.dtype)


def _igamma_partials(a: Any, x: Any, dout: Any, sign: float):
    F = _F()
    da = F.mul(apply(prim(IGAMMA_GRAD_A), (a, x)), dout)
    # d P / d x = exp(-x + (a - 1) log x - lgamma(a))
    dx = F.exp(F.sub(F.sub(F.mul(F.sub(a, 1), F.log(x)), x), F.lgamma(a)))
    dx = F.mul(dx, dout)
    if sign < 0:
        da, dx = F.neg(da), F.neg(dx)
    return sum_to_shape(da, tuple(shape_of(a))), sum_to_shape(dx, tuple(shape_of(x)))


@bprop_getters.register(IGAMMA.prim_class)
def _get_igamma_bprop(self: Any):
    return lambda a, x, out, dout: _igamma_partials(a, x, dout, 1.0)


@bprop_getters.register(IGAMMAC.prim_class)
def _get_igammac_bprop(self: Any):
    return lambda a, x, out, dout: _igamma_partials(a, x, dout, -1.0)


@bprop_getters.register(ZETA.prim_class)
def _get_zeta_bprop(self: Any):
    def bprop(x, q, out, dout):
        F = _F()   # MindSpore: no gradient in x; d/dq zeta(x, q) = -x zeta(x + 1, q)
        dq = F.mul(F.mul(F.neg(x), apply(prim(ZETA), (F.add(x, 1), q))), dout)
        return sum_to_shape(F.zeros_like(F.mul(x, dout)), tuple(shape_of(x))), sum_to_shape(dq, tuple(shape_of(q)))

    return bprop


# --- Betainc: the regularized incomplete beta function I_x(a, b) ------------------------------------------------
BETAINC = define_op("Betainc", OpKind.OTHER, doc="Betainc()(a, b, x): the regularized incomplete beta I_x(a, b).")


def _betainc_check(a: Any, b: Any, x: Any) -> None:
    for arg, t in (("a", a), ("b", b), ("x", x)):
        if _name(t.dtype) not in ("float32", "float64"):
            raise TypeError(f"For primitive[Betainc], the input argument[{arg}] must be a type of {{Tensor[Float32], "
                            f"Tensor[Float64]}}, but got Tensor[{_ms(t.dtype)}].")
    if not _name(a.dtype) == _name(b.dtype) == _name(x.dtype):
        raise TypeError(f"For primitive[Betainc], the input type must be same.\nname:[a]:Tensor[{_ms(a.dtype)}].\n"
                        f"name:[b]:Tensor[{_ms(b.dtype)}].\nname:[x]:Tensor[{_ms(x.dtype)}].")
    for arg, t in (("b", b), ("x", x)):   # no broadcasting: the three shapes must agree
        if tuple(t.shape) != tuple(a.shape):
            raise ValueError(f"For 'Betainc, shape of {arg} {tuple(t.shape)} are not consistent with the shape a "
                             f"{tuple(a.shape)} .".replace(",)", ")"))


@BETAINC.def_impl
def _betainc_impl(a: Any, b: Any, x: Any) -> np.ndarray:
    a, b, x = np.asarray(a), np.asarray(b), np.asarray(x)
    _betainc_check(a, b, x)
    a64, b64, x64 = a.astype(np.float64), b.astype(np.float64), x.astype(np.float64)
    with np.errstate(all="ignore"):   # MindSpore: NaN outside a > 0, b > 0, 0 <= x <= 1
        out = np.asarray(_special().betainc(a64, b64, x64))
        out = np.where((a64 <= 0) | (b64 <= 0) | (x64 < 0) | (x64 > 1), np.nan, out)
    return out.astype(a.dtype)


@BETAINC.def_infer
def _betainc_infer(a: Aval, b: Aval, x: Aval) -> Aval:
    _betainc_check(a, b, x)
    return Aval(tuple(a.shape), a.dtype)


@bprop_getters.register(BETAINC.prim_class)
def _get_betainc_bprop(self: Any):
    def bprop(a, b, x, out, dout):
        F = _F()   # MindSpore: no gradient in a and b; d/dx = x^(a-1) (1-x)^(b-1) / B(a, b)
        log_beta = F.sub(F.add(F.lgamma(a), F.lgamma(b)), F.lgamma(F.add(a, b)))
        log_pdf = F.add(F.mul(F.sub(a, 1), F.log(x)), F.mul(F.sub(b, 1), F.log(F.sub(1, x))))
        return F.zeros_like(a), F.zeros_like(b), F.mul(F.exp(F.sub(log_pdf, log_beta)), dout)

    return bprop


@op_function
def igamma(input: Any, other: Any) -> Any:  # noqa: A002
    """The regularized lower incomplete gamma function P(a=input, x=other) (float32/float64, broadcast)."""
    return apply(prim(IGAMMA), _igamma_operands("Igamma", input, other))


def _igamma_operands(name: str, a: Any, x: Any) -> Any:
    """MindSpore 2.10's Igamma / Igammac take two Tensors: a Python number is its TypeError (msgraph had taken a
    Python float as the other Tensor's dtype)."""
    for arg, v in (("a", a), ("x", x)):
        if type(v) in (bool, int, float):
            raise DTypeError(f"The primitive[{name}]'s input arguments[a, x] must be all tensor and those type must be "
                             f"same. But got input argument[{arg}]:{user_type(v).__name__}")
    return a, x


@op_function
def igammac(input: Any, other: Any) -> Any:  # noqa: A002
    """The regularized upper incomplete gamma function Q(a=input, x=other) = 1 - P(a, x)."""
    return apply(prim(IGAMMAC), _igamma_operands("Igammac", input, other))


def _is_tensor(v: Any) -> bool:
    return hasattr(v, "dtype") and hasattr(v, "shape") and not isinstance(v, (int, float, np.generic))


@op_function
def zeta(input: Any, other: Any) -> Any:  # noqa: A002
    """The Hurwitz zeta function zeta(x=input, q=other); a Python number takes the other input's dtype."""
    F = _F()
    if isinstance(input, (int, float)):   # a Python bool too (MindSpore 2.10: True is 1.0)
        if not _is_tensor(other):
            raise TypeError("For 'zeta', at least one of the inputs should be Tensor.")
        input = F.cast(F.scalar_to_tensor(input), other.dtype) if hasattr(F, "scalar_to_tensor") else \
            F.fill(other.dtype, (), input)
    if isinstance(other, (int, float)):
        if not _is_tensor(input):
            raise TypeError("For 'zeta', at least one of the inputs should be Tensor.")
        other = F.fill(input.dtype, (), other)
    si, so = tuple(shape_of(input)), tuple(shape_of(other))
    if int(np.prod(si)) < int(np.prod(so)):
        input = F.broadcast_to(input, so)
    elif int(np.prod(si)) > int(np.prod(so)):
        other = F.broadcast_to(other, si)
    return apply(prim(ZETA), (input, other))


__all__ = public_functions(globals())  # every function form defined here (op_function)


def _install_methods() -> None:
    """Tensor methods over these functions (MindSpore 2.10's signatures)."""
    from ..common.tensor_methods import TensorMethods

    for name, fn in (("igamma", lambda self, other: igamma(self, other)),
                     ("igammac", lambda self, other: igammac(self, other))):
        fn.__name__ = name
        setattr(TensorMethods, name, fn)


_install_methods()
