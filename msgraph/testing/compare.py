"""Compare results between PyNative and Graph mode (or any two computations) with readable reports.

:func:`assert_modes_equal` runs a function or Cell eagerly (PyNative, op by op) and
compiled (Graph mode, at one or more jit levels), optionally differentiates both, and compares every output, gradient and
Parameter update.  A failure names the value (``output[1]``, ``grad wrt x (input 0)``,
``grad wrt Parameter 'dense.weight'``), both shapes and dtypes, the max absolute and
relative errors, the index and both values of the worst element and the tolerances
used.  dtypes must match exactly: a Float64 result where PyNative gives Float32 is a
failure, never silently cast.

:func:`assert_close` is the same comparison for two values you computed yourself.

This module imports only numpy and msgraph's eager core; the compiler is imported on
first Graph-mode use.
"""
from __future__ import annotations

import inspect
import weakref
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from ..common.tensor import Parameter, Tensor

__all__ = [
    "assert_modes_equal", "assert_close", "default_tolerance", "ModesResult",
    "DEFAULT_TOLERANCES", "GRAD_TOLERANCE_FACTOR",
]

# (rtol, atol) per dtype; a value passes when |actual - expected| <= atol + rtol * |expected|.
DEFAULT_TOLERANCES: Dict[str, Tuple[float, float]] = {
    "float16": (2e-3, 1e-4),
    "float32": (1e-5, 1e-6),
    "float64": (1e-7, 1e-9),
}
# Gradients accumulate sums in a different order in each mode: their defaults are this much looser.
GRAD_TOLERANCE_FACTOR = 10.0

_DT_NAMES = {
    "float16": "Float16", "float32": "Float32", "float64": "Float64", "int8": "Int8", "int16": "Int16",
    "int32": "Int32", "int64": "Int64", "uint8": "UInt8", "uint16": "UInt16", "uint32": "UInt32",
    "uint64": "UInt64", "bool": "Bool",
}


def default_tolerance(dtype: Any, grad: bool = False) -> Tuple[float, float]:
    """``(rtol, atol)`` used for ``dtype`` (an msgraph or numpy dtype): exact for ints and bools."""
    from ..common.dtype import DType

    np_dtype = dtype.np if isinstance(dtype, DType) else np.dtype(dtype)
    if np_dtype.kind not in "fc":
        return (0.0, 0.0)
    rtol, atol = DEFAULT_TOLERANCES.get(np_dtype.name, DEFAULT_TOLERANCES["float64"])
    if grad:
        rtol, atol = rtol * GRAD_TOLERANCE_FACTOR, atol * GRAD_TOLERANCE_FACTOR
    return rtol, atol


def _dtype_name(dt: np.dtype) -> str:
    return _DT_NAMES.get(dt.name, dt.name)


# ---------------------------------------------------------------------------------------
# Flattening values into labelled leaves
# ---------------------------------------------------------------------------------------
def _is_array_leaf(x: Any) -> bool:
    return isinstance(x, (Tensor, np.ndarray, np.generic))


def _describe(x: Any) -> str:
    if isinstance(x, Tensor):
        kind = "Parameter" if isinstance(x, Parameter) else "Tensor"
        return f"{kind}(shape={tuple(x.shape)}, dtype={_dtype_name(x._data.dtype)})"
    if isinstance(x, np.ndarray):
        return f"ndarray(shape={x.shape}, dtype={x.dtype})"
    if isinstance(x, np.generic):
        return f"{type(x).__name__}({x!r})"
    if isinstance(x, (tuple, list)):
        return f"{type(x).__name__} of {len(x)}"
    if isinstance(x, dict):
        return f"dict with keys {sorted(map(repr, x))}"
    r = repr(x)
    return f"{type(x).__name__} {r if len(r) < 60 else r[:57] + '...'}"


def _as_array(x: Any) -> np.ndarray:
    if isinstance(x, Tensor):
        return x._data
    return np.asarray(x)


