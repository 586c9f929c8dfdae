"""Creation ops: tensors made from constants (zeros, ones, fill, eye, arange) and *_like ops.

Creation ops take only constant inputs (shapes, dtypes, Python numbers), so they are
not differentiable; ``zeros_like``/``ones_like`` are elementwise (fusable) but their
value does not depend on the input's value, so they are not differentiable either.
"""
from __future__ import annotations

import builtins
from typing import Any, Optional

import numpy as np

from ..common.aval import Aval
from ..common.dtype import DType, from_numpy, int64, to_numpy
from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, ShapeError
from ._helpers import check_alloc, dtype_name, is_tensorlike, lit, np_dtype, shape_arg, shape_of
from .registry import refuse_numbers
from .registry import OpKind, apply, bprop_getters, define_op, define_unary, graph_float_constant, op_function, prim, public_functions


def _check_shape(name: str, shape: Any, arg: str = "size", dtype: Any = None) -> tuple:
    shape = shape_arg(shape)
    if not isinstance(shape, tuple) or not builtins.all(
            isinstance(d, (int, np.integer)) and not isinstance(d, bool) for d in shape):
        # MindSpore 2.10: a shape that is not a tuple of ints is a TypeError ("Failed calling Ones...")
        raise DTypeError(f"For '{name}', the '{arg}' must be a tuple of non-negative ints, but got {shape!r}.")
    if not builtins.all(d >= 0 for d in shape):
        raise ShapeError(f"For '{name}', the '{arg}' must be a tuple of non-negative ints, but got {shape!r}.")
    shape = tuple(int(d) for d in shape)
    if dtype is not None:
        check_alloc(name, shape, dtype)
    return shape


def _dtype_or(dtype: Any, default: Any) -> np.dtype:
    return to_numpy(dtype) if dtype is not None else np.dtype(default)


def _scalar_dtype(value: Any) -> np.dtype:
    """MindSpore's default dtype for a Python number: bool, int64 or float32."""
    if isinstance(value, bool):
        return np.dtype(np.bool_)
    if isinstance(value, int):
        return np.dtype(np.int64)
    if isinstance(value, float):
        return np.dtype(np.float32)
    return np.asarray(value).dtype


def _ms_dtype(d: Any, name: str) -> Optional[DType]:
    """A user dtype (None: the op's default) as an msgraph DType; DTypeError naming op ``name`` if bad."""
    return None if d is None else from_numpy(to_numpy(d, name=name))


# --- Zeros / Ones -----------------------------------------------------------------------------
def _define_filled(name: str, np_fill: Any, what: str):
    """Zeros / Ones: ``Name()(size, type)``, a tensor of ``np_fill`` (np.zeros / np.ones), default float32."""
    op = define_op(name, OpKind.CREATION, const_inputs=(0, 1), differentiable=False,
                   doc=f"{name}()(size, type): a tensor of {what} (default float32).")

    @op.def_impl
    def _impl(size: Any, dtype: Any = None) -> np.ndarray:
        dt = _dtype_or(dtype, np.float32)
        if isinstance(size, np.ndarray):   # graph code: a Tensor size, known when the graph runs
            size = _tensor_size(name, size)
        return np_fill(_check_shape(name, size, dtype=dt), dt)

    @op.def_infer
    def _infer(size: Any, dtype: Any = None) -> Aval:
        dt = _dtype_or(dtype, np.float32)
        if isinstance(size, Aval):   # graph code: a Tensor size -> a shape of that many dynamic dims
            _tensor_size(name, size)
            return Aval((None,) * (int(size.shape[0]) if len(size.shape) == 1 else 1), dt)
        return Aval(_check_shape(name, size, dtype=dt), dt)

    return op, op.prim_class


ZEROS, Zeros = _define_filled("Zeros", np.zeros, "zeros")
ONES, Ones = _define_filled("Ones", np.ones, "ones")


