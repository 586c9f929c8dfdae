"""Shape ops: reshape, transpose, expand_dims, squeeze, flatten, tile, broadcast_to.

They move data only.  Shape arguments given at call time (``Reshape()(x, shape)``) are
constant inputs; the checks are shared by the numpy impl and the inference rule.
"""
from __future__ import annotations

import builtins
from typing import Any, Sequence, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.tensor import Tensor
from ..errors import DTypeError, OpRuntimeError, ShapeError
from ..ir import builder as _ir_builder
from ._helpers import axis_arg, check_alloc, fmt_shape, normalize_axes, normalize_axis, shape_arg, shape_of, sum_to_shape
from ._helpers import user_type
from .registry import refuse_numbers
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


def _prod(xs: Sequence[Any]) -> Any:
    n = 1
    for d in xs:
        if d is None:
            return None
        n *= d
    return n


# --- Reshape ----------------------------------------------------------------------------------
def reshape_shape(name: str, in_shape: Tuple[Any, ...], shape: Any) -> Tuple[Any, ...]:
    """Resolve ``shape`` (may hold one -1) for an input of ``in_shape``; ShapeError if sizes differ."""
    shape = shape_arg(shape)
    if not isinstance(shape, tuple) and getattr(shape, "dtype", None) is not None \
            and np.dtype(shape.dtype).kind == "f":
        # a float Tensor as the shape: MindSpore 2.10's TypeError in both modes (recorded: ut_compiler2/tensor_as_constant)
        raise DTypeError(f"For {name}, the 1'th input is a Tensor whose dtype is float, which can not be converted "
                         f"to tuple of int.")
    if isinstance(shape, tuple) and builtins.any(isinstance(d, float) for d in shape):
        # MindSpore 2.10: a float size is a TypeError ("Failed calling Reshape with ... Tuple<float>")
        raise DTypeError(f'Failed calling {name} with "{name}()(input=Tensor, shape=Tuple<float>)": the \'shape\' '
                         f"must be a tuple of ints, but got {shape!r}.")
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
        if known == 0 and size == 0:   # MindSpore 2.10: an empty input's -1 beside a 0 is 0 ((0, 6) -> (3, 0, -1): (3, 0, 0))
            return tuple(0 if d == -1 else int(d) for d in shape)
        if known == 0 or size % known:
            raise ShapeError(f"For '{name}', the shape {fmt_shape(in_shape)} (size {size}) cannot be "
                             f"reshaped to {shape}.")
        return tuple(size // known if d == -1 else int(d) for d in shape)
    if size is not None and size != known:
        raise ShapeError(f"For '{name}', the product of the input shape {fmt_shape(in_shape)} is {size}, "
                         f"but the product of the target shape {shape} is {known}.")
    return tuple(int(d) for d in shape)


RESHAPE = define_op("Reshape", OpKind.SHAPE, const_inputs=(1,), view=True, doc="Reshape()(x, shape); one dim may be -1.")
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


# Graph code: a target shape holding dimensions known only when the graph runs (``y.reshape(y.shape[0], -1)``
# after masked_select): MindSpore's dynamic-shape Reshape, the shape an int64 Tensor input read when the graph runs.
RESHAPE_RUNTIME = define_op(
    "ReshapeRuntime", OpKind.OTHER, attrs={"dims": ()}, public=False,
    doc="ReshapeRuntime(dims)(x, shape): x reshaped to the int64 Tensor shape known when the graph runs; dims: the "
        "target's constant dimensions (None where run-time or -1).")


@RESHAPE_RUNTIME.def_impl
def _reshape_runtime_impl(x: Any, shape: Any, dims: Any = ()) -> np.ndarray:
    x = np.asarray(x)
    return x.reshape(reshape_shape("Reshape", x.shape, tuple(int(d) for d in np.asarray(shape).reshape(-1))))


@RESHAPE_RUNTIME.def_infer
def _reshape_runtime_infer(x: Aval, shape: Aval, dims: Any = ()) -> Aval:
    return Aval(tuple(dims), x.dtype)


@bprop_getters.register(RESHAPE_RUNTIME.prim_class)
def get_bprop_reshape_runtime(self: Any):
    def bprop(x, shape, out, dout):
        from .functional import shape as runtime_shape
        return (reshape(dout, runtime_shape(x)), 0)
    return bprop


def _runtime_dims(shape: Any) -> bool:
    return isinstance(shape, (tuple, list)) and builtins.any(hasattr(d, "__msgraph_emit__") for d in shape)


@op_function
def reshape(input: Any, shape: Any) -> Any:  # noqa: A002 - MindSpore's name
    """input with a new shape (same size; one dim may be -1)."""
    refuse_numbers('Failed calling Reshape with "Reshape()(input=Tensor, shape={k0})".', shape)
    if _runtime_dims(shape):
        from . import functional as F
        from ..common.dtype import int64
        dims = tuple(None if hasattr(d, "__msgraph_emit__") or d == -1 else int(d) for d in shape)
        return apply(prim(RESHAPE_RUNTIME, dims=dims), (input, F.stack([F.scalar_to_tensor(d, int64) for d in shape])))
    shape = shape_arg(shape)
    if isinstance(shape, tuple) and list(shape).count(None) == 1 and -1 not in shape \
            and None in tuple(shape_of(input)):
        # a composite's target holding a dimension known only when the graph runs (matmul's (1, n) of a 1-d
        # Tensor after masked_select): the one dimension the others leave, as -1
        shape = tuple(-1 if d is None else d for d in shape)
    return apply(_P_RESHAPE, (input, shape))


# --- Transpose --------------------------------------------------------------------------------
def _check_perm(name: str, ndim: int, perm: Any) -> Tuple[int, ...]:
    perm = tuple(perm) if isinstance(perm, (tuple, list)) else perm
    if isinstance(perm, tuple) and builtins.any(isinstance(p, float) for p in perm):  # MindSpore: TypeError
        raise DTypeError(f'Failed calling {name} with "{name}()(input=Tensor, dims=Tuple<float>)": the '
                         f"'input_perm' must be a tuple of ints, but got {perm!r}.")
    if isinstance(perm, tuple) and builtins.all(isinstance(p, (int, np.integer)) for p in perm):
        # MindSpore 2.10's messages (Graph mode's and PyNative's phrases both)
        if len(perm) != ndim:
            raise ShapeError(f"For '{name}', the size of perm should equal to rank of input ({ndim}), but got "
                             f"{perm!r}: the 'input_perm' must be a permutation of range({ndim}).")
        if builtins.any(not -ndim <= p < ndim for p in perm):
            raise ShapeError(f"For '{name}', dim value error. the perm value must be in [{-ndim}, {ndim}), but got "
                             f"{perm!r}: the 'input_perm' must be a permutation of range({ndim}).")
        if len({int(p) % ndim for p in perm}) != ndim:
            raise ShapeError(f"For '{name}', the perms should all be unique dim, but got {perm!r}: the 'input_perm' "
                             f"must be a permutation of range({ndim}).")
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
def transpose(input: Any, dims: Any = None) -> Any:  # noqa: A002
    """Permute dimensions; ``dims=None`` reverses them (MindSpore 2.10 names the permutation ``dims``)."""
    if dims is None:
        dims = tuple(builtins.range(len(shape_of(input)) - 1, -1, -1))
    out = apply(_P_TRANSPOSE, (input, tuple(dims)))
    if hasattr(out, "_data") and not out._data.flags.c_contiguous:
        out.__dict__["_view"] = True   # MindSpore 2.10's PyNative transpose is a view: not is_contiguous()
    return out


@op_function
def permute(input: Any, axis: Any) -> Any:  # noqa: A002
    """MindSpore 2.x name of transpose with an explicit permutation."""
    return transpose(input, tuple(axis))


@op_function
def swapaxes(input: Any, axis0: int, axis1: int) -> Any:  # noqa: A002
    """Exchange two dimensions."""
    nd = len(shape_of(input))
    if nd == 0:   # MindSpore 2.10: a 0-d Tensor has no axis ([-0, 0))
        for a in (axis0, axis1):
            if isinstance(a, (int, np.integer)) and not isinstance(a, bool):
                raise ShapeError(f"The 'axis' must be in the range of [-0, 0), but got {a}.")
    a0, a1 = normalize_axis("swapaxes", axis0, nd), normalize_axis("swapaxes", axis1, nd)
    perm = list(builtins.range(nd))
    perm[a0], perm[a1] = perm[a1], perm[a0]
    return transpose(input, tuple(perm))


# --- ExpandDims / Squeeze / Flatten ------------------------------------------------------------------
def _expand_shape(shape: Tuple[Any, ...], axis: Any) -> Tuple[Any, ...]:
    nd = len(shape)
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):  # MindSpore 2.10: a TypeError
        raise DTypeError(f'Failed calling ExpandDims with "ExpandDims()(input_x=Tensor, axis={user_type(axis).__name__})".')
    if not -nd - 1 <= axis <= nd:
        raise ShapeError(f"For 'ExpandDims', the 'axis' must be in range [{-nd - 1}, {nd}], but got {axis!r}.")
    a = int(axis) % (nd + 1)
    return tuple(shape[:a]) + (1,) + tuple(shape[a:])


