"""Python operators and Tensor methods, written once over the op functions.

Both the eager :class:`~msgraph.common.tensor.Tensor` and the compiler's symbolic
value inherit this mixin, so ``x + y`` or ``x.sum()`` means the same op (the same
OpDef) in PyNative and Graph mode.  ``common`` sits below ``ops`` and never imports it:
``msgraph.ops`` registers what common needs when it is imported (``bind_functional``), which
``import msgraph`` does before any user code runs.
"""
from __future__ import annotations

from typing import Any, Dict

import numpy as _np

from . import dtype as _dt
from ..errors import ShapeError

F: Any = None  # msgraph.ops.functional, bound by msgraph.ops on import
#: the Tensor and Parameter classes, bound by common/tensor.py (which builds Tensor on TensorMethods) once defined
Tensor: Any = None
Parameter: Any = None

#: The other op-library callables common uses, registered by msgraph.ops on import:
#: ``check_alloc`` (the allocation guard of ``Tensor(shape=...)`` and ``initializer``),
#: ``ArgMaxWithValue`` / ``ArgMinWithValue`` (the primitives behind the methods of those names).
OPS: Dict[str, Any] = {}


def _subscript_basic(index: Any) -> bool:
    """ints, slices and Ellipsis only (no None, bool, list or Tensor)."""
    items = index if type(index) is tuple else (index,)
    return all(i is Ellipsis or type(i) is slice or (type(i) is int) for i in items)


def bind_functional(module: Any, **ops: Any) -> None:
    """Called by ``msgraph.ops`` at import: the op functions module and the named callables above."""
    global F
    F = module
    OPS.update(ops)


def _no_reflected_bit_op(t: Any, o: Any, sym: str) -> None:
    """MindSpore 2.10's PyNative Tensor has no __rand__ / __ror__ / __rxor__: ``2 & x`` is Python's TypeError (graph
    code computes it)."""
    if _eager_pynative(t):
        raise TypeError(f"unsupported operand type(s) for {sym}: '{type(o).__name__}' and 'Tensor'")


def _numel(t: Any) -> Any:
    """``t.numel()``: its size; in graph code, where a dimension is known only when the graph runs (after
    masked_select), the product of ops.shape's run-time ints."""
    n = t.size
    if n is None:
        n = 1
        for d in F.shape(t):
            n = n * d
    return n


def _no_bool_var(t: Any, new_overload: bool) -> None:
    """Tensor.var / Tensor.std of a bool Tensor: MindSpore 2.10's errors (measured, adapt35t sweep)."""
    if new_overload and str(t.dtype) not in ("Float16", "Float32", "BFloat16"):   # Var's registered dtypes
        raise TypeError(f"For primitive[Var], the input[input] supports types: Float16, Float32, BFloat16. "
                        f"But got {t.dtype}.")
    if str(t.dtype) != "Bool":
        return
    if new_overload or not _eager_pynative(t):
        raise TypeError("For primitive[Var], the input[input] supports types: Float16, Float32, BFloat16. "
                        "But got Bool.")
    raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")


def _check_var_axes(t: Any, axis: Any) -> None:
    """Tensor.var / Tensor.std(axis): MindSpore 2.10 checks each axis against the rank before anything else (a 0-d
    Tensor with axis 0, a bool Tensor with an axis out of range: ValueError; measured, adapt41tov sweep)."""
    if axis is None:
        return
    rank = len(t.shape)
    for a in (axis if isinstance(axis, (tuple, list)) else (axis,)):
        if isinstance(a, int) and not isinstance(a, bool) and not -rank <= a < rank:
            raise ShapeError(f"The 'axis' must be in the range of [-{rank}, {rank}), but got {a}.")


def _eager_pynative(t: Any) -> bool:
    """True for a concrete Tensor used eagerly (not graph code being compiled).  MindSpore 2.10 runs a
    Tensor's Python methods with PyNative semantics whatever the context mode (``set_context(mode=GRAPH_MODE)``
    compiles Cells and @jit functions only), and compiles a constant Tensor's method inside @jit as graph code
    also in PyNative mode."""
    from .tensor_overload import _compiling

    return isinstance(t, Tensor) and not _compiling()


def _amax_amin(fn, self, axis=None, keepdims=False, *, initial=None, where=None):
    """Tensor.amax / amin(axis=None, keepdims=False, *, initial=None, where=None)."""
    return fn(self, axis, keepdims, initial=initial, where=where)


def _graph_keep_dims(t: Any, name: str, kw: dict) -> dict:
    """Tensor.amax / amin in graph code take ``keep_dims=`` and refuse ``keepdims=`` (MindSpore 2.10's RuntimeError
    "Got an unexpected keyword argument 'keepdims'"); eager PyNative the reverse (a TypeError for ``keep_dims``;
    measured, adapt45left/amax_keep_dims_graph)."""
    if _eager_pynative(t) or not ("keepdims" in kw or "keep_dims" in kw):
        return kw
    if "keepdims" in kw:
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"Got an unexpected keyword argument 'keepdims' (Tensor.{name} in graph code takes "
                             f"keep_dims=).")
    kw = dict(kw)
    kw["keepdims"] = kw.pop("keep_dims")
    return kw


def _float32_scalar(o: float) -> float:
    return OPS["float32_scalar"](o)


def _float16_float(t: Any, o: Any) -> Any:
    """``==`` and ``Tensor.eq`` compare a float16 Tensor with a Python float in float16 in
    MindSpore 2.10 (``ops.equal`` in float32: math._float32_beside_float16): the float rounded to float16."""
    if type(o) is float:
        import numpy as np

        from . import dtype as mstype

        if getattr(t, "dtype", None) == mstype.float16:
            return float(np.float16(o))
    return o


def _seq(t: Any, o: Any, graph_check: bool = True) -> Any:
    """A list/tuple of numbers operand of a Tensor operator: MindSpore makes it a Tensor of the other
    operand's dtype (``int32_tensor + [5.5, 6]`` is int32, ``float32_tensor + [5, 6]`` float32)."""
    if not isinstance(o, (list, tuple)):
        if isinstance(o, float):  # a float32 immediate in MindSpore (float64 x * math.pi: pi rounded)
            return _float32_scalar(o)
        return o
    if o and all(isinstance(e, TensorMethods) for e in o):
        # a sequence of Tensors (``split(x) + t``): stacked, so gradients flow to each (h-pyn)
        return F.stack(list(o), 0)
    import numpy as np

    a = np.asarray(o)
    if a.dtype.kind not in "biuf":
        return o
    if graph_check and not _eager_pynative(t):
        _graph_seq_dtype_check(t, o)
    return F.cast(Tensor(a), t.dtype)


# Graph code converts a number sequence operand with TupleToTensor(seq, other operand's dtype), which MindSpore 2.10
# builds for these dtypes only when the sequence's numbers are all ints, all floats or all bools (float16 goes through
# float32); a sequence mixing Python number types, or nested, converts to any dtype.
_TUPLE_TO_TENSOR_DTYPES = ("int32", "int64", "float16", "float32", "float64", "bool")


def _graph_seq_dtype_check(t: Any, o: Any) -> None:
    """MindSpore 2.10's TypeError "Invalid scalar type: Int8" for graph code's ``int8_x + (2, 1, 1)`` (int8 / int16 /
    uint / bfloat16 Tensors beside a flat sequence of one Python number type).  adapt40sx/graph_seq_operand_dtype"""
    kinds = {type(e) for e in o}
    if len(kinds) != 1 or not kinds <= {int, float, bool}:
        return
    name = str(t.dtype)
    if name.lower() not in _TUPLE_TO_TENSOR_DTYPES:
        raise TypeError(f"Invalid scalar type: {name}")


def _number_seq(o: Any) -> bool:
    """A list / tuple of Python numbers (``Tensor == (2, 1, 1)``: MindSpore 2.10's Python False in both modes)."""
    return isinstance(o, (list, tuple)) and all(type(e) in (int, float, bool) for e in o)