def _tensor_size(name: str, a: Any) -> tuple:
    """A 0-D/1-D int Tensor ``size`` (its array, or its Aval in graph code) as a shape tuple (an Aval: ())."""
    nd = len(a.shape)
    if nd > 1 or np.dtype(a.dtype).kind not in "iu" or (nd == 1 and a.shape[0] is None):
        # MindSpore 2.10: PyNative's conversion to a tuple is a TypeError, graph code's rank check a ValueError (its
        # type check of a float Tensor's elements a TypeError)
        err = ShapeError if isinstance(a, Aval) and np.dtype(a.dtype).kind in "iu" else TypeError
        raise err(f"For '{name}', a Tensor 'size' must be a 0-D or 1-D Tensor of ints, but got "
                  f"a {nd}-D Tensor of {np.dtype(a.dtype)}.")
    if isinstance(a, Aval):
        return ()
    return tuple(int(d) for d in np.asarray(a).reshape(-1))


def _size_arg(name: str, size: Any) -> Any:
    """``size`` as a shape: an int, a tuple/list of ints, or a 0-D/1-D int Tensor of them (in graph code an
    int Tensor input is passed on: the shape is its value when the graph runs, as MindSpore's dynamic shape)."""
    if isinstance(size, Tensor):
        return _tensor_size(name, size.asnumpy())
    if hasattr(size, "__msgraph_emit__"):
        return size
    if isinstance(size, (tuple, list)) and any(hasattr(d, "__msgraph_emit__") for d in size):
        # graph code: dimensions known only when the graph runs (``ops.zeros(y.shape)`` after masked_select)
        # -> their int64 Tensor, as a Tensor size above
        from . import functional as F
        return F.stack([F.scalar_to_tensor(d, int64) for d in size])
    return shape_arg(size)


@op_function
def zeros(size: Any, dtype: Any = None) -> Any:
    """A tensor of zeros of shape ``size`` (int, tuple or int Tensor), default dtype float32."""
    return apply(prim(ZEROS), (_size_arg("Zeros", size), _ms_dtype(dtype, "Zeros")))


@op_function
def ones(shape: Any, dtype: Any = None) -> Any:
    """A tensor of ones of ``shape`` (int, tuple or int Tensor), default dtype float32 (MindSpore 2.10 names the
    argument ``shape`` here and ``size`` in ``zeros``)."""
    return apply(prim(ONES), (_size_arg("Ones", shape), _ms_dtype(dtype, "Ones")))


# --- Fill -------------------------------------------------------------------------------------
FILL = define_op("Fill", OpKind.CREATION, const_inputs=(0, 1),
                 doc="Fill()(type, shape, value): a tensor of shape filled with value.")
Fill = FILL.prim_class


@bprop_getters.register(Fill)
def get_bprop_fill(self: Any):
    def bprop(dtype, shape, value, out, dout):
        # MindSpore 2.10 (both modes): a Tensor value -- or, in graph code, an ms.mutable number -- gets the sum of
        # the gradient, in its dtype (an int truncated); a constant Python number none (recorded:
        # fix32b/fill_value_grad, fix32b/mutable_number_grad)
        if not is_tensorlike(value):
            return (0, 0, 0)
        from . import functional as F

        g = F.reshape(F.reduce_sum(dout), tuple(shape_of(value)))
        return (0, 0, F.cast(g, value.dtype))
    return bprop


def _fill_dtype(dtype: Any, value: Any, shape: Any = ()) -> np.dtype:
    if isinstance(shape, list):   # MindSpore 2.10: Fill's shape is a tuple (or a Tensor); a list is its TypeError
        raise DTypeError("For 'Fill', input[1] must be tensor.")
    if isinstance(value, str):  # MindSpore 2.10: a TypeError
        raise DTypeError("For 'Fill', the value input only takes scalar or scalar within a tensor!.")
    return to_numpy(dtype) if dtype is not None else _scalar_dtype(value)


@FILL.def_impl
def _fill_impl(dtype: Any, shape: Any, value: Any) -> np.ndarray:
    dt = _fill_dtype(dtype, value, shape)
    if type(value) is int and np.dtype(dt).kind in "iu" and -2 ** 63 <= value < 2 ** 63:
        value = np.array(value, np.int64).astype(dt)   # MindSpore wraps: full((2,), -1, dtype=uint8) is [255, 255]
    return np.full(_check_shape("Fill", shape, "shape", dt), value, dt)


