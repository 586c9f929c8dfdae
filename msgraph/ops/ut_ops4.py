"""Primitives MindSpore's unit tests ``tests/ut/python/ops`` and ``nn`` use (h-ut4, session 14).

* ``sparse_ops.DenseToDenseSetOperation`` / ``DenseToSparseSetOperation``: TensorFlow's set operations on the
  last dimension of dense (or COO sparse) integer tensors, returned as a COO triple (indices, values, shape) of
  row-wise sorted results; the number of entries depends on the values (unknown length in Graph mode).
"""
from __future__ import annotations

from typing import Any, List

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, ShapeError
from ._helpers import dtype_name
from ._helpers import user_type
from .registry import OpKind, define_op, op_function, public_functions


# --- DenseToDenseSetOperation / DenseToSparseSetOperation -------------------------------------------------------
_SET_DTYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16")
_SET_OPS = ("a-b", "b-a", "intersection", "union")
_SET_TYPE_TEXT = "{Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt8]}"


def _set_op_name(name: str, set_operation: Any) -> str:
    op = str(set_operation).lower()
    if op not in _SET_OPS:
        raise ValueError(f"For {name}, the attr set_operation must be any one of ['a-b','b-a','intersection',"
                         f"'union'], but got {set_operation}.")
    return op


def _set_check_x(name: str, arg: str, x: Any) -> None:
    if np.dtype(x.dtype).name not in _SET_DTYPES:
        raise ArgumentError(f"For primitive[{name}], the input argument[{arg}] must be a type of {_SET_TYPE_TEXT}, "
                            f"but got Tensor[{dtype_name(x.dtype)}].")
    if len(x.shape) < 2:
        raise ShapeError(f"For primitive[{name}], the {arg}_rank must be greater than or equal to 2, "
                         f"but got {len(x.shape)}.")


def _combine_sets(op: str, a: Any, b: Any) -> Any:
    if op == "a-b":
        return np.setdiff1d(a, b)
    if op == "b-a":
        return np.setdiff1d(b, a)
    if op == "intersection":
        return np.intersect1d(a, b)
    return np.union1d(a, b)


def _sets_to_coo(batch_shape: Any, rows: List[Any], dtype: Any) -> Any:
    width = max((len(r) for r in rows), default=0)
    idx: List[Any] = []
    vals: List[Any] = []
    for flat, r in enumerate(rows):
        pos = np.unravel_index(flat, batch_shape) if batch_shape else ()
        for k, v in enumerate(r):
            idx.append(tuple(int(p) for p in pos) + (k,))
            vals.append(v)
    rank = len(batch_shape) + 1
    return (np.array(idx, np.int64).reshape(len(idx), rank), np.array(vals, dtype).reshape(len(vals)),
            np.array(tuple(batch_shape) + (width,), np.int64))


DENSE_TO_DENSE_SET = define_op(
    "DenseToDenseSetOperation", OpKind.OTHER, attrs={"set_operation": "a-b", "validate_indices": True}, n_outputs=3,
    differentiable=False,
    doc="DenseToDenseSetOperation(set_operation, validate_indices)(x1, x2): the set operation ('a-b', 'b-a', "
        "'intersection', 'union') of the last-dimension rows of x1 and x2, as sorted COO rows "
        "(y_indices, y_values, y_shape).")


@DENSE_TO_DENSE_SET.def_impl
def _dense_to_dense_set_impl(x1: Any, x2: Any, set_operation: str = "a-b", validate_indices: bool = True) -> Any:
    name = "DenseToDenseSetOperation"
    op = _set_op_name(name, set_operation)
    x1, x2 = np.asarray(x1), np.asarray(x2)
    _set_check_x(name, "x1", x1)
    _set_check_x(name, "x2", x2)
    if x1.dtype != x2.dtype:
        raise ArgumentError(f"For primitive[{name}], the input 'x2' must have the same dtype as 'x1', but got "
                            f"{x2.dtype.name} and {x1.dtype.name}.")
    if x1.shape[:-1] != x2.shape[:-1]:
        raise ValueError(f"For '{name}', the shapes of 'x1' and 'x2' must agree except in the last dimension, "
                         f"but got {list(x1.shape)} and {list(x2.shape)}.")
    batch = x1.shape[:-1]
    a = x1.reshape(-1, x1.shape[-1])
    b = x2.reshape(-1, x2.shape[-1])
    rows = [_combine_sets(op, a[i], b[i]) for i in range(a.shape[0])]
    return _sets_to_coo(batch, rows, x1.dtype)