def _no_bool_seq_add(t: Any, o: Any) -> None:
    """PyNative ``bool_x + seq``: MindSpore 2.10 converts the sequence to a Bool Tensor and adds with its Add primitive,
    which refuses Bool (``bool_x + bool_y`` of two Tensors is AddExt and computes).  Graph code: frontend/expressions.
    adapt40sx/graph_seq_operand_dtype"""
    if isinstance(o, (list, tuple)) and _eager_pynative(t) and _is_bool(t):
        from ..errors import DTypeError

        raise DTypeError("For primitive[Add], the input argument[x] must be a type of {Tensor[BFloat16], "
                         "Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], "
                         "Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}, but got "
                         "Tensor[Bool].")


def _seq_text(o: Any) -> str:
    def one(e: Any) -> str:
        if isinstance(e, (list, tuple)):
            return _seq_text(e)
        if isinstance(e, Tensor):
            return "Tensor"
        return "string" if isinstance(e, str) else type(e).__name__
    return f"{'List' if isinstance(o, list) else 'Tuple'}<{', '.join(one(e) for e in o)}>"


def _no_seq(t: Any, o: Any, op: str) -> Any:
    """MindSpore 2.10's PyNative ``*``, ``/``, ``**`` and reflected ``%`` take no list/tuple operand
    (a TypeError; ``+``, ``-`` and ``//`` convert one); Graph mode converts it, but for ``**`` (h-pyn)."""
    if not isinstance(o, (list, tuple)) or not (op == "pow" or _eager_pynative(t)):
        return o
    if op == "mul":
        msg = f'Failed calling Mul with "Mul()(input=Tensor, other={_seq_text(o)})".'
    elif op == "rmod":
        msg = f"rmod(): argument 'input' (position 1) must be Number, not {type(o).__name__}."
    else:
        msg = f'Failed calling {op} with "{op}({_seq_text(o)})".'
    raise TypeError(msg)


def _no_inplace_seq(t: Any, o: Any, name: str) -> None:
    if isinstance(o, (list, tuple)) and _eager_pynative(t):
        raise TypeError(f'Failed calling {name} with "{name}({_seq_text(o)})".')


def _is_bool(v: Any) -> bool:
    if isinstance(v, bool):
        return True
    dt = getattr(v, "dtype", None)
    if dt is None:
        return False
    import numpy as np

    try:
        return np.dtype(getattr(dt, "np", dt)) == np.bool_
    except TypeError:
        return str(dt).lower() == "bool"


def _bit_or_logic(logical: Any, bitwise: Any, x: Any, y: Any) -> Any:
    """``&``/``|``/``^``: the logical op on two bools, the bitwise op (integers) otherwise."""
    return logical(x, y) if _is_bool(x) and _is_bool(y) else bitwise(x, y)


def _axis(args: Any, kw: Any, names: Any = ("axis", "dim")) -> Any:
    for n in names:
        if n in kw:
            return kw.pop(n)
    if args:
        return args[0]
    return None


def check_alpha(x: Any, o: Any, alpha: Any, op: str = "AddExt") -> None:
    """MindSpore 2.10's AddExt/SubExt check of ``alpha`` against the promoted dtype of ``x`` and ``o``: a float
    alpha needs a float (or bool) result dtype, a bool alpha a bool one; the TypeError names the promoted dtype
    twice (int32 + bool with alpha 0.5: "but got Int32 and Int32"; bool + 2: "Int64 and Int64")."""
    if not isinstance(alpha, float):
        if not isinstance(alpha, bool):
            return
    from .dtype import from_numpy, mindspore_result_type

    try:
        npres = mindspore_result_type(x, o)
        res = from_numpy(npres)
    except (TypeError, ValueError, AttributeError, KeyError):
        return
    kind = getattr(npres, "kind", None)
    if isinstance(alpha, bool):
        if kind != "b":
            raise TypeError(f"For '{op}', boolean alpha need boolean input and other, but got {res} and {res}")
    elif kind in ("i", "u"):
        raise TypeError(f"For '{op}', floating alpha need floating input and other, but got {res} and {res}")


def with_alpha(op: Any, x: Any, other: Any, alpha: Any, name: str = "AddExt") -> Any:
    """``op(x, alpha * other)`` in the dtype of ``op(x, other)``, as MindSpore's AddExt/SubExt (mint.add/sub): a
    Python number ``other`` is scaled in Python (int32 - 2 * 1 stays int32); two bool Tensors compute in integers
    and give a bool result (``b - b`` is False, ``b + 2 * b`` True where b is)."""
    import builtins

    from . import dtype as _dt
    from .dtype import mindspore_result_type

    check_alpha(x, other, alpha, name)
    if name == "SubExt" and any(_dt.is_bf16(getattr(getattr(t, "dtype", None), "np", None)) for t in (x, other)):
        # MindSpore's SubExt kernel takes bfloat16 operands (Sub's does not): x + alpha * (-other), through Add
        return with_alpha(F.add, x, -other, alpha)
    if isinstance(other, builtins.bool) and getattr(x, "dtype", None) is not None:
        # a Python bool is a scalar too (adapt44w2b/sub_alpha_pybool): scaled in Python, x's dtype kept (uint8 -
        # 2 * True is uint8 254, not int64 -2); a bool x computes in integers and stays bool (b - True is not b)
        s = other * alpha
        from .tensor_overload import _compiling

        if x.dtype == _dt.bool_ and (_compiling() or getattr(x, "__msgraph_emit__", None) is not None):
            # graph code runs MindSpore's Add / Sub primitive, which refuses Bool
            from ..errors import DTypeError

            prim = "Sub" if name == "SubExt" else "Add"
            raise DTypeError(f"For primitive[{prim}], the input argument[x] must be a type of {{Tensor[BFloat16], "
                             "Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], "
                             "Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], "
                             "Tensor[UInt8]}, but got Tensor[Bool].")
        if x.dtype == _dt.bool_ and isinstance(s, int):
            return F.cast(op(F.cast(x, _dt.int64), int(builtins.bool(s))), _dt.bool_)
        return op(x, s)
    unit = isinstance(alpha, (int, float)) and not isinstance(alpha, builtins.bool) and alpha == 1
    want = None if isinstance(other, (int, float)) else mindspore_result_type(x, other)
    if want is not None and want.kind == "b":
        # the bool kernel takes alpha as a bool too: b - 0.5 * b is False where b is
        o = F.cast(other, _dt.int64)
        res = op(F.cast(x, _dt.int64), o if unit or alpha else F.mul(o, 0))
        return F.cast(res, _dt.bool_)
    if unit:
        return op(x, other)
    if isinstance(other, (int, float)) and not isinstance(other, builtins.bool):
        return op(x, other * alpha)
    if want is not None and getattr(other, "dtype", None) is not None and other.dtype != _dt.from_numpy(want):
        # the kernel scales other in the result dtype: float32 + 2 * uint8 252 is 504 (not 248 wrapped in uint8)
        other = F.cast(other, _dt.from_numpy(want))
    res = op(x, F.mul(other, alpha))
    # int32 + 2 * bool stays Int32 (bool * 2 alone would be Int64)
    return res if want is None or res.dtype == _dt.from_numpy(want) else F.cast(res, _dt.from_numpy(want))


def _alpha_op(op: Any, x: Any, o: Any, alpha: Any, name: str) -> Any:
    """Tensor.add/sub(other, *, alpha): graph code's AddScalar/SubScalar check, then :func:`with_alpha`."""
    _scalar_alpha_check(x, o, alpha, name)
    return with_alpha(op, x, o, alpha, name)


def _scalar_alpha_check(x: Any, o: Any, alpha: Any, op: str) -> None:
    if type(alpha) is float and not x.dtype.is_floating and isinstance(o, (int, float)) \
            and getattr(x, "__msgraph_emit__", None) is not None:
        # graph code (x is a graph value): MindSpore's AddScalar/SubScalar, a ValueError
        raise ValueError(f"For '{op[:3]}Scalar', floating alpha need floating input, but got {x.dtype}")