class _Mismatch:
    def __init__(self, path: str, lines: List[str]):
        self.path = path
        self.lines = lines

    def render(self) -> str:
        return "  " + self.path + ":\n" + "\n".join("    " + ln for ln in self.lines)


def _fmt_index(idx: Tuple[int, ...]) -> str:
    if len(idx) == 0:
        return "()"
    if len(idx) == 1:
        return f"({idx[0]},)"
    return "(" + ", ".join(str(int(i)) for i in idx) + ")"


def _fmt_val(v: Any) -> str:
    if isinstance(v, np.floating):
        return str(v)  # shortest repr that round-trips in the value's own precision
    if isinstance(v, float):
        return repr(v)
    return repr(v.item() if hasattr(v, "item") else v)


class _Comparer:
    """Walks two values in parallel and collects mismatches."""

    def __init__(self, labels: Tuple[str, str], rtol: Optional[float], atol: Optional[float],
                 grad: bool = False, equal_nan: bool = True, note: str = "", tol_source: str = "given"):
        self.labels = labels
        self.tol_source = tol_source
        self.rtol = rtol
        self.atol = atol
        self.grad = grad
        self.equal_nan = equal_nan
        self.note = note
        self.mismatches: List[_Mismatch] = []
        self.count = 0  # leaves compared

    # -- structure -----------------------------------------------------------------
    def walk(self, path: str, ref: Any, other: Any) -> None:
        a, b = self.labels
        if _is_array_leaf(ref) or _is_array_leaf(other):
            self.count += 1
            if isinstance(ref, Tensor) != isinstance(other, Tensor) and not (
                    isinstance(ref, np.ndarray) and isinstance(other, np.ndarray)):
                self._add(path, ["types differ:", f"{a}: {_describe(ref)}", f"{b}: {_describe(other)}"])
                return
            self.leaf(path, ref, other)
            return
        if isinstance(ref, (tuple, list)) and isinstance(other, (tuple, list)):
            if type(ref) is not type(other) and not (_is_tuple_like(ref) and _is_tuple_like(other)) \
                    or len(ref) != len(other):
                self.count += 1
                self._add(path, ["structures differ:", f"{a}: {_describe(ref)}", f"{b}: {_describe(other)}"])
                return
            for i, (x, y) in enumerate(zip(ref, other)):
                self.walk(f"{path}[{i}]", x, y)
            return
        if isinstance(ref, dict) and isinstance(other, dict):
            if set(ref) != set(other):
                self.count += 1
                self._add(path, ["dict keys differ:", f"{a}: {sorted(map(repr, ref))}",
                                 f"{b}: {sorted(map(repr, other))}"])
                return
            for k in ref:
                self.walk(f"{path}[{k!r}]", ref[k], other[k])
            return
        self.count += 1
        self.scalar(path, ref, other)

    def scalar(self, path: str, ref: Any, other: Any) -> None:
        a, b = self.labels
        num = (int, float, bool)
        if isinstance(ref, num) and isinstance(other, num):
            if type(ref) is not type(other):
                self._add(path, ["Python scalar types differ:", f"{a}: {_describe(ref)}", f"{b}: {_describe(other)}"])
                return
            if isinstance(ref, float):
                rtol = self.rtol if self.rtol is not None else 1e-7
                atol = self.atol if self.atol is not None else 0.0
                both_nan = ref != ref and other != other
                if both_nan and self.equal_nan:
                    return
                if ref == other or abs(ref - other) <= atol + rtol * abs(ref):
                    return
                self._add(path, ["Python floats differ:", f"{a}: {ref!r}", f"{b}: {other!r}",
                                 f"abs error: {abs(ref - other):.3e}",
                                 f"tolerance: rtol={rtol:g}, atol={atol:g}"])
                return
            if ref != other:
                self._add(path, ["values differ:", f"{a}: {ref!r}", f"{b}: {other!r}"])
            return
        try:
            same = type(ref) is type(other) and bool(ref == other)
        except Exception:  # noqa: BLE001 - exotic __eq__
            same = ref is other
        if not same:
            self._add(path, ["values differ:", f"{a}: {_describe(ref)}", f"{b}: {_describe(other)}"])

    # -- arrays ----------------------------------------------------------------------
    def leaf(self, path: str, ref: Any, other: Any) -> None:
        a, b = self.labels
        x = _as_array(ref)
        y = _as_array(other)
        width = max(len(a), len(b)) + 1
        head = [f"{(a + ':').ljust(width)} {_describe(ref)}", f"{(b + ':').ljust(width)} {_describe(other)}"]
        if x.dtype != y.dtype:
            self._add(path, ["dtypes differ (dtype mismatches are failures, values are not cast):"] + head)
            return
        if x.shape != y.shape:
            self._add(path, ["shapes differ:"] + head)
            return
        if self.rtol is None or self.atol is None:
            drtol, datol = default_tolerance(x.dtype, grad=self.grad)
            rtol = drtol if self.rtol is None else self.rtol
            atol = datol if self.atol is None else self.atol
            src = f"{_dtype_name(x.dtype)} default{' for gradients' if self.grad else ''}"
            if self.rtol is not None or self.atol is not None:
                src += ", partly given"
        else:
            rtol, atol, src = self.rtol, self.atol, self.tol_source
        report = compare_arrays(x, y, rtol, atol, self.equal_nan)
        if report is None:
            return
        lines = ["values differ:"] + head + _report_lines(report, x, y, a, b)
        lines.append(f"tolerance: rtol={rtol:g}, atol={atol:g} ({src}); "
                     f"pass when |{b} - {a}| <= atol + rtol * |{a}|")
        if self.note:
            lines.append(self.note)
        self._add(path, lines)

    def _add(self, path: str, lines: List[str]) -> None:
        self.mismatches.append(_Mismatch(path, lines))


