"""What checking a program produces, and how values are judged.

:class:`Failure` (kind, stage, mode) and :class:`Result` (one program); :func:`_classify` decides
whether an exception is a crash (anything but a clean :class:`msgraph.errors.MsGraphError`, or one
that reports an internal error or an invalid IR), a hang, or a clean error; :func:`compare`
checks structure, dtypes, shapes and values within a tolerance.
"""
from __future__ import annotations

import dataclasses
import traceback
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

__all__ = ["Failure", "Result", "compare", "assert_same"]


@dataclasses.dataclass
class Failure:
    kind: str      # mismatch | crash | graph_error | pynative_error | hang | invalid
    stage: str     # reference | forward | cached | graph_mode | grad | fd | params
    mode: str      # PyNative | O0 | O1 | O2 | numba-O1 ...
    detail: str
    exc_type: str = ""
    repro: str = ""

    def signature(self) -> Tuple[str, str, str, str]:
        return (self.kind, self.stage, self.mode, self.exc_type)

    def title(self) -> str:
        return f"{self.kind} in {self.stage} [{self.mode}]" + (f" ({self.exc_type})" if self.exc_type else "")


@dataclasses.dataclass
class Result:
    seed: int
    status: str = "ok"                 # ok | fail | skip (no input draw clears the margins)
    failures: List[Failure] = dataclasses.field(default_factory=list)
    dtype: str = ""
    features: List[str] = dataclasses.field(default_factory=list)
    checks: Dict[str, int] = dataclasses.field(default_factory=dict)
    reference_compared: bool = False
    fd_checked: bool = False
    seconds: float = 0.0

    def add(self, f: Failure) -> None:
        self.failures.append(f)
        self.status = "fail"

    def count(self, what: str, n: int = 1) -> None:
        self.checks[what] = self.checks.get(what, 0) + n


# Messages of MsGraphErrors that report a compiler bug rather than a user error.
_INTERNAL_MARKERS = ("internal error", "IR is invalid")


class _Timeout(BaseException):
    """Raised by the per-program alarm (a BaseException so no ``except Exception`` swallows it)."""


def _is_clean(exc: BaseException) -> bool:
    from ...errors import MsGraphError

    text = str(exc)
    return isinstance(exc, MsGraphError) and not any(m in text for m in _INTERNAL_MARKERS)


def _classify(exc: BaseException, graph: bool) -> str:
    if isinstance(exc, _Timeout):
        return "hang"
    if not _is_clean(exc):
        return "crash"
    return "graph_error" if graph else "pynative_error"


def _exc_text(exc: BaseException) -> str:
    tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__, limit=-6))
    return tb[-3000:]


def _np_of(x: Any) -> Optional[np.ndarray]:
    from ...common.tensor import Tensor

    if isinstance(x, Tensor):
        return x.asnumpy()
    if isinstance(x, (np.ndarray, np.generic)):
        return np.asarray(x)
    return None


def _leaf_tol(tol: Any, dtype: np.dtype) -> float:
    """``tol`` is a number or ``{dtype name: tolerance}`` (a leaf's own dtype decides: a float32
    output of a float64 program is compared at float32 precision)."""
    if isinstance(tol, dict):
        return float(tol.get(np.dtype(dtype).name, max(tol.values())))
    return float(tol)


def _floor_tol(tol: Dict[str, float], dtype: str) -> Dict[str, float]:
    return {k: max(v, tol[dtype]) for k, v in tol.items()}


def compare(expected: Any, actual: Any, tol: Any, path: str = "out") -> Optional[str]:
    """None when equal (structure, dtype, shape, values within ``tol``), else a description.

    ``tol`` is a relative tolerance (also applied to the largest expected magnitude as an
    absolute one), or a dict of them by dtype name.
    """
    if isinstance(expected, (tuple, list)):
        if not isinstance(actual, (tuple, list)) or len(actual) != len(expected):
            return f"{path}: structure differs: expected {type(expected).__name__} of {len(expected)}, " \
                   f"got {type(actual).__name__}" + (f" of {len(actual)}" if isinstance(actual, (tuple, list)) else "")
        for i, (e, a) in enumerate(zip(expected, actual)):
            msg = compare(e, a, tol, f"{path}[{i}]")
            if msg:
                return msg
        return None
    ea, aa = _np_of(expected), _np_of(actual)
    if ea is None or aa is None:
        if ea is None and aa is None:
            return None if (expected == actual or expected is actual) else f"{path}: {expected!r} != {actual!r}"
        return f"{path}: expected {type(expected).__name__}, got {type(actual).__name__}"
    if ea.dtype != aa.dtype:
        return f"{path}: dtype differs: expected {ea.dtype}, got {aa.dtype}"
    if ea.shape != aa.shape:
        return f"{path}: shape differs: expected {ea.shape}, got {aa.shape}"
    if ea.dtype.kind not in "fc":
        if not np.array_equal(ea, aa):
            bad = np.argwhere(ea != aa)[0] if ea.ndim else ()
            return f"{path}: values differ at {tuple(int(i) for i in bad)}: expected {ea[tuple(bad)]!r}, " \
                   f"got {aa[tuple(bad)]!r}"
        return None
    tol = _leaf_tol(tol, ea.dtype)
    e64, a64 = ea.astype(np.float64), aa.astype(np.float64)
    if not np.array_equal(np.isnan(e64), np.isnan(a64)) or \
            not np.array_equal(np.where(np.isinf(e64), e64, 0), np.where(np.isinf(a64), a64, 0)):
        return f"{path}: non-finite values differ: expected {ea!r}, got {aa!r}"
    fin = np.isfinite(e64)
    if not fin.any():
        return None
    scale = max(1.0, float(np.max(np.abs(e64[fin]))))
    err = np.where(fin, np.abs(e64 - a64), 0.0)
    lim = np.where(fin, tol * scale + tol * np.abs(e64), 1.0)
    if np.any(err > lim):
        i = np.unravel_index(int(np.argmax(err - lim)), err.shape) if err.ndim else ()
        return f"{path}: values differ (dtype {ea.dtype}, tol {tol:g}, scale {scale:.3g}): at {tuple(int(k) for k in i)} " \
               f"expected {e64[i]!r}, got {a64[i]!r} (abs err {err[i]:.3g})"
    return None


def assert_same(expected: Any, actual: Any, tol: float = 1e-5) -> None:
    """Raise AssertionError unless ``actual`` equals ``expected`` (structure, dtypes, values)."""
    msg = compare(expected, actual, tol)
    if msg:
        raise AssertionError(msg)
