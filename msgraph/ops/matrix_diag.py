"""MatrixDiagV3 / MatrixDiagPartV3 (``mindspore.ops.operations.array_ops``) and ``ops.matrix_diag`` /
``ops.matrix_diag_part`` / ``ops.matrix_set_diag`` (h-pyn2, session 8).

A band of diagonals ``k`` (an int, or ``[k0, k1]``) of the last two dimensions; diagonal ``d`` of an
``M x N`` matrix has ``min(M + min(0, d), N - max(0, d))`` entries and sits in row ``k1 - d`` of the
``[..., k1 - k0 + 1, max_len]`` packed form, aligned LEFT or RIGHT (``align``: superdiagonals' side first,
subdiagonals' second) and filled with ``padding_value``.  ``k``, ``num_rows``, ``num_cols`` and
``padding_value`` are Tensors (MindSpore's inputs): in graph code their values are known when the graph
runs, so the packed dimensions are dynamic there.  MatrixSetDiagV3 is ``linalg_ext``'s (h-lin).
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError
from ._helpers import dtype_name
from .linalg_ext import MATRIX_SET_DIAG_V3, _diag_len
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim

__all__ = ["matrix_diag", "matrix_diag_part", "matrix_set_diag"]

_ALIGNS = ("LEFT_RIGHT", "LEFT_LEFT", "RIGHT_LEFT", "RIGHT_RIGHT")


def _F():
    from . import functional

    return functional


def _align(name: str, align: str) -> Tuple[str, str]:
    if align not in _ALIGNS:
        raise ValueError(f"For '{name}', the 'align' must be one of {list(_ALIGNS)}, but got {align!r}.")
    sup, sub = align.split("_")
    return sup, sub


def _band(name: str, k: Any) -> Tuple[int, int, bool]:
    """(k0, k1, single): ``single`` when k is one int (the packed form then has no diagonal axis)."""
    a = np.asarray(k).reshape(-1)
    if a.size not in (1, 2) or a.dtype.kind not in "iu":
        raise ValueError(f"For '{name}', 'k' must be an int or a pair of ints, but got {np.asarray(k).tolist()}.")
    lo, hi = int(a[0]), int(a[-1])
    if lo > hi:
        raise ValueError(f"For '{name}', k[0] must not be greater than k[1], but got k = ({lo}, {hi}).")
    return lo, hi, lo == hi


def _offset(sup: str, sub: str, d: int, max_len: int, length: int) -> int:
    return max_len - length if (sup if d >= 0 else sub) == "RIGHT" else 0


# --- MatrixDiagPartV3 -----------------------------------------------------------------------------------------
MATRIX_DIAG_PART_V3 = define_op("MatrixDiagPartV3", OpKind.OTHER, attrs={"align": "RIGHT_LEFT"},
                                doc="MatrixDiagPartV3(align='RIGHT_LEFT')(x [..., M, N], k, padding_value): the "
                                    "diagonals k of x, packed [..., k1 - k0 + 1, max_len] (one int k: [..., len]).")
MatrixDiagPartV3 = MATRIX_DIAG_PART_V3.prim_class


def _diag_part_v3_dtypes(x: Any, k: Any, padding_value: Any) -> None:
    """MindSpore 2.10's MatrixDiagPartV3 checks: k int32, padding_value of x's dtype (TypeErrors; msgraph took an
    int64 / float32 k and a float64 padding_value: adapt41cpu)."""
    def dt(v: Any) -> Any:
        return np.dtype(v.dtype) if hasattr(v, "dtype") else None

    if dt(k) is not None and dt(k) != np.int32:
        raise DTypeError(f"For primitive[MatrixDiagPartV3], the input argument[k] must be a type of {{Tensor[Int32]}}, "
                         f"but got Tensor[{dtype_name(dt(k))}].")
    xd, pd = dt(x), dt(padding_value)
    if xd is not None and pd is not None and pd != xd:
        raise DTypeError(f"For 'MatrixDiagPartV3', the dtype of two args should be same, but the dtype of first arg "
                         f"Tensor[{dtype_name(xd)}] and the dtype of second arg Tensor[{dtype_name(pd)}] are different.")


@MATRIX_DIAG_PART_V3.def_impl
def _diag_part_impl(x: Any, k: Any, padding_value: Any, align: str = "RIGHT_LEFT") -> np.ndarray:
    _diag_part_v3_dtypes(x, k, padding_value)
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"For 'MatrixDiagPartV3', the rank of 'x' must be at least 2, but got {x.ndim}.")
    sup, sub = _align("MatrixDiagPartV3", align)
    lo, hi, single = _band("MatrixDiagPartV3", k)
    m, n = x.shape[-2:]
    if not (-m < lo <= n and -m < hi <= n) and not (lo == hi == 0):
        raise ValueError(f"For 'MatrixDiagPartV3', k must be in (-{m}, {n}], but got ({lo}, {hi}).")
    max_len = max(_diag_len(m, n, d) for d in range(lo, hi + 1))
    out = np.full(x.shape[:-2] + (hi - lo + 1, max_len), np.asarray(padding_value).astype(x.dtype), x.dtype)
    for d in range(lo, hi + 1):
        length = _diag_len(m, n, d)
        if length <= 0:
            continue
        off = _offset(sup, sub, d, max_len, length)
        j = np.arange(length)
        out[..., hi - d, off:off + length] = x[..., j + max(0, -d), j + max(0, d)]
    return out[..., 0, :] if single else out


@MATRIX_DIAG_PART_V3.def_infer
def _diag_part_infer(x: Aval, k: Any, padding_value: Any, align: str = "RIGHT_LEFT") -> Aval:
    _diag_part_v3_dtypes(x, k, padding_value)
    _align("MatrixDiagPartV3", align)
    if len(x.shape) < 2:
        raise ValueError(f"For 'MatrixDiagPartV3', the rank of 'x' must be at least 2, but got {len(x.shape)}.")
    batch = tuple(x.shape[:-2])
    if isinstance(k, Aval):   # graph code: the band is known when the graph runs
        size = int(np.prod(k.shape)) if None not in tuple(k.shape) else 2
        return Aval(batch + ((None,) if size == 1 else (None, None)), x.dtype)
    lo, hi, single = _band("MatrixDiagPartV3", k)
    m, n = x.shape[-2:]
    max_len = max(_diag_len(m, n, d) for d in range(lo, hi + 1)) if None not in (m, n) else None
    return Aval(batch + ((max_len,) if single else (hi - lo + 1, max_len)), x.dtype)


@bprop_getters.register(MatrixDiagPartV3)
def _diag_part_bprop_getter(self: Any):
    def bprop(x: Any, k: Any, padding_value: Any, out: Any, dout: Any) -> Any:
        F = _F()
        dx = apply(prim(MATRIX_SET_DIAG_V3, align=self.attrs["align"]), (F.zeros_like(x), dout, F.cast(k, np.int32)))
        return dx, F.zeros_like(k), F.zeros_like(padding_value)
    return bprop


# --- MatrixDiagV3 ---------------------------------------------------------------------------------------------
MATRIX_DIAG_V3 = define_op("MatrixDiagV3", OpKind.OTHER, attrs={"align": "RIGHT_LEFT"},
                           doc="MatrixDiagV3(align='RIGHT_LEFT')(x, k, num_rows, num_cols, padding_value): "
                               "matrices whose diagonals k are x (packed as MatrixDiagPartV3 returns them), "
                               "padding_value elsewhere; num_rows/num_cols -1: the smallest that fit.")
MatrixDiagV3 = MATRIX_DIAG_V3.prim_class


def _diag_v3_dtypes(x: Any, k: Any, num_rows: Any, num_cols: Any, padding_value: Any) -> None:
    """MindSpore 2.10's MatrixDiagV3 checks: x neither bool nor complex, padding_value of x's dtype, k / num_rows /
    num_cols int32 (TypeErrors; measured, adapt40cpu)."""
    def dt(v: Any) -> Any:
        return np.dtype(v.dtype) if hasattr(v, "dtype") else None

    xd = dt(x)
    if xd is not None and xd.kind in "bc":
        raise DTypeError(f"For primitive[MatrixDiagV3], the input argument[x] must be a real number type, but got "
                         f"Tensor[{dtype_name(xd)}].")
    for arg, v in (("k", k), ("num_rows", num_rows), ("num_cols", num_cols)):
        if dt(v) is not None and dt(v) != np.int32:
            raise DTypeError(f"For primitive[MatrixDiagV3], the input argument[{arg}] must be a type of "
                             f"{{Tensor[Int32]}}, but got Tensor[{dtype_name(dt(v))}].")
    if xd is not None and dt(padding_value) is not None and dt(padding_value) != xd:
        raise DTypeError(f"For 'MatrixDiagV3', the dtype of two args should be same, but the dtype of first arg "
                         f"Tensor[{dtype_name(xd)}] and the dtype of second arg Tensor[{dtype_name(dt(padding_value))}] "
                         f"are different.")


def _diag_dims(x_shape: Tuple[int, ...], lo: int, hi: int, single: bool, rows: int, cols: int):
    max_len = x_shape[-1]
    min_rows = max_len - min(hi, 0)
    min_cols = max_len + max(lo, 0)
    if rows == -1 and cols == -1:
        rows = cols = max(min_rows, min_cols)
    elif rows == -1:
        rows = min_rows
    elif cols == -1:
        cols = min_cols
    if rows < min_rows or cols < min_cols or (rows != min_rows and cols != min_cols):
        raise ValueError("For MatrixDiagV3, the number of rows or columns is not consistent with the specified k "
                         "and x.")
    batch = tuple(x_shape[:-1] if single else x_shape[:-2])
    return batch, rows, cols, max_len


@MATRIX_DIAG_V3.def_impl
def _diag_impl(x: Any, k: Any, num_rows: Any, num_cols: Any, padding_value: Any,
               align: str = "RIGHT_LEFT") -> np.ndarray:
    x = np.asarray(x)
    _diag_v3_dtypes(x, k, num_rows, num_cols, padding_value)
    sup, sub = _align("MatrixDiagV3", align)
    lo, hi, single = _band("MatrixDiagV3", k)
    if x.ndim < (1 if single else 2):
        raise ValueError(f"For 'MatrixDiagV3', the rank of 'x' must be at least {1 if single else 2}, "
                         f"but got {x.ndim}.")
    if not single and x.shape[-2] != hi - lo + 1:
        raise ValueError(f"For 'MatrixDiagV3', x.shape[-2] must be k[1] - k[0] + 1 = {hi - lo + 1}, "
                         f"but got {x.shape[-2]}.")
    batch, rows, cols, max_len = _diag_dims(x.shape, lo, hi, single, int(np.asarray(num_rows).reshape(-1)[0]),
                                            int(np.asarray(num_cols).reshape(-1)[0]))
    diag = x[..., None, :] if single else x
    out = np.full(batch + (rows, cols), np.asarray(padding_value).astype(x.dtype), x.dtype)
    for d in range(lo, hi + 1):
        length = _diag_len(rows, cols, d)
        if length <= 0:
            continue
        off = _offset(sup, sub, d, max_len, length)
        j = np.arange(length)
        out[..., j + max(0, -d), j + max(0, d)] = diag[..., hi - d, off:off + length]
    return out


@MATRIX_DIAG_V3.def_infer
def _diag_infer(x: Aval, k: Any, num_rows: Any, num_cols: Any, padding_value: Any,
                align: str = "RIGHT_LEFT") -> Aval:
    _diag_v3_dtypes(x, k, num_rows, num_cols, padding_value)
    _align("MatrixDiagV3", align)
    if any(isinstance(a, Aval) for a in (k, num_rows, num_cols)):   # graph code: sizes known when it runs
        size = int(np.prod(k.shape)) if isinstance(k, Aval) and None not in tuple(k.shape) else \
            (np.asarray(k).size if not isinstance(k, Aval) else 2)
        batch = tuple(x.shape[:-1] if size == 1 else x.shape[:-2])
        return Aval(batch + (None, None), x.dtype)
    lo, hi, single = _band("MatrixDiagV3", k)
    batch, rows, cols, _ = _diag_dims(tuple(x.shape), lo, hi, single, int(np.asarray(num_rows).reshape(-1)[0]),
                                      int(np.asarray(num_cols).reshape(-1)[0]))
    return Aval(batch + (rows, cols), x.dtype)


@bprop_getters.register(MatrixDiagV3)
def _diag_bprop_getter(self: Any):
    def bprop(x: Any, k: Any, num_rows: Any, num_cols: Any, padding_value: Any, out: Any, dout: Any) -> Any:
        F = _F()
        dx = apply(prim(MATRIX_DIAG_PART_V3, align=self.attrs["align"]), (dout, k, F.zeros_like(padding_value)))
        return dx, F.zeros_like(k), F.zeros_like(num_rows), F.zeros_like(num_cols), F.zeros_like(padding_value)
    return bprop


@bprop_getters.register(MATRIX_SET_DIAG_V3.prim_class)
def _set_diag_bprop_getter(self: Any):
    align = self.attrs["align"]

    def bprop(x: Any, diagonal: Any, k: Any, out: Any, dout: Any) -> Any:
        F = _F()   # x keeps dout off the band; diagonal gets the band of dout, packed as diagonal is
        dx = apply(prim(MATRIX_SET_DIAG_V3, align=align), (dout, F.zeros_like(diagonal), k))
        ddiag = apply(prim(MATRIX_DIAG_PART_V3, align=align), (dout, k, F.zeros((), dout.dtype)))
        return dx, ddiag, F.zeros_like(k)
    return bprop


# --- function forms -------------------------------------------------------------------------------------------
def _as_tensor(v: Any, dtype: Any) -> Any:
    from ..common.tensor import Tensor

    return v if hasattr(v, "dtype") or hasattr(v, "__msgraph_emit__") else Tensor(np.asarray(v, dtype))


def _like(v: Any, x: Any) -> Any:
    from ..common.tensor import Tensor
    from ._helpers import np_dtype

    return v if hasattr(v, "dtype") or hasattr(v, "__msgraph_emit__") else Tensor(np.asarray(v, np_dtype(x)))


@op_function
def matrix_diag(x: Any, k: Any = 0, num_rows: Any = -1, num_cols: Any = -1, padding_value: Any = 0,
                align: str = "RIGHT_LEFT") -> Any:
    """Matrices whose diagonals ``k`` are ``x`` (MatrixDiagV3)."""
    return apply(prim(MATRIX_DIAG_V3, align=align),
                 (x, _as_tensor(k, np.int32), _as_tensor(num_rows, np.int32), _as_tensor(num_cols, np.int32),
                  _like(padding_value, x)))


@op_function
def matrix_diag_part(x: Any, k: Any, padding_value: Any, align: str = "RIGHT_LEFT") -> Any:
    """The diagonals ``k`` of ``x``, packed (MatrixDiagPartV3)."""
    return apply(prim(MATRIX_DIAG_PART_V3, align=align), (x, _as_tensor(k, np.int32), _like(padding_value, x)))


@op_function
def matrix_set_diag(x: Any, diagonal: Any, k: Any = 0, align: str = "RIGHT_LEFT") -> Any:
    """``x`` with its diagonals ``k`` replaced by ``diagonal`` (MatrixSetDiagV3)."""
    return apply(prim(MATRIX_SET_DIAG_V3, align=align), (x, diagonal, _as_tensor(k, np.int32)))
