"""MindSpore primitives that are, for msgraph, compile-time values or compositions of registry ops.

* compile-time values: ``Shape``/``shape``, ``DType``/``dtype``, ``Rank``, ``Size``, ``tuple_len``,
  ``make_range``, ``TupleToArray``/``tuple_to_array``, ``ScalarToTensor``/``scalar_to_tensor``: in Graph
  mode they are Python values (shapes are static), as MindSpore folds them while compiling;
* compositions (gradients come from the ops used): ``Slice``, ``Unstack``, ``AddN``, ``DepthToSpace``,
  ``SpaceToDepth``, ``repeat_elements``, ``EmbeddingLookup``, ``norm``.
"""
from __future__ import annotations

import builtins
from typing import Any, Tuple

import numpy as np

from ..common.dtype import bool_, float32, from_numpy, int32, int64
from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, GraphTypeError, ShapeError
from ..ir.builder import building_graph
from ._compose import CompositePrimitive
from . import bf16
from ._helpers import dtype_name, is_tensorlike, normalize_axis, np_dtype, shape_of
from ._helpers import user_type
from ..common.aval import Aval
from .registry import refuse_numbers
from .registry import OpKind, apply, define_op, graph_float_constant, op_function, prim, public_functions


def _F():
    from . import functional

    return functional


def _require_tensor(name: str, x: Any) -> None:
    if not is_tensorlike(x):
        raise DTypeError(f"For '{name}', the input must be a Tensor, but got {user_type(x).__name__}.")


# --- compile-time values ---------------------------------------------------------------------------------
RUNTIME_DIM = define_op(
    "RuntimeDim", OpKind.OTHER, attrs={"axis": 0}, differentiable=False, public=False,
    doc="RuntimeDim(axis)(x): dimension ``axis`` of x, known only when the graph runs (after Unique), as a "
        "Python int.")
RUNTIME_DIM.def_impl(lambda x, axis=0: int(np.shape(x)[axis]))
RUNTIME_DIM.def_infer(lambda x, axis=0: Aval((), np.dtype(np.int64), weak=True))


class Shape(CompositePrimitive):
    """Shape()(x): the shape of x as a tuple of ints (a constant in Graph mode, but for a dimension known only
    when the graph runs: a Python int computed then, as MindSpore's dynamic shape)."""

    def __call__(self, input_x: Any) -> Tuple[int, ...]:
        _require_tensor("Shape", input_x)
        shape = tuple(shape_of(input_x))
        if any(d is None for d in shape):
            return tuple(apply(prim(RUNTIME_DIM, axis=i), (input_x,)) if d is None else d
                         for i, d in enumerate(shape))
        return shape


class DType(CompositePrimitive):
    """DType()(x): the dtype of x (ms.float32...)."""

    def __call__(self, input_x: Any) -> Any:
        if type(input_x) in (bool, int, float):
            from ..ir import builder as _ir_builder
            if _ir_builder.building_graph():   # graph code: a Python number's type (MindSpore 2.10:
                from ..common import dtype as _dt          # float32 for a float), eagerly a TypeError
                return _dt.bool_ if type(input_x) is bool else _dt.int64 if type(input_x) is int else _dt.float32
        _require_tensor("DType", input_x)
        return from_numpy(np_dtype(input_x))


class Rank(CompositePrimitive):
    """Rank()(x): the number of dimensions of x."""

    def __call__(self, input_x: Any) -> int:
        _require_tensor("Rank", input_x)
        return len(shape_of(input_x))


class Size(CompositePrimitive):
    """Size()(x): the number of elements of x."""

    def __call__(self, input_x: Any) -> int:
        _require_tensor("Size", input_x)
        n = 1
        for d in shape_of(input_x):
            n *= d
        return n


# The function forms' primitives (attribute-free and stateless: one instance each, not one per call)
_SHAPE, _DTYPE, _RANK, _SIZE = Shape(), DType(), Rank(), Size()


@op_function
def shape(input_x: Any) -> Tuple[int, ...]:
    """The shape of input_x (a tuple of ints)."""
    return _SHAPE(input_x)


@op_function
def dtype(input_x: Any) -> Any:
    """The dtype of input_x."""
    return _DTYPE(input_x)


@op_function
def rank(input_x: Any) -> int:
    """The number of dimensions of input_x."""
    return _RANK(input_x)


