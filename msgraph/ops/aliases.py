"""MindSpore's other names for existing ops (``F.tensor_add``, ``ops.eq``, ``ops.multiply``...), the functional
activations composed of registry ops (``ops.leaky_relu``, ``ops.hardswish``...), scalar helpers of
``mindspore.ops.functional`` and the Parameter scatter primitives built on ScatterNdUpdate/ScatterNdAdd.

Nothing here defines new math: every function calls the ops it names.
"""
from __future__ import annotations

import operator as _operator
from typing import Any, Tuple

import numpy as np

from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError, ShapeError
from ._compose import CompositePrimitive
from . import bf16
from ._helpers import dtype_name, is_tensorlike, normalize_axis, np_dtype, shape_of
from ._helpers import user_type
from .linalg import _matmul
from .math import TRAMPOLINES as _TRAMPOLINES
from .math import RealDiv as _RealDiv
from .registry import FORWARDERS, apply, called_by_user, op_function, prim, refuse_numbers

__all__ = [
    "tensor_add", "tensor_sub", "tensor_mul", "tensor_div", "tensor_pow", "tensor_floordiv", "tensor_mod",
    "tensor_gt", "tensor_ge", "tensor_lt", "tensor_le", "tensor_exp", "tensor_expm1", "eq", "ne", "gt", "ge", "lt",
    "le", "absolute", "negative", "multiply", "divide", "true_divide", "subtract", "floordiv", "floormod", "clip",
    "mm", "numel", "ravel", "swapdims", "t", "fmod", "truncate_div", "truncate_mod", "sequence_mask",
    "check_valid", "crop_and_resize", "choice_with_mask", "top_k", "tensor_slice", "scalar_cast", "scalar_to_array",
    "tuple_getitem", "list_getitem", "make_tuple", "scalar_add", "scalar_sub", "scalar_mul", "scalar_div",
    "scalar_floordiv", "scalar_mod", "scalar_pow", "scalar_eq", "scalar_ne", "scalar_lt", "scalar_le", "scalar_gt",
    "scalar_ge", "scalar_max", "scalar_min", "leaky_relu", "elu", "relu6", "hardswish", "hardsigmoid", "hardtanh",
    "silu", "mish", "selu", "celu", "logsigmoid", "softsign", "glu", "fast_gelu", "softmin",
]


def _F():
    from . import functional

    return functional


def _alias(name: str, target: str, doc: str) -> Any:
    def fn(*args: Any, **kwargs: Any) -> Any:
        refuse_numbers('Failed calling ClampTensor with "ClampTensor()(input={k0}, min=Tensor, max=None)".', input)
        return getattr(_F(), target)(*args, **kwargs)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    _TRAMPOLINES.add(fn.__code__)   # (ops.multiply(x, 2.5) is the user's ops.mul call: math._called_by_user)
    return op_function(fn)


tensor_add = _alias("tensor_add", "add", "x + y.")
tensor_sub = _alias("tensor_sub", "sub", "x - y.")
tensor_mul = _alias("tensor_mul", "mul", "x * y.")
tensor_div = _RealDiv()   # MindSpore 2.10: P.RealDiv (two integer operands divide toward zero in their dtype)
tensor_pow = _alias("tensor_pow", "pow", "x ** y.")
tensor_floordiv = _alias("tensor_floordiv", "floor_div", "x // y.")
tensor_mod = _alias("tensor_mod", "floor_mod", "x % y.")
tensor_gt = _alias("tensor_gt", "greater", "x > y.")
tensor_ge = _alias("tensor_ge", "greater_equal", "x >= y.")
tensor_lt = _alias("tensor_lt", "less", "x < y.")
tensor_le = _alias("tensor_le", "less_equal", "x <= y.")
tensor_exp = _alias("tensor_exp", "exp", "e ** x.")
tensor_expm1 = _alias("tensor_expm1", "expm1", "e ** x - 1.")
eq = _alias("eq", "equal", "x == y.")
ne = _alias("ne", "not_equal", "x != y.")
gt = _alias("gt", "greater", "x > y.")
ge = _alias("ge", "greater_equal", "x >= y.")
lt = _alias("lt", "less", "x < y.")
le = _alias("le", "less_equal", "x <= y.")
absolute = _alias("absolute", "abs", "|x|.")
negative = _alias("negative", "neg", "-x.")
multiply = _alias("multiply", "mul", "x * y.")
divide = _alias("divide", "div", "x / y.")
true_divide = _alias("true_divide", "div", "x / y.")
floordiv = _alias("floordiv", "floor_div", "x // y.")
floormod = _alias("floormod", "floor_mod", "x % y.")
clip = _alias("clip", "clamp", "x clamped to [min, max].")
numel = _alias("numel", "size", "The number of elements.")


@op_function
def top_k(input_x: Any, k: int, sorted: bool = True) -> Any:  # noqa: A002
    """The k largest entries along the last axis (values, int32 indices): MindSpore 2.10's ``ops.top_k(input_x, k,
    sorted=True)`` keywords (msgraph forwarded anything to topk, refusing ``input_x=``: adapt43cpub)."""
    return _F().topk(input_x, k, sorted=sorted)


@op_function
def subtract(input: Any, other: Any, *, alpha: Any = 1) -> Any:  # noqa: A002
    """``input - alpha * other`` (MindSpore 2.10's keyword-only ``alpha``; h-ut2).  MindSpore 2.10 always forms
    ``alpha * other`` first, also for alpha 1: a bool Tensor ``other`` becomes int64 there (``ops.subtract(u8, bool)``
    is int64, a bool Tensor minus True is int64 [-1, 0, 0]; adapt44w2b/subtract_bool)."""
    from ..common import dtype as _dt

    F = _F()
    if isinstance(other, bool):
        other = int(other)
    elif getattr(other, "dtype", None) == _dt.bool_:
        other = F.cast(other, _dt.int64)
    return F.sub(input, other if (alpha == 1 and not isinstance(alpha, float)) else alpha * other)


FORWARDERS.add(subtract.__code__)   # (its Sub is the user's: no uint32 / uint64 kernel, registry.op_applied_for_user)


@op_function
def swapdims(input: Any, dim0: int, dim1: int) -> Any:  # noqa: A002
    """Swap two axes (``ops.swapaxes`` with MindSpore 2.10's ``dim0``/``dim1`` names; h-ut2)."""
    return _F().swapaxes(input, dim0, dim1)


@op_function
def ravel(input: Any) -> Any:  # noqa: A002
    """input flattened to 1-d."""
    refuse_numbers('Failed calling Reshape with "Reshape()(input={k0}, shape=Tuple<int>)".', input)
    return _F().reshape(input, (-1,))


@op_function
def t(input: Any) -> Any:  # noqa: A002
    """The transpose of a 2-d tensor (a 1-d tensor is returned as is)."""
    refuse_numbers("'{k0}' object has no attribute 'ndim'", input, error=AttributeError)
    nd = len(shape_of(input))
    # MindSpore 2.10: any rank but 2 is returned as is (msgraph refused 3-d and more)
    return input if nd != 2 else _F().transpose(input, (1, 0))


