"""Shared helpers for bprop rules (written with public ops, so they run eagerly and symbolically)."""
from __future__ import annotations

import threading
from typing import Any, Callable, Dict, Optional, Tuple

import numpy as np

from ..common.aval import Aval, aval_of
from ..common.dtype import NARROW_UINTS  # (uint16 / 32 / 64: see elementwise_impl)
from ..common.dtype import _BY_NP, DType, from_numpy, scalar_type_name, to_numpy  # noqa: F401 (re-exported)
from ..common.tensor import Tensor as _Tensor
from ..common.tensor import _TENSOR_TYPES
from ..autodiff.sweep import grad_mask_known, grad_reaches   # (imports only errors: the bprop contract, ops level)
from ..errors import ArgumentError, DTypeError, OpRuntimeError, ShapeError, TensorMemoryError


#: a Tensor's array dtype -> np_dtype(Tensor)
_TENSOR_NP: dict = {}


def c_float(v: float) -> float:
    """A Python float as a C++ ``float`` holds it (MindSpore 2.10's kernels' float attributes and float32 scalar
    operands): rounded to float32, overflowing to +-inf (SmoothL1Loss's beta 2.3 is 2.299999952316284, 1e300 inf)."""
    with np.errstate(over="ignore"):
        return float(np.float32(v))


def shape_of(x: Any) -> Tuple[int, ...]:
    """Static shape of a Tensor, a symbolic value or a Python scalar (``()``)."""
    s = getattr(x, "shape", None)
    return tuple(s) if s is not None else ()


def is_tensorlike(x: Any) -> bool:
    return hasattr(x, "shape") and hasattr(x, "dtype")


def user_type(v: Any) -> type:
    """The class user code sees for ``v``: what a message names where MindSpore formats ``{type(x)}`` or
    ``type(x).__name__`` (``f"... but got {user_type(x)}"``).  ``type(v)``, but in graph code a graph value is a Tensor
    (MindSpore 2.10's Graph mode prints ``<class 'mindspore.common.tensor.Tensor'>`` / ``Tensor``, Parameters too;
    msgraph printed its internal class ``msgraph.frontend.symbolic.Sym``), a graph int / float / bool
    (``ms.mutable(1)`` there) that Python class, and an ``ms.mutable`` tuple / list / number its plain Python class
    (``<class 'tuple'>``; measured: debt52/sym_type_names)."""
    t = type(v)   # (read on the class: an object's own __getattr__ may format its type with this helper)
    if getattr(t, "__msgraph_emit__", None) is not None and not issubclass(t, _Tensor):
        aval = getattr(v, "aval", None)
        if getattr(aval, "weak", False) and tuple(aval.shape) == ():
            return {"b": bool, "i": int, "u": int, "f": float}.get(np.dtype(aval.dtype).kind, _Tensor)
        return _Tensor
    if getattr(t, "_msgraph_mutable", False):
        from ..ir.builder import building_graph

        if building_graph():
            return v.__class__ if v.__class__ is not t else next(b for b in t.__mro__ if b.__module__ == "builtins")
    return t


# graph code calls it as Python on the graph value itself (inlined as graph code, its isinstance would see a Tensor)
user_type.__msgraph_lower__ = lambda low, args, kwargs, loc: user_type(*args, **kwargs)  # type: ignore[attr-defined]


def sum_to_shape(g: Any, shape: Tuple[int, ...]) -> Any:
    """Sum a broadcast gradient ``g`` back to ``shape`` (the one broadcasting helper)."""
    from . import functional as F

    gshape = shape_of(g)
    if gshape == tuple(shape):
        return g
    if len(gshape) < len(shape) and None not in shape:
        # a gradient of lower rank than the input (a scalar sens for a (1,)-shaped output, Graph mode): MindSpore's
        # bprop broadcasts it up to the input's shape
        g = F.broadcast_to(g, _broadcast_shape(gshape, tuple(shape)))
        gshape = shape_of(g)
        if gshape == tuple(shape):
            return g
    lead = len(gshape) - len(shape)
    axes = list(range(lead))
    for i, d in enumerate(shape):
        if d == 1 and gshape[lead + i] != 1:
            axes.append(lead + i)
    if axes:
        g = F.reduce_sum(g, tuple(axes), keep_dims=False)
    now = shape_of(g)
    if now != tuple(shape):
        if len(now) == len(shape) and all(a == b or a is None or b is None for a, b in zip(now, shape)):
            return g   # the same shape up to run-time dimensions (a value of x[index1[mask]] = value[mask])
        g = F.reshape(g, tuple(-1 if d is None else d for d in shape))
    return g


