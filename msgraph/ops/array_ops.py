"""Array ops: cast, joining and splitting (concat, stack, split) and lookups (gather, take,
unsorted_segment_sum).  Pure shape ops are in :mod:`msgraph.ops.shape_ops`.

The checks are shared by the numpy impl and the inference rule, so PyNative and Graph
mode report the same errors.
"""
from __future__ import annotations

import builtins
import sys
from typing import Any, Sequence, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.tensor import _TENSOR_TYPES
from ..common.dtype import DType, from_numpy, is_bf16, to_numpy
from ..errors import ArgumentError, DTypeError, ShapeError
from ._helpers import (
    dtype_name, elementwise_impl, fmt_shape, is_float, is_tensorlike, normalize_axis, np_dtype,
    shape_of, unpack_variadic, zeros_grad,
)
from ._helpers import user_type
from .registry import (TRAMPOLINES, OpKind, _bind_call_keywords, apply, bprop_getters, define_op,
                       graph_float_constant, make_variadic, op_function, prim, public_functions)
from .shape_ops import reshape, transpose


def _prod(xs: Sequence[Any]) -> Any:
    n = 1
    for d in xs:
        if d is None:
            return None
        n *= d
    return n


def _ms_dtype(dtype: Any, name: str = "Cast") -> DType:
    """A user dtype (DType, numpy dtype/type, name) as an msgraph DType; DTypeError naming ``name`` if bad."""
    if isinstance(dtype, DType):
        return dtype
    return from_numpy(to_numpy(dtype, name=name))


# --- Cast -------------------------------------------------------------------------------------
def _cast_impl(x: Any, dtype: Any) -> Any:
    arr = np.asarray(x)
    dt = to_numpy(dtype, name="Cast")
    if arr.dtype.kind == "c" and dt.kind != "c":  # complex -> real: the real part, as MindSpore
        arr = arr.real
    if dt.kind in "iu" and is_bf16(arr.dtype):
        arr = arr.astype(np.float32)   # MindSpore converts as from float32: 255.0 -> int8 -1, -1.5 -> uint8 255
    if dt == np.uint32 and arr.dtype.kind == "f":
        # MindSpore's CPU cast converts through int64 (x86's truncation: NaN / out of range -> INT64_MIN) and wraps:
        # NaN / +-inf -> 0, -2.0 -> 4294967294, 1e10 -> 1410065408 (numpy's own astype saturates or gives 0 /
        # 2**31 there); the Numba kernels' Cast lowering (codegen/kernel_expr.py) does the same
        a = arr.astype(np.float64)
        ok = (a >= -2.0 ** 63) & (a < 2.0 ** 63)
        wide = np.where(ok, a, 0).astype(np.int64)
        wide[~ok] = np.iinfo(np.int64).min
        return wide.astype(np.uint32)
    return arr.astype(dt, copy=False)


def _cast_kernel(t: Any, x: str, *consts: Any, **attrs: Any) -> str:
    kind = np_dtype(t).kind
    if kind == "f":
        return f"float({x})"
    if kind == "b":
        return f"({x} != 0)"
    return f"int({x})"


CAST = define_op("Cast", OpKind.ELEMENTWISE, const_inputs=(1,), no_cast=(0,),
                 doc="Cast()(x, dtype): x converted to dtype (msgraph DType, numpy dtype or name).")
CAST.def_impl(elementwise_impl(CAST, _cast_impl))
CAST.def_kernel(_cast_kernel)
Cast = CAST.prim_class
_P_CAST = prim(CAST)


def _cast_call(self: Any, x: Any, dtype: Any) -> Any:
    """``P.Cast()(x, dtype)`` (the user's: msgraph's own code applies the primitive): a dtype that is not a
    MindSpore dtype is MindSpore 2.10's TypeError, as ops.cast's."""
    if not isinstance(dtype, DType):
        _ms_dtype(dtype)
        raise DTypeError(f"For 'Cast', the input 'dtype' should be mindspore dtype, but got {dtype}.")
    return apply(self, (x, dtype))


Cast.__call__ = _cast_call


@bprop_getters.register(Cast)
def get_bprop_cast(self: Any):
    def bprop(x, dtype, out, dout):
        # MindSpore: dx = Cast(dout, dtype(x)) for every Tensor input, integer and bool ones included
        # (grad of cast(int32 x, float32) * 2.5 is int32 2).
        if is_tensorlike(x):
            return (cast(dout, x.dtype), 0)
        return (zeros_grad(x), 0)
    return bprop