def _is_tuple_like(x: Any) -> bool:
    return isinstance(x, tuple)


class _ArrayReport:
    __slots__ = ("n_bad", "n", "max_abs", "max_abs_idx", "max_rel", "max_rel_idx", "worst_idx",
                 "nonfinite", "allowed")

    def __init__(self, **kw: Any):
        for k, v in kw.items():
            setattr(self, k, v)


def compare_arrays(expected: np.ndarray, actual: np.ndarray, rtol: float, atol: float,
                   equal_nan: bool = True) -> Optional[_ArrayReport]:
    """None when ``actual`` matches ``expected`` (same shape assumed), else the error statistics."""
    x, y = expected, actual
    if x.dtype.kind == "b" or x.dtype.kind in "iu" and rtol == 0 and atol == 0:
        bad = x != y
        if not bad.any():
            return None
        xf = x.astype(np.float64)
        yf = y.astype(np.float64)
        diff = np.abs(xf - yf)
        with np.errstate(divide="ignore", invalid="ignore"):
            rel = np.where(xf != 0, diff / np.abs(xf), np.where(diff > 0, np.inf, 0.0))
        worst = _unravel(np.argmax(np.where(bad, diff, -1.0)), x.shape)
        return _ArrayReport(n_bad=int(bad.sum()), n=x.size, max_abs=float(diff.max()),
                            max_abs_idx=_unravel(np.argmax(diff), x.shape), max_rel=float(rel.max()),
                            max_rel_idx=_unravel(np.argmax(rel), x.shape), worst_idx=worst, nonfinite=0,
                            allowed=0.0)
    xf = x.astype(np.float64)
    yf = y.astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        fin_x = np.isfinite(xf)
        fin_y = np.isfinite(yf)
        both_fin = fin_x & fin_y
        diff = np.where(both_fin, np.abs(xf - yf), 0.0)
        allowed = atol + rtol * np.abs(np.where(fin_x, xf, 0.0))
        close = both_fin & (diff <= allowed)
        # Non-finite values must match exactly (same infinity; NaN with NaN when equal_nan).
        same_nonfin = ~fin_x & ~fin_y & ((xf == yf) | (np.isnan(xf) & np.isnan(yf) & equal_nan))
        ok = close | same_nonfin
        if ok.all():
            return None
        bad = ~ok
        nonfin_bad = bad & ~both_fin
        diff_full = np.where(nonfin_bad, np.inf, diff)
        rel = np.where(both_fin & (xf != 0), diff / np.abs(np.where(xf != 0, xf, 1.0)),
                       np.where(diff_full > 0, np.inf, 0.0))
        # Worst: largest excess over the allowed error (non-finite mismatches first).
        ratio = np.where(bad, np.where(nonfin_bad, np.inf, diff / np.maximum(allowed, 1e-300)), -1.0)
    worst = _unravel(np.argmax(ratio), x.shape)
    return _ArrayReport(n_bad=int(bad.sum()), n=x.size, max_abs=float(diff_full.max()),
                        max_abs_idx=_unravel(np.argmax(diff_full), x.shape), max_rel=float(rel.max()),
                        max_rel_idx=_unravel(np.argmax(rel), x.shape), worst_idx=worst,
                        nonfinite=int(nonfin_bad.sum()), allowed=float(allowed[worst]) if x.ndim else
                        float(allowed))


