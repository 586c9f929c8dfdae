"""Finite-difference gradient checking: :func:`check_grad`.

The analytic gradient comes from ``ms.grad`` in the *current* mode (so under the pytest
marker ``@pytest.mark.msgraph_modes`` the same check covers the PyNative tape and the
compiled Graph-mode backward).  The numerical gradient uses central differences of the
scalar ``L = sum(out * v)``, where ``v`` is a fixed random cotangent per output: this
checks the full vector-Jacobian product rather than only the gradient of ``sum(out)``.

Use float64 inputs: finite differences in float32 need a large step and loose
tolerances, and float16 is too coarse to say much (a warning is issued).
"""
from __future__ import annotations

import warnings
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from ..common.tensor import Parameter, Tensor
from .compare import _Comparer, _arg_names, _cell_params, _fail, _fn_name, _is_cell

__all__ = ["check_grad", "GRADCHECK_DEFAULTS"]

# dtype -> (eps, rtol, atol)
GRADCHECK_DEFAULTS: Dict[str, Tuple[float, float, float]] = {
    "float64": (1e-6, 1e-4, 1e-6),
    "float32": (1e-3, 1e-2, 1e-3),
    "float16": (5e-2, 1e-1, 1e-1),
}


def _defaults(dtypes: Sequence[np.dtype]) -> Tuple[float, float, float]:
    """The loosest defaults among the differentiated dtypes."""
    order = ["float64", "float32", "float16"]
    worst = max((order.index(d.name) for d in dtypes if d.name in order), default=0)
    return GRADCHECK_DEFAULTS[order[worst]]


def _output_leaves(out: Any) -> List[Tensor]:
    leaves: List[Tensor] = []

    def walk(o: Any) -> None:
        if isinstance(o, (tuple, list)):
            for x in o:
                walk(x)
        elif isinstance(o, dict):
            for x in o.values():
                walk(x)
        elif isinstance(o, Tensor):
            leaves.append(o)

    walk(out)
    return leaves


def _make_sens(out: Any, rng: np.random.Generator) -> Any:
    """A random cotangent with the structure of ``out`` (zeros for non-float Tensors)."""
    if isinstance(out, (tuple, list)):
        return tuple(_make_sens(o, rng) for o in out)
    if isinstance(out, dict):
        return {k: _make_sens(v, rng) for k, v in out.items()}
    if isinstance(out, Tensor):
        arr = out._data
        if arr.dtype.kind == "f":
            return Tensor._wrap(rng.standard_normal(arr.shape).astype(arr.dtype))
        return Tensor._wrap(np.zeros_like(arr))
    return 0.0


def _dot(out: Any, sens: Any) -> float:
    """sum(out * sens) over every float Tensor, in float64."""
    total = 0.0
    for o, s in zip(_output_leaves(out), _output_leaves(sens)):
        if o._data.dtype.kind == "f":
            total += float(np.sum(o._data.astype(np.float64) * s._data.astype(np.float64)))
    return total