def _called_from_user_python() -> bool:
    """True when :func:`cast`'s caller is user code run by Python (PyNative): msgraph's own modules, the graph
    frontend lowering a user's call included, pass numpy dtypes and names."""
    f = sys._getframe(2)
    while f is not None and f.f_code in TRAMPOLINES:
        f = f.f_back
    return f is not None and not f.f_globals.get("__name__", "").startswith("msgraph.")


@op_function
def cast(input: Any, dtype: Any) -> Any:  # noqa: A002 - MindSpore 2.10's names (``ops.cast(input=x, dtype=...)``)
    """input converted to ``dtype`` (ms.float32; msgraph's own compositions also pass np.float32, 'float32'...).
    From user code a dtype that is not a MindSpore dtype (a name, a numpy or Python type) is MindSpore 2.10's
    TypeError."""
    input_x = input
    if not isinstance(dtype, DType) and _called_from_user_python():
        _ms_dtype(dtype)   # (a name msgraph does not know: the DTypeError listing the valid names)
        raise DTypeError(f"For 'Cast', the input 'dtype' should be mindspore dtype, but got {dtype}.")
    dtype = _ms_dtype(dtype)
    if type(input_x) is float:
        input_x = graph_float_constant(input_x, dtype)
    return apply(_P_CAST, (input_x, dtype))


# --- Concat / Stack ----------------------------------------------------------------------------------
def _concat_check(name: str, shapes: Sequence[Tuple[Any, ...]], axis: int) -> Tuple[Tuple[Any, ...], int]:
    if not shapes:
        raise ShapeError(f"For '{name}', the input tuple must not be empty.")
    first = tuple(shapes[0])
    nd = len(first)
    if nd == 0:
        raise ShapeError(f"For '{name}', the inputs must have at least 1 dimension, but got a scalar.")
    a = normalize_axis(name, axis, nd)
    total = 0
    for s in shapes:
        if len(s) != nd or builtins.any(s[i] != first[i] for i in builtins.range(nd) if i != a):
            raise ShapeError(f"For '{name}', the shapes of the inputs must be equal except on axis {a}, "
                             f"but got {fmt_shape(first)} and {fmt_shape(s)}.")
        total = None if total is None or s[a] is None else total + s[a]
    out = list(first)
    out[a] = total
    return tuple(out), a


CONCAT = define_op("Concat", OpKind.SHAPE, attrs={"axis": 0}, doc="Concat(axis=0)((x1, x2, ...)).")
Concat = make_variadic(CONCAT.prim_class)


def _concat_call(self: Any, *args: Any, **kwargs: Any) -> Any:
    """``P.Concat(axis)((x1, x2, ...))`` (or ``(x1, x2)``): the function form, so its dtype rule holds for the
    primitive too (the zoo's Tacotron2 concatenates float16 and float32 pieces: MindSpore 2.10's PyNative
    kernel refuses them)."""
    if kwargs:   # MindSpore's input name: ops.Concat(1)(tensors=(x, y))
        args = _bind_call_keywords(self, args, kwargs)
    tensors = args[0] if len(args) == 1 and isinstance(args[0], (tuple, list)) else args
    return concat(tuple(tensors), self.attrs["axis"])


_concat_call.binds_keywords = True   # type: ignore[attr-defined]  (inspect.signature: MindSpore's input names)
Concat.__call__ = _concat_call
TRAMPOLINES.add(_concat_call.__code__)   # concat's caller is the user's (called_by_user)


@CONCAT.def_impl
def _concat_impl(*xs: Any, axis: int = 0) -> np.ndarray:
    arrs = [np.asarray(x) for x in unpack_variadic(xs)]
    _, a = _concat_check("Concat", [x.shape for x in arrs], axis)
    return np.concatenate(arrs, axis=a, dtype=_concat_dtype([x.dtype for x in arrs]))


def _concat_dtype(dtypes: Sequence[Any]) -> np.dtype:
    """MindSpore's promotion of the pieces (int32 with float16: float16; numpy would say float64)."""
    from ..common.dtype import mindspore_result_type

    if len(set(dtypes)) == 1:
        return np.dtype(dtypes[0])
    out = mindspore_result_type(*[np.dtype(d) for d in dtypes])
    return np.result_type(*dtypes) if out is None else np.dtype(getattr(out, "np", out))


@CONCAT.def_infer
def _concat_infer(*xs: Any, axis: int = 0) -> Aval:
    xs = unpack_variadic(xs)
    shape, _ = _concat_check("Concat", [x.shape for x in xs], axis)
    return Aval(shape, _concat_dtype([x.dtype for x in xs]))