def _broadcast_shape(a: Tuple[int, ...], b: Tuple[int, ...]) -> Tuple[int, ...]:
    """numpy's broadcast of two static shapes (the larger dimension where one is 1)."""
    a = (1,) * (len(b) - len(a)) + tuple(a)
    return tuple(x if y == 1 else y for x, y in zip(a, b))


def _graph_number(a: Any) -> bool:
    """A graph value that is a Python number (weakly typed, 0-d), or a Python number."""
    if isinstance(a, (int, float)):
        return True
    aval = getattr(a, "aval", None)
    return hasattr(a, "__msgraph_emit__") and aval is not None and getattr(aval, "weak", False) and aval.shape == ()


def _static_broadcast(a: Tuple[int, ...], b: Tuple[int, ...]) -> Any:
    """numpy's broadcast of two static shapes; None where a dimension is unknown or they do not broadcast."""
    a, b = tuple(a), tuple(b)
    if None in a or None in b:
        return None
    n = max(len(a), len(b))
    a, b = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    if any(p != q and 1 not in (p, q) for p, q in zip(a, b)):
        return None
    return tuple(q if p == 1 else p for p, q in zip(a, b))   # (1 with 0 broadcasts to 0)


def _binop_grad_to(g: Any, shape: Tuple[int, ...], out: Any) -> Any:
    """A binary op's gradient ``g`` for its input of ``shape`` (the forward output's ``out``).  Shaped as the output
    or the input, it is summed to the input's shape (:func:`sum_to_shape`).  Shaped otherwise -- only a Graph-mode
    sens shaped unlike its output reaches a bprop so (PyNative checks the sens first) -- it goes MindSpore's
    BinopGradCommon way: summed over the axes the FORWARD shapes broadcast, then reshaped to the input's shape, a
    Reshape ValueError where the element counts differ (a (2, 3) sens for a (3,) ``x + y``; a (3, 1) one is
    reshaped); a 0-d input's gradient is the whole sum (BERT's ``reduce_sum(...) + tuple_to_array((1e-5,))`` loss
    of shape (1,) with a (2,) sens)."""
    from . import functional as F

    gshape = shape_of(g)
    shape = tuple(shape)
    if out is None or None in gshape or gshape in (shape, out):
        return sum_to_shape(g, shape)
    if shape == () and gshape:
        return F.reduce_sum(g, tuple(range(len(gshape))), keep_dims=False)   # a 0-d input: summed whole
    n = len(out)
    padded = (1,) * (n - len(shape)) + tuple(shape)
    axes = tuple(i for i in range(n) if i < n - len(shape) or (padded[i] == 1 and out[i] != 1))
    if axes and gshape and all(a < len(gshape) for a in axes):
        g = F.reduce_sum(g, axes, keep_dims=False)
    return F.reshape(g, tuple(shape))


def binop_grad_common(x: Any, y: Any, dx: Any, dy: Any, keep_float_for_int: bool = False) -> Tuple[Any, Any]:
    """MindSpore's helper: reduce broadcast gradients to the inputs' shapes.

    Python-scalar (non-tensor) inputs get a zero gradient of their own kind.  ``keep_float_for_int``
    (true division): an integer or bool Tensor divided by (or dividing) a Python number keeps the float
    gradient, as MindSpore's Div bprop does (``grad(lambda x: x / 2)(int_x)`` is float32 0.5, not int32 0;
    with two Tensors MindSpore casts the operands first, and the gradient back).
    """
    from . import functional as F

    if _graph_number(x) and _graph_number(y):
        # scalar arithmetic of graph numbers (``n * 2``, ``n + m`` of ``ms.mutable`` numbers): MindSpore 2.10's
        # Graph mode passes them no gradient through it (recorded: fix32b/mutable_number_grad)
        return F.zeros_like(x), F.zeros_like(y)

    def keep(t: Any, g: Any, other: Any) -> bool:
        return (keep_float_for_int and not is_tensorlike(other) and np.dtype(to_numpy(t.dtype)).kind in "biu"
                and np.dtype(to_numpy(getattr(g, "dtype", np.float32))).kind == "f")

    # (None: a gradient the rule left out because the eager sweep does not use it, see grad_wanted)
    out = _static_broadcast(shape_of(x), shape_of(y))
    rx = (None if dx is None else _binop_grad_to(dx, shape_of(x), out if grad_reaches(0) else None)
          ) if is_tensorlike(x) else 0
    ry = (None if dy is None else _binop_grad_to(dy, shape_of(y), out if grad_reaches(1) else None)
          ) if is_tensorlike(y) else 0
    if is_tensorlike(x) and rx is not None and getattr(rx, "dtype", None) != x.dtype and not keep(x, rx, y):
        rx = F.cast(rx, x.dtype)
    if is_tensorlike(y) and ry is not None and getattr(ry, "dtype", None) != y.dtype and not keep(y, ry, x):
        ry = F.cast(ry, y.dtype)
    return rx, ry


