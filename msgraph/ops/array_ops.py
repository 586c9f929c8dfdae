"""Array ops: cast and the ops that move data (reshape, transpose, concat, split, tile, gather...).

Shape arguments given at call time (``Reshape()(x, shape)``) are constant inputs; the
shape checks are shared by the numpy impl and the inference rule, so PyNative and
Graph mode report the same errors.
"""
from __future__ import annotations

import builtins
from typing import Any, Sequence, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.dtype import DType, from_numpy, to_numpy
from ..errors import ArgumentError, DTypeError, ShapeError
from ._helpers import (
    axis_arg, dtype_name, elementwise_impl, fmt_shape, is_float, is_tensorlike, make_variadic, normalize_axes,
    normalize_axis, np_dtype, shape_arg, shape_of, sum_to_shape, unpack_variadic, zeros_grad,
)
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim

__all__ = [
    "cast", "reshape", "transpose", "permute", "swapaxes", "expand_dims", "unsqueeze", "squeeze", "flatten",
    "concat", "cat", "stack", "split", "tile", "broadcast_to", "gather", "take", "unsorted_segment_sum",
]


def _prod(xs: Sequence[Any]) -> Any:
    n = 1
    for d in xs:
        if d is None:
            return None
        n *= d
    return n


def _ms_dtype(dtype: Any) -> DType:
    if isinstance(dtype, DType):
        return dtype
    return from_numpy(to_numpy(dtype))


# --- Cast -------------------------------------------------------------------------------------
def _cast_impl(x: Any, dtype: Any) -> Any:
    arr = np.asarray(x)
    return arr.astype(to_numpy(dtype), copy=False)


def _cast_kernel(t: Any, x: str, *consts: Any, **attrs: Any) -> str:
    kind = np_dtype(t).kind
    if kind == "f":
        return f"float({x})"
    if kind == "b":
        return f"({x} != 0)"
    return f"int({x})"


CAST = define_op("Cast", OpKind.ELEMENTWISE, const_inputs=(1,),
                 doc="Cast()(x, dtype): x converted to dtype (msgraph DType, numpy dtype or name).")
CAST.def_impl(elementwise_impl(CAST, _cast_impl))
CAST.def_kernel(_cast_kernel)
Cast = CAST.prim_class
_P_CAST = prim(CAST)


def _cast_call(self: Any, x: Any, dtype: Any) -> Any:
    return apply(self, (x, _ms_dtype(dtype)))


Cast.__call__ = _cast_call


@bprop_getters.register(Cast)
def get_bprop_cast(self: Any):
    def bprop(x, dtype, out, dout):
        if is_tensorlike(x) and is_float(x):
            return (cast(dout, x.dtype), 0)
        return (zeros_grad(x), 0)
    return bprop


@op_function
def cast(input_x: Any, dtype: Any) -> Any:
    """input_x converted to ``dtype`` (ms.float32, np.float32, 'float32', float...)."""
    return apply(_P_CAST, (input_x, _ms_dtype(dtype)))