@bprop_getters.register(Concat)
def get_bprop_concat(self: Any):
    axis = self.attrs["axis"]

    def bprop(*args):
        xs, dout = args[:-2], args[-1]
        nd = len(shape_of(xs[0]))
        a = normalize_axis("Concat", axis, nd)
        if len(xs) == 1:
            return (dout,)
        sizes = tuple(shape_of(x)[a] for x in xs)
        return tuple(apply(prim(SPLIT, axis=a, output_num=len(sizes), size_splits=sizes), (dout,)))
    return bprop


@op_function
def concat(tensors: Any, axis: int = 0) -> Any:
    """Join a tuple of tensors along an existing axis."""
    if is_tensorlike(tensors) or not isinstance(tensors, (tuple, list)):  # MindSpore 2.10: a TypeError
        raise DTypeError(f'Failed calling Concat with "Concat(axis=int)(tensors={user_type(tensors).__name__})": '
                         f"'tensors' must be a tuple or list of Tensors.")
    if builtins.any(type(t) in (bool, int, float) for t in tensors):
        # a Python number among the pieces: MindSpore 2.10's TypeError in both modes (msgraph: a scalar-shape
        # ValueError; adapt39up/concat_number_pieces)
        kinds = ", ".join("Tensor" if is_tensorlike(t) else type(t).__name__ for t in tensors)
        raise DTypeError(f'Failed calling Concat with "Concat(axis=int)(tensors={user_type(tensors).__name__.title()}'
                         f'<{kinds}>)".')
    return concat_pieces(tensors, axis)


def concat_pieces(tensors: Sequence[Any], axis: int) -> Any:
    """Concat of ``tensors``, called directly by an op's function form (``ops.concat``, ``hstack``, ``vstack``,
    ``dstack``, ``column_stack``: Concat in MindSpore).  Where that function was called by the user, MindSpore 2.10
    joins pieces of differing dtypes its own way: PyNative's CPU Concat kernel takes one dtype (RuntimeError); its
    Graph mode casts every input to the first one's dtype, then the result to the promoted dtype (int8 and float32:
    the floats truncated); msgraph's own compositions promote."""
    from ..ir.builder import building_graph
    from .amp_state import policy_inputs
    from .registry import called_by_user

    # (as the amp policy in force casts them: amp level 'auto' promotes Concat's inputs)
    dts = {np.dtype(np_dtype(t)) for t in policy_inputs(tuple(tensors), "Concat") if is_tensorlike(t)}
    if len(dts) > 1 and called_by_user(3) and all(is_tensorlike(t) for t in tensors):
        first = np_dtype(tensors[0])
        out = apply(prim(CONCAT, axis=axis), tuple(cast(t, first) for t in tensors))   # (its shape checks first)
        if not building_graph():
            from ..errors import OpRuntimeError

            raise OpRuntimeError(f"KernelMod Init Failed: Concat (the inputs' dtypes differ: "
                                 f"{', '.join(sorted(d.name for d in dts))})")
        return cast(out, _concat_dtype([np_dtype(t) for t in tensors]))
    return apply(prim(CONCAT, axis=axis), tuple(tensors))


cat = concat


def _stack_check(shapes: Sequence[Tuple[Any, ...]], axis: int) -> Tuple[Tuple[Any, ...], int]:
    if not shapes:
        raise ShapeError("For 'Stack', the input tuple must not be empty.")
    first = tuple(shapes[0])
    for s in shapes:
        if tuple(s) != first:
            raise ShapeError(f"For 'Stack', all inputs must have the same shape, but got {fmt_shape(first)} "
                             f"and {fmt_shape(s)}.")
    nd = len(first)
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)) or not -nd - 1 <= axis <= nd:
        raise ShapeError(f"For 'Stack', the 'axis' must be in range [{-nd - 1}, {nd}], but got {axis!r}.")
    a = int(axis) % (nd + 1)
    return first[:a] + (len(shapes),) + first[a:], a


def _stack_dtypes(dtypes: Sequence[Any]) -> None:
    """MindSpore 2.10's Stack takes Tensors of one dtype: a TypeError otherwise (both modes)."""
    first = np.dtype(dtypes[0])
    for i, d in enumerate(dtypes):
        if np.dtype(d) != first:
            raise DTypeError(f"For 'Stack', all input must have the same data type! input[{i}] data type = "
                             f"{dtype_name(d)}, input[0] data type = {dtype_name(first)}.")


STACK = define_op("Stack", OpKind.SHAPE, attrs={"axis": 0}, constant_attrs=True,
                  doc="Stack(axis=0)((x1, x2, ...)): new axis.")
Stack = make_variadic(STACK.prim_class)