@DENSE_TO_DENSE_SET.def_infer
def _dense_to_dense_set_infer(x1: Aval, x2: Aval, set_operation: str = "a-b", validate_indices: bool = True) -> Any:
    name = "DenseToDenseSetOperation"
    _set_op_name(name, set_operation)
    _set_check_x(name, "x1", x1)
    _set_check_x(name, "x2", x2)
    rank = len(x1.shape)
    return (Aval((None, rank), np.dtype(np.int64)), Aval((None,), x1.dtype), Aval((rank,), np.dtype(np.int64)))


DenseToDenseSetOperation = DENSE_TO_DENSE_SET.prim_class


DENSE_TO_SPARSE_SET = define_op(
    "DenseToSparseSetOperation", OpKind.OTHER, attrs={"set_operation": "", "validate_indices": True}, n_outputs=3,
    differentiable=False,
    doc="DenseToSparseSetOperation(set_operation, validate_indices)(x1, x2_indices, x2_values, x2_shape): "
        "the set operation of x1's last-dimension rows with those of the COO tensor x2, as sorted COO rows.")


@DENSE_TO_SPARSE_SET.def_impl
def _dense_to_sparse_set_impl(x1: Any, x2_indices: Any, x2_values: Any, x2_shape: Any, set_operation: str = "",
                              validate_indices: bool = True) -> Any:
    name = "DenseToSparseSetOperation"
    op = _set_op_name(name, set_operation)
    x1, ind, val, shp = (np.asarray(v) for v in (x1, x2_indices, x2_values, x2_shape))
    _set_check_x(name, "x1", x1)
    if val.dtype != x1.dtype:
        raise ArgumentError(f"For primitive[{name}], the input 'x2_values' must have the same dtype as 'x1', "
                            f"but got {val.dtype.name} and {x1.dtype.name}.")
    if ind.ndim != 2 or val.ndim != 1 or shp.ndim != 1 or ind.shape[0] != val.shape[0] \
            or ind.shape[1] != shp.shape[0]:
        raise ValueError(f"For '{name}', the shapes of 'x2_indices' {list(ind.shape)}, 'x2_values' "
                         f"{list(val.shape)} and 'x2_shape' {list(shp.shape)} do not agree.")
    if shp.shape[0] != x1.ndim or tuple(int(d) for d in shp[:-1]) != x1.shape[:-1]:
        raise ValueError(f"For '{name}', the shape of 'x1' {list(x1.shape)} and 'x2_shape' {shp.tolist()} must "
                         f"agree except in the last dimension.")
    batch = x1.shape[:-1]
    a = x1.reshape(-1, x1.shape[-1])
    groups: List[List[Any]] = [[] for _ in range(a.shape[0])]
    for k in range(ind.shape[0]):
        pos = tuple(int(p) for p in ind[k, :-1])
        if validate_indices and (any(p < 0 for p in ind[k]) or any(int(p) >= int(s) for p, s in zip(ind[k], shp))):
            raise ValueError(f"For '{name}', the 'x2_indices' must be in the bounds of 'x2_shape', but got "
                             f"{ind[k].tolist()}.")
        groups[int(np.ravel_multi_index(pos, batch)) if batch else 0].append(val[k])
    rows = [_combine_sets(op, a[i], np.array(groups[i], x1.dtype)) for i in range(a.shape[0])]
    return _sets_to_coo(batch, rows, x1.dtype)