@op_function
def fmod(input: Any, other: Any) -> Any:  # noqa: A002
    """input - trunc(input / other) * other (the sign of input); integer operands stay integers."""
    F = _F()
    from ..common.dtype import is_narrow_uint
    from ..ir.builder import building_graph

    if is_narrow_uint(input) and type(other) in (bool, int, float) and called_by_user():
        # MindSpore 2.10 divides by the number as a Tensor of its own dtype: its Div kernel takes none beside a
        # uint16 / 32 / 64 Tensor (a TypeError, bool included; measured: adapt38oa binary sweep, uint39)
        raise DTypeError("Select CPU operator[Div] fail! Unsupported data type! (ops.fmod of a "
                         f"{np_dtype(input).name} Tensor and a Python {user_type(other).__name__})",
                         hint="cast the Tensor to a signed or float dtype first")

    if building_graph() and hasattr(input, "dtype") and shape_of(input):
        # graph code (MindSpore 2.10's ``input - div(input, other, "trunc") * other``, measured for every dtype pair:
        # bag37/fmod_graph_dtypes): two bool operands are its Sub TypeError; an integer Tensor with a Python int
        # divides in Int32 behind an inferred dtype of the input's: bool gives Int32, int16 stays Int16 (int8 / uint8
        # fail its Sub kernel selection there: followed PyNative, as adapt37tn); (both modes) a 0-d integer Tensor other takes the input's integer dtype
        kind = np.dtype(np_dtype(input)).kind
        if kind == "b" and (type(other) is bool or (hasattr(other, "dtype") and np_dtype(other) == np.bool_)):
            raise DTypeError("For primitive[Sub], the input argument[x] must be a type of {BFloat16, Float16, Float32, "
                             "Float64, Int16, Int32, Int64, Int8, UInt16, UInt32, UInt64, UInt8}, but got Tensor[Bool].")
        if type(other) is int and kind in "biu":
            if kind == "b":
                input = F.cast(input, np.int32)  # noqa: A001
    if hasattr(input, "dtype") and shape_of(input) and np.dtype(np_dtype(input)).kind in "iu" \
            and hasattr(other, "dtype") and not shape_of(other) and np.dtype(np_dtype(other)).kind in "iu":
        if np_dtype(other) not in (np_dtype(input), np.int64):   # (PyNative too: its DivMod keeps the higher-rank operand's dtype)
            from .math import _divmod_operands as _ops

            a, b = _ops(input, other)   # (computed promoted, so a negative / large other does not wrap)
            return F.cast(F.sub(a, F.mul(truncate_div(a, b), b)), np_dtype(input))
    if all(hasattr(t, "dtype") and np_dtype(t) == np.bool_ for t in (input, other)):
        return F.logical_and(input, F.logical_not(other))   # MindSpore 2.10: Bool, x fmod 0 = x, x fmod 1 = 0
    from .math import _divmod_operands

    if (type(other) is int or (hasattr(other, "dtype") and shape_of(other) == () and np_dtype(other) == np.int64)) \
            and hasattr(input, "dtype") and np_dtype(input).kind in "iu" and shape_of(input) != () \
            and np_dtype(input) != np.int64:
        # (a 0-d Int64 Tensor too: uint8 fmod Tensor(-3) is UInt8 x fmod 3)
        # an integer Tensor fmod a Python int: the kernel keeps the number as it is (uint8 fmod -3 is x fmod 3,
        # int8 fmod 200 is x), not wrapped into the Tensor's dtype (MindSpore 2.10, PyNative; adapt37tn)
        return F.cast(fmod(F.cast(input, np.int64), other), np_dtype(input))
    # MindSpore 2.10: input - div(input, other, rounding_mode="trunc") * other, DivMod's operands (a Python number
    # beside a 0-d Tensor is a Tensor: int8 0-d fmod 2 is Int64)
    a, b = _divmod_operands(input, other)
    return F.sub(a, F.mul(truncate_div(a, b), b))


@op_function
def truncate_div(x: Any, y: Any) -> Any:
    """x / y rounded toward zero."""
    F = _F()
    from ..common.dtype import is_narrow_uint, refuse_uint_mix

    if any(is_narrow_uint(v) for v in (x, y)) and called_by_user():
        # a uint16 / 32 / 64 Tensor beside a Python number (a float too) or another dtype: implicit conversion's
        # TypeError, as the TruncateDiv primitive (msgraph computed ops.truncate_div(uint16 t, 2.5): adapt41cpu)
        refuse_uint_mix(x, y)
    # (a bool Tensor with a Python int divides in int64, as MindSpore: only two bool operands are an error)
    if all(isinstance(v, (bool, np.bool_)) or (hasattr(v, "dtype") and np_dtype(v).kind == "b")
           for v in (x, y)):
        raise DTypeError("For 'TruncateDiv', the inputs must not both be bool Tensors (MindSpore's CPU kernel).")
    from ..common.dtype import mindspore_result_type

    # integer operands keep their promoted integer dtype (a Python int adopts the Tensor's)
    out = mindspore_result_type(x, y)
    out = np.dtype(out) if out is not None else np_dtype(x)
    if out.kind not in "iu":
        from .math import out_zeros

        return out_zeros(F.trunc(F.div(x, y)), x, y)   # (TruncateDiv's bprop: OutZeros)
    # exact integer division (a float32 quotient would round values above 2**24: h-gpub)
    q = F.div(x, y, rounding_mode="trunc")
    # integer division by 0: the dtype's max for x > 0, min for x < 0, 0 for 0 (MindSpore's CPU kernel)
    info = np.iinfo(out)
    zero = F.equal(y, 0)
    fill = F.select(F.greater(x, 0), F.fill(out, shape_of(q), info.max),
                    F.select(F.less(x, 0), F.fill(out, shape_of(q), info.min), F.zeros(shape_of(q), out)))
    return F.select(F.broadcast_to(zero, shape_of(q)), F.broadcast_to(fill, shape_of(q)),
                    F.cast(F.select(F.broadcast_to(zero, shape_of(q)), F.zeros_like(q), q), out))