@op_function
def size(input_x: Any) -> int:
    """The number of elements of input_x."""
    return _SIZE(input_x)


@op_function
def tuple_len(data: Any) -> int:
    """len(data) of a tuple or list (a constant)."""
    return len(data)


@op_function
def make_range(start: int = 0, limit: Any = None, delta: int = 1) -> Tuple[int, ...]:
    """tuple(range(start, limit, delta)); ``make_range(n)`` is range(n)."""
    if limit is None:
        start, limit = 0, start
    for v in (start, limit, delta):
        if isinstance(v, bool) or not isinstance(v, int):
            raise DTypeError(f"For 'make_range', the arguments must be ints, but got {user_type(v).__name__}.")
    if delta == 0:
        raise ShapeError("For 'make_range', the 'delta' must not be 0.")
    return tuple(builtins.range(start, limit, delta))


def _number_array(name: str, values: Any, dtype: Any = None, bools: bool = False) -> Tensor:
    """Numbers (``bools``: bools too, as MindSpore's TupleToTensor/ScalarToTensor take) as a Tensor of ``dtype``;
    dtype None: bool when every value is one, float32 when one is a float, else int32 (``TupleToArray``) or
    int64 (the ``*ToTensor`` primitives, ``bools``)."""
    flat = list(values) if isinstance(values, (tuple, list)) else [values]
    for v in flat:
        if (isinstance(v, bool) and not bools) or not isinstance(v, (int, float, np.integer, np.floating)):
            raise DTypeError(f"For '{name}', the input must be numbers, but got {user_type(v).__name__}.")
    if dtype is None:
        if bools and flat and builtins.all(isinstance(v, bool) for v in flat):
            dtype = bool_
        elif builtins.any(isinstance(v, (float, np.floating)) for v in flat):
            dtype = float32
        else:
            dtype = int64 if bools else int32
    arr = np.asarray(values, np_dtype(dtype))
    return Tensor(arr)


def _graph_number(name: str, value: Any, dtype: Any) -> Any:
    """A number the graph computes (a ``mutable`` scalar in graph code) as a 0-d Tensor: a cast."""
    if tuple(shape_of(value)) != ():
        raise DTypeError(f"For '{name}', the input must be a number, but got a value of shape {shape_of(value)}.")
    return _F().cast(value, float32 if dtype is None else dtype)


class TupleToArray(CompositePrimitive):
    """TupleToArray()(input_x): a tuple of numbers as a 1-d Tensor (int32 for ints, float32 otherwise)."""

    def __call__(self, input_x: Any) -> Tensor:
        if isinstance(input_x, builtins.range):  # MindSpore takes a range too (YOLO's grid: range(grid_size[1]))
            input_x = tuple(input_x)
        if not isinstance(input_x, (tuple, list)) or not input_x:
            raise DTypeError(f"For 'TupleToArray', the input must be a non-empty tuple of numbers, "
                             f"but got {input_x!r}.")
        input_x = tuple(input_x)
        if builtins.all(type(v) in (int, float) for v in input_x) \
                and not builtins.all(type(v) is type(input_x[0]) for v in input_x):
            # MindSpore's infer_value: "These numbers have the same type" ((1, True) too)
            raise DTypeError("For 'TupleToArray', all elements of 'input_x' must be have same type.")
        return _number_array("TupleToArray", input_x)


_MS_TYPE_ID = {bool: 30, int: 35, float: 43}   # MindSpore's TypeId numbers (kNumberTypeBool / Int64 / Float32)


class TupleToTensor(CompositePrimitive):
    """TupleToTensor()(input_tuple, dtype=None): a tuple of numbers as a 1-d Tensor of ``dtype``; None: bool, float32
    or int64 by the values, as MindSpore 2.10's ``ops.auto_generate.TupleToTensor`` (h-monad)."""

    def __call__(self, input_tuple: Any, dtype: Any = None) -> Tensor:
        if not isinstance(input_tuple, (tuple, list)):
            raise DTypeError(f"For 'TupleToTensor', the input must be a tuple of numbers, "
                             f"but got {user_type(input_tuple).__name__}.")
        return _number_array("TupleToTensor", tuple(input_tuple), dtype, bools=True)