def _scaled(o: Any, alpha: Any, x: Any = None, op: str = "AddExt") -> Any:
    """``other * alpha`` of Tensor.add/sub(other, *, alpha) (MindSpore 2.10's add_ext/sub_ext); an alpha whose
    kind does not fit the promoted dtype is MindSpore's TypeError (:func:`check_alpha`)."""
    if x is not None:
        _scalar_alpha_check(x, o, alpha, op)
        check_alpha(x, o, alpha, op)
    if isinstance(alpha, bool) or (isinstance(alpha, (int, float)) and alpha == 1):
        return o
    return o * alpha if isinstance(o, (int, float)) else F.mul(o, alpha)


def _check_update_shape(x: Any, new: Any) -> None:
    """An in-place result larger than the Tensor (``x.add_(y)`` / ``mul_`` / ``copy_`` with y broadcasting past x's
    shape): MindSpore 2.10's RuntimeError (its Assign / InplaceCopy shape checks), not a BroadcastTo ValueError."""
    xs, ns = tuple(x.shape), tuple(getattr(new, "shape", ()))
    if None in xs or None in ns or xs == ns:
        return
    ok = len(ns) <= len(xs) and all(n in (1, s) for n, s in zip(ns[::-1], xs[::-1]))
    if not ok:
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"For the in-place update, the value's shape {ns} must be the Tensor's shape {xs} or "
                             f"broadcast to it (MindSpore 2.10: 'For 'Assign' / 'InplaceCopy', ... must have the same "
                             f"shape').")


def _inplace_other(x: Any, o: Any, bool_op: Any = None) -> Any:
    """The ``other`` of ``x.add_ / sub_ / mul_ / div_(other)``: on an integer ``x`` a float number or float Tensor
    is first cast to x's dtype (MindSpore 2.10's Graph mode: ``x.mul_(1.5)`` of int32 [1, 2, 3] is [1, 2, 3],
    ``x.add_(-2.5)`` adds -2, ``x.div_(2.5)`` divides by 2); on a bool ``x`` add_ / div_ are its Add / RealDiv
    TypeError (no Bool kernel there; mul_ computes).  adapt38cc."""
    xdt = getattr(x, "dtype", None)
    if xdt is None:
        return o
    xd = _np.dtype(xdt.np if hasattr(xdt, "np") else xdt)
    if xd.kind == "b" and bool_op is not None:
        raise TypeError(f"For primitive[{bool_op}], the input argument[x] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64], Tensor[Int8], Tensor[Int16], Tensor[Int32], Tensor[Int64], "
                        f"Tensor[UInt8]...}}, but got Tensor[Bool].")
    if xd.kind not in "iu":
        return o
    if isinstance(o, float):
        return int(o)
    od = getattr(o, "dtype", None)
    if od is not None and not isinstance(o, (bool, int, float)):
        ok = _np.dtype(od.np if hasattr(od, "np") else od).kind
        if ok in "fc":
            return F.cast(o, x.dtype)
    return o


def _graph_alpha(x: Any, alpha: Any) -> Any:
    """The ``alpha`` of ``x.add_ / sub_(other, alpha=...)`` in graph code: on an integer x a float alpha is cast to
    x's dtype first, truncating (MindSpore 2.10: ``x.add_(2, alpha=1.5)`` adds 2, ``alpha=-0.5`` adds nothing).  In
    PyNative it stays AddExt's TypeError (MindSpore's eager in-place methods compute out of place).  bag38."""
    if type(alpha) is float and getattr(x, "__msgraph_emit__", None) is not None:
        return _inplace_other(x, alpha)
    return alpha


def _keep(args: Any, kw: Any) -> Any:
    """keepdims of Tensor.sum/mean/max/min/prod: by keyword or, as in MindSpore, the second positional."""
    return kw.get("keepdims", kw.get("keep_dims", kw.get("keepdim", args[1] if len(args) > 1 else False)))


def _view_dtype(self: Any, dtype: Any) -> Any:  # noqa: C901
    """Tensor.view(dtype): the same bytes read as ``dtype`` (MindSpore 2.10's ViewDtype, PyNative only); with
    another element size the last dimension scales, and must divide evenly (ValueError)."""
    if not isinstance(self, Tensor):   # graph code: MindSpore's ViewDtype has no type inference there
        raise RuntimeError("For ViewDtype, viewing a Tensor as another dtype is not implemented in graph mode "
                           "(MindSpore 2.10: 'infer failed, failed info: not impl').")
    src = self._data if self._data.flags.c_contiguous else self._data.copy()   # (ascontiguousarray makes 0-d 1-d)
    dst = dtype.np
    a, b = src.dtype.itemsize, dst.itemsize
    if a != b:
        if src.ndim == 0:
            raise ValueError(f"For ViewDtype, scalar tensor (shape: ()) cannot be viewed {self.dtype} as {dtype} "
                             f"(different element sizes)")
        if b > a and (src.shape[-1] * a) % b:
            raise ValueError(f"For ViewDtype, last dimension must be divisible by {b // a} to view {self.dtype} as "
                             f"{dtype} (different element sizes), but got {src.shape[-1]}")
    return Tensor._wrap(src.view(dst))


def _check_int_shape(self: Any, name: str, shape: tuple, packed: bool) -> None:
    """A float in a Tensor.reshape/view shape: TypeError worded as MindSpore's (which words it
    differently in PyNative, on a Tensor, and in graph code)."""
    bad = next((i for i, d in enumerate(shape) if isinstance(d, float)), None)
    if bad is None:
        return
    if not isinstance(self, Tensor):   # graph code
        pos = 1 if packed else bad + 1
        raise TypeError(f"{name}(): argument 'shape' (position {pos}) must be tuple of int, not float.")
    if not packed and len(shape) == 1:
        raise TypeError(f"{name}(): argument 'shape' (position 1) must be tuple of int but found type of "
                        f"float at pos 0.")
    raise TypeError(f"{name}(): argument 'shape'(position 0) should be tuple of int, but unpack failed at "
                    f"pos {bad} (got float).")


# MindSpore 2.10's TypeError for ``tensor <op> other`` when ``other`` is None, a string or (for some
# operators) a tuple/list of numbers: the operator's method style ``(method, other text)`` or its
# primitive style ``(Prim, None)``; which one, and whether a sequence is refused (in both modes, or
# only in PyNative where Graph mode makes it a Tensor), differs per operator (probed on 2.10).
_BAD_OTHER = {
    # op: (name for None, name for str, sequence refused: "both" | "pynative" | "no", name for a sequence)
    "__add__": ("add", "Add()", "no", None),
    "__sub__": ("sub", "Sub()", "no", None),
    "__mul__": ("mul", "Mul()", "pynative", "Mul()"),
    "__truediv__": ("div", "div", "pynative", "div"),
    "__floordiv__": ("FloorDiv()", "FloorDiv()", "no", None),
    "__mod__": ("__mod__", "__mod__", "pynative", "__mod__"),
    "__pow__": ("pow", "pow", "both", "pow"),
    "__lt__": ("less(Tensor)", "less(Tensor)", "both", "less(Tensor)"),
    "__le__": ("LessEqual()", "LessEqual()", "both", "LessEqual()"),
    "__gt__": ("Greater()", "Greater()", "both", "Greater()"),
    "__ge__": ("GreaterEqual()", "GreaterEqual()", "both", "GreaterEqual()"),
    "__and__": ("bitwise_and", "bitwise_and", "both", "bitwise_and"),
    "__or__": ("bitwise_or", "bitwise_or", "both", "bitwise_or"),
    "__xor__": ("bitwise_xor", "bitwise_xor", "both", "bitwise_xor"),
}