@op_function
def truncate_mod(x: Any, y: Any) -> Any:
    """The remainder of x / y rounded toward zero (sign of x): C's fmod for floats, exact for integers."""
    from ..common.dtype import mindspore_result_type

    # MindSpore's TruncateMod kernel (Primitive and function, measured r2b) checks the promoted dtype: no int16 / int64
    # / uint16+ / bool (uint8 with int8 is Int16, a bool Tensor with a Python int Int64; int16 with float32 computes)
    dt = mindspore_result_type(x, y)
    if dt is not None and np.dtype(dt).name in ("int16", "int64", "uint16", "uint32", "uint64", "bool"):
        from ..common.dtype import from_numpy

        raise TypeError(f"For primitive[TruncateMod], the input argument[x] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64], Tensor[Int32], Tensor[Int8], Tensor[UInt8]}}, "
                        f"but got Tensor[{from_numpy(np.dtype(dt))}].")
    bools = [hasattr(v, "dtype") and np_dtype(v).kind == "b" for v in (x, y)]
    if bools[0] != bools[1] and all(hasattr(v, "dtype") for v in (x, y)):  # a bool operand takes the other's dtype
        F = _F()
        x, y = (F.cast(x, np_dtype(y)), y) if bools[0] else (x, F.cast(y, np_dtype(x)))
    out = mindspore_result_type(x, y)
    if out is not None and np.dtype(out).kind == "f":   # MindSpore's kernel: C's fmod, exact (not fmod's rounding)
        from .prims_extra import _P_FLOAT_FMOD
        from .registry import apply

        return apply(_P_FLOAT_FMOD, (x, y))
    r = fmod(x, y)
    if np_dtype(r).kind in "iu" and hasattr(y, "dtype"):   # MindSpore's CPU kernel: integer x mod 0 is 0
        F = _F()
        return F.select(F.broadcast_to(F.equal(y, 0), shape_of(r)), F.zeros_like(r), r)
    return r


@op_function
def sequence_mask(lengths: Any, maxlen: Any = None) -> Any:
    """bool mask (..., maxlen): True where the position is below the length."""
    refuse_numbers("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got <class '{k0}'>.", lengths)
    F = _F()
    # MindSpore 2.10's checks (adapt36gpu): int32/int64 lengths, a positive Python int maxlen
    if np_dtype(lengths).name not in ("int32", "int64"):
        raise DTypeError(f"The 'lengths' doesn't support '{dtype_name(np_dtype(lengths))}' and expect to receive "
                         "[mindspore.int64, mindspore.int32].")
    if maxlen is not None:
        if type(maxlen) is not int:
            raise DTypeError(f"For 'sequence_mask', the 'maxlen' must be 'int',  but got "
                             f"'{user_type(maxlen).__name__}'.")
        if not 0 < maxlen <= 2147483647:
            from ..errors import OpError

            raise OpError(f"For 'sequence_mask', the 'maxlen' must be in range of (0, 2147483647], but got "
                                f"{maxlen} with type 'int'.")
    if maxlen is None:
        maxlen = int(np.max(np.asarray(lengths.asnumpy() if hasattr(lengths, "asnumpy") else lengths)))
    from ..common.tensor import Tensor

    return F.less(Tensor(np.arange(int(maxlen))), F.expand_dims(lengths, -1))


@op_function
def check_valid(bboxes: Any, img_metas: Any) -> Any:
    """True where the box lies inside the image."""
    from .image_ops import CheckValid

    return CheckValid()(bboxes, img_metas)


@op_function
def crop_and_resize(image: Any, boxes: Any, box_indices: Any, crop_size: Any, method: str = "bilinear",
                    extrapolation_value: float = 0.0) -> Any:
    """Crops of ``image`` resized to crop_size (see ops.CropAndResize)."""
    from .image_ops import CropAndResize

    return CropAndResize(method, extrapolation_value)(image, boxes, box_indices, crop_size)


@op_function
def choice_with_mask(input_x: Any, count: int = 256, seed: Any = None) -> Any:
    """Random coordinates of True entries (see ops.RandomChoiceWithMask), seeded as MindSpore's function does."""
    from ..common.seed import _get_graph_seed
    from .image_ops import RandomChoiceWithMask

    s1, s2 = _get_graph_seed(seed, "choice_with_mask")
    return RandomChoiceWithMask(count, s1, s2)(input_x)


@op_function
def tensor_slice(input: Any, begin: Any, size: Any) -> Any:  # noqa: A002
    """input[begin : begin + size] on every axis (see ops.Slice)."""
    return _F().slice(input, begin, size)


# --- scalar helpers (compile-time Python values) ------------------------------------------------------
def _scalar_caster(input_t: Any) -> Any:
    kind = np_dtype(input_t).kind
    return float if kind == "f" else (bool if kind == "b" else int)


def scalar_cast(input_x: Any, input_t: Any) -> Any:
    """A Python number converted to the Python type of dtype ``input_t`` (float or int)."""
    return _scalar_caster(input_t)(input_x)


class ScalarCast(CompositePrimitive):
    """ScalarCast()(input_x, input_y): the Python number ``input_x`` as the Python value of dtype ``input_y``, which
    must be mindspore.int64, float64 or bool (ValueError otherwise; MindSpore 2.10's primitive)."""

    def __call__(self, input_x: Any, input_y: Any) -> Any:
        from ..common import dtype as mstype

        if not isinstance(input_x, (bool, int, float, np.number, np.bool_)):
            raise TypeError(f"For 'ScalarCast', the type of 'x' should be one of '['bool', 'Number']', but got "
                            f"type '{user_type(input_x).__name__}'.")
        if not any(input_y is d or input_y == d for d in (mstype.int64, mstype.float64, mstype.bool_)):
            raise ValueError("For 'ScalarCast', the supported type is in the list: [mindspore.int64, "
                             f"mindspore.float64, mindspore.bool], but got {input_y}")
        return np.asarray(input_x).astype(np_dtype(input_y)).item()


# graph code: the dtype is a compile-time constant, the number may be a graph value
scalar_cast.__msgraph_lower__ = (  # type: ignore[attr-defined]
    lambda low, args, kwargs, loc: low.call(_scalar_caster(kwargs.get("input_t", args[-1])), [kwargs.get("input_x", args[0])], {}, loc))


def _mp_cast(dst_type: Any, x: Any, cast: Any, dicts: bool) -> Any:
    if isinstance(x, (list, tuple)):
        return tuple(_mp_cast(dst_type, v, cast, dicts) for v in x)
    if isinstance(x, dict):
        return {k: _mp_cast(dst_type, v, cast, dicts) for k, v in x.items()} if dicts else x
    if hasattr(x, "shape") and hasattr(x, "dtype") and np_dtype(x.dtype).kind == "f":
        return cast(x)
    return x


def mixed_precision_cast(dst_type: Any, input_x: Any) -> Any:
    """MindSpore's MixedPrecisionCast: the float Tensors of ``input_x`` (a Tensor, or nested tuples/lists, which
    become tuples) cast to ``dst_type``; anything else unchanged.  A dict's values are cast in graph code only:
    MindSpore 2.10's PyNative returns a dict unchanged (recorded: ut_misc5/mixed_precision_cast)."""
    return _mp_cast(dst_type, input_x, lambda t: _F().cast(t, dst_type), False)


mixed_precision_cast.__msgraph_lower__ = (  # type: ignore[attr-defined]
    lambda low, args, kwargs, loc: _mp_cast(args[0], args[1], lambda t: low.call(_F().cast, [t, args[0]], {}, loc), True))


def switch_layer(index: Any, branches: Any) -> Any:
    """MindSpore's switch_layer: the Cell/function of the tuple ``branches`` at the 0-d int Tensor ``index``, called
    afterwards (``F.switch_layer(i, self.layers)(x)``).  Graph code picks it as ``branches[index]`` does (each
    candidate lowered in its own branch; an index outside [-n, n) is MindSpore's IndexError when the graph runs);
    MindSpore 2.10's PyNative has no CPU kernel for it (its RuntimeError)."""
    from .zoo_ops import _unsupported

    raise _unsupported("switch_layer")