EXPAND_DIMS = define_op("ExpandDims", OpKind.SHAPE, const_inputs=(1,), view=True, doc="ExpandDims()(x, axis).")
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
    refuse_numbers('Failed calling ExpandDims with "ExpandDims()(input_x={k0}, axis=int)".', input_x)
    return apply(_P_EXPAND_DIMS, (input_x, axis))


@op_function
def unsqueeze(input: Any, dim: int) -> Any:  # noqa: A002
    """MindSpore 2.x name of expand_dims."""
    return expand_dims(input, dim)


def _squeeze_shape(shape: Tuple[Any, ...], axis: Any) -> Tuple[Any, ...]:
    nd = len(shape)
    if axis is None or axis == ():
        return tuple(d for d in shape if d != 1)
    if nd == 0:
        # MindSpore 2.10's PyNative returns a 0-d input whatever axis names (its Graph mode: a ValueError beyond
        # -1 / 0; msgraph follows PyNative)
        return ()
    # MindSpore 2.10 leaves a named axis whose size is not 1 in place (no error), and takes an axis named twice once
    named = axis if isinstance(axis, (tuple, list)) else (axis,)
    axes = {a for n in named for a in normalize_axes("Squeeze", n, nd) if shape[a] == 1}
    return tuple(d for i, d in enumerate(shape) if i not in axes)