def _check_other(self: Any, op: str, o: Any) -> None:
    """MindSpore's TypeError for a None / string / number-sequence right operand of ``op``."""
    if o is None:
        style = _BAD_OTHER[op][0]
    elif isinstance(o, str):
        style = _BAD_OTHER[op][1]
    elif isinstance(o, (tuple, list)):
        refused = _BAD_OTHER[op][2]
        if refused == "no" or (refused == "pynative" and not _eager_pynative(self)):
            return
        if not _eager_pynative(self) and any(isinstance(e, (Tensor, TensorMethods)) for e in o):
            return
        style = _BAD_OTHER[op][3]
    else:
        return
    from ..errors import DTypeError

    kind = OPS["kind_name"](o)
    if style.endswith("()"):        # the primitive's form
        name = style[:-2]
        accepted = "<bool, Number, Tensor>" if name == "LessEqual" else "<Number, Tensor>"
        raise DTypeError(f'Failed calling {name} with "{name}()(input=Tensor, other={kind})".\nThe valid calling '
                         f'should be: \n"{name}()(input={accepted}, other={accepted})".')
    if style.endswith("(Tensor)"):  # a functional form naming both inputs
        name = style[:-8]
        raise DTypeError(f'Failed calling {name} with "{name}(Tensor, {kind})".')
    raise DTypeError(f'Failed calling {style} with "{style}({kind})".')