# --- Reshape ----------------------------------------------------------------------------------
def reshape_shape(name: str, in_shape: Tuple[Any, ...], shape: Any) -> Tuple[Any, ...]:
    """Resolve ``shape`` (may hold one -1) for an input of ``in_shape``; ShapeError if sizes differ."""
    shape = shape_arg(shape)
    if not isinstance(shape, tuple) or not builtins.all(
            isinstance(d, (int, np.integer)) and not isinstance(d, bool) and d >= -1 for d in shape):
        raise ShapeError(f"For '{name}', the 'shape' must be a tuple of ints >= -1, but got {shape!r}.")
    if list(shape).count(-1) > 1:
        raise ShapeError(f"For '{name}', at most one dimension of 'shape' can be -1, but got {shape}.")
    size = _prod(in_shape)
    known = _prod([d for d in shape if d != -1])
    if -1 in shape:
        if size is None:
            return tuple(None if d == -1 else int(d) for d in shape)
        if known == 0 or size % known:
            raise ShapeError(f"For '{name}', the shape {fmt_shape(in_shape)} (size {size}) cannot be "
                             f"reshaped to {shape}.")
        return tuple(size // known if d == -1 else int(d) for d in shape)
    if size is not None and size != known:
        raise ShapeError(f"For '{name}', the product of the input shape {fmt_shape(in_shape)} is {size}, "
                         f"but the product of the target shape {shape} is {known}.")
    return tuple(int(d) for d in shape)


RESHAPE = define_op("Reshape", OpKind.SHAPE, const_inputs=(1,), doc="Reshape()(x, shape); one dim may be -1.")
Reshape = RESHAPE.prim_class
_P_RESHAPE = prim(RESHAPE)


@RESHAPE.def_impl
def _reshape_impl(x: Any, shape: Any) -> np.ndarray:
    x = np.asarray(x)
    return x.reshape(reshape_shape("Reshape", x.shape, shape))


@RESHAPE.def_infer
def _reshape_infer(x: Aval, shape: Any) -> Aval:
    return Aval(reshape_shape("Reshape", x.shape, shape), x.dtype)


@bprop_getters.register(Reshape)
def get_bprop_reshape(self: Any):
    def bprop(x, shape, out, dout):
        return (reshape(dout, shape_of(x)), 0)
    return bprop


@op_function
def reshape(input: Any, shape: Any) -> Any:  # noqa: A002 - MindSpore's name
    """input with a new shape (same size; one dim may be -1)."""
    return apply(_P_RESHAPE, (input, shape_arg(shape)))


# --- Transpose --------------------------------------------------------------------------------
def _check_perm(name: str, ndim: int, perm: Any) -> Tuple[int, ...]:
    perm = tuple(perm) if isinstance(perm, (tuple, list)) else perm
    if not isinstance(perm, tuple) or len(perm) != ndim or sorted(
            (p % ndim if isinstance(p, (int, np.integer)) and -ndim <= p < ndim else -1) for p in perm
    ) != list(builtins.range(ndim)):
        raise ShapeError(f"For '{name}', the 'input_perm' must be a permutation of range({ndim}) "
                         f"(the input's rank), but got {perm!r}.")
    return tuple(int(p) % ndim for p in perm)


TRANSPOSE = define_op("Transpose", OpKind.SHAPE, const_inputs=(1,), doc="Transpose()(x, perm).")
Transpose = TRANSPOSE.prim_class
_P_TRANSPOSE = prim(TRANSPOSE)


@TRANSPOSE.def_impl
def _transpose_impl(x: Any, perm: Any) -> np.ndarray:
    x = np.asarray(x)
    return np.transpose(x, _check_perm("Transpose", x.ndim, perm))


@TRANSPOSE.def_infer
def _transpose_infer(x: Aval, perm: Any) -> Aval:
    p = _check_perm("Transpose", x.ndim, perm)
    return Aval(tuple(x.shape[i] for i in p), x.dtype)


@bprop_getters.register(Transpose)
def get_bprop_transpose(self: Any):
    def bprop(x, perm, out, dout):
        p = _check_perm("Transpose", len(shape_of(x)), perm)
        inv = tuple(int(i) for i in np.argsort(p))
        return (transpose(dout, inv), 0)
    return bprop


@op_function
def transpose(input: Any, input_perm: Any = None) -> Any:  # noqa: A002
    """Permute dimensions; ``input_perm=None`` reverses them."""
    if input_perm is None:
        input_perm = tuple(builtins.range(len(shape_of(input)) - 1, -1, -1))
    return apply(_P_TRANSPOSE, (input, tuple(input_perm)))


@op_function
def permute(input: Any, axis: Any) -> Any:  # noqa: A002
    """MindSpore 2.x name of transpose with an explicit permutation."""
    return transpose(input, tuple(axis))


@op_function
def swapaxes(input: Any, axis0: int, axis1: int) -> Any:  # noqa: A002
    """Exchange two dimensions."""
    nd = len(shape_of(input))
    a0, a1 = normalize_axis("swapaxes", axis0, nd), normalize_axis("swapaxes", axis1, nd)
    perm = list(builtins.range(nd))
    perm[a0], perm[a1] = perm[a1], perm[a0]
    return transpose(input, tuple(perm))


# --- ExpandDims / Squeeze / Flatten ------------------------------------------------------------------
def _expand_shape(shape: Tuple[Any, ...], axis: Any) -> Tuple[Any, ...]:
    nd = len(shape)
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)) or not -nd - 1 <= axis <= nd:
        raise ShapeError(f"For 'ExpandDims', the 'axis' must be in range [{-nd - 1}, {nd}], but got {axis!r}.")
    a = int(axis) % (nd + 1)
    return tuple(shape[:a]) + (1,) + tuple(shape[a:])