switch_layer.__msgraph_lower__ = (  # type: ignore[attr-defined]
    lambda low, args, kwargs, loc: low.pick_by_tensor(tuple(kwargs.get("branches", args[-1])),
                                                      kwargs.get("index", args[0])))


def scalar_to_array(input_x: Any) -> Any:
    """A Python number as a 0-d Tensor (float32 for floats, int32 for ints)."""
    from ..common.tensor import Tensor

    return Tensor(np.asarray(input_x, np.float32 if isinstance(input_x, float) else np.int32))


tuple_getitem = _operator.getitem
list_getitem = _operator.getitem
scalar_add, scalar_sub, scalar_mul = _operator.add, _operator.sub, _operator.mul
scalar_div, scalar_floordiv, scalar_mod, scalar_pow = _operator.truediv, _operator.floordiv, _operator.mod, _operator.pow
scalar_eq, scalar_ne, scalar_lt, scalar_le = _operator.eq, _operator.ne, _operator.lt, _operator.le
scalar_gt, scalar_ge = _operator.gt, _operator.ge


def scalar_max(x: Any, y: Any) -> Any:
    """The larger of two Python numbers."""
    return x if x >= y else y


def scalar_min(x: Any, y: Any) -> Any:
    """The smaller of two Python numbers."""
    return x if x <= y else y


def make_tuple(*args: Any) -> Tuple[Any, ...]:
    """The arguments as a tuple."""
    return tuple(args)


# --- functional activations (compositions) -----------------------------------------------------------------
@op_function
def leaky_relu(input: Any, alpha: float = 0.2) -> Any:  # noqa: A002
    """max(alpha * input, input) (min when alpha > 1), as MindSpore computes it: (a + b +- |a - b|) / 2, so at 0
    the gradient is split between the two sides ((1 + alpha) / 2), as MindSpore's Maximum/Minimum do."""
    refuse_numbers("For 'leaky_relu', the 'input' must be a Tensor, but got '{K0}'", input)
    F = _F()
    if np_dtype(input).kind == "b":   # a bool input stays Bool (MindSpore 2.10), computed as int8
        return F.cast(leaky_relu(F.cast(input, np.int8), alpha), np.bool_)
    if np_dtype(input).kind in "iu":   # MindSpore casts alpha to the input's dtype first (0.2 -> 0 for ints)
        a = F.mul(input, int(alpha))
        return F.minimum(a, input) if alpha > 1 else F.maximum(a, input)
    # MindSpore: maximum_(alpha * x, x) (minimum_ for a slope above 1); Maximum/Minimum's bprop splits the
    # gradient at the tie x == 0; an infinite x stays infinite (h-sweep5: (a + b + |a - b|) / 2 made it NaN)
    # (alpha as MindSpore makes it: a float32 scalar Tensor cast to the input's dtype, so a float64 input's gradient
    # is 0.20000000298023224, not 0.2)
    a = F.mul(input, float(np.float32(alpha)))
    return F.minimum(a, input) if alpha > 1 else F.maximum(a, input)


_FLOATS3 = "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}"


def _float_input(prim: str, x: Any, allowed: Tuple[str, ...] = ("float16", "float32", "float64"),
                 listed: str = _FLOATS3) -> None:
    """MindSpore 2.10's TypeError for a primitive whose CPU kernel takes only the ``allowed`` dtypes."""
    if hasattr(x, "dtype") and np_dtype(x).name not in allowed:
        raise DTypeError(f"For primitive[{prim}], the input argument[input_x] must be a type of {listed}, but got "
                         f"Tensor[{x.dtype}].")


@op_function
def elu(input_x: Any, alpha: float = 1.0) -> Any:
    """input_x where input_x > 0, else alpha * (exp(input_x) - 1); MindSpore's Elu kernel takes alpha 1.0 only."""
    refuse_numbers('Failed calling Elu with "Elu(alpha=float)(input_x={k0})".', input_x)
    _float_input("Elu", input_x)     # (before the alpha check, as MindSpore's)
    from .value_dependent import is_graph_int

    if is_graph_int(alpha, "iuf"):
        # an alpha known only when the graph runs (``float(t)``, as st TEST_OP passes numbers): MindSpore's check of
        # the attribute sees no value, and its kernel computes with the alpha given (0.5 measured; flip49)
        return _elu_graph_alpha(input_x, alpha)
    if alpha != 1.0:
        raise ValueError(f"For 'Elu', 'alpha' must be 1.0 (MindSpore's Elu kernel supports no other value), "
                         f"but got {alpha}.")
    return elu_any_alpha(input_x, alpha)


def _elu_graph_alpha(input_x: Any, alpha: Any) -> Any:
    """ELU with an alpha that is a graph value: the Elu kernel's ``(exp(x) - 1) * alpha`` below 0, float16 computed in
    float32 and rounded once, as the kernel does (activation_ops._elu)."""
    F = _F()
    half = np_dtype(input_x) == np.float16
    x = F.cast(input_x, np.float32) if half else input_x
    out = F.select(F.greater(x, F.zeros_like(x)), x, F.mul(elu_any_alpha(x, 1.0), alpha))
    return F.cast(out, np.float16) if half else out


def elu_any_alpha(input_x: Any, alpha: float = 1.0) -> Any:
    """ELU for any ``alpha`` (MindSpore's EluExt, mint.nn.functional.elu; ops.elu's Elu takes 1.0 only)."""
    from .activation_ops import elu_op

    return elu_op(input_x, alpha)   # MindSpore's kernel in every float dtype, and its EluGrad gradient


@op_function
def relu6(x: Any) -> Any:
    """min(max(x, 0), 6); gradient 1 where 0 < x <= 6 (MindSpore's ReLU6Grad: 1 at x == 6)."""
    refuse_numbers('Failed calling ReLU6 with "ReLU6()(x={k0})".', x)
    # MindSpore's ReLU6 kernel: float16/float32 only (float64 too is a TypeError)
    _float_input("ReLU6", x, ("float16", "float32"), "{Tensor[Float16], Tensor[Float32]}")
    F = _F()
    r = F.relu(x)
    r = F.select(F.greater(x, 6.0), F.mul(F.ones_like(r), 6.0) if np_dtype(r).kind == "f" else
                 F.minimum(r, 6), r)
    # MindSpore's CPU kernel maps NaN to 0 in its 4-wide vector lanes but keeps it in the last size % 4 elements
    # (zoo30/bn_one_value_per_channel, adapt33o/clamp_bounds); its gradient there is still 0
    from .st_cpu_b2 import grad_prim_path   # its gradient MindSpore's ReLU6Grad (no second order there; left37)

    shape = tuple(shape_of(x))
    if np_dtype(r).kind != "f" or None in shape:
        return grad_prim_path("ReLU6Grad", r, x)
    size = int(np.prod(shape, dtype=np.int64))
    if size % 4 == 0:
        return grad_prim_path("ReLU6Grad", r, x)
    tail = Tensor(np.arange(size).reshape(shape) >= size - size % 4)
    return grad_prim_path("ReLU6Grad", F.select(F.logical_and(F.isnan(x), tail), x, r), x)