def _stack_user_array(args: Sequence[Any]) -> Any:
    # PyNative's Stack reads a numpy piece beside Tensors as another rank (MindSpore 2.10, measured: ops.stack([t, a])
    # with equal shapes; left46/numpy_array_args); alone, numpy pieces are the usual TypeError
    if any(type(b) in _TENSOR_TYPES for b in args):
        return ShapeError("All input shape size must be the same!")
    return None


STACK.user_array_error = _stack_user_array


@STACK.def_impl
def _stack_impl(*xs: Any, axis: int = 0) -> np.ndarray:
    arrs = [np.asarray(x) for x in unpack_variadic(xs)]
    _, a = _stack_check([x.shape for x in arrs], axis)
    _stack_dtypes([x.dtype for x in arrs])
    return np.stack(arrs, axis=a)


@STACK.def_infer
def _stack_infer(*xs: Any, axis: int = 0) -> Aval:
    xs = unpack_variadic(xs)
    shape, _ = _stack_check([x.shape for x in xs], axis)
    if not any(getattr(x, "weak", False) for x in xs):
        _stack_dtypes([x.dtype for x in xs])
    return Aval(shape, np.result_type(*[x.dtype for x in xs]))


@bprop_getters.register(Stack)
def get_bprop_stack(self: Any):
    axis = self.attrs["axis"]

    def bprop(*args):
        xs, dout = args[:-2], args[-1]
        xshape = shape_of(xs[0])
        _, a = _stack_check([xshape], axis)
        parts = apply(prim(SPLIT, axis=a, output_num=len(xs), size_splits=None), (dout,))
        return tuple(reshape(p, xshape) for p in parts)
    return bprop


@op_function
def stack(tensors: Any, axis: int = 0) -> Any:
    """Join a tuple of same-shaped tensors along a new axis (a Tensor given alone is one element, as in MindSpore
    2.10: ``ops.stack(t)`` is ``t`` with a new axis)."""
    if type(tensors) in _TENSOR_TYPES or (hasattr(tensors, "__msgraph_emit__")
                                          and np.dtype(tensors.aval.dtype) != object):   # (not a runtime sequence)
        tensors = (tensors,)
    return apply(prim(STACK, axis=axis), tuple(tensors))