class TensorMethods:
    """Operators and methods shared by Tensor and symbolic IR values."""

    __slots__ = ()

    # arithmetic ---------------------------------------------------------------------
    def __add__(self, o):
        if getattr(type(o), "_msgraph_sparse", False):
            return NotImplemented   # COOTensor.__radd__ (a dense Tensor)
        _check_other(self, "__add__", o)
        _no_bool_seq_add(self, o)
        return OPS["add_operator"](self, _seq(self, o))
    def __radd__(self, o):
        _no_bool_seq_add(self, o)
        return OPS["add_operator"](_seq(self, o), self)
    def __iadd__(self, o):
        # MindSpore 2.10's PyNative ``x += seq`` / ``x //= seq`` are Tensor.add_ / floor_divide_'s argument parsers: a
        # list or tuple operand is their TypeError (``x + seq`` and ``x // seq`` convert it; msgraph's += added it).
        # Graph code lowers ``+=`` itself and converts it (as MindSpore's Graph mode).  adapt39up/inplace_seq_operand
        _no_inplace_seq(self, o, "add_")
        return self.__add__(o)
    def __ifloordiv__(self, o):
        _no_inplace_seq(self, o, "floor_divide_")
        return self.__floordiv__(o)
    def __sub__(self, o):
        if getattr(type(o), "_msgraph_sparse", False):
            return NotImplemented   # COOTensor.__rsub__ (a dense Tensor)
        _check_other(self, "__sub__", o)
        if _dt._BF16_NP is not None and self.dtype == _dt.bfloat16:
            return with_alpha(F.sub, self, o, 1, "SubExt")   # MindSpore's PyNative: SubExt, which takes bfloat16
        if _dt.has_narrow_uint((self, o)):
            return OPS["sub_operator"](self, _seq(self, o))   # SubExt: Sub has no uint32 / uint64 kernel
        return F.sub(self, _seq(self, o))
    def __rsub__(self, o): return F.sub(_seq(self, o), self)
    def __mul__(self, o):
        if getattr(type(o), "_msgraph_sparse", False):
            return NotImplemented   # COOTensor / CSRTensor.__rmul__ (a sparse tensor)
        _check_other(self, "__mul__", o)
        return OPS["mul_operator"](self, _seq(self, o))
    def __rmul__(self, o): return OPS["mul_operator"](_seq(self, _no_seq(self, o, "mul")), self)
    def __imul__(self, o):
        # MindSpore 2.10's PyNative ``x *= number`` on a 0-d Tensor takes the number as a 0-d Tensor (an int as
        # int64, a float as float32) and promotes as two Tensors do: an int32 0-d ``*= 3`` is Int64, a float16 0-d
        # ``*= 2.5`` Float32 (``x * 3``, ``x += 3`` and rank >= 1 keep x's dtype).  Graph code lowers ``*=`` itself.
        # adapt40ctl/imul_0d_number
        if type(o) in (int, float) and getattr(self, "_data", None) is not None and len(self.shape) == 0:
            import numpy as _np
            from .tensor import Tensor as _Tensor

            return self.__mul__(_Tensor(_np.array(o, _np.int64 if type(o) is int else _np.float32)))
        return self.__mul__(o)
    def __truediv__(self, o):
        _check_other(self, "__truediv__", o)
        return OPS["true_div_operator"](self, _seq(self, o))
    def __itruediv__(self, o):
        # MindSpore 2.10's PyNative ``x /= number`` (Tensor.__itruediv__) on an integer or bool Tensor divides by the
        # number as a Tensor: the same float32 result as ``x / number``, but the gradient is cast back to x's dtype
        # (0 for int32, True for bool; recorded: adapt34g/itruediv_int_grad).  Graph code lowers ``/=`` itself.
        if type(o) in (bool, int, float) and isinstance(self, Tensor) and _dt.to_numpy(self.dtype).kind in "biu":
            o = Tensor(o)
        return self.__truediv__(o)
    def __rtruediv__(self, o):
        # MindSpore 2.10: ``other / Tensor`` is ``Tensor.reciprocal() * other`` (Graph mode: Muls(Reciprocal(y), x)),
        # one rounding more than a true division (7 / float32 3 is 2.3333335; float16 and the gradient differ too)
        if isinstance(o, (list, tuple)) and not _eager_pynative(self) and not _is_bool(self):
            # graph code's ``seq / x``: the sequence converted to x's dtype (its TypeError for int8 ... as ``x / seq``),
            # then a true division (float16 5 / 3 is 1.667, not 5 * (1 / 3) = 1.666).  adapt40sx/graph_seq_operand_dtype
            return OPS["true_div_operator"](_seq(self, o), self)
        return self.reciprocal() * o
    def __floordiv__(self, o):
        _check_other(self, "__floordiv__", o)
        return F.floor_div(self, _seq(self, o))
    def __rfloordiv__(self, o): return F.floor_div(_seq(self, o), self)
    def __mod__(self, o):
        _check_other(self, "__mod__", o)
        return F.floor_mod(self, _seq(self, o))
    def __rmod__(self, o): return F.floor_mod(_seq(self, _no_seq(self, o, "rmod")), self)
    def __pow__(self, o):
        _check_other(self, "__pow__", o)
        return F.pow(self, _seq(self, o))
    def __rpow__(self, o): return F.pow(_seq(self, o, graph_check=False), self)   # (``seq ** int8_x`` computes)
    def __matmul__(self, o): return F.matmul(self, o)
    def __rmatmul__(self, o): return F.matmul(o, self)
    def __neg__(self): return F.neg(self)
    def __pos__(self): return self
    def __abs__(self): return F.abs(self)
    def __round__(self, ndigits=None):
        if ndigits is not None and _eager_pynative(self):
            # MindSpore 2.10's PyNative Tensor.__round__ takes no ndigits (Graph mode's round(x, d) does)
            raise TypeError("Tensor.__round__() takes 1 positional argument but 2 were given")
        return F.round(self, decimals=ndigits or 0)
    def round(self, decimals=0): return F.round(self, decimals=decimals)
    # MindSpore: `~x` is LogicalNot in both modes, also on numbers (`~5` -> False), not bit inversion.
    def __invert__(self): return F.logical_not(self if _is_bool(self) else F.not_equal(self, 0))
    def __and__(self, other):   # (``x.__and__(other=...)`` by keyword: MindSpore 2.10 accepts it)
        _check_other(self, "__and__", other)
        return _bit_or_logic(F.logical_and, F.bitwise_and, self, other)
    def __rand__(self, o):
        _no_reflected_bit_op(self, o, "&")
        return _bit_or_logic(F.logical_and, F.bitwise_and, o, self)
    def __or__(self, other):   # (``x.__or__(other=...)`` by keyword: MindSpore 2.10 accepts it)
        _check_other(self, "__or__", other)
        return _bit_or_logic(F.logical_or, F.bitwise_or, self, other)
    def __ror__(self, o):
        _no_reflected_bit_op(self, o, "|")
        return _bit_or_logic(F.logical_or, F.bitwise_or, o, self)
    def __xor__(self, other):   # (``x.__xor__(other=...)`` by keyword: MindSpore 2.10 accepts it)
        _check_other(self, "__xor__", other)
        return _bit_or_logic(F.not_equal, F.bitwise_xor, self, other)
    def __rxor__(self, o):
        _no_reflected_bit_op(self, o, "^")
        return _bit_or_logic(F.not_equal, F.bitwise_xor, o, self)

    # comparisons --------------------------------------------------------------------
    def __lt__(self, o):
        _check_other(self, "__lt__", o)
        return F.less(self, o)
    def __le__(self, o):
        _check_other(self, "__le__", o)
        return F.less_equal(self, o)
    def __gt__(self, o):
        _check_other(self, "__gt__", o)
        return F.greater(self, o)
    def __ge__(self, o):
        _check_other(self, "__ge__", o)
        return F.greater_equal(self, o)
    # MindSpore 2.10: ``x == None`` is False and ``x != None`` True (ops.equal(x, None) is a TypeError)
    # a list / tuple of numbers compares as Python objects, in every mode and for every dtype: ``x == (2, 1, 1)`` is
    # the Python False (graph code raised Equal's TypeError for float Tensors; adapt40sx/tensor_eq_sequence)
    def __eq__(self, o):  # type: ignore[override]
        return False if o is None or _number_seq(o) else F.equal(self, _float16_float(self, o))
    def __ne__(self, o):  # type: ignore[override]
        return True if o is None or _number_seq(o) else F.not_equal(self, o)
    __hash__ = object.__hash__

    # indexing -------------------------------------------------------------------------
    def __getitem__(self, index):
        out = F.getitem(self, index)
        d = getattr(out, "__dict__", None)
        if d and "_vparent" in d and _subscript_basic(index):
            # ``x[1]``, ``x[:, 1:]``, ``x[...]``: MindSpore 2.10 writes any index kind through such a view
            # (common/views.write), unlike narrow / select / chunk / ``x[None]`` / reshape... views
            d["_subview"] = True
        return out

    # methods --------------------------------------------------------------------------
    def sum(self, *a, **k):
        out = F.sum(self, _axis(a, k), _keep(a, k), dtype=k.get("dtype"))
        return out if k.get("initial") is None else F.add(out, k["initial"])  # numpy's initial= (MindSpore 2.10)
    def mean(self, *a, **k):   # dtype=: MindSpore 2.10 casts the input first (float32 .mean(dtype=float64) is Float64)
        x = self if k.get("dtype") is None else F.cast(self, k["dtype"])
        return F.reduce_mean(x, _axis(a, k), keep_dims=_keep(a, k))
    # max/min: the plain reductions; MindSpore 2.10's overloads ((values, indices) for x.max(dim) in PyNative)
    # are bound over these by msgraph/ops/tensor_method_forms.py
    def max(self, *a, **k): return F.reduce_max(self, _axis(a, k), keep_dims=_keep(a, k))
    def min(self, *a, **k): return F.reduce_min(self, _axis(a, k), keep_dims=_keep(a, k))
    def prod(self, *a, **k): return F.prod(self, _axis(a, k), _keep(a, k), k.get("dtype", a[2] if len(a) > 2 else None))
    def argmax(self, axis=None, keepdims=False): return F.argmax(self, axis, keepdims)
    def argmin(self, axis=None, keepdims=False): return F.argmin(self, axis, keepdims)
    def cumsum(self, axis=None, dtype=None):  # MindSpore: axis None sums the flattened Tensor
        return F.cumsum(self if axis is not None else F.reshape(self, (-1,)), 0 if axis is None else axis, dtype)
    def reshape(self, *shape):
        if not shape:   # MindSpore 2.10: TypeError in both modes (msgraph reshaped to () and raised ValueError)
            raise TypeError("reshape() missing 1 required positional argument: shape.")
        packed = len(shape) == 1 and isinstance(shape[0], (tuple, list))
        if packed:
            shape = tuple(shape[0])
        bad = next((i for i, d in enumerate(shape) if isinstance(d, (set, frozenset, dict, str))), None)
        if bad is not None:   # MindSpore 2.10's PyNative argument parser
            raise TypeError(f"reshape(): argument 'shape' (position 1) must be tuple of int but found type of "
                            f"{type(shape[bad]).__name__} at pos {bad}.")
        _check_int_shape(self, "reshape", shape, packed)
        return F.reshape(self, shape)

    def view(self, *shape):
        from . import dtype as _dt

        if not shape:   # MindSpore 2.10: TypeError in both modes (msgraph viewed a 1-element Tensor as 0-d)
            raise TypeError('Failed calling view with "view()".')
        if len(shape) == 1 and isinstance(shape[0], _dt.DType):
            return _view_dtype(self, shape[0])
        packed = len(shape) == 1 and isinstance(shape[0], (tuple, list))
        _check_int_shape(self, "view", tuple(shape[0]) if packed else shape, packed)
        return self.reshape(*shape)
    def transpose(self, *axes):
        if len(axes) == 1 and isinstance(axes[0], (tuple, list)):
            axes = tuple(axes[0])
        return F.transpose(self, axes if axes else None)
    @property
    def T(self): return F.transpose(self, None)
    def squeeze(self, axis=None):   # a 0-d Tensor: itself, whatever the axis (MindSpore 2.10)
        return self if len(self.shape) == 0 else F.squeeze(self, axis)
    def expand_dims(self, axis): return F.expand_dims(self, axis)
    def unsqueeze(self, dim): return F.expand_dims(self, dim)
    def flatten(self, start_dim=0, end_dim=-1, *, order="C"):
        if isinstance(start_dim, str):   # the numpy-style overload by position: x.flatten('F')
            order, start_dim = start_dim, 0
        # MindSpore's numpy-style overload flatten(order='C'|'F'): 'F' reads the elements column-major
        if not isinstance(order, str):
            raise TypeError(f'Failed calling flatten with "flatten(order={type(order).__name__})".')
        if order not in ("C", "F"):
            raise ValueError(f"For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got '{order}'")
        x = self if order == "C" else F.transpose(self, tuple(range(len(self.shape) - 1, -1, -1)))
        return F.flatten(x, start_dim=start_dim, end_dim=end_dim)
    def astype(self, dtype, copy=True):  # MindSpore 2.10: copy accepted (a new Tensor either way)
        return F.cast(self, _dt.float64 if dtype is float else dtype)   # Python float: Float64 (as numpy's)
    def abs(self): return F.abs(self)
    def exp(self): return F.exp(self)
    def log(self): return F.log(self)
    def sqrt(self): return F.sqrt(self)
    def square(self): return F.square(self)
    def tanh(self): return F.tanh(self)
    def sigmoid(self): return F.sigmoid(self)
    def relu(self): return F.relu(self)
    # MindSpore 2.10's Tensor.clip/clamp are ops.clamp: the gradient passes where min <= x <= max, bounds included
    # (ops.clip_by_value halves it at a tie; h-sweep5, recorded: diff_sweep5/clamp_grad)
    def clip(self, xmin=None, xmax=None): return F.clamp(self, xmin, xmax)
    def matmul(self, o): return F.matmul(self, o)
    def tile(self, reps): return F.tile(self, reps)
    def broadcast_to(self, shape): return F.broadcast_to(self, shape)
    def expand_as(self, other): return F.broadcast_to(self, other.shape)
    def expand(self, *size):   # MindSpore 2.10: expand(2, 3) as well as expand((2, 3)) / expand(Tensor)
        return F.expand(self, size[0] if len(size) == 1 else size)
    def all(self, axis=None, keep_dims=False): return F.reduce_all(self, axis, keep_dims)
    def any(self, axis=None, keep_dims=False): return F.reduce_any(self, axis, keep_dims)
    def pow(self, e): return F.pow(self, e)
    def add(self, o, *, alpha=1): return _alpha_op(OPS["add_operator"], self, o, alpha, 'AddExt')
    def sub(self, o, *, alpha=1): return _alpha_op(F.sub, self, o, alpha, 'SubExt')
    def mul(self, o): return OPS["mul_operator"](self, o)  # (ops.mul's Python-number rule is not Tensor.mul's)
    def multiply(self, value):
        """MindSpore 2.10's ``Tensor.multiply(value)``: ``ops.mul``; its argument is named ``value`` (``other=`` is
        PyNative's TypeError; MindSpore's graph code takes ``other=`` and refuses ``value=``, msgraph's follows PyNative).
        A trampoline of the user's call (ops/__init__.py: the number-operand rule reads the caller's frame)."""
        return F.multiply(self, value)
    def div(self, other, *, rounding_mode=None):
        """div / divide(other, *, rounding_mode=None) (``other=`` by keyword too, as MindSpore 2.10's)."""
        o = other
        if rounding_mode == "round":   # MindSpore 2.10's CPU (measured, seq35/div_round_mode): PyNative's
            # RoundingMode enum takes 'round' and divides truly; Graph mode's DivMod refuses it
            if not _eager_pynative(self):
                from ..errors import OpRuntimeError

                raise OpRuntimeError("DivMod abstract failed.")
            rounding_mode = None
        if rounding_mode is None:   # (ops.div's Python-number rule is not Tensor.div's)
            return OPS["true_div_operator"](self, o)
        return OPS["rounded_div_operator"](self, o, rounding_mode)
    divide = div
    def neg(self): return F.neg(self)
    def maximum(self, o): return F.maximum(self, o)
    def minimum(self, o): return F.minimum(self, o)
    def sin(self): return F.sin(self)
    def cos(self): return F.cos(self)
    def log1p(self): return F.log1p(self)
    def rsqrt(self): return F.rsqrt(self)
    def sign(self): return F.sign(self)
    def erf(self): return F.erf(self)
    def floor(self): return F.floor(self)
    def isnan(self): return F.isnan(self)
    def isfinite(self): return F.isfinite(self)
    def clamp(self, min=None, max=None): return F.clamp(self, min, max)
    def softmax(self, axis, dtype=None):   # (axis is required in MindSpore 2.10: TypeError)
        return F.softmax(self, axis, dtype=dtype)
    # (no log_softmax: MindSpore 2.10's Tensor has none, AttributeError in both modes; adapt43pn/tensor_no_log_softmax)
    def amax(self, axis=None, *args, **kw):
        return _amax_amin(F.amax, self, axis, *args, **_graph_keep_dims(self, "amax", kw))
    def amin(self, axis=None, *args, **kw):
        return _amax_amin(F.amin, self, axis, *args, **_graph_keep_dims(self, "amin", kw))
    def cumprod(self, dim, dtype=None): return F.cumprod(self, dim, dtype)
    def var(self, axis=None, ddof=0, keepdims=False, **kw):
        """MindSpore 2.10's Tensor.var(axis, ddof, keepdims): ``ops.var``; a Tensor with a 0 in its shape gives a 0-d
        NaN (MindSpore's early return).  Also the overload var(dim, *, correction=1, keepdim) (MindSpore's CPU has
        no Var kernel for it: computed).  A bool Tensor is MindSpore's error: ReduceMean's RuntimeError in
        PyNative, a TypeError in graph code and for the new overload."""
        if kw:
            unknown = set(kw) - {"dim", "correction", "keepdim"}
            if unknown:
                raise TypeError(f"var() got an unexpected keyword argument '{sorted(unknown)[0]}'")
            axis = kw.get("dim", axis)
            ddof = kw.get("correction", 1)
            keepdims = kw.get("keepdim", keepdims)
        else:
            _check_var_axes(self, axis)
        _no_bool_var(self, bool(kw))
        if 0 in tuple(self.shape):
            return F.fill(self.dtype, (), float("nan"))
        return F.var(self, axis, ddof, keepdims, _tensor_method=True)
    def std(self, axis=None, ddof=0, keepdims=False, **kw):
        """std(axis=None, ddof=0, keepdims=False), also with MindSpore 2.10's keywords dim / correction / keepdim
        (without ``correction`` MindSpore keeps ddof=0)."""
        if kw:
            unknown = set(kw) - {"dim", "correction", "keepdim"}
            if unknown:
                raise TypeError(f"std() got an unexpected keyword argument '{sorted(unknown)[0]}'")
            axis = kw.get("dim", axis)
            ddof = kw.get("correction", ddof)
            keepdims = kw.get("keepdim", keepdims)
        _check_var_axes(self, axis)
        _no_bool_var(self, False)
        return F.sqrt(self.var(axis, ddof, keepdims))
    def permute(self, *axis):
        if len(axis) == 1 and isinstance(axis[0], (tuple, list)):
            axis = tuple(axis[0])
        return F.transpose(self, tuple(axis))
    def swapaxes(self, axis0, axis1): return F.swapaxes(self, axis0, axis1)
    def ravel(self): return F.reshape(self, (-1,))
    def split(self, split_size_or_sections, axis=0): return F.split(self, split_size_or_sections, axis)
    def gather(self, input_indices, axis): return F.gather(self, input_indices, axis)
    def take(self, indices, axis=None): return F.take(self, indices, axis)
    def masked_fill(self, mask, value): return F._tensor_masked_fill(self, mask, value)
    def logical_not(self): return F.logical_not(self)
    def logical_and(self, o): return F.logical_and(self, o)
    def logical_or(self, o): return F.logical_or(self, o)
    def type_as(self, other): return F.cast(self, other.dtype)
    def double(self): return F.cast(self, "float64")
    def half(self): return F.cast(self, "float16")
    def bfloat16(self): return F.cast(self, "bfloat16")
    def long(self): return F.cast(self, "int64")
    def bool(self): return F.cast(self, "bool")
    def float(self): return F.cast(self, "float32")
    def int(self): return F.cast(self, "int32")

    # --- ops family additions (h-ops): methods over the added ops, and in-place updates ---------------
    def repeat(self, *repeats, **kwargs):
        """MindSpore 2.10's ``Tensor.repeat(*repeats)`` / ``repeat(repeats=(...))``: PyTorch's repeat, a Tile
        whose multiples may add leading dimensions (``x.repeat(2, 1, 3)`` of a (2, 2) Tensor is (2, 2, 6)); fewer
        repeats than the rank is a ValueError.  (Not numpy's repeat: that is ``repeat_interleave``.)"""
        if "repeats" in kwargs:
            repeats = kwargs.pop("repeats")
        elif len(repeats) == 1 and isinstance(repeats[0], (tuple, list)):
            repeats = repeats[0]
        repeats = tuple(repeats) if isinstance(repeats, (tuple, list)) else (repeats,)
        rank = len(self.shape)
        if len(repeats) < rank:
            raise ValueError("For repeat, number of items of repeats can not be smaller than the number of dimensions "
                             f"of self tensor, but got repeats with {len(repeats)} items and rank of self Tensor "
                             f"is {rank}.")
        return F.tile(self, repeats)
    def repeat_interleave(self, repeats, dim=None): return F.repeat_interleave(self, repeats, dim)
    def norm(self, ord=None, dim=None, keepdim=False, *, dtype=None): return F.norm(self, ord, dim, keepdim, dtype=dtype)
    def ceil(self): return F.ceil(self)
    def reciprocal(self): return F.reciprocal(self)
    def sort(self, axis=-1, descending=False): return F.sort(self, axis, descending)
    def argsort(self, axis=-1, descending=False, *, dim=None, stable=False):   # MindSpore 2.10: argsort(dim, descending, stable)
        return F.argsort(self, axis if dim is None else dim, descending)
    def topk(self, k, dim=None, largest=True, sorted=True): return F.topk(self, k, dim, largest, sorted)
    def gather_nd(self, indices): return F.gather_nd(self, indices)
    def gather_elements(self, dim, index): return F.gather_elements(self, dim, index)
    def flip(self, dims): return F.flip(self, dims)
    def acos(self): return F.acos(self)
    def asin(self): return F.asin(self)
    def atan(self): return F.atan(self)
    def tan(self): return F.tan(self)
    def sinh(self): return F.sinh(self)
    def cosh(self): return F.cosh(self)
    def expm1(self): return F.expm1(self)
    def logical_xor(self, o): return F.logical_xor(self, o)

    def _update_(self, new):
        """In place on an eager Tensor (its data and its tape node, as ``x[i] = v`` does); a graph value
        cannot change in place, so there the new value is returned for the caller to use."""
        _check_update_shape(self, new)
        if not isinstance(self, Tensor):
            from .views import refuse_graph_view_inplace

            refuse_graph_view_inplace(self, "Assign")   # (a generated view op's output; adapt40sx/graph_view_inplace)
            # graph code: the new value still takes self's dtype and shape (x.copy_(y) with y broadcasting)
            if new.dtype != self.dtype:
                new = F.cast(new, self.dtype)
            if tuple(new.shape) != tuple(self.shape) and None not in tuple(self.shape):
                new = F.broadcast_to(new, tuple(self.shape))
            return new
        if new.dtype != self.dtype:
            new = F.cast(new, self.dtype)
        if tuple(new.shape) != tuple(self.shape):
            new = F.broadcast_to(new, tuple(self.shape))
        if new._node is None:
            # a value computed without self (fill_, zero_, normal_...): the gradient reaching self's old value is
            # zero, as MindSpore's in-place bprop (a tracked self gets a Select node; untracked, nothing is recorded)
            with OPS["bf16_internal"]():   # (a tape node of msgraph's: bfloat16 Tensors update in place too)
                new = F.select(F.ones(tuple(self.shape), "bool"), new, self)
        d = self.__dict__
        if "_vparent" in d or "_vkids" in d:   # a view or a viewed Tensor: the others see the write
            from . import views

            views.write_all(self, new)
            return self
        if isinstance(self, Parameter):
            self._write(new._data)
        else:
            self._data = new._data
        self._node = new._node
        if new._node is not None:
            new._node.out = self
        return self

    def add_(self, other, *, alpha=1):
        other = _inplace_other(self, other, "Add")
        return self._update_(OPS["add_operator"](self, _scaled(other, _graph_alpha(self, alpha), self)))

    def sub_(self, other, *, alpha=1):
        other, alpha = _inplace_other(self, other), _graph_alpha(self, alpha)
        return self._update_(F.sub(self, _scaled(other, alpha, self, 'SubExt')))

    def mul_(self, other): return self._update_(F.mul(self, _inplace_other(self, other)))

    def div_(self, other, *, rounding_mode=None):
        other = _inplace_other(self, other, "RealDiv" if rounding_mode is None else None)
        return self._update_(F.div(self, other, rounding_mode=rounding_mode))

    def fill_(self, value):
        if hasattr(value, "shape") and not isinstance(value, (int, float, bool)):   # a Tensor: its gradient flows
            return self._update_(F.broadcast_to(F.cast(value, self.dtype), tuple(self.shape)))
        return self._update_(F.fill(self.dtype, tuple(self.shape), value))
    def zero_(self): return self._update_(F.zeros_like(self))
    def copy_(self, src): return self._update_(F.identity_copy(F.cast(src, self.dtype)))
    def copy(self): return F.identity_copy(self)  # graph code (a concrete Tensor's own copy() overrides)

    # new_ones / new_zeros (h-hook2): a new Tensor of ``size``, by default of this Tensor's dtype
    def new_ones(self, size, dtype=None): return F.ones(size, self.dtype if dtype is None else dtype)
    def new_zeros(self, size, dtype=None): return F.zeros(size, self.dtype if dtype is None else dtype)
    def contiguous(self): return self   # msgraph's Tensors are always contiguous (MindSpore returns itself then)

    def argmax_with_value(self, axis=0, keep_dims=False):
        """(values, indices) of the maxima along axis, as MindSpore 2.10's ops.max: axis None gives the maximum and
        index 0, a 0-d Tensor itself and index 0."""
        return F.max(self, axis, keep_dims)

    def argmin_with_value(self, axis=0, keep_dims=False):
        """(values, indices) of the minima along axis (ops.min's rules)."""
        return F.min(self, axis, keep_dims)

    # Tensor API names (h-tensorapi; recorded: tests/conformance/programs/tensor_api/attributes.py)
    def dim(self): return self.ndim
    def numel(self): return _numel(self)
    def nelement(self): return _numel(self)
    def to(self, *args, **kwargs): return _to(self, *args, **kwargs)

    @property
    def mT(self): return F.swapaxes(self, -2, -1)  # noqa: N802 - MindSpore's name

    @property
    def H(self): return F.transpose(self, None)  # noqa: N802 - real dtypes: the transpose