@op_function
def hardsigmoid(input: Any) -> Any:  # noqa: A002
    """relu6(input + 3) / 6; the gradient is 1/6 strictly inside (-3, 3) and at NaN (MindSpore's HSigmoidGrad)."""
    refuse_numbers('Failed calling HSigmoid with "HSigmoid()(input={k0})".', input)
    F = _F()
    if np_dtype(input).kind in "bu":   # MindSpore 2.10's HSigmoid kernel: no bool, no unsigned (uint16... too)
        raise DTypeError(f"For primitive[HSigmoid], the input argument[input_x] must be a type of {{BFloat16, "
                         f"Float16, Float32, Float64, Int16, Int32, Int64, Int8}}, but got "
                         f"{dtype_name(np_dtype(input))}.")
    if np_dtype(input) == np.float16 or np_dtype(input).kind == "i":
        # MindSpore's CPU kernel computes float16 in float32 (one rounding); integers too, truncated back
        return F.cast(hardsigmoid(F.cast(input, np.float32)), np_dtype(input))
    # outside is x <= -3 or x >= 3 (MindSpore's HSigmoid / HSigmoidGrad): a NaN input is inside, NaN, gradient 1/6
    outside = F.logical_or(F.less_equal(input, -3.0), F.greater_equal(input, 3.0))
    hi = F.cast(F.greater_equal(input, 3.0), np_dtype(input))
    from .st_cpu_b2 import grad_prim_path   # its gradient MindSpore's HSigmoidGrad (no second order there; left37)

    return grad_prim_path("HSigmoidGrad", F.select(outside, hi, F.div(F.add(input, 3.0), 6.0)), input)


@op_function
def hardswish(input: Any) -> Any:  # noqa: A002
    """x * relu6(x + 3) / 6; the gradient is (2x + 3) / 6 on [-3, 3] (MindSpore's HSwishGrad)."""
    refuse_numbers('Failed calling HSwish with "HSwish()(input={k0})".', input)
    from .activation_ops import _P_HSWISH   # the registry op: its gradient is MindSpore's HSwishGrad
    from .registry import apply

    return apply(_P_HSWISH, (input,))   # integers too: the HSwish op computes them as MindSpore's kernel


@op_function
def hardtanh(input: Any, min_val: float = -1.0, max_val: float = 1.0) -> Any:  # noqa: A002
    """input clamped to [min_val, max_val], in input's dtype (MindSpore 2.10 casts back: an int Tensor stays int)."""
    refuse_numbers("For 'hardtanh', the 'input' must be a Tensor, but got '{K0}'", input)
    from ..common.dtype import is_narrow_uint, refuse_uint_mix

    if is_narrow_uint(input) and called_by_user():
        refuse_uint_mix(input, min_val, max_val)   # (implicit conversion's TypeError for uint16 / 32 / 64)
    F = _F()
    out = F.minimum(F.maximum(input, min_val), max_val)
    return out if np_dtype(out) == np_dtype(input) else F.cast(out, input.dtype)


@op_function
def silu(input: Any) -> Any:  # noqa: A002
    """input * sigmoid(input)."""
    refuse_numbers('Failed calling SiLU with "SiLU()(input={k0})".', input)
    from ..ir.builder import building_graph

    if building_graph() and is_tensorlike(input) and np.dtype(np_dtype(input)).kind in "biu":
        # graph code: MindSpore 2.10 keeps the SiLU primitive whole, which has no CPU kernel for bool / integer
        # inputs (its kernel selection, a RuntimeError); PyNative computes through Sigmoid (whose TypeError)
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"Kernel select failed: Unsupported op [SiLU] on CPU (input dtype "
                             f"{dtype_name(input)}).")
    return _SiLU()(input)


class _SiLU(CompositePrimitive):
    """MindSpore's SiLU primitive (not public in 2.10's ``ops.operations``): ``input * sigmoid(input)``, one kernel,
    so a mixed-precision policy casts its input once (per-step casts summed the two gradient paths in float32:
    1.0412598 for MindSpore's float16 1.0410156 under to_float, amp35)."""

    def __call__(self, input: Any) -> Any:  # noqa: A002
        F = _F()
        return F.mul(input, F.sigmoid(input))


_SiLU.op.name = "SiLU"


@op_function
def mish(x: Any) -> Any:
    """x * tanh(softplus(x)) (the Mish op: MindSpore's gradient)."""
    refuse_numbers('For Primitive[Mish], the type of input argument[input_x] must be Tensor but got {K0}.', x)
    from .activation_ops import _P_MISH
    from .registry import apply

    return apply(_P_MISH, (x,))




@op_function
def selu(input_x: Any) -> Any:
    """scale * (x if x >= 0 else alpha * (exp(x) - 1)) with SELU's constants (the SeLU op: MindSpore's
    gradient)."""
    refuse_numbers('For Primitive[SeLU], the type of input argument[input_x] must be Tensor but got {K0}.', input_x)
    from .activation_ops import _P_SELU
    from .registry import apply

    return apply(_P_SELU, (input_x,))


@op_function
def celu(x: Any, alpha: float = 1.0) -> Any:
    """max(0, x) + min(0, alpha * (exp(x / alpha) - 1))."""
    refuse_numbers('Failed calling CeLU with "CeLU(alpha=float)(x={k0})".', x)
    F = _F()
    if alpha == 0:
        raise ShapeError(f"For primitive[CeLU], the alpha must be not equal to 0 , but got {alpha:g}.")   # ValueError
    _float_input("CeLU", x)
    from .activation_ops import celu_op

    return celu_op(x, alpha)   # MindSpore's kernel (float64 in float32) and its gradient from the output


@op_function
def logsigmoid(x: Any) -> Any:
    """log(sigmoid(x)), computed so as MindSpore 2.10 does (-inf where sigmoid underflows to 0, its gradient nan
    there)."""
    refuse_numbers('Failed calling Sigmoid with "Sigmoid()(input={k0})".', x)
    F = _F()
    return F.log(F.sigmoid(x))


@op_function
def softsign(x: Any) -> Any:
    """x / (1 + |x|) (float16 computed in float32, one rounding, as MindSpore's CPU kernel)."""
    refuse_numbers('For Primitive[Softsign], the type of input argument[input_x] must be Tensor but got {K0}.', x)
    _float_input("Softsign", x)
    from .activation_ops import _P_SOFTSIGN

    return apply(_P_SOFTSIGN, (x,))   # MindSpore's kernel and its SoftsignGrad gradient