SQUEEZE = define_op("Squeeze", OpKind.SHAPE, attrs={"axis": ()}, view=True, doc="Squeeze(axis=())(x): drop size-1 dims.")
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
    refuse_numbers('Failed calling Squeeze with "Squeeze(axis=Tuple<>)(input={k0})".', input)
    if (hasattr(axis, "__msgraph_emit__") or isinstance(axis, Tensor)) and _ir_builder.building_graph():
        # a Tensor axis in graph code: MindSpore 2.10's TypeError (PyNative reads its value; recorded:
        # ut_compiler2/tensor_as_constant)
        raise DTypeError('Failed calling Squeeze with "Squeeze(axis=Tensor)(input=Tensor)".')
    return apply(prim(SQUEEZE, axis=axis_arg(axis)), (input,))


def _flatten_shape(shape: Tuple[Any, ...]) -> Tuple[Any, ...]:
    if not shape:
        raise OpRuntimeError("For 'Flatten', unsupported input shape dimension. The shape should not be empty.")
    return (shape[0], _prod(shape[1:]))


FLATTEN = define_op("Flatten", OpKind.SHAPE, view=True, doc="Flatten()(x): (N, ...) -> (N, -1), keeping the batch dim.")
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
def flatten(input: Any, order: str = "C", *, start_dim: int = 1, end_dim: int = -1) -> Any:  # noqa: A002
    """``ops.flatten(input, order='C', *, start_dim=1, end_dim=-1)``: merge dims start_dim..end_dim into one,
    MindSpore 2.10's function step by step ('F' reverses the axes first; 0-D and 1-D inputs become 1-D; nothing
    to merge returns the input)."""
    from ._helpers import is_tensorlike
    if not is_tensorlike(input) or isinstance(input, (np.ndarray, np.generic)):
        raise TypeError("For 'flatten', argument 'input' must be Tensor.")
    from .value_dependent import is_graph_int, needs_constant_int

    if is_graph_int(start_dim) or is_graph_int(end_dim):   # ms.mutable(1): the graph is specialized on it
        raise needs_constant_int("flatten", "start_dim")
    if builtins.any(not isinstance(d, int) or isinstance(d, bool) for d in (start_dim, end_dim)):
        raise TypeError("For 'flatten', both 'start_dim' and 'end_dim' must be int.")
    if not isinstance(order, str):
        raise TypeError(f"For Tensor.flatten, the parameter 'order' must be a string, but got {user_type(order)}")
    if order not in ("C", "F"):
        raise ValueError(f"For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got '{order}'")
    nd = len(shape_of(input))
    if order == "F":
        if nd <= 1:
            return reshape(input, (-1,))
        input = transpose(input, tuple(range(nd - 1, -1, -1)))  # noqa: A001
    if start_dim == 1 and end_dim == -1:
        return reshape(input, (-1,)) if nd <= 1 else _P_FLATTEN(input)
    ndim = nd or 1
    for d in (start_dim, end_dim):
        if d < -ndim or d >= ndim:
            raise ValueError("'start_dim' or 'end_dim' out of range.")
    s, e = start_dim % ndim, end_dim % ndim
    if s > e:
        raise ValueError("For 'flatten', 'start_dim' cannot come after 'end_dim'.")
    if nd <= 1:
        return reshape(input, (-1,))
    if s == e:
        return input
    shape = shape_of(input)
    merged = _prod(shape[s:e + 1])
    return reshape(input, tuple(shape[:s]) + (-1 if merged is None else merged,) + tuple(shape[e + 1:]))