@DENSE_TO_SPARSE_SET.def_infer
def _dense_to_sparse_set_infer(x1: Aval, x2_indices: Aval, x2_values: Aval, x2_shape: Aval, set_operation: str = "",
                               validate_indices: bool = True) -> Any:
    name = "DenseToSparseSetOperation"
    _set_op_name(name, set_operation)
    _set_check_x(name, "x1", x1)
    rank = len(x1.shape)
    return (Aval((None, rank), np.dtype(np.int64)), Aval((None,), x1.dtype), Aval((rank,), np.dtype(np.int64)))


DenseToSparseSetOperation = DENSE_TO_SPARSE_SET.prim_class


# --- function forms of mindspore.ops.function.math_func the ut tests call ---------------------------------------
# Each follows MindSpore's own composition (math_func.py), with its checks and messages.
def _F() -> Any:
    from . import functional

    return functional


def _is_tensor(x: Any) -> bool:
    from ..common.tensor import Tensor

    return isinstance(x, Tensor) or (hasattr(x, "shape") and hasattr(x, "dtype") and not isinstance(x, np.ndarray))


def _float_dtypes() -> Any:
    from ..common import dtype as mstype

    return mstype.float_type


@op_function
def block_diag(*inputs: Any) -> Any:
    """The block-diagonal matrix of the 0-, 1- or 2-D tensors ``inputs`` (1-D: one row; 0-D: 1x1)."""
    F = _F()

    def to_2d(ary: Any) -> Any:
        if not _is_tensor(ary):
            raise TypeError(f"For 'block_diag', each element of 'inputs' must be a tensor, but got {user_type(ary)}")
        nd = len(ary.shape)
        if nd == 0:
            return F.reshape(ary, (1, 1))
        if nd == 1:
            return F.expand_dims(ary, 0)
        if nd == 2:
            return ary
        raise ValueError(f"For 'block_diag', the dimension of each elements in 'inputs' must be 0, 1, or 2, "
                         f"but got {nd}")

    if not inputs:
        raise RuntimeError("For 'block_diag', the input is empty.")
    arys = [to_2d(a) for a in inputs]
    cols = []
    for i, a in enumerate(arys):
        blocks = [a if j == i else F.zeros((b.shape[0], a.shape[1]), b.dtype) for j, b in enumerate(arys)]
        cols.append(F.concat(blocks, 0))
    return F.concat(cols, 1)


@op_function
def cartesian_prod(*inputs: Any) -> Any:
    """The cartesian product of the 1-D tensors ``inputs``, one combination per row."""
    F = _F()
    grids = F.meshgrid(*inputs, indexing="ij")
    return F.reshape(F.stack(grids, -1), (-1, len(inputs)))


@op_function
def combinations(input: Any, r: int = 2, with_replacement: bool = False) -> Any:  # noqa: A002
    """The length-r combinations of the 1-D tensor's elements (itertools order), one per row."""
    import itertools

    F = _F()
    if not _is_tensor(input):
        raise TypeError(f"For 'combinations', 'x' must be a tensor, but got {user_type(input)}")
    if len(input.shape) != 1:
        raise ValueError(f"For 'combinations', the dimension 'x' must be 1, but got {len(input.shape)}")
    if isinstance(r, bool) or not isinstance(r, int):
        raise TypeError(f"For 'combinations', 'r' must be an integer, but got {user_type(r)}")
    n = input.shape[0]
    combos = list((itertools.combinations_with_replacement if with_replacement else itertools.combinations)(
        range(n), r))
    if not combos or r <= 0:
        from ..common.tensor import Tensor

        return Tensor(np.zeros((0,), np.float32 if not with_replacement else np.float32))
    idx = np.array(combos, np.int64).reshape(-1)
    return F.reshape(F.gather(input, Tensor_(idx), 0), (-1, r))


def Tensor_(a: Any) -> Any:  # noqa: N802
    from ..common.tensor import Tensor

    return Tensor(a)


