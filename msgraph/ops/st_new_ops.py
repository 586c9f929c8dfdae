"""Ops MindSpore 2.10 has and msgraph lacked, met by its st op tests (h-miss, session 10).

* ``TrilIndices`` / ``TriuIndices`` (``ops.tril_indices`` / ``ops.triu_indices``): the (2, N) coordinates of a
  row x col matrix's lower / upper triangle, row-major.
* ``UnravelIndex``: flat indices to coordinates in a shape, as a (len(dims), ...) Tensor.
* ``IndexFill`` (``ops.index_fill``, ``Tensor.index_fill``): ``value`` written at ``index`` along ``dim``.

Recorded from MindSpore 2.10: tests/conformance/programs/st_ops_new.
"""
from __future__ import annotations

from typing import Any, Sequence, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError, OpRuntimeError, ShapeError
from ._helpers import dtype_name, np_dtype, scalar_type_name, shape_of
from ._helpers import user_type
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


def _F() -> Any:
    from . import functional

    return functional


def _is_tensor(x: Any) -> bool:
    return hasattr(x, "dtype") and hasattr(x, "shape") and not isinstance(x, (np.generic, type))


def _dt(x: Any) -> np.dtype:
    return np.dtype(np_dtype(x.dtype))


def _check_dtype(prim_name: str, arg: str, dtype: Any, allowed: Sequence[Any]) -> None:
    """MindSpore's TypeError for a Tensor input whose dtype is not one of ``allowed``."""
    dt = np.dtype(np_dtype(dtype))
    if dt not in [np.dtype(a) for a in allowed]:
        names = ", ".join(f"Tensor[{dtype_name(a)}]" for a in allowed)
        raise DTypeError(f"For primitive[{prim_name}], the input argument[{arg}] must be a type of {{{names}}}, "
                         f"but got Tensor[{dtype_name(dt)}].")


def _wrap_init(op: Any, check: Any) -> None:
    """Validate a primitive's attributes when it is built (MindSpore's ``__init__`` checks)."""
    base = op.prim_class.__init__

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        base(self, *args, **kwargs)
        check(self.attrs)

    op.prim_class.__init__ = __init__


# --- TrilIndices / TriuIndices -----------------------------------------------------------------------------------
def _tri_check(name: str, attrs: dict) -> None:
    from ..common import dtype as mstype

    for arg in ("row", "col"):
        v = attrs[arg]
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 0:
            raise ValueError(f"For '{name}', the '{arg}' must be int and must >= 0, but got '{v}' with type "
                             f"'{user_type(v).__name__}'.")
    off = attrs["offset"]
    if isinstance(off, bool) or not isinstance(off, (int, np.integer)):
        raise TypeError(f"For '{name}', the type of 'offset' should be 'int', but got type '{user_type(off).__name__}'.")
    try:
        ok = np.dtype(np_dtype(attrs["dtype"])) in (np.dtype(np.int32), np.dtype(np.int64))
    except TypeError:
        ok = False
    if not ok:
        raise TypeError(f"For '{name}', the 'dtype' should be one of [mindspore.int32, mindspore.int64], but got "
                        f"'{attrs['dtype'] if not isinstance(attrs['dtype'], type) else attrs['dtype'].__name__}'."
                        .replace("'Float", "'mindspore.float").replace("'Int", "'mindspore.int")
                        .replace("'UInt", "'mindspore.uint").replace("'Bool", "'mindspore.bool_"))
    del mstype


def _tri_count(lower: bool, row: int, col: int, offset: int) -> int:
    i = np.arange(row, dtype=np.int64)
    if lower:
        return int(np.clip(i + offset + 1, 0, col).sum())
    return int(np.clip(col - np.maximum(i + offset, 0), 0, col).sum())


def _define_tri(name: str, lower: bool) -> Any:
    op = define_op(name, OpKind.CREATION, attrs={"row": 0, "col": 0, "offset": 0, "dtype": np.int32},
                   differentiable=False,
                   doc=f"{name}(row, col, offset=0, dtype=int32)(): the (2, N) row/column indices of the "
                       f"{'lower' if lower else 'upper'} triangle of a row x col matrix (diagonal shifted by offset).")
    _wrap_init(op, lambda attrs: _tri_check(name, attrs))
    fn = np.tril_indices if lower else np.triu_indices

    @op.def_impl
    def impl(row: int, col: int, offset: int, dtype: Any) -> np.ndarray:
        return np.stack(fn(row, offset, col)).astype(np_dtype(dtype)).reshape(2, -1)

    @op.def_infer
    def infer(row: int, col: int, offset: int, dtype: Any) -> Aval:
        return Aval((2, _tri_count(lower, row, col, offset)), np.dtype(np_dtype(dtype)))

    return op


TRIL_INDICES = _define_tri("TrilIndices", True)
TRIU_INDICES = _define_tri("TriuIndices", False)


def _int64() -> Any:
    from ..common import dtype as mstype

    return mstype.int64


@op_function
def tril_indices(row: int, col: int, offset: int = 0, *, dtype: Any = None) -> Any:
    """The (2, N) indices of the lower triangle of a row x col matrix (int64 unless ``dtype``)."""
    return apply(TRIL_INDICES.prim_class(row, col, offset, _int64() if dtype is None else dtype), ())


@op_function
def triu_indices(row: int, col: int, offset: int = 0, *, dtype: Any = None) -> Any:
    """The (2, N) indices of the upper triangle of a row x col matrix (int64 unless ``dtype``)."""
    return apply(TRIU_INDICES.prim_class(row, col, offset, _int64() if dtype is None else dtype), ())


# --- UnravelIndex --------------------------------------------------------------------------------------------------
UNRAVEL_INDEX = define_op("UnravelIndex", OpKind.OTHER, differentiable=False,
                          doc="UnravelIndex()(indices, dims): the coordinates of flat indices (0-D or 1-D) in an "
                              "array of shape dims, as a (len(dims),) + indices.shape Tensor.")


