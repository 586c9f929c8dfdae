"""Jacobians, linearize, Taylor series and function custom bprops, built on the gradient API.

``ops.jacrev`` / ``ops.jacfwd`` return ``fn``'s Jacobian: for each output ``o`` and each selected input
``x`` a Tensor of shape ``o.shape + x.shape``, grouped as MindSpore groups them (one Tensor; a tuple
over inputs or over outputs; ``jac[output][input]`` when there are several of both).  Both are
computed row by row with reverse-mode gradients (``grad`` with ``sens_param``) against the standard
basis of each output: the values are those of MindSpore's forward mode too.

``ops.linearize(fn, inputs)`` gives ``(fn(*inputs), jvp_fn)``; ``ops.jet`` / ``ops.derivative`` give
Taylor coefficients (higher derivatives along the input series) by nested Jacobian-vector products
of ``t -> fn(x(t))``.

These are plain functions over the op and gradient API, so graph code (``construct`` / ``@jit``)
compiles them like any other function it calls.
"""
from __future__ import annotations

from typing import Any, Callable, List, Tuple

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..errors import ArgumentError
from . import functional as F
from .composite import _check_jvp_lambda, _grad_api, jvp
from ._helpers import user_type

__all__ = ["jacfwd", "jacrev", "linearize", "jet", "derivative"]


def _check_has_aux(has_aux: Any) -> None:
    if not isinstance(has_aux, bool):
        raise TypeError(f"For 'jacfwd' / 'jacrev', the 'has_aux' must be bool, but got {user_type(has_aux).__name__}.")


def _positions(grad_position: Any, nargs: int) -> Tuple[int, ...]:
    p = _grad_api()._check_position(grad_position)
    if p is None:
        raise ArgumentError("For 'jacfwd' / 'jacrev', 'grad_position' must be an int or a tuple of ints.")
    ps = p if isinstance(p, tuple) else (p,)
    for i in ps:
        if i >= nargs:
            raise ValueError("The element in grad_position must belong to [0, args_num).")
    return ps


def _split_aux(out: Any, has_aux: bool) -> Tuple[Any, Any]:
    if not has_aux:
        return out, None
    if not isinstance(out, tuple) or len(out) < 2:
        raise ValueError("When 'has_aux' is True, origin 'fn' requires more than one outputs.")
    return out[0], (out[1] if len(out) == 2 else out[1:])


def _check_float32(values: Any) -> None:
    """MindSpore 2.10 builds jacfwd's tangents (one per input, selected or not) and jacrev's basis (one per
    output) as float32 Tensors: a Tensor of another dtype there is its TypeError (both modes, adapt36gr)."""
    for v in values:
        if (isinstance(v, Tensor) or F.is_tensor(v)) and str(v.dtype) != "Float32":
            raise TypeError(f"Type Join Failed: dtype1 = Float32, dtype2 = {v.dtype}.")


def _jacobian(fn: Callable[..., Any], grad_position: Any, has_aux: bool, args: tuple, forward: bool = False) -> Any:
    positions = _positions(grad_position, len(args))
    _check_jvp_lambda(fn)   # MindSpore 2.10 compiles jacfwd / jacrev's body (@jit) in both modes: its lambda rule
    if forward:
        _check_float32(args)
    out, aux = _split_aux(fn(*args), has_aux)
    multi = isinstance(out, tuple)
    outs = out if multi else (out,)
    if not forward:
        _check_float32(outs)

    def main(*xs: Any) -> Any:
        r = fn(*xs)
        return r[0] if has_aux else r

    gfn = _grad_api().grad(main, positions, sens_param=True)
    # jac[k][j]: output k, selected input j
    jac: List[List[Any]] = []
    for k in range(len(outs)):
        o = outs[k]
        shape = tuple(o.shape)
        n = 1
        for d in shape:
            n = n * d
        basis = F.reshape(F.eye(n, n, o.dtype), (n,) + shape)
        rows: List[List[Any]] = [[] for _ in positions]
        for e in range(n):
            if multi:
                sens = tuple(basis[e] if i == k else F.zeros_like(outs[i]) for i in range(len(outs)))
            else:
                sens = basis[e]
            g = gfn(*args, sens)
            gs = g if isinstance(g, tuple) else (g,)
            for j in range(len(positions)):
                rows[j].append(gs[j])
        per_input = []
        for j in range(len(positions)):
            x = args[positions[j]]
            jm = F.reshape(F.stack(tuple(rows[j]), 0), shape + tuple(x.shape))
            if forward and str(o.dtype) in ("Float16", "Float64", "BFloat16") and jm.dtype != o.dtype:
                jm = F.cast(jm, o.dtype)   # forward mode: the tangent takes the output's dtype (MindSpore 2.10)
            per_input.append(jm)
        jac.append(per_input)
    if len(outs) == 1 and len(positions) == 1:
        res: Any = jac[0][0]
    elif len(outs) == 1:
        res = tuple(jac[0])
    elif len(positions) == 1:
        res = tuple(row[0] for row in jac)
    else:
        res = tuple(tuple(row) for row in jac)
    if has_aux:
        return res, aux
    return res