def _forward(name: str, fn_name: str) -> Any:
    def method(self, *args, **kwargs):
        return getattr(F, fn_name)(self, *args, **kwargs)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"``ops.{fn_name}(self, ...)``."
    return method


# --- ops family additions (h-ops): Tensor methods that are the function of the same name on self -------
for _name in ("absolute", "acosh", "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctan2", "arctanh", "asinh",
              "atan2", "atanh", "bmm", "count_nonzero", "deg2rad", "diag", "divide", "eq", "equal", "erfc",
              "floor_divide", "fmod", "ge", "greater", "greater_equal", "gt", "hypot", "inv", "isclose", "isinf", "le",
              "lerp", "less", "less_equal", "log10", "log2", "logaddexp", "logsumexp", "lt", "mm", "moveaxis", "movedim",
              "multiply", "ne", "negative", "not_equal", "outer", "rad2deg", "remainder", "reverse", "reverse_sequence",
              "subtract", "swapdims", "t", "top_k", "trace", "tril", "triu", "true_divide", "trunc", "unbind", "xlogy",
              "numel", "is_floating_point"):
    if not hasattr(TensorMethods, _name):
        setattr(TensorMethods, _name, _forward(_name, _name))
setattr(TensorMethods, "scatter_add", _forward("scatter_add", "tensor_scatter_add"))