def _window_checks(name: str, window_length: Any, periodic: Any, dtype: Any, periodic_first: bool = False) -> bool:
    def check_periodic() -> None:
        if not isinstance(periodic, (bool, np.bool_)):
            raise TypeError(f"For '{name}', 'periodic' must be a variable of Boolean type, but got {user_type(periodic)}")

    if periodic_first:
        check_periodic()
    if isinstance(window_length, bool) or not isinstance(window_length, int):
        raise TypeError(f"For '{name}', 'window_length' must be a non-negative integer, but got "
                        f"{user_type(window_length)}")
    if window_length < 0:
        raise ValueError(f"For '{name}', 'window_length' must be a non-negative integer, but got {window_length}")
    if window_length <= 1:
        return False
    if not periodic_first:
        check_periodic()
    if dtype is not None and dtype not in _float_dtypes():
        raise TypeError(f"For '{name}', 'dtype' must be floating point dtypes, but got {dtype}.")
    return True


def _window_out(w: Any, periodic: bool, dtype: Any) -> Any:
    F = _F()
    w = w[:-1] if periodic else w
    t = Tensor_(w)
    return F.cast(t, dtype) if dtype is not None else t


@op_function
def hann_window(window_length: Any, periodic: Any = True, *, dtype: Any = None) -> Any:
    """``0.5 - 0.5 cos(2 pi n / (N - 1))`` (float64 unless ``dtype``; periodic: N = window_length + 1)."""
    if not _window_checks("hann_window", window_length, periodic, dtype):
        return Tensor_(np.ones(window_length))
    n_len = window_length + 1 if periodic else window_length
    n = np.arange(0, n_len)
    w = 0.5 - 0.5 * np.cos(2 * np.pi / (n_len - 1) * n)
    return _window_out(w, bool(periodic), dtype)


@op_function
def kaiser_window(window_length: Any, periodic: Any = True, beta: float = 12.0, *, dtype: Any = None) -> Any:
    """``I0(beta sqrt(1 - ((n - a) / a)^2)) / I0(beta)``, ``a = (N - 1) / 2`` (float64 unless ``dtype``)."""
    if not _window_checks("kaiser_window", window_length, periodic, dtype, periodic_first=True):
        return Tensor_(np.ones(window_length))
    n_len = window_length + 1 if periodic else window_length
    n = np.arange(0, n_len)
    alpha = (n_len - 1) / 2.0
    w = np.i0(beta * np.sqrt(1 - ((n - alpha) / alpha) ** 2.0)) / np.i0(float(beta))
    return _window_out(w, bool(periodic), dtype)


@op_function
def mv(mat: Any, vec: Any) -> Any:
    """The matrix-vector product ``mat @ vec``."""
    F = _F()
    if not _is_tensor(mat):
        raise TypeError("The input mat must be Tensor.")
    if not _is_tensor(vec):
        raise TypeError("The input vec must be Tensor.")
    from .linalg import MATMUL
    from .registry import apply, prim

    # MindSpore 2.10: vec flattened to a (numel, 1) column, then the strict 2-D MatMul primitive (a 1-d mat or a
    # length mismatch is MatMul's ValueError, not a broadcast)
    n = int(np.prod(tuple(vec.shape), dtype=np.int64))
    out = apply(prim(MATMUL), (mat, F.reshape(vec, (n, 1))))
    return F.reshape(out, (out.shape[0],))