def _unravel_check(indices: Any, dims: Any) -> None:
    _check_dtype("UnravelIndex", "dims", dims.dtype, (np.int32, np.int64))
    _check_dtype("UnravelIndex", "indices", indices.dtype, (np.int32, np.int64))
    if _dt(indices) != _dt(dims):
        raise DTypeError("For primitive[UnravelIndex], the input type must be same.")
    if len(shape_of(dims)) != 1:
        raise ShapeError(f"For primitive[UnravelIndex], the dims shape must be equal to 1, but got "
                         f"{len(shape_of(dims))}.")
    if len(shape_of(indices)) > 1:
        raise ShapeError(f"For primitive[UnravelIndex], the indices shape must be equal to 1, but got "
                         f"{len(shape_of(indices))}.")


@UNRAVEL_INDEX.def_impl
def _unravel_impl(indices: Any, dims: Any) -> np.ndarray:
    indices, dims = np.asarray(indices), np.asarray(dims)
    _unravel_check(indices, dims)
    if (dims <= 0).any():
        raise ShapeError("All dimensions must be greater than 0.")
    if (indices < 0).any():
        raise ShapeError("Index must be greater than 0.")
    if (indices >= np.prod(dims.astype(np.int64))).any():
        raise ShapeError("Index out of boundary.")
    return np.stack(np.unravel_index(indices.astype(np.int64), tuple(int(d) for d in dims))).astype(indices.dtype)


@UNRAVEL_INDEX.def_infer
def _unravel_infer(indices: Aval, dims: Aval) -> Aval:
    _unravel_check(indices, dims)
    return Aval((dims.shape[0],) + tuple(indices.shape), indices.dtype)


# --- IndexFill -----------------------------------------------------------------------------------------------------
INDEX_FILL = define_op("IndexFill", OpKind.OTHER,
                       doc="IndexFill()(x, dim, index, value): x with value (a 0-D Tensor of x's dtype) written at "
                           "the positions index (int32, 0-D or 1-D) along axis dim (an int or 0-D int Tensor).")
_FILL_TYPES = tuple(np.dtype(t) for t in (np.float16, np.float32, np.float64, np.int8, np.int16, np.int32, np.int64,
                                          np.uint8, np.uint16, np.uint32, np.uint64))


def _kind(v: Any) -> str:
    if isinstance(v, list):
        return f"List[{dtype_name(type(v[0])) if v else 'Int64'}]".replace("List[int]", "List[Int64]") \
            .replace("List[float]", "List[Float32]")
    if isinstance(v, tuple):
        return "Tuple"
    return scalar_type_name(v)


def _index_fill_check(x: Any, dim: Any, index: Any, value: Any) -> None:
    if _is_tensor(dim):
        _check_dtype("IndexFill", "dim", dim.dtype, (np.int32, np.int64))
        if len(shape_of(dim)) != 0:
            raise ShapeError(f"For primitive[IndexFill], the rank of 'dim' must be equal to 0, but got "
                             f"{len(shape_of(dim))}.")
    elif isinstance(dim, bool) or not isinstance(dim, (int, np.integer)):
        raise DTypeError(f"For primitive[IndexFill], the input argument[dim] must be a type of {{Int32, Int64}}, "
                         f"but got {_kind(dim)}.")
    for arg, v in (("index", index), ("value", value)):
        if not _is_tensor(v):
            raise DTypeError(f"For Primitive[IndexFill], the type of input argument[{arg}] must be Tensor but got "
                             f"{_kind(v)}.")
    _check_dtype("IndexFill", "index", index.dtype, (np.int32,))
    if len(shape_of(index)) > 1:
        raise ShapeError(f"For primitive[IndexFill], the rank of 'index' must be in [0,1], but got "
                         f"{len(shape_of(index))}.")
    if len(shape_of(value)) != 0:
        raise ShapeError(f"For primitive[IndexFill], the rank of 'value' must be equal to 0, but got "
                         f"{len(shape_of(value))}.")
    if _dt(x) not in _FILL_TYPES or _dt(value) != _dt(x):
        raise DTypeError("Select CPU operator[IndexFill] fail! Unsupported data type!\nThe supported data types are "
                         "input[X Int32 Int32 X], output[X] for X in {Float16, Float32, Float64, Int8, Int16, Int32, "
                         f"Int64, UInt8, UInt16, UInt32, UInt64}}, but got input[{dtype_name(_dt(x))} "
                         f"{dtype_name(_dt(index))} {dtype_name(_dt(value))}].")


@INDEX_FILL.def_impl
def _index_fill_impl(x: Any, dim: Any, index: Any, value: Any) -> np.ndarray:
    _index_fill_check(np.asarray(x), dim, index, value)
    x, index, value = np.asarray(x), np.asarray(index), np.asarray(value)
    d = int(np.asarray(dim))
    out = x.copy()
    if x.ndim == 0:
        n = 1
    else:
        if not -x.ndim <= d < x.ndim:
            raise OpRuntimeError(f"For 'IndexFill', the input of 'dim' out of range (expected to be in range of "
                                 f"[{-x.ndim}, {x.ndim - 1}], but got {d})")
        n = x.shape[d]
    idx = index.reshape(-1)
    bad = idx[(idx < -n) | (idx >= n)]
    if bad.size:
        raise OpRuntimeError(f"For 'IndexFill', the input of 'index' out of range (expected to be in range of "
                             f"[{-n}, {n - 1}], but got {int(bad[0])})")
    if x.ndim == 0:
        if idx.size:
            out[...] = value
        return out
    sel = [slice(None)] * x.ndim
    sel[d] = idx
    out[tuple(sel)] = value
    return out


@INDEX_FILL.def_infer
def _index_fill_infer(x: Aval, dim: Any, index: Any, value: Any) -> Aval:
    _index_fill_check(x, dim, index, value)
    if not _is_tensor(dim) and len(x.shape) and not -len(x.shape) <= int(dim) < len(x.shape):
        raise OpRuntimeError(f"For 'IndexFill', the input of 'dim' out of range (expected to be in range of "
                             f"[{-len(x.shape)}, {len(x.shape) - 1}], but got {int(dim)})")
    return Aval(tuple(x.shape), x.dtype)