@FILL.def_infer
def _fill_infer(dtype: Any, shape: Any, value: Any) -> Aval:
    if isinstance(value, Aval):
        # a weak aval is a Python number: MindSpore's default dtype for it, as in the impl
        dt = to_numpy(dtype) if dtype is not None else (_scalar_dtype(value.proxy) if value.weak else value.dtype)
    else:
        dt = _fill_dtype(dtype, value, shape)
    return Aval(_check_shape("Fill", shape, "shape", dt), dt)


@op_function
def fill(type: Any, shape: Any, value: Any) -> Any:  # noqa: A002 - MindSpore's name
    """A tensor of ``shape`` and dtype ``type`` (None: from value) filled with ``value``."""
    dtype = _ms_dtype(type, "Fill")
    if isinstance(shape, list):   # MindSpore 2.10's FillV2 takes a tuple or a Tensor shape (a list: its TypeError)
        raise DTypeError(f"For primitive[FillV2], the `shape` must be a tuple or tensor with all Int elements, but got "
                         f"{shape!r}.")
    if isinstance(shape, (tuple, list)) and any(hasattr(d, "__msgraph_emit__") for d in shape) \
            and builtins.type(value) in (int, float) and (dtype is None or to_numpy(dtype).kind in "iuf"):
        # graph code: dimensions known only when the graph runs (``ops.fill(t, y.shape, 2.0)`` after masked_select):
        # zeros of that shape (an int64 Tensor size) plus the number
        np_dt = _fill_dtype(dtype, value)
        dt = from_numpy(np_dt)
        value = int(value) if np_dt.kind in "iu" else value   # (np.full's truncation, as the impl)
        return apply(prim(ZEROS), (_size_arg("Fill", shape), dt)) + graph_float_value(value, dt)
    return apply(prim(FILL), (dtype, shape_arg(shape), graph_float_value(value, dtype)))


def graph_float_value(value: Any, dtype: Any) -> Any:
    """``registry.graph_float_constant``, and an ``ms.mutable`` float in graph code the same way (a Cast)."""
    if type(value) is float:
        return graph_float_constant(value, dtype)
    aval = getattr(value, "aval", None)
    if aval is not None and hasattr(value, "__msgraph_emit__") and aval.weak and aval.shape == () \
            and np.dtype(aval.dtype).kind == "f" and getattr(dtype, "np", None) == np.float64:
        return _cast(value, np.float32)
    return value
    if type(value) is float:
        return float32_scalar(value)
    aval = getattr(value, "aval", None)
    if hasattr(value, "__msgraph_emit__") and aval is not None and aval.weak and aval.shape == () \
            and np.dtype(aval.dtype).kind == "f":
        return _cast(value, np.float32)
    return value


@op_function
def full(size: Any, fill_value: Any, *, dtype: Any = None) -> Any:
    """MindSpore 2.x ``ops.full(size, fill_value, dtype=None)``; as in MindSpore 2.10, a Python
    number fills an int64 Tensor when no dtype is given (``full((2,), 2.5)`` is ``[2, 2]``)."""
    if hasattr(size, "shape"):   # MindSpore 2.10 takes no Tensor size here (ops.ones/zeros/fill do)
        raise TypeError("For 'ops.full', 'size' must be a tuple or list of ints, but got "
                        "<class 'mindspore.common.tensor.Tensor'>.")
    if dtype is None:  # a bool and a Tensor too: full((2,), True) is int64 [1, 1], full((2,), Tensor(1.5)) [1, 1]
        from ..common.dtype import int64

        dtype = int64
    # (a list size is fine here, MindSpore 2.10's ops.full: adapt35f/full_tensor_fill; ops.fill refuses one)
    return fill(dtype, tuple(size) if isinstance(size, list) else size, fill_value)


# --- ZerosLike / OnesLike ----------------------------------------------------------------------------
ZEROS_LIKE, ZerosLike, _P_ZEROS_LIKE = define_unary(
    "ZerosLike", np.zeros_like, lambda t, x: lit(t, 0), None, doc="Zeros of x's shape and dtype.", fill=0)[:3]