def check_grad(fn: Any, *args: Any, grad_position: Any = None, weights: Any = None,
               eps: Optional[float] = None, rtol: Optional[float] = None, atol: Optional[float] = None,
               max_elements: Optional[int] = 256, seed: int = 0,
               kwargs: Optional[Dict[str, Any]] = None) -> bool:
    """Compare ``ms.grad(fn)`` with central finite differences; raise AssertionError on mismatch.

    Args:
        fn: a function or ``nn.Cell`` returning a Tensor or a (nested) tuple of Tensors.
        *args: inputs.  Use float64 Tensors for a tight check.
        grad_position: input positions to check (default: every floating-point Tensor input).
        weights: Parameters to check (default: a Cell's ``trainable_params()``; none for a
            function).  Pass ``()`` to skip Parameters.
        eps: finite-difference step (default by dtype: 1e-6 float64, 1e-3 float32).
        rtol, atol: tolerances (default by dtype: float64 1e-4/1e-6, float32 1e-2/1e-3).
        max_elements: check at most this many randomly chosen elements per input/Parameter
            (two forward evaluations each); ``None`` checks every element.
        seed: seeds the random cotangent and the element sampling.
        kwargs: keyword arguments for ``fn``.

    The analytic gradient is taken in the current context mode; the finite differences
    evaluate ``fn`` eagerly (PyNative).  Parameters are restored afterwards.

    Returns:
        True (so ``assert check_grad(...)`` reads naturally).
    """
    __tracebackhide__ = True
    from .. import context as ctx
    from ..autodiff.grad import grad as _grad

    kwargs = dict(kwargs or {})
    name = _fn_name(fn)
    if grad_position is None:
        positions = [i for i, a in enumerate(args) if isinstance(a, Tensor) and a._data.dtype.kind == "f"]
    else:
        positions = [grad_position] if isinstance(grad_position, int) else list(grad_position)
        for i in positions:
            if i >= len(args) or not isinstance(args[i], Tensor) or args[i]._data.dtype.kind != "f":
                raise ValueError(f"check_grad({name}): input {i} is not a floating-point Tensor.")
    if weights is None:
        ws: List[Parameter] = [p for p in _cell_params(fn) if p.requires_grad] if _is_cell(fn) else []
    else:
        ws = list(weights) if isinstance(weights, (tuple, list)) else [weights]
    if not positions and not ws:
        raise ValueError(f"check_grad({name}): nothing to check -- no floating-point Tensor input and "
                         f"no Parameter.")
    arg_names = _arg_names(fn, len(args))
    targets: List[Tuple[str, Any]] = [(f"grad wrt {arg_names[i]} (input {i})", i) for i in positions]
    targets += [(f"grad wrt Parameter '{w.name}'", w) for w in ws]
    dtypes = [args[i]._data.dtype for i in positions] + [w._data.dtype for w in ws]
    d_eps, d_rtol, d_atol = _defaults(dtypes)
    worst = max(dtypes, key=lambda d: -d.itemsize).name
    tol_source = "given" if rtol is not None and atol is not None else (
        f"check_grad default for {worst}" if rtol is None and atol is None else "partly given")
    eps_source = "given" if eps is not None else f"default for {worst}"
    eps = d_eps if eps is None else eps
    rtol = d_rtol if rtol is None else rtol
    atol = d_atol if atol is None else atol
    if any(d.name == "float16" for d in dtypes):
        warnings.warn(f"check_grad({name}): float16 inputs make finite differences nearly meaningless; "
                      f"check in float64.", stacklevel=2)

    rng = np.random.default_rng(seed)
    args = tuple(args)
    params = _cell_params(fn)
    params += [w for w in ws if not any(w is p for p in params)]
    saved = [p._data for p in params]
    try:
        with ctx.context(mode=ctx.PYNATIVE_MODE):
            out0 = fn(*args, **kwargs)
        sens = _make_sens(out0, rng)
        if not any(o._data.dtype.kind == "f" for o in _output_leaves(out0)):
            raise ValueError(f"check_grad({name}): the function returned no floating-point Tensor.")

        gf = _grad(fn, grad_position=tuple(positions) if positions else None, weights=ws if ws else None,
                   sens_param=True)
        res = gf(*args, sens, **kwargs)
        for p, arr in zip(params, saved):
            p._data = arr
        from .compare import _unpack_grads

        analytic = _unpack_grads(res, len(positions), len(ws))

        def loss_at(i_or_p: Any, flat: int, value: Any, base: np.ndarray) -> float:
            arr = base.copy()
            arr.reshape(-1)[flat] = value
            if isinstance(i_or_p, Parameter):
                i_or_p._data = arr
                call_args = args
            else:
                call_args = args[:i_or_p] + (Tensor._wrap(arr),) + args[i_or_p + 1:]
            try:
                with ctx.context(mode=ctx.PYNATIVE_MODE):
                    return _dot(fn(*call_args, **kwargs), sens)
            finally:
                for p, a in zip(params, saved):
                    p._data = a

        cmp = _Comparer(("analytic", "numeric"), rtol, atol, tol_source=tol_source,
                        note=f"finite differences: central, eps={eps:g} ({eps_source})" + (
                            "; float32 inputs: finite differences are only reliable in float64"
                            if any(d.name == "float32" for d in dtypes) else ""))
        for (label, target), ana in zip(targets, analytic):
            base = target._data if isinstance(target, Parameter) else args[target]._data
            ana_arr = np.asarray(ana._data if isinstance(ana, Tensor) else ana, dtype=np.float64)
            if ana_arr.shape != base.shape:
                cmp.walk(label, Tensor._wrap(np.zeros(base.shape)), Tensor._wrap(ana_arr))
                continue
            n = base.size
            if max_elements is not None and n > max_elements:
                idx = np.sort(rng.choice(n, size=max_elements, replace=False))
                label = f"{label} (checked {max_elements} of {n} elements)"
            else:
                idx = np.arange(n)
            num = ana_arr.copy()
            flat_base = base.reshape(-1)
            for k in idx:
                x0 = float(flat_base[k])
                # The step actually taken after rounding to the input's dtype.
                xp = base.dtype.type(x0 + eps)
                xm = base.dtype.type(x0 - eps)
                lp = loss_at(target, int(k), xp, base)
                lm = loss_at(target, int(k), xm, base)
                num.reshape(-1)[k] = (lp - lm) / (float(xp) - float(xm))
            cmp.walk(label, Tensor._wrap(ana_arr), Tensor._wrap(num))
        if cmp.mismatches:
            mode = "Graph" if ctx.get_context("mode") == ctx.GRAPH_MODE else "PyNative"
            _fail(f"check_grad({name}): analytic ({mode} mode) and numeric gradients disagree",
                  cmp.mismatches, cmp.count)
    finally:
        for p, arr in zip(params, saved):
            p._data = arr
    return True