def jacrev(fn: Callable[..., Any], grad_position: Any = 0, has_aux: bool = False) -> Callable[..., Any]:
    """The Jacobian of ``fn`` with respect to the inputs at ``grad_position`` (reverse mode)."""
    _check_has_aux(has_aux)

    def jacrev_fn(*args: Any) -> Any:
        return _jacobian(fn, grad_position, has_aux, args)

    return jacrev_fn


def jacfwd(fn: Callable[..., Any], grad_position: Any = 0, has_aux: bool = False) -> Callable[..., Any]:
    """The Jacobian of ``fn`` (MindSpore's forward-mode API; the same values, computed in reverse mode)."""
    _check_has_aux(has_aux)

    def jacfwd_fn(*args: Any) -> Any:
        return _jacobian(fn, grad_position, has_aux, args, forward=True)

    return jacfwd_fn


def _raise_type_error() -> None:
    raise TypeError("The inputs type should be a Tensor, tuple or list of Tensor.")


def linearize(fn: Callable[..., Any], inputs: Any) -> Tuple[Any, Callable[..., Any]]:
    """``(fn(*inputs), jvp_fn)``: ``jvp_fn(v)`` is the Jacobian-vector product of ``fn`` at ``inputs``."""
    if not isinstance(inputs, (Tensor, tuple, list)) and not F.is_tensor(inputs):
        _raise_type_error()
    xs = (inputs,) if not isinstance(inputs, (tuple, list)) else tuple(inputs)
    output = fn(*xs)

    def jvp_fn(v: Any) -> Any:
        # MindSpore 2.10 joins v with the inputs' structure (both modes): one input wants a Tensor (a tuple or list
        # is its TypeError), several a tuple or list, of which the first len(inputs) are taken (fewer is its
        # TupleGetItem IndexError)
        many = isinstance(v, (tuple, list))
        if many != (len(xs) > 1):
            a, b = ("AbstractTuple", "AbstractTensor") if many else ("AbstractTensor", "AbstractTuple")
            raise TypeError(f"Type Join Failed: Abstract type {a} cannot join with {b}.")
        if many and len(v) < len(xs):
            raise IndexError(f"TupleGetItem evaluator index should be in range[-{len(v)}, {len(v)}), but got "
                             f"{len(v)}.")
        return jvp(fn, xs if len(xs) > 1 else xs[0], tuple(v[:len(xs)]) if many else v)[1]

    return output, jvp_fn


# --- Taylor series ---------------------------------------------------------------------------------------
_JET_TYPES = ("Int32", "Int64", "Float32", "Float64")


def _dtype_name(t: Any) -> str:
    return str(t.dtype)


def _jet_item(p: Any, s: Any) -> Tuple[Any, Any]:
    if _dtype_name(p) not in _JET_TYPES or _dtype_name(p) != _dtype_name(s):
        raise TypeError("For `F.jet`, the elements' types of primals and series must be the same and belong to "
                        "`mstype.int32, mstype.int64, mstype.float32, mstype.float64`, but got other dtype.")
    if _dtype_name(p) in ("Int32", "Int64"):
        return F.cast(p, mstype.float32), F.cast(s, mstype.float32)
    return p, s