@op_function
def zeros_like(input: Any, *, dtype: Any = None) -> Any:  # noqa: A002
    """Zeros with the shape and dtype of ``input`` (or ``dtype``)."""
    refuse_numbers("'{k0}' object has no attribute 'dtype'", input, error=AttributeError)
    out = apply(_P_ZEROS_LIKE, (input,))
    return out if dtype is None else _cast(out, dtype)


ONES_LIKE, OnesLike, _P_ONES_LIKE = define_unary(
    "OnesLike", np.ones_like, lambda t, x: lit(t, 1), None, doc="Ones of x's shape and dtype.", fill=1)[:3]


@op_function
def ones_like(input: Any, *, dtype: Any = None) -> Any:  # noqa: A002
    """Ones with the shape and dtype of ``input`` (or ``dtype``)."""
    refuse_numbers('Failed calling OnesLike with "OnesLike()(x={k0})".', input)
    out = apply(_P_ONES_LIKE, (input,))
    return out if dtype is None else _cast(out, dtype)


@op_function
def full_like(input: Any, fill_value: Any, *, dtype: Any = None) -> Any:  # noqa: A002
    """A tensor like ``input`` filled with ``fill_value``."""
    return fill(dtype if dtype is not None else input.dtype, input.shape, fill_value)


def _cast(x: Any, dtype: Any) -> Any:
    from .array_ops import cast

    return cast(x, dtype)


# --- Eye --------------------------------------------------------------------------------------
EYE = define_op("Eye", OpKind.CREATION, const_inputs=(0, 1, 2), differentiable=False,
                doc="Eye()(n, m, t): the n x m identity matrix of dtype t.")
Eye = EYE.prim_class


def _eye_shape(n: Any, m: Any, t: Any = None) -> tuple:
    return _check_shape("Eye", (n, n if m is None else m), "n, m", _dtype_or(t, np.float32))


@EYE.def_impl
def _eye_impl(n: Any, m: Any = None, t: Any = None) -> np.ndarray:
    n, m = _range_number(n), _range_number(m)   # a Tensor n/m read at run time (ops/value_dependent.py)
    shape = _eye_shape(n, m, t)
    return np.eye(shape[0], shape[1], dtype=_dtype_or(t, np.float32))


@EYE.def_infer
def _eye_infer(n: Any, m: Any = None, t: Any = None) -> Aval:
    if isinstance(n, Aval) or isinstance(m, Aval):   # a Tensor n/m in Graph mode: dynamic dimensions
        dims = [None if isinstance(v, Aval) else v for v in (n, n if m is None else m)]
        return Aval(tuple(dims), _dtype_or(t, np.float32))
    return Aval(_eye_shape(n, m, t), _dtype_or(t, np.float32))


@op_function
def eye(n: int, m: Optional[int] = None, dtype: Any = None) -> Any:
    """The identity matrix (n x m, default square and float32)."""
    return apply(prim(EYE), (n, m, _ms_dtype(dtype, "Eye")))


# --- Range ------------------------------------------------------------------------------------
def _range_same_kind(start: Any, limit: Any, delta: Any) -> None:
    """MindSpore 2.10's Range (the Primitive and ops.range): integer and float bounds together are a TypeError
    (Python numbers or Tensors; int32 with int64 or float32 with float64 are taken: measured, r2b)."""
    def name(v: Any) -> str:
        if isinstance(v, bool):
            return "Bool"
        if isinstance(v, int):
            return "Int64"
        if isinstance(v, float):
            return "Float32"
        dt = np.dtype(np_dtype(v)) if hasattr(v, "dtype") else None
        if dt is None:
            return ""
        return "Int64" if dt.kind in "iu" else "Float64" if dt == np.float64 else dt.name.capitalize()
    names = [name(v) for v in (start, limit, delta)]
    if builtins.any(n.startswith("Int") for n in names) and builtins.any(n.startswith("Float") for n in names):
        raise DTypeError(f"For Range, the dtypes of inputs must be the same, but got ({', '.join(names)}).")


def _range_call_check(p: Any, *args: Any) -> None:
    if len(args) == 3:
        _range_same_kind(*args)