class ListToTensor(CompositePrimitive):
    """ListToTensor()(input_list, dtype=ms.float32): a list of numbers as a 1-d Tensor of ``dtype``
    (MindSpore's ``_sequence_ops.ListToTensor``)."""

    def __call__(self, input_list: Any, dtype: Any = float32) -> Tensor:
        if not isinstance(input_list, (tuple, list)):
            raise DTypeError(f"For 'ListToTensor', the input must be a list of numbers, "
                             f"but got {user_type(input_list).__name__}.")
        return _number_array("ListToTensor", tuple(input_list), dtype, bools=True)


class FillV2(CompositePrimitive):
    """FillV2()(shape, value): a Tensor of ``shape`` (a tuple or a 1-d int Tensor) filled with the 0-d Tensor
    ``value``, of value's dtype (h-monad)."""

    def __call__(self, shape: Any, value: Any) -> Any:
        F = _F()
        if is_tensorlike(shape) and np.dtype(np_dtype(shape)).name not in ("int32", "int64"):
            # MindSpore 2.10: a shape Tensor of int32 / int64 only, in both modes (msgraph read a float one)
            raise DTypeError(f"For primitive[FillV2], the input argument[shape] must be a type of {{Tensor[Int32], "
                             f"Tensor[Int64]}}, but got Tensor[{dtype_name(np_dtype(shape))}].")
        if isinstance(shape, Tensor):
            shape = tuple(int(d) for d in np.asarray(shape).reshape(-1))
            for i, d in enumerate(shape):
                if d < 0:
                    raise ShapeError(f"For primitive[FillV2], the the {i}th dimension of input shape must be greater "
                                     f"than or equal to 0, but got {d}.")
        elif not isinstance(shape, (tuple, list)):
            raise DTypeError(f"For 'FillV2', the 'shape' must be a tuple or a Tensor, but got {user_type(shape).__name__}.")
        if not is_tensorlike(value):
            raise DTypeError(f"For 'FillV2', the 'value' must be a Tensor, but got {user_type(value).__name__}.")
        return F.broadcast_to(F.reshape(value, ()), tuple(shape))


class ScalarToTensor(CompositePrimitive):
    """ScalarToTensor()(input_x, dtype=ms.float32): a Python number as a 0-d Tensor."""

    def __call__(self, input_x: Any, dtype: Any = float32) -> Tensor:
        if isinstance(input_x, (tuple, list)):
            raise DTypeError(f"For 'ScalarToTensor', the input must be a number, but got {user_type(input_x).__name__}.")
        if dtype is None:
            raise DTypeError("For 'ScalarToTensor', the element of 'dtype' must be Number, but got None.")
        if is_tensorlike(input_x) and not isinstance(input_x, (np.generic, Tensor)):
            return _graph_number("ScalarToTensor", input_x, dtype)
        return _number_array("ScalarToTensor", input_x, dtype, bools=True)


@op_function
def tuple_to_array(input_x: Any) -> Tensor:
    """A tuple of numbers as a 1-d Tensor: int32 when the first is an int or a bool, else float32 (MindSpore's
    ``ops.tuple_to_array``: PyNative casts the rest to it, ``(2, 1.5)`` -> Int32 [2, 1]; Graph mode's
    TupleToTensor asks for elements of one type)."""
    if isinstance(input_x, builtins.range):
        input_x = tuple(input_x)
    if isinstance(input_x, tuple) and input_x and builtins.all(type(v) in (bool, int, float) for v in input_x):
        first = type(input_x[0])
        if building_graph():
            for v in input_x:
                if type(v) is not first:
                    raise DTypeError(f"the tuple elements type must be same, first element type = "
                                     f"{_MS_TYPE_ID[first]} cur_type = {_MS_TYPE_ID[type(v)]}")
        return _number_array("TupleToArray", input_x, int32 if first in (bool, int) else float32, bools=True)
    return TupleToArray()(input_x)


@op_function
def scalar_to_tensor(input_x: Any, dtype: Any = float32) -> Tensor:
    """A Python number as a 0-d Tensor of ``dtype`` (default float32)."""
    return ScalarToTensor()(graph_float_constant(input_x, dtype), dtype)