def _taylor(fn: Callable[..., Any], primals: tuple, series: tuple, order: int) -> Tuple[Any, List[Any]]:
    """``fn(x(t))`` and its derivatives 1..order in t at 0, x_i(t) = p_i + sum_k s_i[k] t^(k+1) / (k+1)!."""
    def path(t: Any) -> tuple:
        xs = []
        for p, s in zip(primals, series):
            x = p
            fact = 1.0
            tk = t
            for k in range(s.shape[0]):
                fact = fact * (k + 1)
                x = x + s[k] * tk / fact
                tk = tk * t
            xs.append(x)
        return tuple(xs)

    def g(t: Any) -> Any:
        return fn(*path(t))

    t0 = Tensor(0.0, primals[0].dtype) if not F.is_tensor(primals[0]) else F.zeros((), primals[0].dtype)
    one = F.ones((), primals[0].dtype)
    derivs: List[Callable[..., Any]] = [g]
    for _ in range(order):
        prev = derivs[-1]

        def nxt(t: Any, prev: Callable[..., Any] = prev) -> Any:
            return jvp(prev, t, one)[1]
        derivs.append(nxt)
    value = fn(*primals)
    return value, [d(t0) for d in derivs[1:]]


def _pack_series(value: Any, ders: List[Any], last_only: bool) -> Tuple[Any, Any]:
    if isinstance(value, tuple) and len(value) > 1:
        prim = list(value)
        if last_only:
            return prim, [ders[-1][i] for i in range(len(value))]
        return prim, [F.stack(tuple(d[i] for d in ders), 0) for i in range(len(value))]
    if isinstance(value, tuple):
        value = value[0]
        ders = [d[0] if isinstance(d, tuple) else d for d in ders]
    if last_only:
        return value, ders[-1]
    return value, F.stack(tuple(ders), 0)


def jet(fn: Callable[..., Any], primals: Any, series: Any) -> Tuple[Any, Any]:
    """``(fn(primals), out_series)``: ``series[i]`` is the (i+1)-th derivative of the input path, and
    ``out_series[i]`` that of ``fn``'s output along it."""
    if not ((F.is_tensor(primals) and F.is_tensor(series)) or
            (isinstance(primals, tuple) and isinstance(series, tuple))):
        raise TypeError("For 'F.jet', the 'primals' and `series` must be both Tensor or tuple.")
    if F.is_tensor(primals):
        if tuple(primals.shape) == tuple(series.shape[1:]):
            ps, ss = _jet_item(primals, series)
        elif tuple(primals.shape) == tuple(series.shape):
            ps, ss = _jet_item(primals, F.expand_dims(series, 0))
        else:
            raise ValueError("In series, the shape of each element must be the same as the primals.")
        ps, ss = (ps,), (ss,)
    else:
        if len(primals) != len(series):
            raise ValueError("The lengths of primals and series must be the same.")
        pairs = [_jet_item(p, s) for p, s in zip(primals, series)]
        ps, ss = tuple(p for p, _ in pairs), tuple(s for _, s in pairs)
    order = ss[0].shape[0]
    value, ders = _taylor(fn, ps, ss, order)
    return _pack_series(value, ders, False)


def derivative(fn: Callable[..., Any], primals: Any, order: int) -> Tuple[Any, Any]:
    """``(fn(primals), d^order fn / dx^order)`` along the direction of ones."""
    if not isinstance(order, int) or isinstance(order, bool):
        raise TypeError("For `F.derivative`, the type of order must be int.")
    if order < 1:
        raise ValueError(f"For `F.derivative`, value of order should not be less than 1, but got {order}.")
    items = primals if isinstance(primals, tuple) else (primals,)
    ps = []
    for p in items:
        if _dtype_name(p) not in _JET_TYPES:
            raise TypeError("For `F.derivative`, the elements of primals must belong to "
                            "`mstype.int32, mstype.int64, mstype.float32, mstype.float64`, but got other dtype.")
        if _dtype_name(p) in ("Int32", "Int64"):
            p = F.cast(p, mstype.float32)
        ps.append(p)
    ss = tuple(F.concat((F.ones((1,) + tuple(p.shape), p.dtype), F.zeros((order - 1,) + tuple(p.shape), p.dtype)), 0)
               if order > 1 else F.ones((1,) + tuple(p.shape), p.dtype) for p in ps)
    value, ders = _taylor(fn, tuple(ps), ss, order)
    return _pack_series(value, ders, True)