RANGE = define_op("Range", OpKind.CREATION, attrs={"maxlen": 1000000, "dtype": None}, const_inputs=(0, 1, 2),
                  differentiable=False, call_check=_range_call_check,
                  doc="Range(maxlen=1000000)(start, limit, delta): evenly spaced values in [start, limit) "
                      "(maxlen, as by MindSpore's CPU kernel, is not enforced; dtype: msgraph's arange).")
Range = RANGE.prim_class


def _range_dtype(start: Any, limit: Any, delta: Any, dtype: Any) -> np.dtype:
    if dtype is not None:
        return to_numpy(dtype)
    vals = (start, limit, delta)
    if builtins.any(isinstance(v, float) or (isinstance(v, (np.floating,))) for v in vals):
        return np.dtype(np.float32)
    return np.dtype(np.int64)


def _range_len(start: Any, limit: Any, delta: Any) -> int:
    for nm, v in (("start", start), ("limit", limit), ("delta", delta)):
        if isinstance(v, bool) or not isinstance(v, (int, float, np.integer, np.floating)):
            raise ArgumentError(f"For 'Range', the '{nm}' must be a Python number, but got {v!r}.")
    if delta == 0:
        raise ShapeError("For 'Range', the 'delta' cannot be equal to zero.")
    if (delta > 0 and start > limit) or (delta < 0 and start < limit):
        raise ShapeError(f"For 'Range', 'delta' must point from 'start' to 'limit', but got "
                         f"start={start}, limit={limit}, delta={delta}.")
    return int(np.ceil((limit - start) / delta))


def _range_maxlen(maxlen: Any) -> None:
    if isinstance(maxlen, bool) or not isinstance(maxlen, (int, np.integer)):
        kind = "None" if maxlen is None else "string" if isinstance(maxlen, str) else type(maxlen).__name__
        raise ArgumentError(f'Failed calling Range with "Range(maxlen={kind})(start=Tensor, end=Tensor, step=Tensor)".')
    if maxlen <= 0:
        raise ShapeError(f"For primitive[Range], the maxlen must be greater than 0, but got {maxlen}.")


def _range_number(v: Any) -> Any:
    """A 0-d Tensor argument (eager: a 0-d array) as its Python number (MindSpore's Range takes both)."""
    return v.item() if isinstance(v, (np.ndarray, np.generic)) and np.ndim(v) == 0 else v


def _range_float_n(start: Any, limit: Any, delta: Any, fdt: np.dtype) -> int:
    """The length as MindSpore's kernel computes it in the bounds' float dtype (ops.arange casts Python floats to
    float32 first: arange(1e10, 1e10 + 3) is empty)."""
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        return int(np.ceil(np.abs((fdt.type(limit) - fdt.type(start)) / fdt.type(delta))))


@RANGE.def_impl
def _range_impl(start: Any, limit: Any, delta: Any, maxlen: Any = 1000000, dtype: Any = None) -> np.ndarray:
    _range_maxlen(maxlen)
    arrays = [v for v in (start, limit, delta) if isinstance(v, (np.ndarray, np.generic))]
    fdt = np.result_type(*arrays) if len(arrays) == 3 else None
    start, limit, delta = _range_number(start), _range_number(limit), _range_number(delta)
    n = _range_len(start, limit, delta)
    if fdt is None and _range_dtype(start, limit, delta, None).kind == "f":
        fdt = np.dtype(np.float32)   # Python floats: MindSpore's ops.arange casts the bounds to float32 first
    if fdt == np.float16:
        # MindSpore 2.10's CPU kernel takes float16 bounds as float32 (length and values: the float16 numbers' float32
        # steps, Range(0.1, 2.7, 0.3) ends 2.5003662109375; (0, 1, 0.1) has 11 values, float16 arithmetic gave 10)
        fdt = np.dtype(np.float32)
    if fdt is not None and fdt.kind == "f" and delta != 0:  # the length and the values in that dtype, as the kernel
        n = _range_float_n(start, limit, delta, fdt)
        check_alloc("Range", (n,), _range_dtype(start, limit, delta, dtype))
        vals = fdt.type(start) + np.arange(n).astype(fdt) * fdt.type(delta)   # start + i * delta, rounded in fdt
        return vals.astype(_range_dtype(start, limit, delta, dtype))
    check_alloc("Range", (n,), _range_dtype(start, limit, delta, dtype))
    return (start + delta * np.arange(n)).astype(_range_dtype(start, limit, delta, dtype))