EXPAND_DIMS = define_op("ExpandDims", OpKind.SHAPE, const_inputs=(1,), doc="ExpandDims()(x, axis).")
ExpandDims = EXPAND_DIMS.prim_class
_P_EXPAND_DIMS = prim(EXPAND_DIMS)


@EXPAND_DIMS.def_impl
def _expand_dims_impl(x: Any, axis: Any) -> np.ndarray:
    x = np.asarray(x)
    return x.reshape(_expand_shape(x.shape, axis))


@EXPAND_DIMS.def_infer
def _expand_dims_infer(x: Aval, axis: Any) -> Aval:
    return Aval(_expand_shape(x.shape, axis), x.dtype)


@bprop_getters.register(ExpandDims)
def get_bprop_expand_dims(self: Any):
    def bprop(x, axis, out, dout):
        return (reshape(dout, shape_of(x)), 0)
    return bprop


@op_function
def expand_dims(input_x: Any, axis: int) -> Any:
    """Insert a dimension of size 1 at ``axis``."""
    return apply(_P_EXPAND_DIMS, (input_x, axis))


@op_function
def unsqueeze(input: Any, dim: int) -> Any:  # noqa: A002
    """MindSpore 2.x name of expand_dims."""
    return expand_dims(input, dim)


def _squeeze_shape(shape: Tuple[Any, ...], axis: Any) -> Tuple[Any, ...]:
    nd = len(shape)
    if axis is None or axis == ():
        return tuple(d for d in shape if d != 1)
    axes = normalize_axes("Squeeze", axis, nd)
    for a in axes:
        if shape[a] != 1:
            raise ShapeError(f"For 'Squeeze', the dimension {a} of the input shape {fmt_shape(shape)} is "
                             f"{shape[a]}; only dimensions of size 1 can be squeezed.")
    return tuple(d for i, d in enumerate(shape) if i not in axes)


SQUEEZE = define_op("Squeeze", OpKind.SHAPE, attrs={"axis": ()}, doc="Squeeze(axis=())(x): drop size-1 dims.")
Squeeze = SQUEEZE.prim_class


@SQUEEZE.def_impl
def _squeeze_impl(x: Any, axis: Any = ()) -> np.ndarray:
    x = np.asarray(x)
    return x.reshape(_squeeze_shape(x.shape, axis))


@SQUEEZE.def_infer
def _squeeze_infer(x: Aval, axis: Any = ()) -> Aval:
    return Aval(_squeeze_shape(x.shape, axis), x.dtype)


@bprop_getters.register(Squeeze)
def get_bprop_squeeze(self: Any):
    def bprop(x, out, dout):
        return (reshape(dout, shape_of(x)),)
    return bprop


@op_function
def squeeze(input: Any, axis: Any = None) -> Any:  # noqa: A002
    """Remove dimensions of size 1 (all of them, or those in ``axis``)."""
    return apply(prim(SQUEEZE, axis=axis_arg(axis)), (input,))


def _flatten_shape(shape: Tuple[Any, ...]) -> Tuple[Any, ...]:
    if not shape:
        raise ShapeError("For 'Flatten', the input must have at least 1 dimension, but got a scalar.")
    return (shape[0], _prod(shape[1:]))


FLATTEN = define_op("Flatten", OpKind.SHAPE, doc="Flatten()(x): (N, ...) -> (N, -1), keeping the batch dim.")
Flatten = FLATTEN.prim_class
_P_FLATTEN = prim(FLATTEN)


@FLATTEN.def_impl
def _flatten_impl(x: Any) -> np.ndarray:
    x = np.asarray(x)
    return x.reshape(_flatten_shape(x.shape))


@FLATTEN.def_infer
def _flatten_infer(x: Aval) -> Aval:
    return Aval(_flatten_shape(x.shape), x.dtype)