# --- compositions ------------------------------------------------------------------------------------------
def _slice_index(xshape: Tuple[Any, ...], begin: Any, size_: Any) -> tuple:
    begin, size_ = tuple(begin), tuple(size_)
    if not xshape:   # MindSpore 2.10 refuses a 0-d input (it returned the scalar here; st pi_jit operation/test_slice)
        raise ShapeError("For primitive[Slice], the rank of input_x must be greater than 0, but got 0.")
    if len(begin) != len(xshape) or len(size_) != len(xshape):
        raise ShapeError(f"For 'Slice', the lengths of 'begin' ({len(begin)}) and 'size' ({len(size_)}) must equal "
                         f"the rank of 'input_x' ({len(xshape)}).")
    index = []
    for i, (b, s, d) in enumerate(zip(begin, size_, xshape)):
        if s == -1:
            s = d - b
        if b < 0 or s < 0 or b + s > d:
            raise ShapeError(f"For Slice, the sum of begin_shape[{i}] and size_shape[{i}] must be no greater than "
                             f"input_x_shape[{i}].")
        index.append(builtins.slice(b, b + s))
    return tuple(index)


class Slice(CompositePrimitive):
    """Slice()(input_x, begin, size): input_x[begin[i] : begin[i] + size[i]] on every axis (size -1: to the end)."""

    def __call__(self, input_x: Any, begin: Any, size: Any) -> Any:  # noqa: A002
        _require_tensor("Slice", input_x)
        from .indexing import getitem_as

        # a GetItem named Slice's: Graph mode's f16_raised_chains rounds float16 there (MindSpore's Slice kernel),
        # where x[a:b] (its StridedSlice) hands unrounded values on between float32-kernel ops (sessions 47, 48)
        return getitem_as(input_x, _slice_index(tuple(shape_of(input_x)), begin, size), "Slice")


@op_function
def slice(input_x: Any, begin: Any, size: Any) -> Any:  # noqa: A001 - MindSpore's name
    """input_x[begin[i] : begin[i] + size[i]] on every axis."""
    return Slice()(input_x, begin, size)


class Unstack(CompositePrimitive):
    """Unstack(axis=0, num=None)(input_x): the tuple of slices of input_x along axis (the axis removed)."""

    _attrs = {"axis": 0, "num": None}

    def __call__(self, input_x: Any) -> Tuple[Any, ...]:
        F = _F()
        xshape = tuple(shape_of(input_x))
        if not xshape:
            raise ShapeError("For 'Unstack', the input must have at least 1 dimension, but got a scalar.")
        a = normalize_axis("Unstack", self.attrs["axis"], len(xshape))
        n = xshape[a]
        if n == 0:    # MindSpore 2.10: no slices (adapt34b)
            return ()
        parts = F.split(input_x, 1, a) if n > 1 else (input_x,)
        return tuple(F.squeeze(p, a) for p in parts)


@op_function
def unstack(input_x: Any, axis: int = 0) -> Tuple[Any, ...]:
    """The tuple of slices of input_x along axis."""
    return Unstack(axis)(input_x)