def _unravel(flat: Any, shape: Tuple[int, ...]) -> Tuple[int, ...]:
    if not shape:
        return ()
    return tuple(int(i) for i in np.unravel_index(int(flat), shape))


def _report_lines(r: _ArrayReport, x: np.ndarray, y: np.ndarray, a: str, b: str) -> List[str]:
    pct = 100.0 * r.n_bad / max(r.n, 1)
    lines = [f"mismatched elements: {r.n_bad} / {r.n} ({pct:.1f}%)"]
    if r.nonfinite:
        lines.append(f"non-finite mismatches (nan/inf on one side only or different infinities): {r.nonfinite}")
    lines.append(f"max abs error: {r.max_abs:.6g} at index {_fmt_index(r.max_abs_idx)}")
    lines.append(f"max rel error: {r.max_rel:.6g} at index {_fmt_index(r.max_rel_idx)}")
    w = r.worst_idx
    xv = x[w] if x.ndim else x[()]
    yv = y[w] if y.ndim else y[()]
    lines.append(f"worst element at index {_fmt_index(w)}: {a}={_fmt_val(xv)}, {b}={_fmt_val(yv)}"
                 + (f" (allowed |diff| <= {r.allowed:.3g})" if r.allowed else ""))
    return lines


def _fail(header: str, mismatches: List[_Mismatch], count: int, footer: str = "") -> None:
    __tracebackhide__ = True
    body = "\n".join(m.render() for m in mismatches)
    n = len(mismatches)
    msg = f"{header}: {n} of {count} compared value{'s' if count != 1 else ''} differ{'s' if n == 1 else ''}\n{body}"
    if footer:
        msg += "\n" + footer
    raise AssertionError(msg)


def assert_close(actual: Any, expected: Any, *, rtol: Optional[float] = None, atol: Optional[float] = None,
                 equal_nan: bool = True, labels: Tuple[str, str] = ("expected", "actual"),
                 name: str = "value", msg: str = "") -> None:
    """Assert two (nested) results are equal within dtype-aware tolerances.

    Tensors, numpy arrays, Python scalars and tuples/lists/dicts of them are accepted.
    dtypes and shapes must match exactly; tolerances default to :func:`default_tolerance`
    of the expected dtype.  ``labels`` names the two sides in the report.
    """
    __tracebackhide__ = True
    cmp = _Comparer(labels, rtol, atol, equal_nan=equal_nan)
    cmp.walk(name, expected, actual)
    if cmp.mismatches:
        _fail(msg or "assert_close", cmp.mismatches, cmp.count)


# ---------------------------------------------------------------------------------------
# Running a callable in both modes
# ---------------------------------------------------------------------------------------
def _is_cell(obj: Any) -> bool:
    return getattr(type(obj), "_msgraph_cell", False)


def _cell_params(obj: Any) -> List[Parameter]:
    if _is_cell(obj):
        return list(obj.get_parameters())
    inner = getattr(obj, "fn", None)
    if inner is not None and inner is not obj:
        return _cell_params(inner)
    return []