@RANGE.def_infer
def _range_infer(start: Any, limit: Any, delta: Any, maxlen: Any = 1000000, dtype: Any = None) -> Aval:
    _range_maxlen(maxlen)
    if builtins.any(isinstance(v, Aval) for v in (start, limit, delta)):
        # a Tensor bound in Graph mode (ops/value_dependent.py): the length is dynamic, the kernel reads the values;
        # the dtype is the numbers' (int64 when all are integers, else float32), as MindSpore's
        for nm, v in (("start", start), ("limit", limit), ("delta", delta)):
            if isinstance(v, Aval) and (len(v.shape) != 0 or not np.issubdtype(v.dtype, np.number)):
                raise ArgumentError(f"For 'Range', the '{nm}' must be a Python number or a scalar Tensor, "
                                    f"but got {v!r}.")
        floats = builtins.any(np.issubdtype(v.dtype, np.floating) if isinstance(v, Aval) else isinstance(v, float)
                              for v in (start, limit, delta))
        return Aval((None,), to_numpy(dtype) if dtype is not None else np.dtype(np.float32 if floats else np.int64))
    n, dt = _range_len(start, limit, delta), _range_dtype(start, limit, delta, dtype)
    if _range_dtype(start, limit, delta, None).kind == "f":
        n = _range_float_n(start, limit, delta, np.dtype(np.float32))
    check_alloc("Range", (n,), dt)
    return Aval((n,), dt)




_ARANGE_TENSOR_DTYPES = frozenset(np.dtype(t) for t in (np.int32, np.float32, np.int64, np.float64))


@op_function
def arange(start: Any = 0, end: Any = None, step: Any = 1, *, dtype: Any = None) -> Any:
    """Values in [start, end) spaced by step; ints -> int64, floats -> float32 unless dtype."""
    for v in (start, end, step):
        if is_tensorlike(v) and np_dtype(v) not in _ARANGE_TENSOR_DTYPES:
            # MindSpore 2.10's arange checks a Tensor bound's dtype first (Range itself takes float16 / int16...)
            raise DTypeError("For arange, the input type must be int or float or a TensorScalar in [mindspore.int32, "
                             f"mindspore.float32, mindspore.int64, mindspore.float64], but got {dtype_name(v)}")
    if end is None:
        start, end = 0, start
    return apply(prim(RANGE, dtype=_ms_dtype(dtype, "Range")), (start, end, step))


@op_function
def range(start: Any, end: Any, step: Any, maxlen: int = 1000000) -> Any:  # noqa: A001 - MindSpore's name
    """MindSpore ``ops.range(start, end, step, maxlen=1000000)``: Python numbers or one-element Tensors
    (MindSpore takes both); ``maxlen`` is accepted and, as by MindSpore's CPU kernel, not enforced."""
    _range_same_kind(start, end, step)
    from ..common import hooks

    if hooks.vmap_depth[0] and any(hooks.vmap_axis_of(v) is not None for v in (start, end, step)):
        # MindSpore 2.10 has no vmap rule for Range: its per-element fallback fails to stack the numbers
        # ``ops.range`` reads from a mapped Tensor (msgraph computed the rows; st ops/gpu test_range_op)
        raise TypeError("For 'Stack', the element of 'input_x[0]' must be Tensor, but got Int64.")
    for v in (start, end, step):
        if isinstance(v, Tensor) and v.size != 1:   # MindSpore 2.10 reads a Tensor as a number (its ValueError)
            raise ShapeError(f"Can only convert tensor with one element to number, but got {v!r}")
    start, end, step = (v.asnumpy().item() if isinstance(v, Tensor) else v for v in (start, end, step))
    return apply(prim(RANGE), (start, end, step))

__all__ = public_functions(globals())  # every function form defined here (op_function)