@bprop_getters.register(INDEX_FILL.prim_class)
def _get_index_fill_bprop(self: Any):
    def bprop(x, dim, index, value, out, dout):
        # MindSpore 2.10 (its C++ bprop): dout with the filled positions zeroed; no gradient reaches value
        F = _F()
        zero = F.zeros_like(value)
        return (apply(prim(INDEX_FILL), (dout, dim, index, zero)),
                F.zeros_like(dim) if _is_tensor(dim) else 0, F.zeros_like(index), zero)

    return bprop


@op_function
def index_fill(x: Any, axis: Any, index: Any, value: Any) -> Any:
    """``x`` with ``value`` (a number or 0-D Tensor) written at ``index`` along ``axis``."""
    from .value_dependent import is_graph_int

    if (isinstance(value, (bool, int, float)) or is_graph_int(value, "biuf")) and _is_tensor(x):
        value = _F().cast(value, x.dtype)   # (a graph number, float(t), as a number: flip49)
    return apply(prim(INDEX_FILL), (x, axis, index, value))


# --- LayerNormGradGrad ---------------------------------------------------------------------------------------------
LAYER_NORM_GRAD_GRAD = define_op(
    "LayerNormGradGrad", OpKind.OTHER, n_outputs=3, differentiable=False,
    attrs={"begin_norm_axis": 1, "begin_params_axis": 1},
    doc="LayerNormGradGrad(begin_norm_axis=1, begin_params_axis=1)(x, dy, variance, mean, gamma, d_dx, d_dg, d_db) -> "
        "(sopd_x, sopd_dy, sopd_gamma): the gradient of LayerNormGrad (epsilon 1e-12) given the gradients d_dx, "
        "d_dg, d_db of its outputs.")
_LN_TYPES = (np.float16, np.float32)


def _lngg_check(x: Any, dy: Any, variance: Any, mean: Any, gamma: Any, d_dx: Any, d_dg: Any, d_db: Any,
                begin_norm_axis: int, begin_params_axis: int) -> Tuple[int, int]:
    args = (("x", x), ("dy", dy), ("variance", variance), ("mean", mean), ("gamma", gamma), ("d_dx", d_dx),
            ("d_dg", d_dg), ("d_db", d_db))
    for arg, t in args:
        _check_dtype("LayerNormGradGrad", arg, t.dtype, _LN_TYPES)
    if len({_dt(t) for arg, t in args if arg not in ("variance", "mean")}) != 1:   # (the statistics may be float32)
        raise DTypeError("For primitive[LayerNormGradGrad], the input type must be same.")
    xs = tuple(shape_of(x))
    rank = len(xs)
    axes = []
    for arg, v in (("begin_norm_axis", begin_norm_axis), ("begin_params_axis", begin_params_axis)):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or not -rank <= v < rank:
            raise ShapeError(f"For 'LayerNormGradGrad', the '{arg}' must be in range [{-rank}, {rank}), but got {v}.")
        axes.append(int(v) % rank)
    if tuple(shape_of(dy)) != xs or tuple(shape_of(d_dx)) != xs:
        raise ShapeError("For LayerNormGradGrad, x, dy, d_dx should have the same shape.")
    if tuple(shape_of(variance)) != tuple(shape_of(mean)):
        raise ShapeError("For LayerNormGradGrad, variance, mean should have the same shape.")
    if not tuple(shape_of(gamma)) == tuple(shape_of(d_dg)) == tuple(shape_of(d_db)):
        raise ShapeError("For LayerNormGradGrad, gamma, d_dg, d_db should have the same shape.")
    return axes[0], axes[1]


@LAYER_NORM_GRAD_GRAD.def_impl
def _lngg_impl(x: Any, dy: Any, variance: Any, mean: Any, gamma: Any, d_dx: Any, d_dg: Any, d_db: Any,
               begin_norm_axis: int = 1, begin_params_axis: int = 1) -> Tuple[np.ndarray, ...]:
    arrays = [np.asarray(v) for v in (x, dy, variance, mean, gamma, d_dx, d_dg, d_db)]
    a, p = _lngg_check(*arrays, begin_norm_axis, begin_params_axis)
    x, dy, var, mean, gamma, ddx, ddg, ddb = (v.astype(np.float32) for v in arrays)
    stat = x.shape[:a] + (1,) * (x.ndim - a)
    par = (1,) * p + x.shape[p:]
    var, mean = var.reshape(stat), mean.reshape(stat)
    gamma, ddg, ddb = gamma.reshape(par), ddg.reshape(par), ddb.reshape(par)
    norm = tuple(range(a, x.ndim))

    def avg(v: np.ndarray) -> np.ndarray:
        return np.mean(v, norm, keepdims=True)

    xc = x - mean
    inv_std = np.power(var + np.float32(1e-12), np.float32(-0.5))
    x_hat = xc * inv_std
    dyg = dy * gamma
    sum1 = avg(-inv_std * ddx)
    sum2 = avg(-x_hat * inv_std * ddx)
    sum3 = avg(dyg)
    sum4 = avg(dyg * x_hat)
    part_sum1 = dyg - sum3 - x_hat * sum4
    part_sum2 = dyg * sum2 - sum4 * ddx * inv_std + dy * ddg
    part3 = inv_std * part_sum2
    part4 = -xc * inv_std ** 3 * (avg(ddx * part_sum1) + avg(xc * part_sum2))
    sopd_x = part3 + part4 + avg(-part3)
    sopd_dy = gamma * ddx * inv_std + gamma * sum1 + gamma * x_hat * sum2 + x_hat * ddg + ddb
    sopd_gamma = np.sum(dy * x_hat * sum2 + dy * sum1 + dy * ddx * inv_std, tuple(range(p)))
    dt = arrays[0].dtype
    return sopd_x.astype(dt), sopd_dy.astype(dt), sopd_gamma.reshape(arrays[4].shape).astype(dt)


@LAYER_NORM_GRAD_GRAD.def_infer
def _lngg_infer(x: Aval, dy: Aval, variance: Aval, mean: Aval, gamma: Aval, d_dx: Aval, d_dg: Aval, d_db: Aval,
                begin_norm_axis: int = 1, begin_params_axis: int = 1) -> Tuple[Aval, Aval, Aval]:
    _lngg_check(x, dy, variance, mean, gamma, d_dx, d_dg, d_db, begin_norm_axis, begin_params_axis)
    return Aval(tuple(x.shape), x.dtype), Aval(tuple(x.shape), x.dtype), Aval(tuple(gamma.shape), gamma.dtype)