# --- Split ------------------------------------------------------------------------------------
def _split_sizes(shape: Tuple[Any, ...], axis: int, output_num: int, size_splits: Any) -> Tuple[int, Tuple[int, ...]]:
    a = normalize_axis("Split", axis, len(shape))
    # MindSpore 2.10: a float or bool output_num is a TypeError, one below 1 a ValueError (tests/st/ops/gpu/test_split.py)
    if isinstance(output_num, bool) or not isinstance(output_num, (int, np.integer)):
        raise DTypeError(f"For 'Split', the 'output_num' must be an int, but got {user_type(output_num).__name__}.")
    if output_num < 1:
        raise ShapeError(f"For 'split', output_num must be positive, but got {output_num}.")
    dim = shape[a]
    if size_splits is not None:
        sizes = tuple(int(s) for s in size_splits)
        if len(sizes) != output_num or builtins.any(s < 0 for s in sizes) or (dim is not None and builtins.sum(sizes) != dim):
            raise ShapeError(f"For 'Split', the 'size_splits' {sizes} must be {output_num} non-negative sizes "
                             f"summing to the size of dimension {a} ({dim}).")
        return a, sizes
    if output_num < 1 or dim is None or dim % output_num:
        raise ShapeError(f"For 'Split', the size of dimension {a} ({dim}) must be divisible by "
                         f"'output_num' ({output_num}).")
    return a, (dim // output_num,) * output_num


SPLIT = define_op("Split", OpKind.SHAPE, attrs={"axis": 0, "output_num": 1, "size_splits": None}, n_outputs=-1,
                  doc="Split(axis=0, output_num=1, size_splits=None)(x) -> tuple of output_num tensors. "
                      "n_outputs=-1: the count comes from the attrs (the inferred tuple's length).")
Split = SPLIT.prim_class


@SPLIT.def_impl
def _split_impl(x: Any, axis: int = 0, output_num: int = 1, size_splits: Any = None) -> tuple:
    x = np.asarray(x)
    a, sizes = _split_sizes(x.shape, axis, output_num, size_splits)
    bounds = np.cumsum(sizes)[:-1]
    return tuple(np.split(x, bounds, axis=a))


@SPLIT.def_infer
def _split_infer(x: Aval, axis: int = 0, output_num: int = 1, size_splits: Any = None) -> tuple:
    a, sizes = _split_sizes(x.shape, axis, output_num, size_splits)
    return tuple(Aval(x.shape[:a] + (s,) + x.shape[a + 1:], x.dtype) for s in sizes)


@bprop_getters.register(Split)
def get_bprop_split(self: Any):
    axis = self.attrs["axis"]

    def bprop(x, out, dout):
        a = normalize_axis("Split", axis, len(shape_of(x)))
        parts = tuple(dout) if isinstance(dout, (tuple, list)) else (dout,)  # one piece may come bare
        return (concat(parts, a),)
    return bprop


@op_function
def split(tensor: Any, split_size_or_sections: Any, axis: int = 0) -> tuple:
    """Split into chunks of size ``split_size_or_sections`` (int) or of the given sizes (sequence)."""
    from .value_dependent import refuse_run_time_count

    refuse_run_time_count(split_size_or_sections, "For Split, the output_num is ValueAny, which is not supported now.")
    return _split(tensor, split_size_or_sections, axis, True)


def split_kernel(tensor: Any, split_size_or_sections: Any, axis: int = 0) -> tuple:
    """``split``'s pieces cut by the Split kernel also for a list of sizes (P.Split, SplitV, SplitWithSize,
    mint.split, glu), which rounds float16 in Graph mode where ops.split's StridedSlice does not."""
    return _split(tensor, split_size_or_sections, axis, False)


def _split(tensor: Any, split_size_or_sections: Any, axis: Any, sizes_sliced: bool) -> tuple:
    shape = shape_of(tensor)
    if not shape and isinstance(axis, (int, np.integer)):   # MindSpore 2.10: a 0-d Tensor has no axis to split
        raise ShapeError(f"axis {axis} is out of bounds for array of dimension 0")
    a = normalize_axis("split", axis, len(shape))
    dim = shape[a]
    if isinstance(split_size_or_sections, (int, np.integer)) and not isinstance(split_size_or_sections, bool):
        step = int(split_size_or_sections)
        if step <= 0:
            raise ShapeError(f"For 'split', 'split_size_or_sections' must be positive, but got {step}.")
        if dim is None:   # graph code, a dimension known only when the graph runs: MindSpore 2.10's error
            from ..errors import OpRuntimeError

            raise OpRuntimeError("For Split, the output_num is ValueAny, which is not supported now.")
        sizes = tuple(min(step, dim - i) for i in builtins.range(0, dim, step)) or (0,)
    else:
        sizes = tuple(int(s) for s in split_size_or_sections)
        if any(s < 0 for s in sizes):   # MindSpore 2.10's front-end check: a TypeError (before the sum's ValueError)
            raise ArgumentError(f"Each element in 'split_size_or_sections' should be non-negative, but got "
                                f"{split_size_or_sections}.")
        from ..ir.builder import building_graph

        if sizes_sliced and building_graph() and sizes and isinstance(dim, int) and sum(sizes) == dim:
            # graph code: MindSpore 2.10 cuts the pieces of given sizes with StridedSlice (a count: Split), which
            # hands float16 on unrounded between float32-kernel ops where Split rounds (measured, debt48;
            # passes/f16_raise.py): the same pieces, as basic slices
            from .indexing import getitem

            bounds = [0]
            for n in sizes:
                bounds.append(bounds[-1] + n)
            return tuple(getitem(tensor, (builtins.slice(None),) * a + (builtins.slice(lo, hi),))
                         for lo, hi in zip(bounds[:-1], bounds[1:]))
    return apply(prim(SPLIT, axis=a, output_num=len(sizes), size_splits=sizes), (tensor,))


# --- Gather / UnsortedSegmentSum -------------------------------------------------------------------------
def _require_int(name: str, arg: str, x: Any) -> None:
    if isinstance(x, bool) or (not isinstance(x, int) and np_dtype(x).kind not in "iu"):
        raise DTypeError(f"For '{name}', the '{arg}' must be an int tensor, but got {dtype_name(x)}.")


def _gather_shape(pshape: Tuple[Any, ...], ishape: Tuple[Any, ...], axis: Any) -> Tuple[Tuple[Any, ...], int]:
    if not pshape:
        raise ShapeError("For 'Gather', the 'input_params' must have at least 1 dimension, but got a scalar.")
    a = normalize_axis("Gather", axis, len(pshape))
    return tuple(pshape[:a]) + tuple(ishape) + tuple(pshape[a + 1:]), a


GATHER = define_op("Gather", OpKind.OTHER, const_inputs=(2,), attrs={"batch_dims": 0},
                   doc="Gather(batch_dims=0)(params, indices, axis): np.take (batch_dims: see ops.gather).")
Gather = GATHER.prim_class
_P_GATHER = prim(GATHER)


def _gather_call(self: Any, input_params: Any, input_indices: Any, axis: Any) -> Any:
    """``ops.Gather(batch_dims)(params, indices, axis)``: the registry op runs batch_dims 0; other values are
    the batched gather of :func:`gather` (one Gather on the batch-and-axis dimensions merged)."""
    b = self.attrs.get("batch_dims", 0)
    if isinstance(b, bool) or not isinstance(b, (int, np.integer)):
        raise TypeError(f"For 'Gather', the 'batch_dims' must be an int, but got {user_type(b).__name__}.")
    if b:
        nd = len(shape_of(input_params))
        if not -nd <= b < nd:
            raise ValueError(f"For primitive[Gather], the batch_dims must be in [{-nd},{nd}), but got {b}.")
        return _batched_gather(input_params, input_indices, axis, int(b))
    return apply(self, (input_params, input_indices, axis))


Gather.__call__ = _gather_call


@GATHER.def_impl
def _gather_impl(params: Any, indices: Any, axis: Any, batch_dims: int = 0) -> np.ndarray:
    params = np.asarray(params)
    _require_int("Gather", "input_indices", indices)
    _gather_index_dtype(indices)
    _, a = _gather_shape(params.shape, np.shape(indices), axis)
    idx = np.asarray(indices)
    n = params.shape[a] if params.ndim else 1
    if idx.size and (idx.max() >= n or idx.min() < -n):   # negative indices count from the end (MindSpore's CPU)
        bad = idx.max() if idx.max() >= n else idx.min()
        raise RuntimeError(f"For 'Gather', the 'input_indices' should be in the range [0, {n}), but got {bad}.")
    return np.take(params, indices, axis=a)


@GATHER.def_infer
def _gather_infer(params: Aval, indices: Any, axis: Any, batch_dims: int = 0) -> Aval:
    _require_int("Gather", "input_indices", indices)
    _gather_index_dtype(indices)
    shape, _ = _gather_shape(params.shape, shape_of(indices), axis)
    return Aval(shape, params.dtype)


@bprop_getters.register(Gather)
def get_bprop_gather(self: Any):
    def bprop(params, indices, axis, out, dout):
        pshape = shape_of(params)
        ishape = shape_of(indices)
        nd, ni = len(pshape), len(ishape)
        a = normalize_axis("Gather", axis, nd)
        dnd = nd - 1 + ni
        perm = tuple(builtins.range(a, a + ni)) + tuple(builtins.range(a)) + tuple(builtins.range(a + ni, dnd))
        g = transpose(dout, perm) if perm != tuple(builtins.range(dnd)) else dout
        n_idx = _prod(ishape)
        g = reshape(g, (n_idx,) + tuple(pshape[:a]) + tuple(pshape[a + 1:]))
        idx = reshape(indices, (n_idx,))
        # MindSpore 2.10's bprop sums by UnsortedSegmentSum on the raw indices: the rows a negative index
        # picked get no gradient (h-dyn, recorded: st_dynshape/gather_batch_dims)
        g = _unsorted_segment_sum(g, idx, pshape[a])
        back = tuple(builtins.range(1, a + 1)) + (0,) + tuple(builtins.range(a + 1, nd))
        if back != tuple(builtins.range(nd)):
            g = transpose(g, back)
        return (g, zeros_grad(indices), 0)
    return bprop


@op_function
def gather(input_params: Any, input_indices: Any, axis: int, batch_dims: int = 0) -> Any:
    """Slices of input_params at input_indices along axis (numpy.take); the leading ``batch_dims`` axes of both
    are batch axes (each batch entry gathers with its own indices)."""
    _gather_index_dtype(input_indices)
    if batch_dims:
        return _batched_gather(input_params, input_indices, axis, batch_dims)
    return apply(_P_GATHER, (input_params, input_indices, axis))


def _gather_index_dtype(indices: Any) -> None:
    """MindSpore 2.10's Gather kernel (ops.gather, ops.index_select) takes int16 / int32 / int64 indices: int8 and
    unsigned ones are its TypeError (msgraph gathered with them); bool / float are the int check's TypeError."""
    if is_tensorlike(indices) and np.dtype(np_dtype(indices)).name in ("int8", "uint8", "uint16", "uint32", "uint64"):
        raise DTypeError(f"For primitive[Gather], the input argument[input_indices] must be a type of {{Tensor[Int16], "
                         f"Tensor[Int32], Tensor[Int64]}}, but got Tensor[{dtype_name(np_dtype(indices))}].")


def _batched_gather(params: Any, indices: Any, axis: Any, batch_dims: int) -> Any:
    """gather with batch dimensions, as one Gather on the batch-and-axis dimensions merged (the index offset
    by batch * n): out shape = params[:axis] + indices[b:] + params[axis + 1:] (h-dyn)."""
    from .math import add

    ps, is_ = tuple(shape_of(params)), tuple(shape_of(indices))
    if isinstance(batch_dims, bool) or not isinstance(batch_dims, (int, np.integer)):
        raise TypeError(f"For 'Gather', the 'batch_dims' must be an int, but got {user_type(batch_dims).__name__}.")
    b = batch_dims + len(is_) if batch_dims < 0 else batch_dims
    a = normalize_axis("Gather", axis, len(ps))
    if b > a:   # MindSpore 2.10 checks the axis against batch_dims first (a ValueError; adapt41gpu2)
        raise ValueError(f"For primitive[Gather], the axis must be greater than or equal to {b}, but got {a}.")
    for i in range(min(b, len(ps), len(is_))):
        if ps[i] != is_[i]:   # MindSpore: a RuntimeError (h-opsA)
            from ..errors import OpRuntimeError

            raise OpRuntimeError(f"For 'Gather', params.shape[{i}] should be equal to indices.shape[{i}] but got "
                                 f"param.shape: {list(ps)}, indices.shape: {list(is_)}")
    a = normalize_axis("Gather", axis, len(ps))
    if not 0 <= b <= min(a, len(is_)) or tuple(ps[:b]) != tuple(is_[:b]):
        raise ValueError(f"For 'Gather', 'batch_dims' must be in [0, min(axis, rank(input_indices))] = "
                         f"[0, {min(a, len(is_))}] and the first batch_dims dimensions of 'input_params' and "
                         f"'input_indices' must be equal, but got batch_dims {batch_dims}, shapes {ps} and {is_}.")
    nb, n = _prod(ps[:b]), ps[a]
    pre, post, rest = tuple(ps[b:a]), tuple(ps[a + 1:]), tuple(is_[b:])
    p = reshape(params, (nb,) + pre + (n,) + post)              # (B, pre, n, post)
    k = len(pre)
    p = transpose(p, tuple(builtins.range(1, k + 1)) + (0,) + tuple(builtins.range(k + 1, k + 2 + len(post))))
    p = reshape(p, pre + (nb * n,) + post)                      # (pre, B*n, post)
    idx = reshape(indices, (nb,) + rest)
    from ..common.tensor import Tensor

    offs = Tensor((np.arange(nb) * n).reshape((nb,) + (1,) * len(rest)).astype(np_dtype(indices)))
    from .control import stop_gradient
    from .math import less, select
    from .shape_ops import broadcast_to

    neg = less(idx, 0)
    idx = add(select(neg, add(idx, n), idx), offs)
    out = apply(_P_GATHER, (p, idx, k))                        # (pre, B, rest, post)
    r, q = len(rest), len(post)
    out = transpose(out, (k,) + tuple(builtins.range(k)) + tuple(builtins.range(k + 1, k + 1 + r + q)))
    out = reshape(out, tuple(ps[:b]) + pre + rest + post)
    # a negative index picks from the end of its row but, as in Gather's bprop, passes no gradient back
    mask = reshape(neg, tuple(ps[:b]) + (1,) * k + rest + (1,) * q)
    return select(broadcast_to(mask, tuple(ps[:b]) + pre + rest + post), stop_gradient(out), out)


@op_function
def take(input: Any, indices: Any, axis: Any = None) -> Any:  # noqa: A002
    """numpy.take: axis=None indexes the flattened input."""
    if axis is None:
        return gather(reshape(input, (-1,)), indices, 0)
    return gather(input, indices, axis)


def _segment_num(num: Any) -> Any:
    """num_segments given as a one-element int Tensor/array (MindSpore takes it, h-dyn) -> its int."""
    if hasattr(num, "asnumpy"):
        num = num.asnumpy()
    if isinstance(num, np.ndarray) and num.size == 1 and num.dtype.kind in "iu":
        return int(num.reshape(()))
    if isinstance(num, (tuple, list)) and len(num) == 1 and isinstance(num[0], (int, np.integer)) \
            and not isinstance(num[0], bool):
        return int(num[0])   # (a one-element Tensor read as a constant tuple by registry.static_value)
    return num


def _segment_shape(xshape: Tuple[Any, ...], ishape: Tuple[Any, ...], num: Any) -> Tuple[Any, ...]:
    num = _segment_num(num)
    if isinstance(num, bool) or not isinstance(num, (int, np.integer)) or num < 0:
        raise ShapeError(f"For 'UnsortedSegmentSum', 'num_segments' must be a non-negative int, but got {num!r}.")
    if tuple(xshape[:len(ishape)]) != tuple(ishape):
        raise ShapeError(f"For 'UnsortedSegmentSum', the shape of 'segment_ids' {fmt_shape(ishape)} must be a "
                         f"prefix of the shape of 'x' {fmt_shape(xshape)}.")
    return (int(num),) + tuple(xshape[len(ishape):])


SEGSUM = define_op("UnsortedSegmentSum", OpKind.OTHER, const_inputs=(2,), attrs={"check_range": False},
                   doc="UnsortedSegmentSum()(x, segment_ids, num_segments): sums rows by id; ids outside "
                       "[0, num_segments) are dropped (check_range: an id >= num_segments is a RuntimeError).")
UnsortedSegmentSum = SEGSUM.prim_class
_P_SEGSUM = prim(SEGSUM)
_P_SEGSUM_CHECK = prim(SEGSUM, check_range=True)


def _segsum_call(self: Any, *args: Any, **kwargs: Any) -> Any:
    """The Primitive as MindSpore 2.10's CPU kernel: an id >= num_segments is a RuntimeError in both modes (negative
    ids are dropped; r2b).  msgraph's own compositions call the function form, which drops them."""
    if kwargs or len(args) != 3:
        return _SEGSUM_CALL(self, *args, **kwargs)
    return apply(_P_SEGSUM_CHECK, args)


_SEGSUM_CALL = UnsortedSegmentSum.__call__
UnsortedSegmentSum.__call__ = _segsum_call


@SEGSUM.def_impl
def _segsum_impl(x: Any, ids: Any, num: Any, check_range: bool = False) -> np.ndarray:
    x = np.asarray(x)
    ids = np.asarray(ids)
    _require_int("UnsortedSegmentSum", "segment_ids", ids)
    if check_range:
        _segsum_public_check(x.dtype, num, ids.size)
    shape = _segment_shape(x.shape, ids.shape, num)
    num = shape[0]
    if check_range and ids.size and ids.max() >= num:
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"For 'UnsortedSegmentSum', segment_ids value should be [0, {num}), but got "
                             f"{int(ids.max())} (Launch kernel failed).")
    out = np.zeros(shape, x.dtype)
    valid = (ids >= 0) & (ids < num)
    np.add.at(out, ids[valid], x[valid])
    return out