def no_bprop(name: str) -> Callable[..., Any]:
    """The bprop of an op MindSpore 2.10 defines none for: differentiating through it (a gradient reaching its
    output) is MindSpore's RuntimeError, in both modes; an op whose output no gradient reaches is fine."""
    def bprop(*args: Any) -> Any:
        raise OpRuntimeError(f"Illegal primitive {name}'s bprop not defined")
    return bprop


def unsupported_on_cpu(name: str) -> str:
    """MindSpore 2.10's RuntimeError text for an op its CPU build has no kernel for."""
    return ("\n----------------------------------------------------\n- Kernel select failed:\n"
            "----------------------------------------------------\nUnsupported op [" + name + "] on CPU, Please "
            "confirm whether the device target setting is correct, or refer to 'mindspore.ops' at "
            "https://www.mindspore.cn to query the operator support list.")


def zeros_grad(x: Any) -> Any:
    """A zero gradient for input ``x`` (0 for non-tensor constants): a bprop's "no gradient to this input" (Select's
    condition, Gather's indices, Depend's expression...).  In the eager sweep (PyNative) it is None, no gradient at
    all: MindSpore 2.10's PyNative does not run the bprops before such a zero (its ``OutZeros``), so
    ``ops.select(ops.isclose(x, y), x, y)`` differentiates there while ``isclose(x, y) * y`` is IsClose's "bprop not
    defined" RuntimeError; its Graph mode builds the zeros and raises for both (measured, adapt44grad)."""
    from . import functional as F

    if grad_mask_known():
        return None
    return F.zeros_like(x) if is_tensorlike(x) else 0


def reduce_grad(x: Any, g: Any) -> Any:
    """Gradient ``g`` for input ``x`` of an elementwise op: summed to x's shape, cast to x's dtype.

    Non-tensor inputs (Python scalars, constants) get 0.
    """
    from . import functional as F

    if not is_tensorlike(x):
        return 0
    g = sum_to_shape(g, shape_of(x))
    if getattr(g, "dtype", None) != x.dtype:
        g = F.cast(g, x.dtype)
    return g


# ---------------------------------------------------------------------------------------
# Static helpers shared by impl and infer rules (never called on tensor values in bprops)
# ---------------------------------------------------------------------------------------
def np_dtype(d: Any) -> np.dtype:
    """numpy dtype of a msgraph DType, numpy dtype/type, string or Aval/array/Tensor."""
    t = type(d)
    if t is np.ndarray:
        return d.dtype
    if t in _TENSOR_TYPES:   # (Tensor.dtype's numpy dtype, a function of the array's dtype: cached)
        r = _TENSOR_NP.get(d._data.dtype)
        if r is None:
            r = _TENSOR_NP[d._data.dtype] = np_dtype(d.dtype)
        return r
    if isinstance(d, DType):
        return d.np
    if isinstance(d, np.dtype):
        return d
    if isinstance(d, (str, type)):
        try:
            return to_numpy(d)
        except DTypeError as exc:
            # A string that names no dtype: a bad dtype attribute or a string where a tensor goes.
            # Plain TypeError, so dispatch reports it as the op's invalid input ("For 'MatMul', ...").
            raise TypeError(exc.raw_message.rstrip(".")) from None
    dt = getattr(d, "dtype", None)
    if dt is not None:
        return np_dtype(dt)
    return np.asarray(d).dtype


# ---------------------------------------------------------------------------------------
# Allocation guard: a shape too large to allocate is a clear error before numpy tries
# ---------------------------------------------------------------------------------------
def max_tensor_bytes() -> int:
    """The largest tensor an op may create: ``MSGRAPH_MAX_TENSOR_BYTES``, else the physical memory."""
    import os

    env = os.environ.get("MSGRAPH_MAX_TENSOR_BYTES", "").strip()
    if env:
        try:
            return int(float(env))
        except ValueError:
            pass
    try:
        return int(os.sysconf("SC_PAGE_SIZE")) * int(os.sysconf("SC_PHYS_PAGES"))
    except (AttributeError, ValueError, OSError):
        return 1 << 40