# --- BatchNormGradGrad ---------------------------------------------------------------------------------------------
BATCH_NORM_GRAD_GRAD = define_op(
    "BatchNormGradGrad", OpKind.OTHER, n_outputs=3, differentiable=False,
    attrs={"is_training": False, "epsilon": 1e-5, "data_format": "NCHW"},
    doc="BatchNormGradGrad(is_training=False, epsilon=1e-5, data_format='NCHW')(x, dy, scale, mean, variance, "
        "dout_dx, dout_dscale, dout_dbias) -> (dx, ddy, dscale): the gradient of BatchNormGrad (whose outputs are "
        "dx, dscale, dbias) for x, dy and scale; in training the statistics are the batch's, functions of x.")


def _bngg_init_check(attrs: dict) -> None:
    if not isinstance(attrs["is_training"], bool):
        raise TypeError(f"For 'BatchNormGradGrad', the type of 'is_training' should be 'bool', but got type "
                        f"'{user_type(attrs['is_training']).__name__}'.")
    if not isinstance(attrs["epsilon"], float):
        raise TypeError(f"For 'BatchNormGradGrad', the type of 'epsilon' should be 'float', but got type "
                        f"'{user_type(attrs['epsilon']).__name__}'.")
    if attrs["data_format"] not in ("NCHW", "NHWC"):
        raise ValueError(f"For 'BatchNormGradGrad', the 'data_format' should be in ['NCHW', 'NHWC'], but got "
                         f"'{attrs['data_format']}'.")


_wrap_init(BATCH_NORM_GRAD_GRAD, _bngg_init_check)


def _bngg_check(x: Any, dy: Any, scale: Any, mean: Any, variance: Any, dout_dx: Any, dout_dscale: Any,
                dout_dbias: Any, data_format: str) -> int:
    for arg, t in (("x", x), ("dy", dy), ("dout_dx", dout_dx)):
        _check_dtype("BatchNormGradGrad", arg, t.dtype, (np.float16, np.float32))
    for arg, t in (("scale", scale), ("mean", mean), ("variance", variance), ("dout_dscale", dout_dscale),
                   ("dout_dbias", dout_dbias)):
        _check_dtype("BatchNormGradGrad", arg, t.dtype, (np.float16, np.float32))
    xs = tuple(shape_of(x))
    if not 2 <= len(xs) <= 4:
        raise ShapeError(f"For 'BatchNormGradGrad', the rank of 'x' must be 2, 3 or 4, but got {len(xs)}.")
    if tuple(shape_of(dy)) != xs or tuple(shape_of(dout_dx)) != xs:
        raise ShapeError(f"For 'BatchNormGradGrad', 'dy' and 'dout_dx' must have the shape of 'x' {list(xs)}, but got "
                         f"{list(shape_of(dy))} and {list(shape_of(dout_dx))}.")
    c = xs[-1] if data_format == "NHWC" and len(xs) == 4 else xs[1]
    for arg, t in (("scale", scale), ("mean", mean), ("variance", variance), ("dout_dscale", dout_dscale),
                   ("dout_dbias", dout_dbias)):
        if tuple(shape_of(t)) != (c,):
            raise ShapeError(f"For 'BatchNormGradGrad', the shape of '{arg}' must be [{c}], but got "
                             f"{list(shape_of(t))}.")
    return c