@bprop_getters.register(Flatten)
def get_bprop_flatten(self: Any):
    def bprop(x, out, dout):
        return (reshape(dout, shape_of(x)),)
    return bprop


@op_function
def flatten(input: Any, start_dim: int = 1, end_dim: int = -1) -> Any:  # noqa: A002
    """Merge dims start_dim..end_dim into one (MindSpore 2.x default start_dim=1).

    0-D and 1-D inputs become 1-D.
    """
    shape = shape_of(input)
    nd = len(shape)
    if nd <= 1:
        return reshape(input, (-1,))
    s = normalize_axis("flatten", start_dim, nd, "start_dim")
    e = normalize_axis("flatten", end_dim, nd, "end_dim")
    if s > e:
        raise ShapeError(f"For 'flatten', 'start_dim' ({start_dim}) must not come after 'end_dim' ({end_dim}).")
    merged = _prod(shape[s:e + 1])
    return reshape(input, tuple(shape[:s]) + (-1 if merged is None else merged,) + tuple(shape[e + 1:]))


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


@CONCAT.def_impl
def _concat_impl(*xs: Any, axis: int = 0) -> np.ndarray:
    arrs = [np.asarray(x) for x in unpack_variadic(xs)]
    _, a = _concat_check("Concat", [x.shape for x in arrs], axis)
    return np.concatenate(arrs, axis=a)


@CONCAT.def_infer
def _concat_infer(*xs: Any, axis: int = 0) -> Aval:
    xs = unpack_variadic(xs)
    shape, _ = _concat_check("Concat", [x.shape for x in xs], axis)
    return Aval(shape, np.result_type(*[x.dtype for x in xs]))


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


STACK = define_op("Stack", OpKind.SHAPE, attrs={"axis": 0}, doc="Stack(axis=0)((x1, x2, ...)): new axis.")
Stack = make_variadic(STACK.prim_class)


@STACK.def_impl
def _stack_impl(*xs: Any, axis: int = 0) -> np.ndarray:
    arrs = [np.asarray(x) for x in unpack_variadic(xs)]
    _, a = _stack_check([x.shape for x in arrs], axis)
    return np.stack(arrs, axis=a)


@STACK.def_infer
def _stack_infer(*xs: Any, axis: int = 0) -> Aval:
    xs = unpack_variadic(xs)
    shape, _ = _stack_check([x.shape for x in xs], axis)
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
    """Join a tuple of same-shaped tensors along a new axis."""
    return apply(prim(STACK, axis=axis), tuple(tensors))


# --- Split ------------------------------------------------------------------------------------
def _split_sizes(shape: Tuple[Any, ...], axis: int, output_num: int, size_splits: Any) -> Tuple[int, Tuple[int, ...]]:
    a = normalize_axis("Split", axis, len(shape))
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
        return (concat(tuple(dout), a),)
    return bprop


@op_function
def split(tensor: Any, split_size_or_sections: Any, axis: int = 0) -> tuple:
    """Split into chunks of size ``split_size_or_sections`` (int) or of the given sizes (sequence)."""
    shape = shape_of(tensor)
    a = normalize_axis("split", axis, len(shape))
    dim = shape[a]
    if isinstance(split_size_or_sections, (int, np.integer)) and not isinstance(split_size_or_sections, bool):
        step = int(split_size_or_sections)
        if step <= 0:
            raise ShapeError(f"For 'split', 'split_size_or_sections' must be positive, but got {step}.")
        sizes = tuple(min(step, dim - i) for i in builtins.range(0, dim, step)) or (0,)
    else:
        sizes = tuple(int(s) for s in split_size_or_sections)
    return apply(prim(SPLIT, axis=a, output_num=len(sizes), size_splits=sizes), (tensor,))


# --- Tile -------------------------------------------------------------------------------------
def _tile_shape(shape: Tuple[Any, ...], multiples: Any) -> Tuple[Any, ...]:
    multiples = shape_arg(multiples)
    if not isinstance(multiples, tuple) or not builtins.all(
            isinstance(m, (int, np.integer)) and not isinstance(m, bool) and m >= 0 for m in multiples):
        raise ShapeError(f"For 'Tile', the 'multiples' must be a tuple of non-negative ints, but got {multiples!r}.")
    if len(multiples) < len(shape):
        raise ShapeError(f"For 'Tile', the length of 'multiples' ({len(multiples)}) must be at least the rank of "
                         f"the input ({len(shape)}).")
    full = (1,) * (len(multiples) - len(shape)) + tuple(shape)
    return tuple(None if d is None else d * m for d, m in zip(full, multiples))