def _human_bytes(n: int) -> str:
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB"):
        if n < 1024 or unit == "PiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} B"
        n /= 1024
    return f"{n} B"  # pragma: no cover


def check_alloc(name: str, shape: Any, dtype: Any) -> None:
    """Raise TensorMemoryError when a ``shape``/``dtype`` result of op ``name`` cannot fit in memory.

    The one allocation guard of the op library: the creation ops (Zeros, Ones, Fill, Eye, Range)
    and the shape ops that grow their input (BroadcastTo, Tile) call it from both their impl
    (PyNative) and their inference rule (Graph mode: the error is raised while compiling, at the
    user's line), so nothing is allocated.  ``ms.Tensor(shape=..., dtype=..., init=...)`` and
    ``initializer(init, shape)`` call it before they allocate.  Dynamic (None) dimensions are skipped.
    """
    n = 1
    for d in shape:
        if d is None:
            return
        n *= int(d)
    nbytes = n * np_dtype(dtype).itemsize
    limit = max_tensor_bytes()
    if nbytes > limit:
        raise TensorMemoryError(
            f"For '{name}', the output of shape {fmt_shape(tuple(shape))} and dtype {dtype_name(dtype)} needs "
            f"{_human_bytes(nbytes)}, more than the {_human_bytes(limit)} a tensor may take; nothing was allocated.",
            hint="check the shape; MSGRAPH_MAX_TENSOR_BYTES raises the limit")


def dtype_name(d: Any) -> str:
    """MindSpore-style dtype name (``Float32``) for error messages."""
    if isinstance(d, bool):
        return "bool"
    if isinstance(d, int):
        return "int"
    if isinstance(d, float):
        return "float"
    try:
        nd = np_dtype(d)
    except TypeError:  # a value that names no dtype (the string input 'hello'): its Python type
        return type(d).__name__
    if nd in _BY_NP:
        return _BY_NP[nd].name
    try:
        return from_numpy(nd).name   # bfloat16 / float8 (not in _BY_NP: ml_dtypes' types): 'BFloat16'
    except TypeError:
        return str(nd)


def is_float(x: Any) -> bool:
    """True when tensor-like ``x`` (Tensor, Aval, array, symbolic value) has a floating dtype."""
    if isinstance(x, float):
        return True
    if isinstance(x, (bool, int)):
        return False
    return np_dtype(x).kind == "f"


def lit(t: Any, v: Any) -> str:
    """A literal of value ``v`` typed for kernel output dtype ``t`` (``0.0``, ``0``, ``False``;
    ``np.float32(0.0)`` in a float32 kernel, see :func:`flit`)."""
    kind = np_dtype(t).kind
    if kind == "f":
        return flit(t, v)
    if kind == "b":
        return repr(bool(v))
    return repr(int(v))


def flit(t: Any, v: Any) -> str:
    """A float literal in the kernel of an op with output dtype ``t``: ``np.float32(0.5)`` when ``t``
    is a float narrower than float64 (so a float32 kernel computes in float32, as PyNative does),
    the plain Python float ``0.5`` otherwise."""
    text = repr(float(v))
    dt = np_dtype(t)
    return f"np.{dt.name}({text})" if dt.kind == "f" and dt != np.float64 else text


def static_value(a: Any) -> Any:
    """A concrete integer Tensor given where an op takes a constant (an axis, a shape, a count, possibly
    inside a tuple): its Python value (an int or a tuple of ints), as MindSpore 2.10 reads a constant
    Tensor there in both modes (``ops.ones(Tensor([2, 3]))``, ``ops.reshape(x, Tensor([3, 2]))``). Other
    values are returned unchanged."""
    if isinstance(a, (tuple, list)):   # Tensors inside a tuple (raw arrays there are msgraph's own data)
        if not any(isinstance(b, _Tensor) for b in a):
            return a
        return type(a)(static_value(b) if isinstance(b, _Tensor) else b for b in a)
    arr = a._data if isinstance(a, _Tensor) else a
    if not isinstance(arr, np.ndarray) or arr.dtype.kind not in "biu" or arr.ndim > 1 \
            or (arr.ndim == 1 and arr.size == 1 and not isinstance(a, _Tensor)):
        return a   # (an unwrapped one-element 1-D array: the op reads it as a number or a shape itself)
    return arr.item() if arr.ndim == 0 else tuple(arr.tolist())