@BATCH_NORM_GRAD_GRAD.def_impl
def _bngg_impl(x: Any, dy: Any, scale: Any, mean: Any, variance: Any, dout_dx: Any, dout_dscale: Any,
               dout_dbias: Any, is_training: bool = False, epsilon: float = 1e-5,
               data_format: str = "NCHW") -> Tuple[np.ndarray, ...]:
    arrays = [np.asarray(v) for v in (x, dy, scale, mean, variance, dout_dx, dout_dscale, dout_dbias)]
    _bngg_check(*arrays, data_format)
    x0, s0 = arrays[0], arrays[2]
    work = np.float32
    x, dy, gdx = (a.astype(work) for a in (arrays[0], arrays[1], arrays[5]))
    c_axis = x.ndim - 1 if data_format == "NHWC" and x.ndim == 4 else 1
    red = tuple(i for i in range(x.ndim) if i != c_axis)
    bshape = [1] * x.ndim
    bshape[c_axis] = -1
    s, mu, var, gds, gdb = (a.astype(work).reshape(bshape) for a in arrays[2:5] + arrays[6:8])
    n = work(x.size // max(x.shape[c_axis], 1))
    r = work(1) / np.sqrt(var + work(epsilon))
    xh = (x - mu) * r

    def total(t: np.ndarray) -> np.ndarray:
        return t.sum(red, keepdims=True)

    if is_training:
        # BatchNormGrad: dx = s r (dy - sum(dy)/n - xh sum(dy xh)/n), with mean and variance the batch's (of x)
        db, ds = total(dy), total(dy * xh)
        ddy = s * r * (gdx - total(gdx) / n - xh * total(gdx * xh) / n) + gds * xh + gdb
        dx_out = s * r * (dy - db / n - xh * ds / n)
        dscale = total(gdx * dx_out) / s
        g = -s * r / n * (gdx * ds + total(gdx * xh) * dy) + gds * dy            # d / d xh
        dx = r * (g - total(g) / n - xh * total(g * xh) / n) - total(gdx * dx_out) * r * xh / n
    else:
        # inference: dx = s r dy with fixed statistics
        ddy = gdx * s * r + gds * xh + gdb
        dx = dy * gds * r
        dscale = total(gdx * dy * r)
    return dx.astype(x0.dtype), ddy.astype(x0.dtype), dscale.reshape(-1).astype(s0.dtype)


@BATCH_NORM_GRAD_GRAD.def_infer
def _bngg_infer(x: Aval, dy: Aval, scale: Aval, mean: Aval, variance: Aval, dout_dx: Aval, dout_dscale: Aval,
                dout_dbias: Aval, is_training: bool = False, epsilon: float = 1e-5,
                data_format: str = "NCHW") -> Tuple[Aval, Aval, Aval]:
    _bngg_check(x, dy, scale, mean, variance, dout_dx, dout_dscale, dout_dbias, data_format)
    return Aval(tuple(x.shape), x.dtype), Aval(tuple(x.shape), x.dtype), Aval(tuple(scale.shape), scale.dtype)


# --- SparseMatrixNNZ -----------------------------------------------------------------------------------------------
SPARSE_MATRIX_NNZ = define_op(
    "SparseMatrixNNZ", OpKind.OTHER, differentiable=False,
    doc="SparseMatrixNNZ()(x_dense_shape, x_batch_pointers, x_row_pointers, x_col_indices, x_values): the number of "
        "stored values of each matrix of a (batched) CSR matrix, int32 (batch,).")


def _nnz_check(dense_shape: Any, batch_pointers: Any, row_pointers: Any, col_indices: Any, values: Any) -> None:
    index = (dense_shape, batch_pointers, row_pointers, col_indices)
    if len({_dt(t) for t in index}) != 1 or _dt(dense_shape) not in (np.dtype(np.int32), np.dtype(np.int64)):
        raise DTypeError("For primitive[SparseMatrixNNZ], the input type must be same.")
    ds = tuple(shape_of(dense_shape))
    if ds not in ((2,), (3,)):
        raise ShapeError(f"For SparseMatrixNNZ, the shape of x_dense_shape must be (2,) or (3,), but got {ds}.")
    nc, nv = tuple(shape_of(col_indices)), tuple(shape_of(values))
    if len(nc) != 1 or len(nv) != 1 or nc != nv:
        raise ShapeError(f"For SparseMatrixNNZ, 'x_col_indices' and 'x_values' should have the same length, but got "
                         f"length of x_col_indices is {nc[0] if nc else 0} and length of x_values is "
                         f"{nv[0] if nv else 0}.")
    if len(tuple(shape_of(batch_pointers))) != 1:
        raise ShapeError(f"For SparseMatrixNNZ, 'x_batch_pointers' must be 1-D, but got shape "
                         f"{list(shape_of(batch_pointers))}.")


@SPARSE_MATRIX_NNZ.def_impl
def _nnz_impl(dense_shape: Any, batch_pointers: Any, row_pointers: Any, col_indices: Any, values: Any) -> np.ndarray:
    arrays = [np.asarray(a) for a in (dense_shape, batch_pointers, row_pointers, col_indices, values)]
    _nnz_check(*arrays)
    return np.diff(arrays[1].astype(np.int64)).astype(np.int32)


@SPARSE_MATRIX_NNZ.def_infer
def _nnz_infer(dense_shape: Aval, batch_pointers: Aval, row_pointers: Aval, col_indices: Aval, values: Aval) -> Aval:
    _nnz_check(dense_shape, batch_pointers, row_pointers, col_indices, values)
    n = batch_pointers.shape[0]
    return Aval((None if n is None else n - 1,), np.dtype(np.int32))


# --- SparseSoftmax -------------------------------------------------------------------------------------------------
SPARSE_SOFTMAX = define_op(
    "SparseSoftmax", OpKind.OTHER, differentiable=False,
    doc="SparseSoftmax()(indices (n, rank) int64, values (n,) float32/float64, shape (rank,) int64): the softmax of "
        "the values over the last dimension (among the entries sharing all leading indices), in the row-major "
        "order of the indices (TensorFlow's rule).")


def _ssm_check(indices: Any, values: Any, shape: Any) -> None:
    _check_dtype("SparseSoftmax", "values", values.dtype, (np.float32, np.float64))
    if _dt(indices) != _dt(shape) or _dt(indices) not in (np.dtype(np.int64),):
        raise DTypeError("For primitive[SparseSoftmax], the input type must be same.")
    si, sv, ss = tuple(shape_of(indices)), tuple(shape_of(values)), tuple(shape_of(shape))
    if len(si) != 2:
        raise ShapeError(f"For primitive[SparseSoftmax], the indices dimension must be equal to 2, but got {len(si)}.")
    if len(ss) != 1 or ss[0] is not None and ss[0] < 2:
        raise ShapeError(f"For primitive[SparseSoftmax], the shape size must be greater than or equal to 2, but got "
                         f"{ss[0] if len(ss) == 1 else len(ss)}.")
    if len(sv) != 1 or sv[0] != si[0]:
        raise ShapeError(f"For SparseSoftmax the indices size[0] must equal to values number {sv[0] if sv else 0}, "
                         f"but got {si[0]}.")
    if si[1] != ss[0]:
        raise ShapeError(f"For SparseSoftmax the indices size[1] must equal to shape number {ss[0]}, but got {si[1]}.")


@SPARSE_SOFTMAX.def_impl
def _ssm_impl(indices: Any, values: Any, shape: Any) -> np.ndarray:
    indices, values, shape = np.asarray(indices), np.asarray(values), np.asarray(shape)
    _ssm_check(indices, values, shape)
    order = np.lexsort(indices.T[::-1]) if indices.size else np.arange(len(values))
    idx, v = indices[order], values[order]
    out = np.empty_like(v)
    if len(v):
        lead = idx[:, :-1]
        starts = np.concatenate([[0], np.flatnonzero((lead[1:] != lead[:-1]).any(1)) + 1, [len(v)]])
        for a, b in zip(starts[:-1], starts[1:]):
            e = np.exp(v[a:b] - v[a:b].max())
            out[a:b] = e / e.sum()
    return out


@SPARSE_SOFTMAX.def_infer
def _ssm_infer(indices: Aval, values: Aval, shape: Aval) -> Aval:
    _ssm_check(indices, values, shape)
    return Aval(tuple(values.shape), values.dtype)


# --- SparseMatrixAdd -----------------------------------------------------------------------------------------------
SPARSE_MATRIX_ADD = define_op(
    "SparseMatrixAdd", OpKind.OTHER, n_outputs=5, differentiable=False,
    doc="SparseMatrixAdd()(a_shape, a_batch_pointers, a_indptr, a_indices, a_values, b_shape, b_batch_pointers, "
        "b_indptr, b_indices, b_values, alpha, beta) -> (c_shape, c_batch_pointers, c_indptr, c_indices, c_values): "
        "alpha * a + beta * b of two (batched) CSR matrices with sorted column indices; the union of both patterns is "
        "kept, explicit zeros included.")


def _sma_check(*args: Any) -> None:
    a_index, b_index = args[0:4], args[5:9]
    values = (args[4], args[9], args[10], args[11])
    if len({_dt(t) for t in a_index + b_index}) != 1 or _dt(args[0]) not in (np.dtype(np.int32), np.dtype(np.int64)):
        raise DTypeError("For primitive[SparseMatrixAdd], the input type must be same.")
    if len({_dt(t) for t in values}) != 1:
        raise DTypeError("For primitive[SparseMatrixAdd], the input type must be same.")
    for arg, t in (("a_shape", args[0]), ("b_shape", args[5])):
        if tuple(shape_of(t)) not in ((2,), (3,)):
            raise ShapeError(f"For SparseMatrixAdd, the shape of {arg} must be (2,) or (3,), but got "
                             f"{tuple(shape_of(t))}.")
    for arg, t in (("alpha", args[10]), ("beta", args[11])):
        if int(np.prod(shape_of(t))) != 1:
            raise ShapeError(f"For SparseMatrixAdd, '{arg}' must be a scalar, but got shape {list(shape_of(t))}.")


@SPARSE_MATRIX_ADD.def_impl
def _sma_impl(*args: Any) -> Tuple[np.ndarray, ...]:
    arrays = [np.asarray(a) for a in args]
    _sma_check(*arrays)
    a_shape, a_bp, a_ptr, a_idx, a_val, _, b_bp, b_ptr, b_idx, b_val, alpha, beta = arrays
    idt, vdt = a_idx.dtype, a_val.dtype
    al, be = alpha.reshape(()), beta.reshape(())
    batches = int(a_shape[0]) if len(a_shape) == 3 else 1
    rows = int(a_shape[-2])
    for name, ptr in (("a", a_ptr), ("b", b_ptr)):
        if ptr.size and ((ptr < 0).any() or (np.diff(ptr.reshape(batches, rows + 1), axis=1) < 0).any()):
            raise OpRuntimeError(f"For SparseMatrixAdd, {name} indptr must non-negative and increasing, but got "
                                 f"{ptr.tolist()}")
    c_ptr = np.zeros(batches * (rows + 1), np.int64)
    c_bp = np.zeros(batches + 1, np.int64)
    cols, vals = [], []
    for bi in range(batches):
        for r in range(rows):
            k = bi * (rows + 1) + r
            sa = slice(int(a_bp[bi] + a_ptr[k]), int(a_bp[bi] + a_ptr[k + 1]))
            sb = slice(int(b_bp[bi] + b_ptr[k]), int(b_bp[bi] + b_ptr[k + 1]))
            u, inv = np.unique(np.concatenate([a_idx[sa], b_idx[sb]]), return_inverse=True)
            v = np.zeros(len(u), vdt)
            np.add.at(v, inv, np.concatenate([(al * a_val[sa]).astype(vdt), (be * b_val[sb]).astype(vdt)]))
            cols.append(u)
            vals.append(v)
            c_ptr[k + 1] = c_ptr[k] + len(u)
        c_bp[bi + 1] = c_bp[bi] + c_ptr[bi * (rows + 1) + rows]
    col = np.concatenate(cols) if cols else np.zeros(0, idt)
    val = np.concatenate(vals) if vals else np.zeros(0, vdt)
    return (a_shape.copy(), c_bp.astype(idt), c_ptr.astype(idt), col.astype(idt), val.astype(vdt))


@SPARSE_MATRIX_ADD.def_infer
def _sma_infer(*args: Any) -> Tuple[Aval, ...]:
    _sma_check(*args)
    a_shape, a_bp, a_ptr, a_idx, a_val = args[:5]
    return (Aval(tuple(a_shape.shape), a_shape.dtype), Aval(tuple(a_bp.shape), a_idx.dtype),
            Aval(tuple(a_ptr.shape), a_idx.dtype), Aval((None,), a_idx.dtype), Aval((None,), a_val.dtype))


# --- ResizeArea ----------------------------------------------------------------------------------------------------
RESIZE_AREA = define_op(
    "ResizeArea", OpKind.OTHER, attrs={"align_corners": False}, const_inputs=(1,),
    doc="ResizeArea(align_corners=False)(images NHWC, size (h, w) int32): area interpolation (TensorFlow's: each "
        "output pixel the average of the input area it covers), float32.")
_AREA_TYPES = (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.int64, np.float16, np.float32, np.float64)


def _area_attr_check(attrs: dict) -> None:
    if not isinstance(attrs["align_corners"], bool):
        raise TypeError(f"For 'ResizeArea', the type of 'align_corners' should be 'bool', but got type "
                        f"'{user_type(attrs['align_corners']).__name__}'.")


_wrap_init(RESIZE_AREA, _area_attr_check)


def _area_check(images: Any, size: Any) -> Any:
    _check_dtype("ResizeArea", "images", images.dtype, _AREA_TYPES)
    if len(shape_of(images)) != 4:
        raise ShapeError(f"For 'ResizeArea', the dimension of 'images' must be 4, but got {len(shape_of(images))}.")
    if isinstance(size, Aval):
        _check_dtype("ResizeArea", "size", size.dtype, (np.int32,))
        return None
    hw = tuple(int(v) for v in np.asarray(size).reshape(-1))
    if len(hw) != 2:
        raise ShapeError(f"For 'ResizeArea', the element num of 'size' must be 2, but got {len(hw)}.")
    if min(hw) <= 0:
        raise ShapeError(f"For 'ResizeArea', the value of 'size' must be positive, but got {list(hw)}.")
    return hw


def _area_matrix(n_in: int, n_out: int, align_corners: bool) -> np.ndarray:
    """(n_out, n_in) coverage of each input cell by each output cell (TensorFlow's float32 arithmetic)."""
    f32 = np.float32
    sc = f32((n_in - 1) / f32(n_out - 1)) if align_corners and n_out > 1 else f32(n_in / f32(n_out))
    m = np.zeros((n_out, n_in), np.float64)
    for o in range(n_out):
        lo, hi = f32(o) * sc, f32(o + 1) * sc
        for i in range(int(np.floor(lo)), int(np.ceil(hi))):
            w = (sc if i + 1 > hi else f32(i + 1) - lo) if i < lo else (hi - f32(i) if i + 1 > hi else f32(1))
            m[o, min(max(i, 0), n_in - 1)] += float(w)
    return m


@RESIZE_AREA.def_impl
def _resize_area_impl(images: Any, size: Any, align_corners: bool = False) -> np.ndarray:
    images = np.asarray(images)
    oh, ow = _area_check(images, size)
    _, h, w, _ = images.shape
    wy, wx = _area_matrix(h, oh, align_corners), _area_matrix(w, ow, align_corners)
    norm = 1.0 / (float(h / np.float32(oh) if not (align_corners and oh > 1) else (h - 1) / np.float32(oh - 1)) *
                  float(w / np.float32(ow) if not (align_corners and ow > 1) else (w - 1) / np.float32(ow - 1)))
    out = np.einsum("oh,nhwc,pw->nopc", wy, images.astype(np.float64), wx) * norm
    return out.astype(np.float32)


@bprop_getters.register(RESIZE_AREA.prim_class)
def _get_resize_area_bprop(self: Any):
    def bprop(images, size, out, dout):   # MindSpore 2.10 defines none: differentiating through it is an error
        raise OpRuntimeError("Illegal primitive ResizeArea's bprop not defined")
    return bprop


@RESIZE_AREA.def_infer
def _resize_area_infer(images: Aval, size: Any, align_corners: bool = False) -> Aval:
    hw = _area_check(images, size)
    s = tuple(images.shape)
    return Aval((s[0],) + (hw if hw is not None else (None, None)) + (s[3],), np.dtype(np.float32))


# --- ScaleAndTranslate ---------------------------------------------------------------------------------------------
_KPI = np.float32(3.14159265359)


def _lanczos(radius: float) -> Any:
    r = np.float32(radius)

    def k(x: np.ndarray) -> np.ndarray:
        with np.errstate(divide="ignore", invalid="ignore"):
            v = r * np.sin(_KPI * x) * np.sin(_KPI * x / r) / (_KPI * _KPI * x * x)
        return np.where(x > r, np.float32(0), np.where(x <= np.float32(1e-3), np.float32(1), v))
    return k, radius


def _cubic(b: float, c: float) -> Any:
    def k(x: np.ndarray) -> np.ndarray:
        if b == 0.0:   # Keys, a = -0.5
            near = (np.float32(1.5) * x - np.float32(2.5)) * x * x + np.float32(1)
            far = ((np.float32(-0.5) * x + np.float32(2.5)) * x - np.float32(4)) * x + np.float32(2)
        else:          # Mitchell-Netravali, b = c = 1/3
            near = ((np.float32(7 / 6) * x - np.float32(2)) * x * x + np.float32(8 / 9))
            far = (((np.float32(-7 / 18) * x + np.float32(2)) * x - np.float32(10 / 3)) * x + np.float32(16 / 9))
        return np.where(x >= 2, np.float32(0), np.where(x >= 1, far, near))
    return k, 2.0


#: TensorFlow's sampling kernels (kernel(|x|) float32, radius)
_SAMPLING_KERNELS = {
    "lanczos1": _lanczos(1.0), "lanczos3": _lanczos(3.0), "lanczos5": _lanczos(5.0),
    "gaussian": (lambda x: np.where(x >= np.float32(1.5), np.float32(0), np.exp(-x * x / np.float32(0.5))), 1.5),
    "box": (lambda x: np.where(x < np.float32(0.5), np.float32(1), np.where(x == np.float32(0.5), np.float32(0.5),
                                                                          np.float32(0))), 1.0),
    "triangle": (lambda x: np.where(x < np.float32(1), np.float32(1) - x, np.float32(0)), 1.0),
    "keyscubic": _cubic(0.0, 0.5), "mitchellcubic": _cubic(1 / 3, 1 / 3),
}

SCALE_AND_TRANSLATE = define_op(
    "ScaleAndTranslate", OpKind.OTHER, attrs={"kernel_type": "lanczos3", "antialias": True}, const_inputs=(1,),
    doc="ScaleAndTranslate(kernel_type='lanczos3', antialias=True)(images NHWC, size (h, w) int32, scale (2,) "
        "float32, translation (2,) float32): resampling of each image scaled and shifted, with one of TensorFlow's "
        "sampling kernels (widened by 1/scale when antialias downsamples), float32.")


def _sat_attr_check(attrs: dict) -> None:
    kt = attrs["kernel_type"]
    if not isinstance(kt, str):
        raise TypeError(f"For 'ScaleAndTranslate', the type of 'kernel_type' should be 'str', but got type "
                        f"'{user_type(kt).__name__}'.")
    if kt not in _SAMPLING_KERNELS:
        raise ValueError(f"For 'ScaleAndTranslate', the 'kernel_type' should be str and must be in "
                         f"'{list(_SAMPLING_KERNELS)}', but got '{kt}'.")
    if not isinstance(attrs["antialias"], bool):
        raise TypeError(f"For 'ScaleAndTranslate', the type of 'antialias' should be 'bool', but got type "
                        f"'{user_type(attrs['antialias']).__name__}'.")


_wrap_init(SCALE_AND_TRANSLATE, _sat_attr_check)


def _sat_check(images: Any, size: Any, scale: Any, translation: Any) -> Any:
    _check_dtype("ScaleAndTranslate", "images", images.dtype, _AREA_TYPES)
    _check_dtype("ScaleAndTranslate", "scale", scale.dtype, (np.float32,))
    _check_dtype("ScaleAndTranslate", "translation", translation.dtype, (np.float32,))
    if len(shape_of(images)) != 4:
        raise ShapeError(f"For 'ScaleAndTranslate', the dimension of 'images' must be 4, but got "
                         f"{len(shape_of(images))}.")
    for arg, t in (("scale", scale), ("translation", translation)):
        if tuple(shape_of(t)) != (2,):
            raise ShapeError(f"For 'ScaleAndTranslate', the shape of '{arg}' must be (2,), but got "
                             f"{tuple(shape_of(t))}.")
    if isinstance(size, Aval):
        _check_dtype("ScaleAndTranslate", "size", size.dtype, (np.int32,))
        return None
    hw = tuple(int(v) for v in np.asarray(size).reshape(-1))
    if len(hw) != 2 or min(hw) <= 0:
        raise ShapeError(f"For 'ScaleAndTranslate', 'size' must be 2 positive values, but got {list(hw)}.")
    return hw


def _span_matrix(kernel: Any, radius: float, n_out: int, n_in: int, scale: np.float32, translate: np.float32,
                 antialias: bool) -> np.ndarray:
    """(n_out, n_in) resampling weights along one axis (TensorFlow's ComputeSpansCore, float32)."""
    f32 = np.float32
    inv_scale = f32(1) / scale
    inv_translate = -inv_scale * translate
    kscale = max(inv_scale, f32(1)) if antialias else f32(1)
    m = np.zeros((n_out, n_in), np.float64)
    for x in range(n_out):
        sample = (f32(x) + f32(0.5)) * inv_scale + inv_translate
        if sample < 0 or sample > n_in:
            continue
        start = int(np.ceil(sample - f32(radius) * kscale - f32(0.5)))
        end = int(np.floor(sample + f32(radius) * kscale - f32(0.5)))
        start = min(max(start, 0), n_in - 1)
        end = min(max(end, 0), n_in - 1) + 1
        src = np.arange(start, end).astype(f32)
        w = kernel(np.abs(((src + f32(0.5)) - sample) * (f32(1) / kscale))).astype(f32)
        total = f32(0)
        for v in w:
            total = f32(total + v)
        if abs(total) >= f32(1000) * np.finfo(f32).tiny:
            w = w * (f32(1) / total)
        m[x, start:end] = w
    return m


def _sat_matrices(shape_in: Tuple[int, ...], shape_out: Tuple[int, int], scale: Any, translation: Any,
                  kernel_type: str, antialias: bool) -> Tuple[np.ndarray, np.ndarray]:
    kernel, radius = _SAMPLING_KERNELS[kernel_type]
    scale, translation = np.asarray(scale), np.asarray(translation)
    wy = _span_matrix(kernel, radius, shape_out[0], shape_in[1], np.float32(scale[0]), np.float32(translation[0]),
                      antialias)
    wx = _span_matrix(kernel, radius, shape_out[1], shape_in[2], np.float32(scale[1]), np.float32(translation[1]),
                      antialias)
    return wy, wx


@SCALE_AND_TRANSLATE.def_impl
def _sat_impl(images: Any, size: Any, scale: Any, translation: Any, kernel_type: str = "lanczos3",
              antialias: bool = True) -> np.ndarray:
    images, scale, translation = np.asarray(images), np.asarray(scale), np.asarray(translation)
    hw = _sat_check(images, size, scale, translation)
    wy, wx = _sat_matrices(images.shape, hw, scale, translation, kernel_type, antialias)
    return np.einsum("oh,nhwc,pw->nopc", wy, images.astype(np.float64), wx).astype(np.float32)


@SCALE_AND_TRANSLATE.def_infer
def _sat_infer(images: Aval, size: Any, scale: Aval, translation: Aval, kernel_type: str = "lanczos3",
               antialias: bool = True) -> Aval:
    hw = _sat_check(images, size, scale, translation)
    s = tuple(images.shape)
    return Aval((s[0],) + (hw if hw is not None else (None, None)) + (s[3],), np.dtype(np.float32))


SCALE_AND_TRANSLATE_GRAD = define_op(
    "ScaleAndTranslateGrad", OpKind.OTHER, attrs={"kernel_type": "lanczos3", "antialias": True},
    differentiable=False,
    doc="ScaleAndTranslateGrad(kernel_type, antialias)(grads, original_image, scale, translation): the gradient of "
        "ScaleAndTranslate for its image (the transposed resampling), float32 of the image's shape.")
_wrap_init(SCALE_AND_TRANSLATE_GRAD, _sat_attr_check)


@SCALE_AND_TRANSLATE_GRAD.def_impl
def _sat_grad_impl(grads: Any, original_image: Any, scale: Any, translation: Any, kernel_type: str = "lanczos3",
                   antialias: bool = True) -> np.ndarray:
    grads, image = np.asarray(grads), np.asarray(original_image)
    _check_dtype("ScaleAndTranslateGrad", "grads", grads.dtype, (np.float32,))
    wy, wx = _sat_matrices(image.shape, grads.shape[1:3], scale, translation, kernel_type, antialias)
    return np.einsum("oh,nopc,pw->nhwc", wy, grads.astype(np.float64), wx).astype(np.float32)


@SCALE_AND_TRANSLATE_GRAD.def_infer
def _sat_grad_infer(grads: Aval, original_image: Aval, scale: Aval, translation: Aval, kernel_type: str = "lanczos3",
                    antialias: bool = True) -> Aval:
    _check_dtype("ScaleAndTranslateGrad", "grads", grads.dtype, (np.float32,))
    return Aval(tuple(original_image.shape), np.dtype(np.float32))


@bprop_getters.register(SCALE_AND_TRANSLATE.prim_class)
def _get_sat_bprop(self: Any):
    attrs = dict(self.attrs)

    def bprop(images, size, scale, translation, out, dout):
        F = _F()
        dimage = apply(prim(SCALE_AND_TRANSLATE_GRAD, **attrs), (dout, images, scale, translation))
        dimage = F.cast(dimage, F.dtype(images))   # MindSpore: the gradient in the image's dtype (ints too)
        dsize = F.zeros_like(size) if _is_tensor(size) else 0
        return dimage, dsize, F.zeros_like(scale), F.zeros_like(translation)

    return bprop


__all__ = public_functions(globals())


def _install_methods() -> None:
    from ..common.tensor_methods import TensorMethods

    def _index_fill_method(self, axis, index, value):
        return index_fill(self, axis, index, value)

    _index_fill_method.__name__ = "index_fill"
    TensorMethods.index_fill = _index_fill_method


_install_methods()