class AddN(CompositePrimitive):
    """AddN()(inputs): the sum of a tuple of tensors of one shape and dtype."""

    def __call__(self, *inputs: Any) -> Any:
        if len(inputs) > 1:
            # MindSpore 2.10 takes one tuple / list: AddN()(x, y) is its TypeError in both modes ("the number of
            # inputs should be less than or equal to 1"; measured adapt44cpua)
            raise DTypeError(f"For Operator[AddN], the number of inputs should be less than or equal to 1, but got "
                             f"{len(inputs)}: pass the Tensors as one tuple, AddN()((x, y)).")
        if len(inputs) == 1 and isinstance(inputs[0], (tuple, list)):
            inputs = tuple(inputs[0])
        if not inputs:
            raise ShapeError("For 'AddN', the input tuple must not be empty.")
        from .registry import is_number_input

        if any(is_number_input(t) or not is_tensorlike(t) for t in inputs):
            # MindSpore 2.10 (both modes): AddN takes Tensors only ((1.0, 2.0), (t, 2.0): a TypeError)
            kinds = ", ".join("Tensor" if is_tensorlike(t) and not is_number_input(t) else type(t).__name__
                              for t in inputs)
            raise DTypeError(f'Failed calling AddN with "AddN()(x=Tuple<{kinds}>)".')
        if np_dtype(inputs[0]) == np.bool_ and len(inputs) > 1 and (
                len(inputs) > 2 or any(getattr(t, "__msgraph_emit__", None) is not None for t in inputs)):
            # its CPU AddN kernel has no Bool; PyNative runs two inputs as Add, which computes them
            err = GraphTypeError if any(getattr(t, "__msgraph_emit__", None) is not None for t in inputs) \
                else DTypeError
            raise err("Select CPU operator[AddN] fail! Unsupported data type! The supported data types are "
                      "input[Int8], output[Int8]; input[Int16], output[Int16]; ... (no Bool).")
        if len(inputs) > 2:   # (MindSpore runs a two-input AddN as Add, which takes bfloat16; its AddN kernel does not)
            bf16.refuse_operands("AddN", *inputs)
        first = inputs[0]
        from . import amp_state

        amp = amp_state.STATE.dtype is not None or amp_state.current_strategy() is not None   # (amp casts them)
        for t in inputs[1:]:
            if not amp and is_tensorlike(first) and is_tensorlike(t) and np_dtype(t) != np_dtype(first):
                # MindSpore 2.10 refuses mixed dtypes (float32 + int32, float32 + float64: a TypeError; r2a)
                raise TypeError(f"For primitive[AddN], the input type must be same, but got {dtype_name(first)} "
                                f"and {dtype_name(t)}.")
            if is_tensorlike(first) and is_tensorlike(t) and tuple(shape_of(t)) != tuple(shape_of(first)):
                raise ShapeError(f"For 'AddN', all inputs must have the same shape, but got {tuple(shape_of(first))} "
                                 f"and {tuple(shape_of(t))}.")
        from .math import add_operator

        out = first
        for t in inputs[1:]:   # (MindSpore 2.10's PyNative sums two inputs as AddExt: bool operands computed)
            out = add_operator(out, t)
        return out


@op_function
def addn(x: Any) -> Any:
    """The sum of a tuple of tensors."""
    refuse_numbers("object of type '{k0}' has no len()", x)
    from .registry import called_by_user

    if isinstance(x, (tuple, list)) and len(x) > 1 and all(is_tensorlike(t) for t in x) and called_by_user():
        from .amp_state import policy_inputs

        # (under amp 'auto', AddN is on the promote list: the check sees its inputs as the strategy casts them)
        kinds = [dtype_name(np_dtype(t)) for t in policy_inputs(list(x), "AddN")]
        if len(set(kinds)) > 1:
            # MindSpore 2.10's AddN checks its inputs' types are the same (both modes)
            raise DTypeError("For primitive[AddN], the input type must be same.\n" + "".join(
                f"name:[element_{i}]:Tensor[{k}].\n" for i, k in enumerate(kinds)))
    return AddN()(x)