def _eq(self, other):
    """``ops.eq(self, other)``, a Python float beside a float16 Tensor compared in float16 (MindSpore 2.10's
    ``Tensor.eq``; ``Tensor.equal`` and ``ops.eq`` compare it in float32)."""
    return F.eq(self, _float16_float(self, other))


TensorMethods.eq = _eq


def _xlogy(self, other):
    """``ops.xlogy(self, other)``; two bool Tensors are the Xlogy Primitive's TypeError (MindSpore 2.10, r2b)."""
    from .dtype import bool_

    if getattr(self, "dtype", None) == bool_ and getattr(other, "dtype", None) == bool_:
        from ..errors import DTypeError

        raise DTypeError("Select CPU operator[Xlogy] fail! Unsupported data type! (two bool Tensors)")
    return F.xlogy(self, other)


TensorMethods.xlogy = _xlogy
for _name in ("mul", "div", "sub", "min", "max"):  # h-cpub: Tensor.scatter_div... are ops.tensor_scatter_div...
    setattr(TensorMethods, "scatter_" + _name, _forward("scatter_" + _name, "tensor_scatter_" + _name))
for _name in ("unsorted_segment_min", "unsorted_segment_max", "unsorted_segment_prod"):  # h-cpub
    setattr(TensorMethods, _name, _forward(_name, _name))