TILE = define_op("Tile", OpKind.SHAPE, const_inputs=(1,), doc="Tile()(x, multiples).")
Tile = TILE.prim_class
_P_TILE = prim(TILE)


@TILE.def_impl
def _tile_impl(x: Any, multiples: Any) -> np.ndarray:
    x = np.asarray(x)
    _tile_shape(x.shape, multiples)
    return np.tile(x, tuple(multiples))


@TILE.def_infer
def _tile_infer(x: Aval, multiples: Any) -> Aval:
    return Aval(_tile_shape(x.shape, multiples), x.dtype)


@bprop_getters.register(Tile)
def get_bprop_tile(self: Any):
    def bprop(x, multiples, out, dout):
        xshape = shape_of(x)
        ms = tuple(multiples)
        full = (1,) * (len(ms) - len(xshape)) + tuple(xshape)
        inter = []
        for m, d in zip(ms, full):
            inter += [m, d]
        g = reshape(dout, tuple(inter))
        from .reduce import reduce_sum

        g = reduce_sum(g, tuple(builtins.range(0, 2 * len(ms), 2)))
        return (reshape(g, xshape), 0)
    return bprop


@op_function
def tile(input: Any, multiples: Any) -> Any:  # noqa: A002
    """Repeat input ``multiples[i]`` times along each dim."""
    return apply(_P_TILE, (input, shape_arg(multiples)))


# --- BroadcastTo ------------------------------------------------------------------------------------
def broadcast_target(name: str, shape: Tuple[Any, ...], target: Any) -> Tuple[Any, ...]:
    """The shape ``shape`` broadcasts to under ``target`` (-1 keeps the input dim)."""
    target = shape_arg(target)
    if not isinstance(target, tuple) or len(target) < len(shape):
        raise ShapeError(f"For '{name}', the input shape {fmt_shape(shape)} cannot be broadcast to {target!r}.")
    lead = len(target) - len(shape)
    out = []
    for i, t in enumerate(target):
        d = shape[i - lead] if i >= lead else None
        if t == -1:
            if d is None and i < lead:
                raise ShapeError(f"For '{name}', -1 in 'shape' {target} is only allowed for dimensions the "
                                 f"input has (input shape {fmt_shape(shape)}).")
            out.append(d)
        elif i >= lead and d not in (1, t, None):
            raise ShapeError(f"For '{name}', the input shape {fmt_shape(shape)} cannot be broadcast to "
                             f"{target}: dimension {i} is {d}, expected 1 or {t}.")
        else:
            out.append(int(t))
    return tuple(out)


BROADCAST_TO = define_op("BroadcastTo", OpKind.SHAPE, attrs={"shape": ()},
                         doc="BroadcastTo(shape)(x): numpy broadcasting; -1 keeps a dim.")
BroadcastTo = BROADCAST_TO.prim_class


@BROADCAST_TO.def_impl
def _broadcast_to_impl(x: Any, shape: Any = ()) -> np.ndarray:
    x = np.asarray(x)
    return np.array(np.broadcast_to(x, broadcast_target("BroadcastTo", x.shape, shape)))


@BROADCAST_TO.def_infer
def _broadcast_to_infer(x: Aval, shape: Any = ()) -> Aval:
    return Aval(broadcast_target("BroadcastTo", x.shape, shape), x.dtype)


@bprop_getters.register(BroadcastTo)
def get_bprop_broadcast_to(self: Any):
    def bprop(x, out, dout):
        return (sum_to_shape(dout, shape_of(x)),)
    return bprop


@op_function
def broadcast_to(input: Any, shape: Any) -> Any:  # noqa: A002
    """input broadcast to ``shape`` (-1 keeps the input's dim)."""
    return apply(prim(BROADCAST_TO, shape=shape_arg(shape)), (input,))