_JIT_CACHE: "weakref.WeakKeyDictionary[Any, Any]" = weakref.WeakKeyDictionary()


def _graph_callable(fn: Any) -> Any:
    """What to call under GRAPH_MODE so that ``fn`` is compiled."""
    from ..api import JitFunction, _BoundJit

    if _is_cell(fn) or isinstance(fn, (JitFunction, _BoundJit)):
        return fn
    from ..autodiff.grad import GradFunction

    if isinstance(fn, GradFunction):
        return fn
    try:
        jf = _JIT_CACHE.get(fn)
    except TypeError:
        jf = None
    if jf is None:
        from ..api import jit

        jf = jit(fn)
        try:
            _JIT_CACHE[fn] = jf
        except TypeError:
            pass
    return jf


def _eager_callable(fn: Any) -> Any:
    """What to call under PYNATIVE_MODE: an ``ms.jit`` function passed in runs its Python body.

    (``ms.jit`` functions *called from* ``fn`` stay compiled, as in MindSpore's PyNative mode.)
    """
    from ..api import JitFunction, _BoundJit

    if isinstance(fn, JitFunction):
        if hasattr(fn, "_eager"):
            return lambda *a, **k: fn._eager(None, a, k)
        return fn.fn
    if isinstance(fn, _BoundJit):
        if hasattr(fn.jf, "_eager"):
            return lambda *a, **k: fn.jf._eager(fn.obj, a, k)
        return lambda *a, **k: fn.fn(fn.obj, *a, **k)
    return fn


def _copy_args(args: Sequence[Any]) -> tuple:
    """Fresh copies of non-Parameter Tensors, so in-place updates in one run cannot reach the other."""
    out = []
    for a in args:
        if isinstance(a, Tensor) and not isinstance(a, Parameter):
            out.append(Tensor._wrap(a._data.copy()))
        elif isinstance(a, tuple):
            out.append(tuple(_copy_args(a)))
        elif isinstance(a, list):
            out.append(list(_copy_args(a)))
        else:
            out.append(a)
    return tuple(out)


def _mode_name(level: Optional[str]) -> str:
    return f"graph-{level}" if level else "graph"


def _run(fn: Any, args: tuple, kwargs: Dict[str, Any], graph: bool, level: Optional[str]) -> Any:
    from .. import context as ctx

    if not graph:
        with ctx.context(mode=ctx.PYNATIVE_MODE):
            return _eager_callable(fn)(*args, **kwargs)
    keys: Dict[str, Any] = {"mode": ctx.GRAPH_MODE}
    if level:
        keys["jit_level"] = level
    with ctx.context(**keys):
        return _graph_callable(fn)(*args, **kwargs)


def _arg_names(fn: Any, n: int) -> List[str]:
    target = type(fn).construct if _is_cell(fn) else getattr(fn, "__msgraph_jit_fn__", fn)
    target = getattr(target, "fn", target)
    names: List[str] = []
    try:
        params = list(inspect.signature(target).parameters.values())
        if _is_cell(fn) and params and params[0].name == "self":
            params = params[1:]
        for p in params:
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
                names.append(p.name)
            elif p.kind is p.VAR_POSITIONAL:
                names.extend(f"{p.name}[{i}]" for i in range(n - len(names)))
    except (TypeError, ValueError):
        pass
    names.extend(f"arg{i}" for i in range(len(names), n))
    return names[:n]


def _grad_targets(fn: Any, args: tuple, weights: Any) -> Tuple[List[int], List[Parameter], List[str]]:
    positions = [i for i, a in enumerate(args)
                 if isinstance(a, Tensor) and a._data.dtype.kind == "f"]
    if weights is None:
        ws = [p for p in _cell_params(fn) if p.requires_grad] if _is_cell(fn) else []
    else:
        ws = list(weights) if isinstance(weights, (tuple, list)) else [weights]
    names = _arg_names(fn, len(args))
    labels = [f"grad wrt {names[i]} (input {i})" for i in positions]
    labels += [f"grad wrt Parameter '{w.name}'" for w in ws]
    return positions, ws, labels