for _name in ("real", "imag", "conj", "angle"):  # h-complex
    setattr(TensorMethods, _name, _forward(_name, _name))


def _select(self, condition, y):
    """``ops.select(condition, self, y)``."""
    return F.select(condition, self, y)


def _fill(self, value):
    """A tensor of self's shape and dtype filled with ``value``."""
    return F.fill(self.dtype, tuple(self.shape), value)


TensorMethods.select = _select
TensorMethods.where = _select
TensorMethods.fill = _fill
del _name


def _itemset(self, *args):
    """``Tensor.itemset(value)`` / ``(flat_index, value)`` / ``((i, j, ...), value)``: a NEW Tensor with that
    one element set (MindSpore's Tensor.itemset does not change the Tensor, unlike numpy's) (h-monad)."""
    shape = tuple(self.shape)
    size = 1
    for d in shape:
        size *= d
    if len(args) == 1:
        if size != 1:
            raise IndexError(f"Only tensor which shape is (1,) support 1 arg that means omit index, but the tensor "
                             f"shape is {shape} and got 1 input.")
        index, value = (0,) * len(shape), args[0]
    elif len(args) == 2:
        index, value = args
        if isinstance(index, (tuple, list)):
            if any(isinstance(i, bool) or not isinstance(i, int) for i in index):
                raise TypeError("The index object cannot be interpreted as an integer")
            if len(index) != len(shape):
                raise IndexError(f"Tuple index len({len(index)}) is not same to tensor dimension({len(shape)})")
            for i, d in zip(index, shape):
                if not -d <= i < d:
                    raise IndexError(f"index {i} is out of bounds for dimension with size {d}")
            index = tuple(index)
        elif isinstance(index, bool) or not isinstance(index, int):
            raise TypeError("The index object cannot be interpreted as an integer")
        else:
            if not -size <= index < size:
                raise IndexError(f"index {index} is out of bounds for axis 0 with size {size}")
            flat, index = index % size, []
            for d in reversed(shape):
                index.insert(0, flat % d)
                flat //= d
            index = tuple(index)
    else:
        raise TypeError(f"For 'Tensor.itemset', expected 1 or 2 arguments, but got {len(args)}.")
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"For 'Tensor.itemset', the value must be a number, but got {type(value).__name__}.")
    return F.setitem(self, index, value) if shape else F.fill(self.dtype, (), value)


TensorMethods.itemset = _itemset


def _ptp(self, axis=None, keepdims=False):
    """``Tensor.ptp(axis=None, keepdims=False)``: max - min along axis (h-monad)."""
    return F.sub(F.reduce_max(self, axis, keep_dims=keepdims), F.reduce_min(self, axis, keep_dims=keepdims))


TensorMethods.ptp = _ptp


# Tensor methods that are the ops function of the same name on self (h-monad; recorded:
# tests/conformance/programs/st_monad/tensor_method_forwards.py)
for _name in ("addcdiv", "addcmul", "addmm", "argwhere", "baddbmm", "copysign", "cross", "cummax", "cummin", "dot",
              "fliplr", "flipud", "frac", "heaviside", "index_select", "invert", "masked_select", "nonzero",
              "scatter", "sinc", "unsorted_segment_max", "unsorted_segment_min",
              "unsorted_segment_prod"):
    if not hasattr(TensorMethods, _name):
        setattr(TensorMethods, _name, _forward(_name, _name))
del _name


def _searchsorted(self, v, side="left", sorter=None):
    """``Tensor.searchsorted(v, side='left', sorter=None)``: int32 insertion indices (numpy-style) (h-monad)."""
    return F.searchsorted(self, v, out_int32=True, side=side, sorter=sorter)


TensorMethods.searchsorted = _searchsorted


# More Tensor methods as compositions (h-monad; recorded: tests/conformance/programs/st_monad/tensor_methods_more.py)
def _axis_index(self, axis, item):
    nd = len(self.shape)
    return self[(slice(None),) * (axis % nd if nd else 0) + (item,)]


_TO_DEVICES = ("cpu", "ascend", "npu", "gpu")


def _to(self, *args, **kwargs):
    """``Tensor.to`` as MindSpore 2.10's overloads: ``to(dtype)``, ``to(device, dtype=None)``, ``to(other)`` (other's
    dtype), with ``non_blocking`` / ``copy``; None keeps the dtype.  A string other than a device is a ValueError, a
    value of another kind (an int, a numpy type) the overload TypeError."""
    dtype, device = kwargs.pop("dtype", None), kwargs.pop("device", None)
    kwargs.pop("non_blocking", None)
    kwargs.pop("copy", None)
    if kwargs:
        raise TypeError(f"to() got an unexpected keyword argument '{next(iter(kwargs))}'")
    rest = list(args)
    if rest and isinstance(rest[0], str):
        device = rest.pop(0)
    if device is not None and (not isinstance(device, str) or device.lower() not in _TO_DEVICES):
        raise ValueError(f'Failed to convert the value "{device}" of input \'device\' of \'to\' to enum.')
    if rest:
        first = rest.pop(0)
        if isinstance(first, _dt.DType) or first is None:
            dtype = first if first is not None else dtype
        elif first is bool:   # MindSpore 2.10: to(bool) is Bool (int / float are the overload's TypeError)
            dtype = _dt.bool_
        elif hasattr(first, "dtype") and hasattr(first, "shape") and not isinstance(first, type):
            dtype = first.dtype
        else:
            name = "<class 'type'>" if isinstance(first, type) else type(first).__name__
            raise TypeError(f'Failed calling to with "to({name})".')
    return F.cast(self, dtype) if dtype is not None else F.identity_copy(self)


def _narrow(self, axis, start, length):
    """``Tensor.narrow(axis, start, length)``: ``length`` elements from ``start`` along ``axis`` -- MindSpore 2.10
    dispatches to ops.narrow (start in [0, n), length in [1, n - start]; ``dim=`` is a TypeError)."""
    return F.narrow(self, axis, start, length)


def _chunk(self, chunks, axis=0):
    """``Tensor.chunk(chunks, axis=0)``: pieces of ceil(n / chunks) elements along axis (the last smaller)."""
    n = self.shape[axis]
    size = -(-n // chunks) if chunks > 0 else n
    sections = [size] * (n // size) + ([n % size] if n % size else [])
    return tuple(F.split(self, sections, axis))


def _new_filled(fill):
    def method(self, size, dtype=None):
        if isinstance(size, int):
            size = (size,)
        return (F.ones if fill else F.zeros)(tuple(size), dtype if dtype is not None else self.dtype)
    method.__name__ = "new_ones" if fill else "new_zeros"
    return method


def _cast_to(name):
    def method(self):
        from . import dtype as mstype

        return F.cast(self, getattr(mstype, name))
    return method


TensorMethods.narrow = _narrow


def _diagonal(self, offset=0, axis1=0, axis2=1):
    """``Tensor.diagonal(offset=0, axis1=0, axis2=1)``: MindSpore 2.10's keyword names (dim1= / dim2= are its
    TypeError)."""
    return F.diagonal(self, offset, axis1, axis2)


TensorMethods.diagonal = _diagonal
TensorMethods.chunk = _chunk
TensorMethods.new_zeros = _new_filled(False)
TensorMethods.new_ones = _new_filled(True)
TensorMethods.short = _cast_to("int16")
TensorMethods.byte = _cast_to("uint8")
TensorMethods.positive = lambda self: self
TensorMethods.sgn = lambda self: F.sign(self)
TensorMethods.isposinf = lambda self: F.logical_and(F.isinf(self), F.greater(self, 0))
TensorMethods.isneginf = lambda self: F.logical_and(F.isinf(self), F.less(self, 0))
TensorMethods.reshape_as = lambda self, other: F.reshape(self, tuple(other.shape))
TensorMethods.view_as = lambda self, other: F.reshape(self, tuple(other.shape))
TensorMethods.msort = lambda self: F.sort(self, 0)[0]