class DepthToSpace(CompositePrimitive):
    """DepthToSpace(block_size, data_format='NCHW')(x): (N, C*b*b, H, W) -> (N, C, H*b, W*b)."""

    _attrs = {"block_size": 2, "data_format": "NCHW"}

    def _check_attrs(self) -> None:
        b = self.attrs["block_size"]
        if isinstance(b, bool) or not isinstance(b, int) or b < 2:
            raise ShapeError(f"For 'DepthToSpace', the 'block_size' must be an int >= 2, but got {b!r}.")

    def __call__(self, x: Any) -> Any:
        F = _F()
        b = self.attrs["block_size"]
        s = tuple(shape_of(x))
        if len(s) != 4 or s[1] % (b * b):
            raise ShapeError(f"For 'DepthToSpace', the input must be 4-d with channels divisible by "
                             f"block_size**2 = {b * b}, but got shape {s}.")
        n, c, h, w = s
        y = F.reshape(x, (n, b, b, c // (b * b), h, w))
        y = F.transpose(y, (0, 3, 4, 1, 5, 2))
        return F.reshape(y, (n, c // (b * b), h * b, w * b))


class SpaceToDepth(CompositePrimitive):
    """SpaceToDepth(block_size, data_format='NCHW')(x): (N, C, H*b, W*b) -> (N, C*b*b, H, W)."""

    _attrs = {"block_size": 2, "data_format": "NCHW"}

    _check_attrs = DepthToSpace._check_attrs

    def __call__(self, x: Any) -> Any:
        F = _F()
        b = self.attrs["block_size"]
        s = tuple(shape_of(x))
        if len(s) != 4 or s[2] % b or s[3] % b:
            raise ShapeError(f"For 'SpaceToDepth', the input must be 4-d with height and width divisible by "
                             f"block_size = {b}, but got shape {s}.")
        if hasattr(x, "dtype") and np.dtype(np_dtype(x)) == np.bool_:   # MindSpore 2.10's CPU kernel (r2b)
            raise DTypeError("Select CPU operator[SpaceToDepth] fail! Unsupported data type! (Bool)")
        n, c, h, w = s
        y = F.reshape(x, (n, c, h // b, b, w // b, b))
        y = F.transpose(y, (0, 3, 5, 1, 2, 4))
        return F.reshape(y, (n, c * b * b, h // b, w // b))


@op_function
def depth_to_space(x: Any, block_size: int) -> Any:
    """(N, C*b*b, H, W) -> (N, C, H*b, W*b)."""
    return DepthToSpace(block_size)(x)


@op_function
def repeat_elements(x: Any, rep: int, axis: int = 0) -> Any:
    """Each slice of x along axis repeated ``rep`` times in place (numpy.repeat with an int count)."""
    F = _F()
    if isinstance(rep, bool) or not isinstance(rep, (int, np.integer)):
        raise ArgumentError(f"For 'repeat_elements', the 'rep' must be a positive int, but got {rep!r}.")
    if rep < 1:   # MindSpore's range check: a ValueError
        raise ShapeError(f"For 'repeat_elements', the 'rep' must be in range of (0, 2147483647], but got {rep} "
                         f"with type 'int'.")
    if is_tensorlike(x) and np.dtype(np_dtype(x)) == np.bool_:   # MindSpore 2.10's dtype check (measured, adapt33o)
        raise DTypeError("The 'input x' doesn't support 'Bool' and expect to receive (mindspore.int8, mindspore.int16, "
                         "mindspore.int32, mindspore.int64, mindspore.uint8, ..., mindspore.float64).")
    xshape = tuple(shape_of(x))
    if len(xshape) > 7:   # MindSpore's check (h-opsA)
        raise ValueError(f"For repeat_elements, the rank of x should be less than or equal to 7, but got "
                         f"{len(xshape)}.")
    if not xshape:   # MindSpore 2.10 checks the axis against rank 0: no axis fits a 0-d input (ValueError)
        raise ShapeError(f"For 'repeat_elements', the 'axis' must be in range of [0, 0), but got {axis} with type "
                         f"'int'.")
    a = normalize_axis("repeat_elements", axis, len(xshape))
    y = F.expand_dims(x, a + 1)
    y = F.broadcast_to(y, xshape[:a + 1] + (int(rep),) + xshape[a + 1:])
    return F.reshape(y, xshape[:a] + (xshape[a] * int(rep),) + xshape[a + 1:])


@op_function
def repeat_interleave(input: Any, repeats: Any, axis: Any = None) -> Any:  # noqa: A002
    """numpy.repeat with an int count, or one count per element along ``axis`` (a list, tuple or constant
    Tensor); ``axis=None`` repeats the flattened input.  MindSpore 2.10 refuses a bool input (TypeError) and an
    axis of a 0-d input (ValueError, [-0, 0))."""
    F = _F()
    if is_tensorlike(input) and not shape_of(input) and isinstance(axis, (int, np.integer)) \
            and not isinstance(axis, bool):
        raise ShapeError(f"The 'axis' must be in the range of [-0, 0), but got {axis}.")
    if is_tensorlike(input) and np.dtype(np_dtype(input)) == np.bool_:
        raise DTypeError("The 'input x' doesn't support 'Bool' and expect to receive (mindspore.int8, mindspore.int16, "
                         "mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.float16, mindspore.float32, "
                         "mindspore.float64, ...). (repeat_interleave)")
    if isinstance(repeats, Tensor):
        r = repeats.asnumpy().reshape(-1).tolist()
        repeats = r[0] if len(r) == 1 else r
    elif hasattr(repeats, "__msgraph_emit__"):
        # MindSpore 2.10's Graph mode: the output length would depend on a Tensor input's values (and the
        # graph is not compiled again with the Tensor's value as a constant: compiler.ValueSpecialized)
        err = RuntimeError("For 'repeat_interleave', Graph mode takes 'repeats' as an int, a tuple or list of "
                           "ints or a constant Tensor, not a Tensor input of the graph.")
        err._msgraph_no_specialize = True
        raise err
    if axis is None:
        input, axis = F.reshape(input, (-1,)), 0  # noqa: A001
    if isinstance(repeats, (list, tuple)):
        if len(repeats) == 1:
            repeats = repeats[0]
        else:
            n = tuple(shape_of(input))[axis]
            if len(repeats) != n:
                raise ValueError(f"For 'repeat_interleave', the length of 'repeats' ({len(repeats)}) must equal the "
                                 f"size {n} of the input along dim {axis}.")
            idx = np.repeat(np.arange(n), [int(r) for r in repeats]).astype(np.int64)
            return F.gather(input, Tensor(idx), axis)
    return repeat_elements(input, repeats, axis)


class EmbeddingLookup(CompositePrimitive):
    """EmbeddingLookup()(input_params, input_indices, offset): rows ``input_indices - offset`` of
    input_params; rows outside [0, input_params.shape[0]) are zeros."""

    def __call__(self, input_params: Any, input_indices: Any, offset: Any) -> Any:
        F = _F()
        pr, ir = len(shape_of(input_params)), len(shape_of(input_indices))
        if not 1 <= pr <= 2:   # MindSpore's infer: params of rank 1 or 2, indices of rank >= 1 (both modes)
            raise ShapeError(f"For primitive[EmbeddingLookup], the dimension of params must be in [1,2], but got {pr}.")
        if ir == 0:
            raise ShapeError("For primitive[EmbeddingLookup], the dimension of indices  must be greater than 0 , but "
                             "got 0.")
        rows = tuple(shape_of(input_params))[0]
        idx = F.sub(input_indices, offset)
        valid = F.logical_and(F.greater_equal(idx, 0), F.less(idx, rows))
        safe = F.select(valid, idx, F.zeros_like(idx))
        out = F.gather(input_params, safe, 0)
        extra = len(shape_of(input_params)) - 1
        mask = F.reshape(F.cast(valid, out.dtype), tuple(shape_of(input_indices)) + (1,) * extra)
        return F.mul(out, mask)


def _norm_dims(dim: Any, ord: Any, nd: int):  # noqa: A002
    """(dims, plain): the reduced dims, and whether the result is the plain 2-norm of them (MindSpore's fast
    case: no dim and ord None, 'fro' on a matrix or 2 on a vector)."""
    if dim is None:
        return tuple(range(nd)), ord is None or (ord == "fro" and nd == 2) or (ord == 2 and nd == 1)
    if isinstance(dim, int) and not isinstance(dim, bool):
        return (dim,), False
    if isinstance(dim, tuple):
        if len(dim) > 2:
            raise ValueError("For norm, the dimensions is out of range.")
        return dim, False
    raise TypeError(f"For norm, the dim should be int or tuple of int, but got {user_type(dim)}")


_MATRIX_ORDS = (2, -2, 1, -1, float("inf"), -float("inf"), "fro", "nuc", None)


def _norm_axis_index(d: int, nd: int) -> int:
    if not -nd <= d < nd:
        raise ValueError(f"For norm, the dim {d} is out of range [{-nd}, {nd}).")
    return d % nd


def _matrix_norm(F: Any, x: Any, ord: Any, dims: Tuple[int, int], keepdim: bool, nd: int) -> Any:  # noqa: A002
    from .linalg_ext import keep_matrix_dims, matrix_norm_of

    row, col = (_norm_axis_index(d, nd) for d in dims)
    if not isinstance(ord, int) and row == col:   # MindSpore checks duplicates for the non-integer ords only
        raise ValueError("For norm, the elements of dim can not be duplicate.")
    if not isinstance(ord, int) and ord not in (float("inf"), -float("inf"), "nuc"):
        ord = "fro"                                # MindSpore: a float ord such as 2.0 falls to the 'fro' branch
    out = matrix_norm_of(F, x, ord, row, col)
    return keep_matrix_dims(F, out, tuple(shape_of(x)), row, col) if keepdim else out


def _vector_norm(F: Any, x: Any, ord: Any, dims: Tuple[int], keepdim: bool) -> Any:  # noqa: A002
    if ord == 0:                                   # the count of nonzeros (Tensor.sum's dtype)
        return F.sum(F.cast(F.not_equal(x, 0), np_dtype(x)), dims, keepdim)
    if isinstance(ord, int):
        if ord > 0:
            from .st_extra import LpNorm

            return LpNorm(dims, ord, keepdim)(x)
        return F.pow(F.sum(F.pow(F.abs(x), ord), dims, keepdim), 1.0 / ord)
    if ord == float("inf"):
        return F.max(F.abs(x), dims[0], keepdim)[0]
    if ord == -float("inf"):
        return F.min(F.abs(x), dims[0], keepdim)[0]
    if ord is None:
        from .linalg_ext import complex_square

        return F.sqrt(F.reduce_sum(complex_square(F, x), dims, keepdim))
    return F.pow(F.reduce_sum(F.pow(F.abs(x), ord), dims, keepdim), 1 / ord)


@op_function
def norm(A: Any, ord: Any = None, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Any:  # noqa: A002
    """MindSpore 2.10's ``ops.norm``: the 2-norm of every element (no dim, ord None), vector norms over one dim
    (ord 0, p > 0 through LpNorm -- float16/float32 only --, p < 0, +-inf, a float p), matrix norms over two
    (1, -1, 2, -2, +-inf, 'fro', 'nuc'), with MindSpore's dtypes (a matrix 1-norm of Int32 is Int64 as
    Tensor.sum gives it, an inf-norm keeps Int32).  As in MindSpore, an ord with no dim on a Tensor of rank
    3 or more reduces nothing and returns None."""
    refuse_numbers("'{k0}' object has no attribute 'ndim'", A, error=AttributeError)
    F = _F()
    nd = len(tuple(shape_of(A)))
    dims, plain = _norm_dims(dim, ord, nd)
    if len(dims) == 1 and isinstance(ord, str):
        raise TypeError(f"For norm, ord mode can not be str for vectors, but got {ord}.")
    if len(dims) == 2 and ord not in _MATRIX_ORDS:
        raise ValueError("For norm, the ord mode must be in [2, -2, 1, -1, float('inf'), -float('inf'), 'fro', "
                         f"'nuc', None] for matrices, but got {ord}.")
    x = A if dtype is None else F.cast(A, dtype)
    if plain:
        from .linalg_ext import complex_square

        out = F.sqrt(F.reduce_sum(complex_square(F, x), dims))
        return F.reshape(out, (1,) * nd) if keepdim else out
    if len(dims) == 2:
        return _matrix_norm(F, x, ord, dims, keepdim, nd)
    if len(dims) == 1:
        return _vector_norm(F, x, ord, dims, keepdim)
    return None


# --- atleast_1d / 2d / 3d ----------------------------------------------------------------------------------
def _atleast(name: str, inputs: Any, expand: Any) -> Any:
    """MindSpore 2.10's form: one Tensor in, one out; a list/tuple of Tensors in, a tuple out."""
    if is_tensorlike(inputs):
        return expand(inputs)
    for t in inputs:
        if not is_tensorlike(t):
            raise TypeError(f"For '{name}', each element of 'inputs' must be a tensor, but got {user_type(t)}")
    return tuple(expand(t) for t in inputs)


def _lead_ones(x: Any, ndim: int) -> Any:
    shp = tuple(shape_of(x))
    return x if len(shp) >= ndim else _F().reshape(x, (1,) * (ndim - len(shp)) + shp)


def _expand3(x: Any) -> Any:
    shp = tuple(shape_of(x))
    if len(shp) == 0:
        return _F().reshape(x, (1, 1, 1))
    if len(shp) == 1:
        return _F().reshape(x, (1,) + shp + (1,))
    if len(shp) == 2:
        return _F().reshape(x, shp + (1,))
    return x


@op_function
def atleast_1d(inputs: Any) -> Any:
    """A 0-d Tensor becomes shape (1,); others are unchanged (one Tensor, or a tuple for a list of them)."""
    return _atleast("atleast_1d", inputs, lambda t: _lead_ones(t, 1))


@op_function
def atleast_2d(inputs: Any) -> Any:
    """Tensors of rank < 2 get leading 1-dims up to rank 2 (one Tensor, or a tuple for a list of them)."""
    return _atleast("atleast_2d", inputs, lambda t: _lead_ones(t, 2))


@op_function
def atleast_3d(inputs: Any) -> Any:
    """Rank 0 -> (1, 1, 1), (N,) -> (1, N, 1), (M, N) -> (M, N, 1); higher ranks unchanged."""
    return _atleast("atleast_3d", inputs, _expand3)


__all__ = public_functions(globals())  # every function form defined here (op_function)