def _unpack_grads(res: Any, n_pos: int, n_w: int) -> list:
    """Turn grad()'s packed result (grad_position tuple, weights list) into a flat list."""
    if n_pos and n_w:
        inp, wts = res
        inp = [inp] if n_pos == 1 else list(inp)
        return inp + list(wts)
    if n_pos:
        return [res] if n_pos == 1 else list(res)
    return list(res)


class ModesResult:
    """What :func:`assert_modes_equal` computed (for further checks by the caller).

    Attributes:
        pynative: the PyNative output.
        graph: ``{"graph-O1": output, ...}`` one entry per compared jit level.
        grads: ``{"pynative": {label: grad}, "graph-O1": {...}}`` when ``grads=True``.
    """

    def __init__(self, pynative: Any, graph: Dict[str, Any], grads: Optional[Dict[str, Dict[str, Any]]]):
        self.pynative = pynative
        self.graph = graph
        self.grads = grads

    def __repr__(self) -> str:
        return f"ModesResult(modes={['pynative'] + list(self.graph)}, grads={self.grads is not None})"


def _snapshot(params: Sequence[Parameter]) -> List[np.ndarray]:
    return [np.array(p._data, copy=True) for p in params]


def _same_array(x: np.ndarray, y: np.ndarray) -> bool:
    return x.dtype == y.dtype and x.shape == y.shape and bool(np.array_equal(x, y, equal_nan=x.dtype.kind == "f"))


def _restore(params: Sequence[Parameter], saved: Sequence[np.ndarray]) -> None:
    for p, arr in zip(params, saved):
        p._data = arr.copy()


def _fn_name(fn: Any) -> str:
    if _is_cell(fn):
        return type(fn).__name__
    inner = getattr(fn, "__msgraph_jit_fn__", None)
    name = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None)
    if name is None and inner is not None:
        name = getattr(inner, "__qualname__", None)
    return name or type(fn).__name__