def normalize_axis(name: str, axis: int, ndim: int, arg: str = "axis") -> int:
    """One axis in ``[-ndim, ndim)`` -> non-negative; ShapeError otherwise (MindSpore's message)."""
    if isinstance(axis, np.ndarray) and axis.ndim == 0 and axis.dtype.kind in "iu":
        axis = int(axis)   # a 0-D int Tensor as the axis (PyNative), as MindSpore converts it
    elif hasattr(axis, "_data") and not isinstance(axis, (int, np.integer)):
        axis = static_value(axis)   # a constant 0-D int Tensor (graph code specialized on its value too)
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):
        raise ArgumentError(f"For '{name}', the '{arg}' must be an int, but got {user_type(axis).__name__}.")
    lo, hi = -max(ndim, 1), max(ndim, 1)
    if not lo <= axis < hi:
        raise ShapeError(f"For '{name}', the '{arg}' must be in range [{lo}, {hi}), but got {axis}.")
    return int(axis) % max(ndim, 1) if ndim else 0


def check_axis_values(name: str, axes: Any, ndim: int) -> None:
    """MindSpore 2.10's primitive inference of an axis attribute (LpNorm, L2Normalize): each axis in ``[-ndim,
    ndim)``, else its ValueError "For primitive[LpNorm], the axis value must be in [-2,2), but got 4."."""
    for a in (axes if isinstance(axes, (tuple, list)) else (axes,)):
        if isinstance(a, (int, np.integer)) and not isinstance(a, bool) and not -ndim <= a < ndim:
            raise ShapeError(f"For primitive[{name}], the axis value must be in [{-ndim},{ndim}), but got {a}.")


def normalize_axes(name: str, axis: Any, ndim: int) -> Tuple[int, ...]:
    """An axis spec (None, (), int, tuple/list) -> sorted tuple of non-negative axes; () means all.
    A Tensor/ndarray of ints (MindSpore's dynamic axis input, eager values) reads as its values."""

    if isinstance(axis, np.ndarray) or (hasattr(axis, "asnumpy") and not isinstance(axis, Aval)):
        a = np.asarray(axis.asnumpy() if hasattr(axis, "asnumpy") else axis)
        if a.dtype.kind in "iu":
            axis = int(a) if a.ndim == 0 else tuple(int(v) for v in a.reshape(-1))
    if axis is None or (isinstance(axis, (tuple, list)) and len(axis) == 0):
        return tuple(range(ndim))
    if isinstance(axis, (tuple, list)):
        axes = [normalize_axis(name, a, ndim) for a in axis]
    else:
        axes = [normalize_axis(name, axis, ndim)]
    if len(set(axes)) != len(axes):
        # MindSpore 2.10's reduction inference reports a repeated axis as a RuntimeError
        dup = next(a for a in axis if [b % max(ndim, 1) for b in axis].count(a % max(ndim, 1)) > 1)
        raise OpRuntimeError(f"For '{name}', dim={dup} appears multiple times in the list of dims")
    if ndim == 0:   # a 0-d input's axes 0 / -1 (the repeat above is MindSpore's error there too: sum(z, (0, -1)))
        return ()
    return tuple(sorted(axes))


def axis_arg(axis: Any) -> Any:
    """Normalise a user axis argument for a constant input: None -> (), list -> tuple."""
    if axis is None:
        return ()
    if isinstance(axis, list):
        return tuple(axis)
    return axis


def shape_arg(shape: Any) -> Any:
    """Normalise a user shape argument: int -> (int,), list -> tuple, a constant integer Tensor -> its values."""
    if not isinstance(shape, (int, tuple, list)) and hasattr(shape, "_data"):
        shape = static_value(shape)
    elif isinstance(shape, (tuple, list)):
        shape = static_value(shape)
    if isinstance(shape, (int, np.integer)) and not isinstance(shape, bool):
        return (int(shape),)
    if isinstance(shape, list):
        return tuple(shape)
    if isinstance(shape, tuple):
        return tuple(int(s) if isinstance(s, np.integer) else s for s in shape)
    return shape


def fmt_shape(s: Any) -> str:
    return str(tuple(s))


# ---------------------------------------------------------------------------------------
# Elementwise impl wrapper: eager errors carry the same message as the inference rule
# ---------------------------------------------------------------------------------------
_RECOVERING = threading.local()