# --- Gather / UnsortedSegmentSum -------------------------------------------------------------------------
def _require_int(name: str, arg: str, x: Any) -> None:
    if isinstance(x, bool) or (not isinstance(x, int) and np_dtype(x).kind not in "iu"):
        raise DTypeError(f"For '{name}', the '{arg}' must be an int tensor, but got {dtype_name(x)}.")


def _gather_shape(pshape: Tuple[Any, ...], ishape: Tuple[Any, ...], axis: Any) -> Tuple[Tuple[Any, ...], int]:
    if not pshape:
        raise ShapeError("For 'Gather', the 'input_params' must have at least 1 dimension, but got a scalar.")
    a = normalize_axis("Gather", axis, len(pshape))
    return tuple(pshape[:a]) + tuple(ishape) + tuple(pshape[a + 1:]), a


GATHER = define_op("Gather", OpKind.OTHER, const_inputs=(2,), doc="Gather()(params, indices, axis): np.take.")
Gather = GATHER.prim_class
_P_GATHER = prim(GATHER)


@GATHER.def_impl
def _gather_impl(params: Any, indices: Any, axis: Any) -> np.ndarray:
    params = np.asarray(params)
    _require_int("Gather", "input_indices", indices)
    _, a = _gather_shape(params.shape, np.shape(indices), axis)
    return np.take(params, indices, axis=a)


@GATHER.def_infer
def _gather_infer(params: Aval, indices: Any, axis: Any) -> Aval:
    _require_int("Gather", "input_indices", indices)
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
        from .math import add, less, select

        idx = select(less(idx, 0), add(idx, pshape[a]), idx)
        g = unsorted_segment_sum(g, idx, pshape[a])
        back = tuple(builtins.range(1, a + 1)) + (0,) + tuple(builtins.range(a + 1, nd))
        if back != tuple(builtins.range(nd)):
            g = transpose(g, back)
        return (g, zeros_grad(indices), 0)
    return bprop


@op_function
def gather(input_params: Any, input_indices: Any, axis: int) -> Any:
    """Slices of input_params at input_indices along axis (numpy.take)."""
    return apply(_P_GATHER, (input_params, input_indices, axis))


@op_function
def take(input: Any, indices: Any, axis: Any = None) -> Any:  # noqa: A002
    """numpy.take: axis=None indexes the flattened input."""
    if axis is None:
        return gather(reshape(input, (-1,)), indices, 0)
    return gather(input, indices, axis)


def _segment_shape(xshape: Tuple[Any, ...], ishape: Tuple[Any, ...], num: Any) -> Tuple[Any, ...]:
    if isinstance(num, bool) or not isinstance(num, (int, np.integer)) or num < 0:
        raise ShapeError(f"For 'UnsortedSegmentSum', 'num_segments' must be a non-negative int, but got {num!r}.")
    if tuple(xshape[:len(ishape)]) != tuple(ishape):
        raise ShapeError(f"For 'UnsortedSegmentSum', the shape of 'segment_ids' {fmt_shape(ishape)} must be a "
                         f"prefix of the shape of 'x' {fmt_shape(xshape)}.")
    return (int(num),) + tuple(xshape[len(ishape):])


SEGSUM = define_op("UnsortedSegmentSum", OpKind.OTHER, const_inputs=(2,),
                   doc="UnsortedSegmentSum()(x, segment_ids, num_segments): sums rows by id; ids outside "
                       "[0, num_segments) are dropped.")
UnsortedSegmentSum = SEGSUM.prim_class
_P_SEGSUM = prim(SEGSUM)


@SEGSUM.def_impl
def _segsum_impl(x: Any, ids: Any, num: Any) -> np.ndarray:
    x = np.asarray(x)
    ids = np.asarray(ids)
    _require_int("UnsortedSegmentSum", "segment_ids", ids)
    shape = _segment_shape(x.shape, ids.shape, num)
    out = np.zeros(shape, x.dtype)
    valid = (ids >= 0) & (ids < num)
    np.add.at(out, ids[valid], x[valid])
    return out


@SEGSUM.def_infer
def _segsum_infer(x: Aval, ids: Any, num: Any) -> Aval:
    _require_int("UnsortedSegmentSum", "segment_ids", ids)
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
    """Sum slices of input_x that share a segment id."""
    return apply(_P_SEGSUM, (input_x, segment_ids, num_segments))