# --- Tile -------------------------------------------------------------------------------------
def _tile_shape(shape: Tuple[Any, ...], multiples: Any) -> Tuple[Any, ...]:
    multiples = shape_arg(multiples)
    if isinstance(multiples, tuple) and builtins.any(isinstance(m, float) for m in multiples):
        raise DTypeError(f'Failed calling Tile with "Tile()(input=Tensor, dims=Tuple<float>)": the multiples '
                         f'must be ints, but got {multiples!r}.')
    if not isinstance(multiples, tuple) or not builtins.all(
            isinstance(m, (int, np.integer)) and not isinstance(m, bool) and m >= 0 for m in multiples):
        raise ShapeError(f"For 'Tile', the 'multiples' must be a tuple of non-negative ints, but got {multiples!r}.")
    # MindSpore (the primitive and ops.tile): multiples shorter than the rank get leading 1s
    multiples = (1,) * (len(shape) - len(multiples)) + multiples
    full = (1,) * (len(multiples) - len(shape)) + tuple(shape)
    return tuple(None if d is None else d * m for d, m in zip(full, multiples))


TILE = define_op("Tile", OpKind.SHAPE, const_inputs=(1,), doc="Tile()(x, multiples).")
Tile = TILE.prim_class
_P_TILE = prim(TILE)


@TILE.def_impl
def _tile_impl(x: Any, multiples: Any) -> np.ndarray:
    x = np.asarray(x)
    check_alloc("Tile", _tile_shape(x.shape, multiples), x.dtype)
    return np.tile(x, tuple(multiples))


@TILE.def_infer
def _tile_infer(x: Aval, multiples: Any) -> Aval:
    shape = _tile_shape(x.shape, multiples)
    check_alloc("Tile", shape, x.dtype)
    return Aval(shape, x.dtype)