def _aval_or_const(a: Any, i: int, const_inputs: Tuple[int, ...]) -> Any:
    if i in const_inputs:
        return a
    if isinstance(a, (bool, int, float, complex)):
        return aval_of(a)
    if isinstance(a, (np.ndarray, np.generic)):
        return Aval(np.shape(a), np.asarray(a).dtype)
    return a


def _cast_operand(a: Any, dt: np.dtype) -> Any:
    """An operand in compute dtype ``dt``: arrays cast (no copy when already ``dt``), Python
    scalars as numpy scalars of ``dt`` (so numpy's weak-scalar rule cannot widen the result)."""
    if isinstance(a, np.ndarray):
        return a if a.dtype == dt else a.astype(dt)
    if isinstance(a, int) and not isinstance(a, bool) and dt.kind in "iu":
        # MindSpore wraps an out-of-range Python int (int8 tensor + 300 -> 45); numpy 2 raises
        return np.array(a, dtype=np.int64).astype(dt)[()]
    if isinstance(a, (bool, int, float, np.generic)):
        return dt.type(a)
    return a


_UNSET = object()


def seq_sum(v: Any, axis: int, acc: Any = np.float64) -> np.ndarray:
    """Sum along ``axis`` strictly in order in ``acc``, each element cast to it first (a C loop's
    ``acc_t sum += ...``, as several MindSpore CPU kernels sum: GroupNormGrad, Trace, L2Loss)."""
    v = np.asarray(v)
    if v.shape[axis] == 0:
        return np.zeros(np.delete(v.shape, axis), acc)
    with np.errstate(over="ignore", invalid="ignore"):
        return np.take(np.cumsum(v.astype(acc), axis=axis, dtype=acc), -1, axis=axis)


def elementwise_impl(op: Any, fn: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap numpy ``fn`` as the impl of elementwise ``op``.

    On a numpy ValueError (shapes) the op's inference rule is run on the inputs' avals, so
    the eager error is the one the compiler reports (the broadcast check lives only in
    the inference rule).  numpy TypeErrors (no loop for these dtypes) become a DTypeError
    naming the op and the input dtypes; inference probes this same impl, so both paths
    say the same thing.
    """
    name = op.name
    pairs: Dict[Tuple[Any, Any], Any] = {}     # (dtype, dtype) -> compute dtype, for two arrays
    keep = frozenset(op.no_cast)               # operands the impl takes uncast (as the fusion kernel: kernel_expr)

    def impl(*args: Any, **attrs: Any) -> Any:
        promote = op.compute_dtype
        if promote is not None:
            if len(args) == 2 and type(args[0]) is np.ndarray and type(args[1]) is np.ndarray:
                # the common case (two Tensors), ~1 us cheaper: promotion depends on the dtypes alone
                a, b = args
                key = (a.dtype, b.dtype)
                dt = pairs.get(key, _UNSET)
                if dt is _UNSET:
                    dt = promote(a, b)
                    if a.dtype not in NARROW_UINTS and b.dtype not in NARROW_UINTS:
                        # (uint16 / 32 / 64: refused in the user's call only -- common/dtype.uint_kernel_gaps)
                        pairs[key] = dt
                if dt is not None and (a.dtype != dt or b.dtype != dt):
                    args = (a if a.dtype == dt or 0 in keep else a.astype(dt),
                            b if b.dtype == dt or 1 in keep else b.astype(dt))
            else:
                dt = promote(*args)
                if dt is not None:
                    args = tuple(a if i in keep else _cast_operand(a, dt) for i, a in enumerate(args))
        try:
            return fn(*args, **attrs)
        except (ShapeError, DTypeError):
            raise
        except ValueError:
            if getattr(_RECOVERING, "on", False):
                raise
            _RECOVERING.on = True
            try:
                op.infer(*[_aval_or_const(a, i, op.const_inputs) for i, a in enumerate(args)], **attrs)
            finally:
                _RECOVERING.on = False
            raise
        except TypeError as exc:
            kinds = ", ".join(dtype_name(a) for i, a in enumerate(args) if i not in op.const_inputs)
            msg = str(exc).rstrip(".")
            raise DTypeError(f"For '{name}', the input dtypes ({kinds}) are not supported: {msg}.") from None

    impl.__name__ = f"impl_{name}"
    impl.__wrapped__ = fn  # type: ignore[attr-defined]
    return impl


def unpack_variadic(xs: Tuple[Any, ...]) -> Tuple[Any, ...]:
    """Inputs of a variadic op, whether passed flat or as one tuple."""
    if len(xs) == 1 and isinstance(xs[0], (tuple, list)):
        return tuple(xs[0])
    return tuple(xs)