def _segsum_public_check(xdt: Any, num: Any, n_ids: Any = None) -> None:
    """The Primitive's (and ops.unsorted_segment_sum's) checks, MindSpore 2.10's (adapt36gpu): a bool x is a
    TypeError, num_segments 0 a ValueError (msgraph's compositions may sum bools or into no segment)."""
    if np.dtype(xdt) == np.bool_:
        raise DTypeError("For primitive[UnsortedSegmentSum], the input argument[x] must be a number Tensor, but got "
                         "Tensor[Bool].")
    num = _segment_num(num)
    if isinstance(num, (int, np.integer)) and not isinstance(num, bool) and num == 0 and n_ids != 0:
        raise ShapeError("For primitive[UnsortedSegmentSum], the num_segments's value must be greater than 0, but "
                         "got 0.")


@SEGSUM.def_infer
def _segsum_infer(x: Aval, ids: Any, num: Any, check_range: bool = False) -> Aval:
    _require_int("UnsortedSegmentSum", "segment_ids", ids)
    if check_range:
        _segsum_public_check(x.dtype, num)
    return Aval(_segment_shape(x.shape, shape_of(ids), num), x.dtype)


@bprop_getters.register(UnsortedSegmentSum)
def get_bprop_unsorted_segment_sum(self: Any):
    def bprop(x, ids, num, out, dout):
        from .creation import zeros_like
        from .math import greater_equal, less, logical_and, mul, select

        valid = logical_and(greater_equal(ids, 0), less(ids, num))
        safe = select(valid, ids, zeros_like(ids))
        g = gather(dout, safe, 0)
        extra = len(shape_of(x)) - len(shape_of(ids))
        mask = reshape(cast(valid, g.dtype), tuple(shape_of(ids)) + (1,) * extra)
        return (mul(g, mask), zeros_grad(ids), 0)
    return bprop


@op_function
def unsorted_segment_sum(input_x: Any, segment_ids: Any, num_segments: int) -> Any:
    """Sum slices of input_x that share a segment id.  As MindSpore 2.10's CPU kernel, an id >= num_segments is a
    RuntimeError in both modes (negative ids are dropped; measured, seq35/segment_sum_range)."""
    return apply(_P_SEGSUM_CHECK, (input_x, segment_ids, num_segments))


@op_function
def _unsorted_segment_sum(input_x: Any, segment_ids: Any, num_segments: int) -> Any:
    """msgraph's own compositions: ids outside [0, num_segments) are dropped (not part of the public API)."""
    return apply(_P_SEGSUM, (input_x, segment_ids, num_segments))

__all__ = public_functions(globals())  # every function form defined here (op_function)