@op_function
def trapz(y: Any, x: Any = None, *, dx: Any = 1.0, dim: Any = -1) -> Any:
    """The trapezoidal rule along ``dim``: spacing ``dx``, or the sample points ``x``."""
    F = _F()
    if not _is_tensor(y):
        raise TypeError(f"For `trapz`, the input `y` must be Tensor, but get {user_type(y)}.")
    if not isinstance(dx, float):
        raise TypeError(f"For `trapz`, the input `dx` must be float, but get f{user_type(dx)}.")
    if isinstance(dim, bool) or not isinstance(dim, int):
        raise TypeError(f"For `trapz`, the input `dim` must be int, but get {user_type(dim)}.")
    from ._helpers import np_dtype

    if np_dtype(y.dtype) not in (np.float16, np.float32):   # MindSpore's _check_is_float: float64 too
        y = F.cast(y, np.float32)
    nd = len(y.shape)
    if dim < -nd or dim >= nd:
        raise ValueError(f"For 'trapz', the 'dim' must be in range [{-nd}, {nd}), but got {dim}.")
    dim = dim + nd if dim < 0 else dim
    n = y.shape[dim]
    s = F.add(F.narrow(y, dim, 1, n - 1), F.narrow(y, dim, 0, n - 1))
    if x is None:   # MindSpore's dotrapezoid: (sum(y) - (y[0] + y[-1]) * 0.5) * dx
        ends = F.add(F.squeeze(F.narrow(y, dim, 0, 1), dim), F.squeeze(F.narrow(y, dim, n - 1, 1), dim))
        return F.mul(F.sub(F.reduce_sum(y, dim), F.mul(ends, 0.5)), dx)
    if not _is_tensor(x):
        raise TypeError(f"For `trapz`, the input `x` must be Tensor, but get {user_type(x)}.")
    x = F.cast(x, np.float32)
    xd = len(x.shape)
    xdim = dim - nd + xd if xd < nd else dim
    m = x.shape[xdim]
    d = F.sub(F.narrow(x, xdim, 1, m - 1), F.narrow(x, xdim, 0, m - 1))
    if xd == 1 and nd > 1:
        shape = [1] * nd
        shape[dim] = m - 1
        d = F.reshape(d, tuple(shape))
    return F.div(F.reduce_sum(F.mul(s, d), dim), 2.0)


@op_function
def fmin(input: Any, other: Any) -> Any:  # noqa: A002
    """MindSpore 2.10's CPU backend has no Fmin kernel (``ops.fmax`` has one): the call raises its RuntimeError, after
    the Fmin primitive's dtype check (fmin of int8 / int16 / uint8 / bool Tensors is its TypeError: adapt38oa)."""
    from .st_extra import _fmin_fmax_operands
    from .zoo_ops import _unsupported

    _fmin_fmax_operands("Fmin", input, other)

    raise _unsupported("Fmin")


__all__ = public_functions(globals())


# --- composite primitives: checks of MindSpore's Python primitives ------------------------------------------------
from ._compose import CompositePrimitive  # noqa: E402


def _type_name(x: Any) -> str:
    return "Tensor" if _is_tensor(x) else type(x).__name__


class SameTypeShape(CompositePrimitive):
    """SameTypeShape()(x, y): x, after checking that y is a Tensor of x's dtype and shape (``_inner_ops``)."""

    def __call__(self, x: Any, y: Any) -> Any:
        from ._helpers import dtype_name, np_dtype

        for arg, v in (("x", x), ("y", y)):
            if not _is_tensor(v):
                raise TypeError(f"For 'SameTypeShape', the type of '{arg}' should be 'Tensor', but got type "
                                f"'{_type_name(v)}'.")
        if np_dtype(x.dtype) != np_dtype(y.dtype):
            raise TypeError(f"For 'SameTypeShape', the x dtype should be = y dtype: {dtype_name(y.dtype)}, "
                            f"but got {dtype_name(x.dtype)}.")
        if tuple(x.shape) != tuple(y.shape):
            raise ValueError(f"For 'SameTypeShape', the x shape should be = y shape: {tuple(y.shape)}, "
                             f"but got {tuple(x.shape)}.")
        return x