@op_function
def glu(x: Any, axis: int = -1) -> Any:
    """a * sigmoid(b) for the two halves a, b of x along axis."""
    F = _F()
    s = tuple(shape_of(x))
    a = normalize_axis("glu", axis, len(s))
    if s[a] % 2:
        raise ShapeError(f"For 'glu', the size of dimension {a} ({s[a]}) must be even.")
    from .array_ops import split_kernel   # (MindSpore's Split)

    first, second = split_kernel(x, [s[a] // 2, s[a] // 2], a)  # sections: an empty dimension splits too
    return F.mul(first, F.sigmoid(second))


@op_function
def fast_gelu(x: Any) -> Any:
    """x / (1 + exp(-1.702 |x|)) * exp(0.851 (x - |x|)) (the FastGeLU op: MindSpore's gradient)."""
    refuse_numbers('Failed calling FastGeLU with "FastGeLU()(x={k0})".', x)
    from .activation_ops import _P_FAST_GELU
    from .registry import apply

    return apply(_P_FAST_GELU, (x,))


@op_function
def softmin(x: Any, axis: int = -1, *, dtype: Any = None) -> Any:
    """softmax(-x) along axis (x cast to ``dtype`` first when given); the axis is Softmax's, checked first (a bool
    0-d input: its ValueError, not Neg's TypeError)."""
    if dtype is not None:
        x = _F().cast(x, dtype)
    if is_tensorlike(x) and isinstance(axis, (int, np.integer)) and not isinstance(axis, bool):
        nd = len(shape_of(x))
        if not -nd <= axis < nd:
            raise ShapeError(f"For primitive[Softmax], the axis must be in [{-nd},{nd}), but got {axis}.")
    return _F().softmax(_F().neg(x), axis)


# --- more MindSpore 2.x function forms (compositions) ---------------------------------------------------------
@op_function
def tensor_scatter_elements(input_x: Any, indices: Any, updates: Any, axis: int = 0, reduction: str = "none") -> Any:
    """input_x with updates written (reduction 'none') or added ('add') at ``indices`` along axis."""
    F = _F()
    if called_by_user():
        from .array_extra import _same_dtype_updates

        _same_dtype_updates("TensorScatterElements", input_x, updates)
    xs = tuple(shape_of(input_x))
    a = normalize_axis("tensor_scatter_elements", axis, len(xs))
    ishape = tuple(shape_of(indices))
    grids = np.indices(ishape, dtype=np.int64)
    from ..common.tensor import Tensor

    idx = F.cast(indices, np.int64)
    idx = F.select(F.less(idx, 0), F.add(idx, xs[a]), idx)  # negative indices count from the end
    cols = [idx if d == a else Tensor(grids[d]) for d in range(len(ishape))]
    coords = F.stack(cols, -1)
    if reduction == "add":
        if is_tensorlike(input_x) and np_dtype(input_x) == np.bool_:
            # MindSpore 2.10's TensorScatterElements adds bools as a logical or (TensorScatterAdd refuses bool;
            # msgraph refused: adapt43cpub)
            added = F.tensor_scatter_add(F.cast(input_x, np.int32), coords, F.cast(updates, np.int32))
            return F.not_equal(added, 0)
        return F.tensor_scatter_add(input_x, coords, updates)
    if reduction != "none":
        raise ArgumentError(f"For 'tensor_scatter_elements', the 'reduction' must be 'none' or 'add', but got "
                            f"{reduction!r}.")
    return F.tensor_scatter_update(input_x, coords, updates)


@op_function
def scatter(input: Any, axis: int, index: Any, src: Any) -> Any:  # noqa: A002
    """input with src written at index along axis (torch.scatter).  MindSpore 2.10's CPU Scatter wants src of
    input's dtype (TypeError) and of index's shape (its kernel's RuntimeError)."""
    if hasattr(src, "dtype") and hasattr(input, "dtype") and np_dtype(src) != np_dtype(input):
        raise DTypeError("For primitive[Scatter], the input type must be same.")
    if hasattr(src, "shape") and hasattr(index, "shape") and tuple(shape_of(src)) != tuple(shape_of(index)):
        raise RuntimeError(f"For 'Scatter', the shape of 'index' and the shape of 'src' should be same, but got "
                           f"index shape: {list(shape_of(index))}; src shape: {list(shape_of(src))}.")
    return tensor_scatter_elements(input, index, src, axis)


@op_function
def index_select(input: Any, axis: int, index: Any) -> Any:  # noqa: A002
    """The slices of input at index along axis (MindSpore 2.10: a 1-D index only -- a 0-d or 2-D one is its
    ValueError)."""
    if isinstance(index, Tensor) or hasattr(index, "shape"):
        r = len(tuple(shape_of(index)))
        if r != 1:
            raise ValueError(f"For 'index_select', the dimension of `index` must be 1, but got {r}")
    return _F().gather(input, index, axis)


def select_ext(input: Any, dim: int, index: int) -> Any:  # noqa: A002
    """mint.select / Tensor.select(dim, index): SelectExtView -- the slice at ``index`` along ``dim`` (that axis
    removed); a dim or an index out of range is MindSpore 2.10's ValueError."""
    s = tuple(shape_of(input))
    nd = max(len(s), 1)
    if not -nd <= dim < nd:
        raise ValueError(f"Dimension out of range (expected to be in range of [{-nd}, {nd}), but got {dim})")
    d = dim % nd
    n = int(s[d]) if s else 1
    if not -n <= index < n:
        raise ValueError(f"For Primitive [SelectExtView] start exceed range. start: {index}, start should be in "
                         f"[{-n}, {n}).")
    from .indexing import getitem_as   # (a SelectExtView: not a subscript view, common/views.write)
    from ..common.views import mark_graph_view

    # (in graph code a SelectExtView's output: an in-place op on it is MindSpore 2.10's RuntimeError, docs46; its
    # kernel rounds float16 between float32-kernel ops, where x[:, 3] does not: passes/f16_raise.py, debt48)
    return mark_graph_view(getitem_as(input, (slice(None),) * d + (index % n,), "SelectExtView"))


@op_function
def expand(input_x: Any, size: Any) -> Any:
    """input_x broadcast to size (-1 keeps a dimension)."""
    refuse_numbers('For Primitive[Expand], the type of input argument[x] must be Tensor but got {K0}.', input_x)
    from .api22_ops import check_expand_dtypes   # (the Expand primitive's kernel dtypes)

    check_expand_dtypes(input_x, size if hasattr(size, "dtype") else None)
    if hasattr(size, "asnumpy"):
        size = tuple(int(v) for v in size.asnumpy().tolist())
    return _F().broadcast_to(input_x, tuple(size))


@op_function
def fliplr(input: Any) -> Any:  # noqa: A002
    """input reversed along axis 1."""
    return _F().flip(input, (1,))


@op_function
def flipud(input: Any) -> Any:  # noqa: A002
    """input reversed along axis 0."""
    return _F().flip(input, (0,))


@op_function
def cross(input: Any, other: Any, dim: Any = None) -> Any:  # noqa: A002
    """The 3-vector cross product along dim (default: the first axis of size 3)."""
    refuse_numbers('Failed calling Cross with "Cross(dim=int)(input={k0}, other={k1})".', input, other)
    F = _F()
    s = tuple(shape_of(input))
    if dim is None and 3 not in s:   # MindSpore 2.10's Cross: no axis of size 3 to default to
        raise ValueError(f"For 'Cross', the size of inputs dim must contain 3, but got [const vector]"
                         f"{{{', '.join(str(n) for n in s)}}}.")
    d = next(i for i, n in enumerate(s) if n == 3) if dim is None else normalize_axis("cross", dim, len(s))
    if s[d] != 3:
        raise ShapeError(f"For 'cross', the size of dimension {d} must be 3, but got {s[d]}.")
    if np.dtype(np_dtype(input)).kind == "c" or np.dtype(np_dtype(other)).kind == "c":
        return _cross_complex(input, other, d)
    di, do = np.dtype(np_dtype(input)), np.dtype(np_dtype(other))
    if di != do and "f" in (di.kind, do.kind):
        # MindSpore 2.10's Cross: two float dtypes compute in input's, a float with an integer is its TypeError (two
        # integer dtypes: its kernel reads other's memory as input's dtype; msgraph promotes)
        if di.kind != "f" or do.kind != "f":
            raise DTypeError(f"Select CPU operator[Cross] fail! Unsupported data type! (input {dtype_name(di)}, "
                             f"other {dtype_name(do)})")
        other = F.cast(other, di)
    a = F.split(input, 1, d)
    b = F.split(other, 1, d)
    return F.concat((F.sub(F.mul(a[1], b[2]), F.mul(a[2], b[1])), F.sub(F.mul(a[2], b[0]), F.mul(a[0], b[2])),
                     F.sub(F.mul(a[0], b[1]), F.mul(a[1], b[0]))), d)


def _cross_complex(input: Any, other: Any, d: int) -> Any:  # noqa: A002
    """The complex cross product as ``input @ K(other)`` (K the skew matrix of ``other``, along the last
    axis): MindSpore's Cross gradient for complex values is ``dout * conj(f'(x))`` (MatMul's convention),
    which a composition of Mul (whose complex gradient MindSpore refuses) cannot give."""
    F = _F()
    a = F.movedim(input, d, -1)
    b = F.movedim(other, d, -1)
    b0, b1, b2 = (F.squeeze(t, -1) for t in F.split(b, 1, -1))
    zero = F.zeros_like(b0)
    k = F.stack((F.stack((zero, F.neg(b2), b1), -1), F.stack((b2, zero, F.neg(b0)), -1),
                 F.stack((F.neg(b1), b0, zero), -1)), -2)
    out = F.squeeze(F.matmul(F.expand_dims(a, -2), k), -2)
    return F.movedim(out, -1, d)


@op_function
def addmm(input: Any, mat1: Any, mat2: Any, *, beta: Any = 1, alpha: Any = 1) -> Any:  # noqa: A002
    """beta * input + alpha * (mat1 @ mat2), the product on the strict 2-D MatMul primitive as MindSpore 2.10 has it
    (1-d or 0-d matrices are its ValueError, checked before the dtype)."""
    F = _F()
    from .linalg import MATMUL
    from .registry import apply, prim

    return F.add(F.mul(input, beta), F.mul(apply(prim(MATMUL), (mat1, mat2)), alpha))


@op_function
def mm(input: Any, mat2: Any) -> Any:  # noqa: A002
    """Matrix product on the MatMul primitive (a ValueError on mismatched shapes, unlike ops.matmul)."""
    if is_tensorlike(input) and is_tensorlike(mat2) and (len(shape_of(input)) != 2 or len(shape_of(mat2)) != 2):
        # MindSpore 2.10's ops.mm: two matrices (msgraph took a vector or a batch as matmul does)
        raise ShapeError("MatMul inputs should have the same dimension size and equal to 2.")
    return _matmul(input, mat2)


@op_function
def baddbmm(input: Any, batch1: Any, batch2: Any, beta: Any = 1, alpha: Any = 1) -> Any:  # noqa: A002
    """beta * input + alpha * (batch1 @ batch2) per batch."""
    F = _F()
    if all(hasattr(v, "dtype") for v in (input, batch1, batch2)):
        # MindSpore 2.10's ops.baddbmm (and the Tensor method on CPU): one dtype, integer alpha / beta for integer
        # inputs (TypeErrors; measured, adapt37tn)
        if not np_dtype(input) == np_dtype(batch1) == np_dtype(batch2):
            raise DTypeError("For Baddbmm, the inputs should be the same dtype.")
        if np_dtype(input).kind != "f" and not (isinstance(alpha, int) and isinstance(beta, int)):
            raise DTypeError("For inputs of type not FloatTensor or DoubleTensor, arguments beta and alpha must be "
                             "integers.")
    return F.add(F.mul(input, beta), F.mul(F.bmm(batch1, batch2), alpha))


_ADDCMUL_TYPES = ("BFloat16", "Float16", "Float32", "Float64", "Int32", "Int64", "Int8", "UInt8")
_ADDCDIV_INPUT_TYPES = ("Float16", "Float32", "Float64", "Int64")
_ADDCDIV_VALUE_TYPES = ("Float16", "Float32", "Float64", "Int32", "Int64")


def _addc_operands(name: str, input: Any, tensor1: Any, tensor2: Any, value: Any,  # noqa: A002
                   input_types: Tuple[str, ...], value_types: Tuple[str, ...]) -> Any:
    """MindSpore 2.10's Addcmul / Addcdiv checks (both modes, measured): three Tensors, the input's dtype in its
    kernel's list, the three of one dtype ("the input type must be same"), the value (a number is ``Tensor(value)``:
    Float32 / Int64 / Bool) in its list; the value is then cast to the input's dtype (0.5 with int32 inputs is 0).
    Returns the value as a Tensor of the input's dtype."""
    from ..common import dtype as _dt

    kinds = {}
    for nm, v in (("input", input), ("tensor1", tensor1), ("tensor2", tensor2), ("value", value)):
        kinds[nm] = "Tensor" if hasattr(v, "dtype") and not isinstance(v, np.generic) else type(v).__name__
    if any(kinds[k] != "Tensor" for k in ("input", "tensor1", "tensor2")):
        shown = ", ".join(f"{k}={'Tensor' if k == 'value' and isinstance(value, (int, float)) else kinds[k]}"
                          for k in kinds)
        raise DTypeError(f'Failed calling {name} with "{name}()({shown})".')

    def kind_of(v: Any) -> str:
        return str(_dt.from_numpy(np_dtype(v))) if not _dt.is_bf16(np_dtype(v)) else "BFloat16"

    def refuse(arg: str, got: str, allowed: Tuple[str, ...]) -> DTypeError:
        return DTypeError(f"For primitive[{name}], the input argument[{arg}] must be a type of "
                          f"{{{', '.join(f'Tensor[{t}]' for t in allowed)}}}, but got Tensor[{got}].")

    k_in = kind_of(input)
    if k_in not in input_types:
        raise refuse("input", k_in, input_types)
    if kind_of(tensor1) != k_in or kind_of(tensor2) != k_in:
        raise DTypeError(f"For primitive[{name}], the input type must be same.")
    F = _F()
    if isinstance(value, (bool, int, float)) or isinstance(value, np.generic):
        v_np = np.asarray(value, np.bool_ if isinstance(value, (bool, np.bool_)) else
                          np.float32 if isinstance(value, (float, np.floating)) else np.int64)
        k_v = str(_dt.from_numpy(v_np.dtype))
        if k_v not in value_types:
            raise refuse("value", k_v, value_types)
        return Tensor(v_np.astype(np_dtype(input)))
    k_v = kind_of(value)
    if k_v not in value_types:
        raise refuse("value", k_v, value_types)
    return F.cast(value, F.dtype(input))


@op_function
def addcmul(input: Any, tensor1: Any, tensor2: Any, value: Any = 1) -> Any:  # noqa: A002
    """input + value * tensor1 * tensor2."""
    bf16.refuse_operands("Addcmul", input, tensor1, tensor2, value)
    v = _addc_operands("Addcmul", input, tensor1, tensor2, value, _ADDCMUL_TYPES, _ADDCMUL_TYPES)
    F = _F()
    return F.add(input, F.mul(F.mul(tensor1, tensor2), v))


@op_function
def addcdiv(input: Any, tensor1: Any, tensor2: Any, value: Any = 1) -> Any:  # noqa: A002
    """input + value * tensor1 / tensor2 (Int64: (value * tensor1) / tensor2 rounded toward zero, as MindSpore's
    kernel: -5 for 3 * -7 / 4)."""
    v = _addc_operands("Addcdiv", input, tensor1, tensor2, value, _ADDCDIV_INPUT_TYPES, _ADDCDIV_VALUE_TYPES)
    F = _F()
    if np_dtype(input).kind in "iu":
        return F.add(input, truncate_div(F.mul(tensor1, v), tensor2))
    return F.add(input, F.mul(F.div(tensor1, tensor2), v))


@op_function
def frac(x: Any) -> Any:
    """x - trunc(x) (MindSpore: ``x mod 1``, so a bool Tensor gives int64 zeros)."""
    refuse_numbers("The primitive[Mod]'s input arguments[x, y] must be all tensor and those type must be same. But got input argument[x]:{K0}", x)
    if hasattr(x, "dtype") and np_dtype(x).kind == "b":
        return _F().floor_mod(x, 1)
    from .prims_extra import _P_MOD   # MindSpore's frac is Mod(x, 1): frac(-0.0) is -0.0, frac(-1.0) is 0.0
    from .registry import apply
    return apply(_P_MOD, (x, 1))


@op_function
def sinc(input: Any) -> Any:  # noqa: A002
    """sin(pi x) / (pi x), 1 at 0."""
    refuse_numbers('Failed calling Sinc with "Sinc()(input={k0})".', input)
    F = _F()
    px = F.mul(input, float(np.pi))
    zero = F.equal(input, 0)
    safe = F.select(zero, F.ones_like(px), px)
    return F.select(zero, F.ones_like(px), F.div(F.sin(safe), safe))


@op_function
def heaviside(input: Any, values: Any) -> Any:  # noqa: A002
    """0 where input < 0, values where input == 0, 1 where input > 0."""
    refuse_numbers('For primitive[Heaviside], the input type must be same.', input)
    refuse_numbers('For primitive[Heaviside], the input type must be same.', values)
    for t in (input, values):   # MindSpore 2.10's Heaviside takes no bool or complex Tensor
        if hasattr(t, "dtype") and np.dtype(np_dtype(t)).kind in "bc":
            raise TypeError("For primitive[Heaviside], the input argument[values] must be a type of {Float16, Float32, "
                            "Float64, Int16, Int32, Int64, Int8, Tensor[Float16], Tensor[Float32], Tensor[Float64], "
                            "Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], "
                            "Tensor[UInt64], Tensor[UInt8], UInt16, UInt32, UInt64, UInt8}, but got "
                            f"Tensor[{dtype_name(np_dtype(t))}].")
    # the Heaviside primitive: MindSpore defines no bprop for it, so differentiating through it is its RuntimeError
    # (the composition of selects gave zeros; h-grad26)
    from .st_gpu_a2 import HEAVISIDE

    return apply(prim(HEAVISIDE), (input, values))


@op_function
def copysign(x: Any, other: Any) -> Any:
    """|x| with the sign of other; an integer or bool x computes in float32 (MindSpore 2.10: ``copysign(int32 t, 2)``
    is Float32), a Python number x is its TypeError."""
    refuse_numbers("For copysign, x must be a tensor, but got {k0}", x)
    F = _F()
    if np_dtype(x) == np.bool_:   # MindSpore 2.10's copysign refuses a bool x before computing
        raise TypeError("copysign does not accept dtype bool.")
    if np_dtype(x).kind in "biu":
        x = F.cast(x, np.float32)
    neg = F.less(other, 0) if not isinstance(other, (int, float)) else (other < 0)
    ax = F.abs(x)
    if isinstance(neg, bool):
        return F.neg(ax) if neg else ax
    return F.select(neg, F.neg(ax), ax)


__all__ += ["switch_layer"]
__all__ += ["tensor_scatter_elements", "scatter", "index_select", "expand", "fliplr", "flipud", "cross", "addmm",
            "baddbmm", "addcmul", "addcdiv", "frac", "sinc", "heaviside", "copysign"]


@op_function
def matrix_band_part(x: Any, lower: int, upper: int) -> Any:
    """x with the entries outside the band zeroed: kept where (lower < 0 or i - j <= lower) and
    (upper < 0 or j - i <= upper) over the last two dims."""
    from ..common.dtype import int64 as ms_int64
    from ..common.tensor import Tensor

    shp = tuple(shape_of(x))
    if len(shp) < 2:   # MatrixBandPart's inference (ValueError; msgraph's indexing had raised IndexError)
        raise ShapeError(f"For primitive[MatrixBandPart], the x shape size must be greater than or equal to 2, but "
                         f"got {len(shp)}.")
    i = np.arange(shp[-2])[:, None]
    j = np.arange(shp[-1])[None, :]
    keep = np.ones((shp[-2], shp[-1]), np.bool_)
    F = _F()
    dynamic = []   # bounds that are graph values (e.g. the slices vmap maps them over)
    for bound, diff in ((lower, i - j), (upper, j - i)):
        if not isinstance(bound, (int, np.integer, Tensor)):
            dynamic.append((bound, diff))
        elif int(bound) >= 0:
            keep &= diff <= int(bound)
    mask = Tensor(keep)
    for bound, diff in dynamic:
        b = F.cast(bound, ms_int64)
        mask = F.logical_and(mask, F.logical_or(F.less(b, 0), F.less_equal(Tensor(diff.astype(np.int64)), b)))
    return F.select(F.broadcast_to(mask, shp), x, F.zeros_like(x))
__all__ += ["matrix_band_part"]  # st_opscpu