def assert_modes_equal(fn_or_cell: Any, *args: Any, rtol: Optional[float] = None, atol: Optional[float] = None,
                       grads: bool = False, jit_level: Any = None, weights: Any = None,
                       kwargs: Optional[Dict[str, Any]] = None, equal_nan: bool = True) -> ModesResult:
    """Run ``fn_or_cell(*args)`` in PyNative and in Graph mode and assert the results agree.

    Args:
        fn_or_cell: a function, an ``nn.Cell``, an ``ms.jit`` function or a grad function.
            PyNative runs it op by op (an ``ms.jit`` function passed here runs its Python
            body; ``ms.jit`` functions it calls stay compiled, as in MindSpore's PyNative
            mode); Graph mode compiles it.
        *args: the inputs (the same values are fed to both modes; Tensors are copied so an
            in-place update in one run cannot reach the other).
        rtol, atol: tolerances; ``None`` uses :func:`default_tolerance` of each value's dtype
            (gradients: :data:`GRAD_TOLERANCE_FACTOR` looser).  Integer and bool values are
            compared exactly.
        grads: also compare gradients of the (summed) outputs w.r.t. every floating-point
            Tensor input and every trainable Parameter (of a Cell; see ``weights``).
        jit_level: ``None`` (the context's level), ``"O0"``/``"O1"``/``"O2"`` or a sequence of
            levels, each compared against PyNative.
        weights: Parameters to differentiate for ``grads=True`` (default: the Cell's
            ``trainable_params()``; none for a plain function).
        kwargs: keyword arguments for the call.
        equal_nan: NaN at the same position on both sides counts as equal.

    Parameter values are compared after the call too (for Cells that update state), and are
    restored afterwards, so calling this has no lasting effect.  The context is restored.

    Raises:
        AssertionError: with a report of every differing output / gradient / Parameter.

    Returns:
        a :class:`ModesResult` with the outputs (and gradients) of each mode.
    """
    __tracebackhide__ = True
    kwargs = dict(kwargs or {})
    if jit_level is None or isinstance(jit_level, str):
        levels: List[Optional[str]] = [jit_level]
    else:
        levels = list(jit_level)
    for lv in levels:
        if lv not in (None, "O0", "O1", "O2"):
            raise ValueError(f"assert_modes_equal: jit_level must be 'O0', 'O1' or 'O2', got {lv!r}.")
    name = _fn_name(fn_or_cell)
    params = _cell_params(fn_or_cell)
    saved = _snapshot(params)

    grad_fn = None
    labels: List[str] = []
    n_pos = n_w = 0
    if grads:
        positions, ws, labels = _grad_targets(fn_or_cell, args, weights)
        if not positions and not ws:
            raise ValueError(f"assert_modes_equal({name}, grads=True): nothing to differentiate -- no "
                             f"floating-point Tensor input and no trainable Parameter.")
        from ..autodiff.grad import grad as _grad

        n_pos, n_w = len(positions), len(ws)
        grad_fn = _grad(fn_or_cell, grad_position=tuple(positions) if positions else None,
                        weights=ws if ws else None)

    try:
        ref_out = _run(fn_or_cell, _copy_args(args), kwargs, graph=False, level=None)
        ref_state = _snapshot(params)
        _restore(params, saved)
        ref_grads = None
        if grad_fn is not None:
            ref_grads = _unpack_grads(_run(grad_fn, _copy_args(args), kwargs, graph=False, level=None), n_pos, n_w)
            _restore(params, saved)

        graph_outs: Dict[str, Any] = {}
        all_grads: Optional[Dict[str, Dict[str, Any]]] = (
            {"pynative": dict(zip(labels, ref_grads))} if ref_grads is not None else None)
        for lv in levels:
            mode = _mode_name(lv)
            header = (f"assert_modes_equal({name}): PyNative and Graph mode "
                      f"(jit_level={lv or _context_level()}) disagree")
            try:
                out = _run(fn_or_cell, _copy_args(args), kwargs, graph=True, level=lv)
            except Exception as exc:  # noqa: BLE001 - reported as a divergence
                raise AssertionError(f"{header}: PyNative returned {_describe(ref_out)} but Graph mode raised "
                                     f"{type(exc).__name__}:\n{exc}") from exc
            state = _snapshot(params)
            _restore(params, saved)
            graph_outs[mode] = out

            cmp = _Comparer(("pynative", mode), rtol, atol, equal_nan=equal_nan)
            cmp.walk("output", ref_out, out)
            for p, before, r, g in zip(params, saved, ref_state, state):
                if _same_array(r, before) and _same_array(g, before):
                    continue
                cmp.walk(f"Parameter '{p.name}' after the call", Tensor._wrap(r), Tensor._wrap(g))

            if grad_fn is not None:
                gcmp = _Comparer(("pynative", mode), rtol, atol, grad=True, equal_nan=equal_nan)
                try:
                    res = _run(grad_fn, _copy_args(args), kwargs, graph=True, level=lv)
                except Exception as exc:  # noqa: BLE001
                    raise AssertionError(f"{header} on gradients: PyNative computed them but Graph mode raised "
                                         f"{type(exc).__name__}:\n{exc}") from exc
                finally:
                    _restore(params, saved)
                g_list = _unpack_grads(res, n_pos, n_w)
                assert all_grads is not None and ref_grads is not None
                all_grads[mode] = dict(zip(labels, g_list))
                for label, r_g, g_g in zip(labels, ref_grads, g_list):
                    gcmp.walk(label, r_g, g_g)
                cmp.mismatches.extend(gcmp.mismatches)
                cmp.count += gcmp.count
            if cmp.mismatches:
                _fail(header, cmp.mismatches, cmp.count)
    finally:
        _restore(params, saved)
    return ModesResult(ref_out, graph_outs, all_grads)


def _context_level() -> str:
    from .. import context as ctx

    return ctx.get_context("jit_level")