class IsSubClass(CompositePrimitive):
    """IsSubClass()(sub_type, type_): whether the dtype ``sub_type`` is ``type_`` or one of its kinds
    (``mstype.number``: every numeric dtype); a compile-time bool."""

    def __call__(self, sub_type: Any, type_: Any) -> bool:
        from ..common import dtype as mstype

        for arg, v in (("sub_type", sub_type), ("type_", type_)):
            if not isinstance(v, (mstype.Type, mstype.DType, mstype._NamedType)):
                raise TypeError(f"For 'IsSubClass', the type of '{arg}' should be 'Type', but got type "
                                f"'{user_type(v).__name__}'.")
        if sub_type == type_:
            return True
        kinds = {str(mstype.number): mstype.number_type}
        members = kinds.get(str(type_))
        return bool(members is not None and sub_type in members)


def _positive_int_or_pair(name: str, arg: str, v: Any) -> Any:
    vals = (v, v) if isinstance(v, int) and not isinstance(v, bool) else tuple(v) if isinstance(v, tuple) else None
    if vals is None or len(vals) != 2 or any(isinstance(i, bool) or not isinstance(i, int) or i <= 0 for i in vals):
        raise (TypeError if vals is None else ValueError)(
            f"For '{name}', the '{arg}' must be a positive int or a tuple of two positive ints, but got {v}.")
    return vals


class DepthwiseConv2dNative(CompositePrimitive):
    """DepthwiseConv2dNative(channel_multiplier, kernel_size, mode=3, pad_mode='valid', pad=0, stride=1,
    dilation=1, group=1)(x, w): deprecated; MindSpore 2.10's CPU backend has no kernel for it, so a call checks
    the inputs as its infer does and raises MindSpore's RuntimeError ("Unsupported op ... on CPU")."""

    _attrs = {"channel_multiplier": None, "kernel_size": None, "mode": 3, "pad_mode": "valid", "pad": 0,
              "stride": 1, "dilation": 1, "group": 1}

    def _check_attrs(self) -> None:
        name = "DepthwiseConv2dNative"
        a = self.attrs
        if a["channel_multiplier"] is None or a["kernel_size"] is None:
            raise TypeError(f"{name}.__init__() missing required arguments 'channel_multiplier' and 'kernel_size'.")
        a["kernel_size"] = _positive_int_or_pair(name, "kernel_size", a["kernel_size"])
        stride = _positive_int_or_pair(name, "stride", a["stride"])
        if stride[0] != stride[1]:
            raise ValueError(f"The height and width of 'stride' must be equal,but got height:{stride[0]},  "
                             f"width:{stride[1]}")
        dilation = _positive_int_or_pair(name, "dilation", a["dilation"])
        if dilation[0] != dilation[1]:
            raise ValueError(f"The height and width of 'dilation' must be equal,but got height:{dilation[0]},  "
                             f"width:{dilation[1]}")
        pad, pad_mode = a["pad"], a["pad_mode"]
        if isinstance(pad, bool) or not isinstance(pad, (int, tuple)):
            raise TypeError(f"For '{name}', the type of 'pad' should be one of '['int', 'tuple']', but got type "
                            f"'{user_type(pad).__name__}'.")
        if not isinstance(pad_mode, str):
            raise TypeError(f"For '{name}', the type of 'pad_mode' should be 'str', but got type "
                            f"'{user_type(pad_mode).__name__}'.")
        pad = (pad,) * 4 if isinstance(pad, int) else pad
        if len(pad) != 4:
            raise ValueError(f"For '{name}', the 'pad size' must be int and must = 4, but got '{len(pad)}' with "
                             f"type 'int'.")
        if pad_mode.lower() not in ("valid", "same", "pad"):
            raise ValueError(f"For '{name}', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', "
                             f"but got '{pad_mode.lower()}'.")
        if pad_mode != "pad" and pad != (0, 0, 0, 0):
            raise ValueError(f"For '{name}', the 'pad' must be zero or (0, 0, 0, 0) when 'pad_mode' is not \"pad\", "
                             f"but got 'pad' is {a['pad']} and 'pad_mode' is {pad_mode}.")
        for key, rel, val in (("mode", "=", 3), ("channel_multiplier", ">", 0), ("group", ">", 0)):
            v = a[key]
            ok = isinstance(v, int) and not isinstance(v, bool) and (v == val if rel == "=" else v > val)
            if not ok:
                raise (TypeError if not isinstance(v, int) or isinstance(v, bool) else ValueError)(
                    f"For '{name}', the '{key}' must be int and must {rel} {val}, but got '{v}' with type "
                    f"'{user_type(v).__name__}'.")

    def __call__(self, x: Any, w: Any) -> Any:
        from ._helpers import dtype_name, np_dtype
        from .zoo_ops import _unsupported

        name = "DepthwiseConv2dNative"
        numbers = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
                   "float64", "bfloat16", "complex64", "complex128")
        for arg, v in (("x", x), ("w", w)):
            if not _is_tensor(v) or np_dtype(v.dtype).name not in numbers:
                got = f"Tensor[{dtype_name(v.dtype)}]" if _is_tensor(v) else type(v).__name__
                raise TypeError(f"For '{name}', the element of '{arg}' must be one of Tensor[Int8], Tensor[Int16], "
                                f"Tensor[Int32], Tensor[Int64], Tensor[UInt8], Tensor[UInt16], Tensor[UInt32], "
                                f"Tensor[UInt64], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
                                f"Tensor[BFloat16], Tensor[Complex64], Tensor[Complex128], but got {got}.")
        if np_dtype(x.dtype) != np_dtype(w.dtype):
            raise TypeError(f"For '{name}', the type of 'w' should be same as 'x', but got 'x' with type "
                            f"Tensor[{dtype_name(x.dtype)}] and 'w' with type Tensor[{dtype_name(w.dtype)}].")
        for arg, v in (("weight rank", w), ("x rank", x)):
            if len(v.shape) != 4:
                raise ValueError(f"For '{name}', the '{arg}' must be int and must = 4, but got '{len(v.shape)}' "
                                 f"with type 'int'.")
        if x.shape[1] != w.shape[1]:
            raise ValueError(f"For '{name}', the 'x_shape[1]' should be = w_shape[1]: {w.shape[1]}, "
                             f"but got {x.shape[1]}.")
        if tuple(self.attrs["kernel_size"]) != tuple(w.shape[2:4]):
            raise ValueError(f"For '{name}', the 'kernel_size' should be = w_shape[2:4]: {tuple(w.shape[2:4])}, "
                             f"but got {tuple(self.attrs['kernel_size'])}.")
        if w.shape[0] != 1:
            raise ValueError(f"For '{name}', the batch of 'weight' must be 1, but got {w.shape[0]}")
        raise _unsupported(name)