@bprop_getters.register(Tile)
def get_bprop_tile(self: Any):
    def bprop(x, multiples, out, dout):
        xshape = shape_of(x)
        ms = (1,) * (len(xshape) - len(multiples)) + tuple(multiples)
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
def tile(input: Any, dims: Any) -> Any:  # noqa: A002 - MindSpore 2.10's names (``ops.tile(x, dims=(2, 1))``)
    """Repeat input ``dims[i]`` times along each dim (dims shorter than the rank get
    leading 1s, as in MindSpore)."""
    multiples = dims
    refuse_numbers('Failed calling Tile with "Tile()(input=Tensor, dims={k0})".', multiples)
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
    target = broadcast_target("BroadcastTo", x.shape, shape)
    check_alloc("BroadcastTo", target, x.dtype)
    return np.array(np.broadcast_to(x, target))


@BROADCAST_TO.def_infer
def _broadcast_to_infer(x: Aval, shape: Any = ()) -> Aval:
    target = broadcast_target("BroadcastTo", x.shape, shape)
    check_alloc("BroadcastTo", target, x.dtype)
    return Aval(target, x.dtype)


@bprop_getters.register(BroadcastTo)
def get_bprop_broadcast_to(self: Any):
    def bprop(x, out, dout):
        return (sum_to_shape(dout, shape_of(x)),)
    return bprop


# Graph code: a target shape holding dimensions known only when the graph runs (``ops.broadcast_to(y, (2, n))`` with
# ``n = y.shape[0]`` after masked_select): MindSpore's dynamic-shape BroadcastTo, the shape an int64 Tensor input.
BROADCAST_TO_RUNTIME = define_op(
    "BroadcastToRuntime", OpKind.OTHER, attrs={"dims": ()}, public=False,
    doc="BroadcastToRuntime(dims)(x, shape): x broadcast to the int64 Tensor shape known when the graph runs; dims: "
        "the target's constant dimensions (None where run-time, -1 keeps x's).")


@BROADCAST_TO_RUNTIME.def_impl
def _broadcast_to_runtime_impl(x: Any, shape: Any, dims: Any = ()) -> np.ndarray:
    x = np.asarray(x)
    target = broadcast_target("BroadcastTo", x.shape, tuple(int(d) for d in np.asarray(shape).reshape(-1)))
    check_alloc("BroadcastTo", target, x.dtype)
    return np.array(np.broadcast_to(x, target))


@BROADCAST_TO_RUNTIME.def_infer
def _broadcast_to_runtime_infer(x: Aval, shape: Aval, dims: Any = ()) -> Aval:
    lead = len(dims) - len(x.shape)
    if lead < 0:
        raise ShapeError(f"For 'BroadcastTo', the input shape {fmt_shape(x.shape)} cannot be broadcast to a shape of "
                         f"rank {len(dims)}.")
    return Aval(tuple(x.shape[i - lead] if d == -1 and i >= lead else d for i, d in enumerate(dims)), x.dtype)


@bprop_getters.register(BROADCAST_TO_RUNTIME.prim_class)
def get_bprop_broadcast_to_runtime(self: Any):
    def bprop(x, shape, out, dout):
        return (sum_to_shape(dout, shape_of(x)), 0)
    return bprop


@op_function
def broadcast_to(input: Any, shape: Any) -> Any:  # noqa: A002
    """input broadcast to ``shape`` (-1 keeps the input's dim)."""
    refuse_numbers('Failed calling BroadcastTo with "BroadcastTo(shape={k0})(input=Tensor)".', shape)
    refuse_numbers('Failed calling BroadcastTo with "BroadcastTo(shape=Tuple<int>)(input={k0})".', input)
    if _runtime_dims(shape):
        from . import functional as F
        from ..common.dtype import int64
        dims = tuple(None if hasattr(d, "__msgraph_emit__") else int(d) for d in shape)
        return apply(prim(BROADCAST_TO_RUNTIME, dims=dims),
                     (input, F.stack([F.scalar_to_tensor(d, int64) for d in shape])))
    return apply(prim(BROADCAST_TO, shape=shape_arg(shape)), (input,))

__all__ = public_functions(globals())  # every function form defined here (op_function)