class AntiQuant(CompositePrimitive):
    """AntiQuant(sqrt_mode=False, dtype=float16)(x, scale, offset): ``scale * (x + offset)`` on Ascend
    inference hardware only: MindSpore 2.10's CPU backend has no kernel (RuntimeError), and its Graph mode rejects
    keyword inputs (TypeError, "But got input argument[input_x]:Keyword[...]")."""

    _attrs = {"sqrt_mode": False, "dtype": None}

    def _check_attrs(self) -> None:
        if not isinstance(self.attrs["sqrt_mode"], bool):
            raise TypeError(f"For 'AntiQuant', the type of 'sqrt_mode' should be 'bool', but got type "
                            f"'{user_type(self.attrs['sqrt_mode']).__name__}'.")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        from ._helpers import dtype_name
        from .zoo_ops import _unsupported

        if kwargs:
            key, value = next(iter(kwargs.items()))
            shown = f"Tensor[{dtype_name(value.dtype)}]" if _is_tensor(value) else type(value).__name__
            raise TypeError(f"The primitive[AntiQuant]'s input arguments[input_x] must be all tensor and those type "
                            f"must be same. But got input argument[input_x]:Keyword[key : {key}, value : {shown}]\n"
                            f"Valid type list: {{Tensor[Int8]}}.")
        raise _unsupported("AntiQuant")
