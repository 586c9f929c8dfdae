"""The op registry: ONE definition per operator, shared by eager mode and the compiler.

An :class:`OpDef` carries everything msgraph knows about an operator:

* ``impl``   -- the numpy implementation ``impl(*inputs, **attrs)``; inputs are numpy
  arrays, Python scalars (weakly typed, numpy-2 rules) or compile-time constants
  (axes, shapes, dtypes).
* ``infer``  -- shape/dtype inference ``infer(*inputs, **attrs) -> Aval | tuple[Aval]``;
  tensor inputs arrive as :class:`~msgraph.common.aval.Aval`, constant inputs as
  their Python value.  Elementwise ops get a default rule (broadcast + numpy's own
  dtype resolution evaluated on empty arrays, so dtypes match eager exactly).
* ``kernel`` -- for elementwise ops, a scalar expression builder used by fusion:
  ``kernel(out_dtype, *arg_exprs, **attrs) -> str`` (Numba-compilable Python).
* the bprop rule -- registered MindSpore-style with ``@bprop_getters.register(Prim)``
  on a getter ``get_bprop(prim) -> bprop(*inputs, out, dout) -> tuple``; bprops are
  written with public ops so the same rule runs on the eager tape and, applied to
  symbolic values, builds backward IR in the compiler.

Each OpDef owns a :class:`Primitive` subclass (``ops.Add``) whose instances hold the
attributes (``ops.MatMul(transpose_b=True)``); calling a primitive dispatches through
:func:`apply`.  Function forms (``ops.add``) are built on the same primitive.

Elementwise ops are declared with :func:`define_elementwise` (OpDef + wrapped numpy impl +
kernel); a unary or binary one with :func:`define_unary` / :func:`define_binary`, one row per
op: name, numpy impl, kernel, bprop and function form.
"""
from __future__ import annotations

import enum
import inspect
import os
import sys
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from time import perf_counter as _perf_counter

import numpy as np

from ..common import profiling as _profiling
from ..common import views as _views
from ..autodiff import tape as _tape
from ..common import dtype as _dtype_mod
from ..common.aval import Aval, broadcast_shapes
from ..common.mutable import MutableBool
from ..common.tensor import Tensor, wrap_result, _TENSOR_TYPES
from ..errors import ArgumentError, BpropError, DTypeError, OpRuntimeError, ShapeError
from ..ir import builder as _ir_builder
from ._helpers import binop_grad_common, elementwise_impl, static_value  # noqa: F401 (static_value: re-exported)
from ._helpers import user_type
from . import _fastpath
from . import amp_state as _amp_state
from . import bf16 as _bf16


class OpKind(enum.Enum):
    """How an op touches its elements; drives default inference and fusion.

    With the other traits of :class:`OpDef` (``cost``, ``reduction``, ``view``, ``no_cast``,
    ``identities``, ``fill``, ``stateful``, ``writes_input``, ``eager_kernel``) it is everything a pass, a code
    generator or the eager fast path asks about an op: they read traits, never lists of op names."""

    ELEMENTWISE = "elementwise"  # out[i] = f(in1[i], in2[i], ...) with broadcasting
    REDUCTION = "reduction"      # reduces axes
    CONTRACTION = "contraction"  # matmul-like, BLAS
    SHAPE = "shape"              # reshape/transpose/slicing: moves data only
    CREATION = "creation"        # zeros/ones/arange: no tensor inputs
    EFFECT = "effect"            # side effects (assign, print): never removed or reordered
    OTHER = "other"


OPS: Dict[str, "OpDef"] = {}

#: The public primitive classes by name -- what ``ops.operations`` (MindSpore's ``P``) exports:
#: every op's class (unless declared ``public=False``), the composite primitives and the classes
#: given to :func:`export`.
PRIMITIVES: Dict[str, type] = {}


def export(cls: type) -> type:
    """Make a primitive class public in ``ops.operations`` (an alias class such as ``RealDiv``)."""
    PRIMITIVES[cls.__name__] = cls
    return cls


class OpDef:
    """The single definition of one operator (see module docstring)."""

    def __init__(self, name: str, kind: OpKind = OpKind.OTHER, *, attrs: Optional[Dict[str, Any]] = None,
                 n_outputs: int = 1, differentiable: bool = True, const_inputs: Sequence[int] = (),
                 stateful: bool = False, doc: str = "", cost: int = 1, reduction: Optional[str] = None,
                 view: bool = False, no_cast: Sequence[int] = (), identities: Sequence[Tuple[int, Any]] = (),
                 fill: Any = None, writes_input: Optional[int] = None, public: bool = True,
                 amp_keep: Any = (), eager_kernel: Sequence[Any] = (),
                 call_check: Optional[Callable[..., None]] = None, probe_nonempty: bool = False,
                 init_rule: Optional[Callable[..., None]] = None, constant_attrs: bool = False):
        self.name = name
        self.kind = kind
        self.attr_defaults: Dict[str, Any] = dict(attrs or {})
        self.n_outputs = n_outputs
        self.differentiable = differentiable
        self.const_inputs = tuple(const_inputs)
        # Reads or advances global state (the RNG): the compiler never folds, merges or removes
        # it, so a graph draws the same random numbers, in the same order, as PyNative.
        self.stateful = stateful
        # A kernel that keeps state between runs (a random engine) and that MindSpore's Graph mode builds once per
        # call site: the frontend gives each graph node of the op its own ``stream`` attribute
        # (frontend.symbolic._node_state_prim); set after define_op.
        self.node_state = False
        self.doc = doc
        self.impl: Optional[Callable[..., Any]] = None
        self._infer: Optional[Callable[..., Any]] = None
        self.kernel: Optional[Callable[..., str]] = None
        self.prim_class: type = None  # type: ignore[assignment]
        # Ops that write one of their inputs (Assign, AssignAdd...): which input, and the math of
        # the new value, ``combine(old, value)``; Graph mode emits it as a Parameter write.
        self.writes_input: Optional[int] = writes_input
        self.combine: Optional[Callable[..., Any]] = None
        # Elementwise ops whose operands are cast to one compute dtype first (MindSpore's type
        # promotion, common/dtype.py): ``compute_dtype(*inputs_or_proxies) -> np.dtype | None``.
        # The numpy impl casts with it and the kernel generators compute in it, so both modes agree.
        self.compute_dtype: Optional[Callable[..., Any]] = None
        # -- traits read by the passes and code generators ---------------------------------------
        # Per-element cost for the kernels' parallel threshold (1 = one arithmetic op; exp ~10).
        self.cost = cost
        # A reduction a fused kernel can accumulate in its loop: "sum", "mean", "max", "min",
        # "prod", "all" or "any" (input 0 reduced over the constant axes of input 1).
        self.reduction = reduction
        # The output is input 0's elements in the same order under another shape (Reshape,
        # ExpandDims...): a backend may return a view instead of a copy.
        self.view = view
        # Operand positions kernels do not cast to the compute dtype (Select's condition).
        self.no_cast = tuple(no_cast)
        # Algebraic identities for simplification: ``(k, c)`` means "when input k is the constant
        # c, the result is the other input" (x*1, 0+x...), applied when shape and dtype agree.
        self.identities = tuple(identities)
        # The result depends only on input 0's shape and dtype: it is ``Fill(fill)`` (OnesLike).
        self.fill = fill
        # Its primitive class is public (``ops.operations``); False for compiler-internal ops.
        self.public = public
        # ``kernel_ok(out_aval) -> bool``: False where the elementwise kernel must not stand for the numpy impl
        # (an impl that depends on the element's position: float32 Log's libm tail, act31); None: always.
        self.kernel_ok: Optional[Callable[[Any], bool]] = None
        # Input positions mixed precision (``Cell.to_float``, amp levels) never casts: MindSpore's RW_WRITE
        # signature inputs, the Parameters its kernel updates (BatchNorm's scale, bias, mean and variance); or a
        # function of the primitive giving them (BatchNorm has them in training only; ops/amp_state.keep_positions).
        self.amp_keep = amp_keep if callable(amp_keep) else tuple(amp_keep)
        # A unary elementwise op whose kernel expression computes its numpy impl's values bit for bit for these
        # input dtypes (float32, float16 through the float32 kernel): PyNative runs large arrays of them on that
        # expression compiled (ops/_fastpath.py), through the impl wrapper of :func:`define_elementwise`.
        self.eager_kernel = tuple(np.dtype(t) for t in eager_kernel)
        # ``expand(node) -> [nodes]``: a graph node of the op kept whole through the value passes (``BiasAdd``:
        # MindSpore's CPU kernel selection sees it as one op, passes/f16_raise.py) and then rewritten in place into
        # registry ops the fusion passes know, the returned nodes inserted before it (passes/lower.py); None: none.
        self.expand: Optional[Callable[[Any], List[Any]]] = None
        # ``absorb(node, user) -> bool``: ``user`` is the only reader of graph node ``node``'s one result; the trait
        # may rewrite ``user`` in place into one op computing both (its input no longer ``node``'s result) and says
        # whether it did; the pass then drops ``node`` (passes/epilogue.py: MaxPoolGrad absorbs ReluGrad).  None: none.
        self.absorb: Optional[Callable[[Any, Any], bool]] = None
        # ``take_reader(node, user) -> bool``: ``user`` is the only reader of graph node ``node``'s first result; the
        # trait may rewrite ``node`` in place so that its first result is ``user``'s (one result, same aval) and says
        # whether it did; the pass then points ``user``'s readers at it and drops ``user`` (passes/epilogue.py:
        # BatchNorm takes the ReLU of its y).  For producers of several results, where ``absorb`` cannot apply.
        self.take_reader: Optional[Callable[[Any, Any], bool]] = None
        # ``call_check(prim, *args)``: the checks of a user's call of the primitive (``P.Range()(1, 5.0, 1)``) that
        # MindSpore's Primitive makes and msgraph's own uses of the op (function forms that share it, bprops) must
        # not: run by ``Primitive.__call__`` before ``apply``, in both modes; None: none.
        self.call_check = call_check
        # ``init_rule(prim, args, kwargs)``: MindSpore's checks of the attributes when the primitive is built
        # (``ops.MaxPool(pad_mode="PAD")``: its ValueError at construction, before any call), and the normalised forms
        # it keeps (``Softmax(1).axis == (1,)``): run by the generated ``__init__`` once ``prim.attrs`` is set, with
        # the constructor's own arguments (msgraph's function forms may pass attributes a user's call cannot).
        self.init_rule = init_rule
        # MindSpore 2.10 builds the primitive from its ``__init__`` arguments while compiling graph code, so an
        # attribute given a number known only when the graph runs (``ops.stack(xs, int(t))``, ``ms.mutable``) is its
        # TypeError "When creating an instance of 'Stack', all arguments are required to be constants" (read by
        # frontend/symbolic.py; flip49's sweep).  False: the op takes such a number (msgraph specializes on it).
        self.constant_attrs = constant_attrs
        # :func:`infer_elementwise` finds the output dtype by running the impl on stand-ins of the inputs' dtypes:
        # empty arrays, or with this trait one-element arrays (zeros), so an impl's checks of empty shapes
        # (Maximum / Minimum refuse to broadcast into an empty output) do not see the stand-ins.
        self.probe_nonempty = probe_nonempty
        # ``user_array_error(args) -> Exception | None``: the error MindSpore 2.10's PyNative raises for a numpy array
        # the user passes among ``args`` where it differs from the usual TypeError "Failed calling ..."
        # (:func:`refuse_user_array`; Stack reads a numpy piece beside Tensors as another rank); None: that TypeError.
        self.user_array_error: Optional[Callable[[Sequence[Any]], Optional[Exception]]] = None

    # -- rule attachment (decorators) -------------------------------------------------
    def def_impl(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        self.impl = fn
        return fn

    def def_infer(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        self._infer = fn
        return fn

    def def_kernel(self, fn: Callable[..., str]) -> Callable[..., str]:
        self.kernel = fn
        return fn

    # -- queries ---------------------------------------------------------------------
    @property
    def effectful(self) -> bool:
        return self.kind is OpKind.EFFECT

    def infer(self, *inputs: Any, **attrs: Any) -> Any:
        """Shape/dtype of the outputs for abstract inputs (Avals) and constant inputs."""
        if self._infer is not None:
            return self._infer(*inputs, **attrs)
        if self.kind is OpKind.ELEMENTWISE:
            return infer_elementwise(self, *inputs, **attrs)
        return infer_by_evaluation(self, *inputs, **attrs)

    def __repr__(self) -> str:
        return f"OpDef({self.name})"


def _empty_like(a: Any, size: int = 0) -> Any:
    """The dtype probe's stand-in for ``a``: an array of its dtype and rank, ``size`` (0 or 1) along each axis."""
    if isinstance(a, Aval):
        if a.weak:
            return a.proxy
        return np.zeros((size,) * a.ndim, a.dtype) if a.ndim else np.zeros((), a.dtype)
    return a


def infer_elementwise(op: OpDef, *inputs: Any, **attrs: Any) -> Aval:
    """Broadcast shapes; dtype = what numpy's impl produces on empty inputs of these dtypes."""
    shapes = [a.shape for a in inputs if isinstance(a, Aval)]
    try:
        shape = broadcast_shapes(*shapes)
    except ValueError:
        raise ShapeError(f"For '{op.name}', the shapes of the inputs "
                         f"{', '.join(str(tuple(s)) for s in shapes)} cannot be broadcast together.",
                         hint="make the shapes equal or broadcastable (numpy rules)") from None
    with np.errstate(all="ignore"):
        probe = op.impl(*[_empty_like(a, int(op.probe_nonempty)) for a in inputs], **attrs)
    weak = all(isinstance(a, Aval) and a.weak for a in inputs) and not shape
    return Aval(shape, np.asarray(probe).dtype, weak=weak and np.ndim(probe) == 0)


def infer_by_evaluation(op: OpDef, *inputs: Any, **attrs: Any) -> Any:
    """Fallback inference: run the impl on zeros of the given shapes (exact, but allocates)."""
    args = []
    for a in inputs:
        if isinstance(a, Aval):
            if any(d is None for d in a.shape):
                raise ShapeError(f"'{op.name}' needs static shapes for inference, got {a}.")
            args.append(a.proxy if a.weak else np.zeros(a.shape, a.dtype))
        else:
            args.append(a)
    with np.errstate(all="ignore"):
        out = op.impl(*args, **attrs)
    if isinstance(out, tuple):
        return tuple(Aval(np.shape(o), np.asarray(o).dtype) for o in out)
    return Aval(np.shape(out), np.asarray(out).dtype)


# ---------------------------------------------------------------------------------------
# Primitives
# ---------------------------------------------------------------------------------------
def _call_inputs(cls: type) -> Optional[Tuple[Any, ...]]:
    """MindSpore's (name | (name, default)) inputs of primitive class ``cls`` (None: MindSpore takes ``*args``)."""
    if not cls.__module__.startswith("msgraph."):
        return None   # a user's PrimitiveWithInfer: MindSpore's __call__(*args)
    from ._prim_inputs import CALL_INPUTS

    return CALL_INPUTS.get(cls.__name__)


def _bind_call_keywords(prim: "Primitive", args: Tuple[Any, ...], kwargs: Dict[str, Any]) -> Tuple[Any, ...]:
    """``args`` and keyword inputs as one positional tuple by MindSpore's input names; an input left out before
    the last one given takes MindSpore's default.  Python's TypeErrors for a call that does not bind."""
    from ._prim_inputs import _Dtype

    cls = type(prim)
    spec = _call_inputs(cls) or ()
    names = [p if isinstance(p, str) else p[0] for p in spec]
    head = f"{cls.__name__}.__call__()"
    for key in kwargs:
        if key not in names:
            raise TypeError(f"{head} got an unexpected keyword argument '{key}'")
        if names.index(key) < len(args):
            raise TypeError(f"{head} got multiple values for argument '{key}'")
    if len(args) > len(names):
        raise TypeError(f"{head} takes {len(names) + 1} positional arguments but {len(args) + 1} were given")
    last = max(names.index(k) for k in kwargs)
    out = list(args)
    missing = []
    for i in range(len(args), max(last + 1, len(names))):
        p = spec[i]
        if names[i] in kwargs:
            out.append(kwargs[names[i]])
        elif isinstance(p, str):
            missing.append(names[i])
        elif i <= last:
            default = p[1]
            if isinstance(default, _Dtype):
                from ..common import dtype as mstype

                default = getattr(mstype, str(default))
            out.append(default)
    if missing:
        s = "s" if len(missing) > 1 else ""
        quoted = " and ".join(f"'{m}'" for m in missing) if len(missing) < 3 else \
            ", ".join(f"'{m}'" for m in missing[:-1]) + f", and '{missing[-1]}'"
        raise TypeError(f"{head} missing {len(missing)} required positional argument{s}: {quoted}")
    return tuple(out)


def adopt_mindspore_input_names(classes: Sequence[type]) -> None:
    """Primitive classes with their own ``__call__`` whose inputs msgraph names differently from MindSpore
    (``Mul(x, y)`` vs ``input, other``): keyword inputs by MindSpore's names bind to positions too (msgraph's own
    names keep working).  Called once, after every op is defined (``msgraph/ops/__init__.py``)."""
    import functools

    for cls in classes:
        call = cls.__call__
        spec = _call_inputs(cls)
        if spec is None or call is Primitive.__call__ or getattr(call, "binds_keywords", False):
            continue
        try:
            params = list(inspect.signature(call).parameters.values())[1:]
        except (TypeError, ValueError):
            continue
        names = [p if isinstance(p, str) else p[0] for p in spec]
        if len(params) != len(names) or any(p.kind is not p.POSITIONAL_OR_KEYWORD for p in params) \
                or [p.name for p in params] == names:
            continue

        def make(call: Any, names: Tuple[str, ...]) -> Any:
            @functools.wraps(call)
            def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
                if kwargs and all(k in names for k in kwargs):
                    return call(self, *_bind_call_keywords(self, args, kwargs))
                return call(self, *args, **kwargs)
            return __call__

        cls.__call__ = make(call, tuple(names))


class _CallSignature:
    """``inspect.signature(prim)``: MindSpore's named inputs where its primitive names them (``(*args)``
    otherwise), so Graph mode reports a wrong keyword as MindSpore does; classes with their own ``__call__``
    (and the classes themselves) keep Python's signature."""

    _cache: Dict[type, Any] = {}

    def __get__(self, obj: Any, cls: Any = None) -> Any:
        call = type(obj).__call__ if obj is not None else None
        if call is None or call is not Primitive.__call__ and not getattr(call, "binds_keywords", False):
            return None
        cls = type(obj)
        sig = self._cache.get(cls)
        if sig is None:
            P = inspect.Parameter
            spec = _call_inputs(cls)
            if spec is None:
                params = [P("args", P.VAR_POSITIONAL)]
            else:
                params = [P(p, P.POSITIONAL_OR_KEYWORD) if isinstance(p, str)
                          else P(p[0], P.POSITIONAL_OR_KEYWORD, default=p[1]) for p in spec]
            sig = self._cache[cls] = inspect.Signature(params)
        return sig


class _PrimAttrs(dict):
    """A built-in primitive's ``attrs`` once it carries bookkeeping attributes (``add_prim_attr("fusion", 1)``,
    ``recompute()``, ``shard()``): the dict itself holds the kernel's attributes -- what ``**attrs`` and ``dict(attrs)``
    hand the implementation --, ``extra`` the rest, which indexing, ``get`` and ``in`` also find (MindSpore keeps
    both in one dict)."""

    __slots__ = ("extra",)

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.extra: Dict[str, Any] = {}

    def __missing__(self, key: str) -> Any:
        return self.extra[key]

    def get(self, key: str, default: Any = None) -> Any:
        return dict.get(self, key, self.extra.get(key, default))

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or key in self.extra

    def __repr__(self) -> str:
        return repr({**self, **self.extra})


class Primitive:
    """An op applied with fixed attributes; ``ops.Add()(x, y)``.

    Built-in primitive classes are generated by :func:`define_op`.  Users subclass
    :class:`PrimitiveWithInfer` to define their own ops (numpy ``compute`` +
    ``infer_shape``/``infer_dtype``) and register a bprop with ``bprop_getters``.
    """

    op: OpDef = None  # type: ignore[assignment]

    def __init__(self, name: Optional[str] = None):
        self.name = name or type(self).__name__
        # prim_attr_register may have recorded the attributes before the base __init__ runs
        self.attrs: Dict[str, Any] = self.__dict__.get("attrs") or {}
        self._bprop: Optional[Callable[..., Any]] = None
        op = OPS.get(self.name) if type(self) is Primitive else None
        if op is not None and op.prim_class is not None:
            # ``ops.Primitive("Add")``: MindSpore finds the op by its name; this is that op's primitive, with the
            # attributes' defaults (MindSpore's has none, so an op needing one fails there)
            self.__class__ = op.prim_class
            self.attrs = {**op.attr_defaults, **self.attrs}

    def __getattr__(self, name: str) -> Any:
        # MindSpore's primitive attributes are also instance attributes (``ops.Softmax(1).axis``)
        attrs = self.__dict__.get("attrs")
        if attrs is not None and name in attrs and not name.startswith("__"):
            return attrs[name]
        raise AttributeError(f"'{user_type(self).__name__}' object has no attribute '{name}'")

    def add_prim_attr(self, name: str, value: Any) -> "Primitive":
        if name == "primitive_target":    # MindSpore's placement hint, not an attribute of the kernel
            return self.set_device(value)
        self._set_attr(name, value)
        return self

    def _set_attr(self, name: str, value: Any) -> None:
        """An attribute: a built-in op's kernel attribute goes to ``attrs`` (its impl's keywords); any other
        (``fusion``, ``dump``, ``recompute``, a strategy) is bookkeeping: ``attrs[name]`` and ``prim.<name>`` read
        it, but it is not among the keywords ``**attrs`` hands the kernel (see :class:`_PrimAttrs`)."""
        op = type(self).op
        if op is not None and not isinstance(self, PrimitiveWithInfer) and name not in op.attr_defaults \
                and dict.__contains__(self.attrs, name) is False:
            if not isinstance(self.attrs, _PrimAttrs):
                self.attrs = _PrimAttrs(self.attrs)
            self.attrs.extra[name] = value
        else:
            self.attrs[name] = value

    # -- MindSpore's Primitive bookkeeping: recorded as attributes, nothing else in msgraph's CPU execution ----------
    def recompute(self, mode: bool = True) -> "Primitive":
        """Mark the primitive recomputed in the backward pass (an attribute; msgraph keeps its activations)."""
        if not isinstance(mode, bool):
            raise TypeError(f"The input value must be a bool, but got {user_type(mode).__name__}.")
        self._set_attr("recompute", mode)
        return self

    def shard(self, in_strategy: Any = None, out_strategy: Any = None) -> "Primitive":
        """The parallel strategy (kept as in_strategy/out_strategy attributes; one device here)."""
        for name, strategy in (("in_strategy", in_strategy), ("out_strategy", out_strategy)):
            if strategy is not None:
                if not isinstance(strategy, tuple):
                    raise TypeError(f"{name} must be tuple type, but got:{user_type(strategy)}")
                self._set_attr(name, strategy)
        return self

    def set_stage(self, stage: int) -> "Primitive":
        self._set_attr("stage", stage)
        return self

    def place(self, role: str, rank_id: int) -> None:
        if isinstance(rank_id, bool) or not isinstance(rank_id, int) or rank_id < 0:
            raise ValueError(f"For 'Primitive.place', the 'rank_id' must be int and must >= 0, but got '{rank_id}' "
                             f"with type '{user_type(rank_id).__name__}'.")
        if role != "MS_WORKER":
            raise ValueError(f"For 'Primitive.place', the argument 'role' must be 'MS_WORKER', but got '{role}'.")
        self._set_attr("ms_role", role)
        self._set_attr("rank_id", rank_id)

    def set_prim_instance_name(self, instance_name: str) -> "Primitive":
        self.__dict__["instance_name"] = instance_name
        return self

    def set_instance_name(self, instance_name: str) -> None:
        self.__dict__["instance_name"] = instance_name

    def add_attr(self, name: str, value: Any) -> None:
        self._set_attr(name, value)

    def del_prim_attr(self, name: str) -> "Primitive":
        self.del_attr(name)
        return self

    def del_attr(self, name: str) -> None:
        if isinstance(self.attrs, _PrimAttrs) and name in self.attrs.extra:
            del self.attrs.extra[name]
        elif name in self.attrs and name not in getattr(type(self).op, "attr_defaults", {}):
            del self.attrs[name]   # a kernel attribute stays (MindSpore deletes only what add_prim_attr set)

    def get_attr_dict(self) -> Dict[str, Any]:
        return {**self.attrs, **getattr(self.attrs, "extra", {})}

    def check_elim(self, *args: Any) -> tuple:
        return (False, None)

    update_parameter = False   # MindSpore: whether the primitive updates a Parameter in place (an attribute)

    def set_prim_type(self, prim_type: Any) -> None:
        self.__dict__["_prim_type"] = prim_type

    def set_signatures(self, signatures: Any) -> None:
        self.__dict__["_signatures"] = signatures

    def set_const_prim(self, is_const_prim: bool) -> None:
        self.__dict__["_const_prim"] = is_const_prim

    def set_const_input_indexes(self, const_input_indexes: Any) -> None:
        self.__dict__["_const_input_indexes"] = const_input_indexes

    def set_inplace_prim(self, inplace_prim: bool) -> None:
        self.__dict__["_inplace_prim"] = inplace_prim

    def set_device(self, device_target: str) -> "Primitive":
        """MindSpore's placement hint (``primitive_target``): msgraph runs every op on the CPU; returns self."""
        self.__dict__["_device_target"] = device_target
        return self

    def init_prim_io_names(self, inputs: Sequence[str], outputs: Sequence[str]) -> None:
        """MindSpore's names of the inputs and outputs (kept as the ``input_names``/``output_names`` attributes)."""
        self._set_attr("input_names", list(inputs))
        self._set_attr("output_names", list(outputs))

    # MindSpore's user data: any Python object kept on the primitive (not an attribute of the op).
    def set_user_data(self, key: str, value: Any) -> None:
        self.__dict__.setdefault("_user_data", {})[key] = value

    def get_user_data(self, key: str) -> Any:
        return self.__dict__.get("_user_data", {}).get(key)

    #: False on msgraph's internal variants of a primitive class (``Conv2DAnyDtype``: float64 for the
    #: finite-difference gradient checks): its OpDef's ``call_check`` is skipped.
    user_checks = True

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self.op is None:
            raise self.unknown_op_error(_ir_builder.building_graph())
        # (``args`` is never rebound: refuse_user_array finds the user's numpy array among this call's arguments)
        inputs = _bind_call_keywords(self, args, kwargs) if kwargs else args   # MindSpore's input names: positions
        if not kwargs and args and type(args[0]) in _SCALARS and self.name in NUMBERS_REFUSED:
            check_number_inputs(self, args)   # P.Equal()(2, 3): MindSpore 2.10's TypeError
        if self.name in SIGNATURE_INPUTS:
            check_signature_inputs(self.name, inputs)   # P.Less()(5, x), P.LogicalAnd()(x, 2): TypeError
        if self.op.call_check is not None and self.user_checks:
            self.op.call_check(self, *inputs)
        if not kwargs and type(self)._impl is Primitive._impl and len(args) > 1:
            _check_extra_inputs(self, args)
        return apply(self, inputs)

    __signature__ = _CallSignature()

    def unknown_op_error(self, in_graph: bool) -> Exception:
        """``ops.Primitive("no_such_op")(x)``: MindSpore's RuntimeError (its graph compiler finds no evaluator;
        PyNative finds no infer function)."""
        if in_graph:
            return OpRuntimeError(f"Operator '{self.name}' is invalid, or no matching evaluator could be found.")
        return OpRuntimeError(f"prim:{self.name} has no attr:__infer__")

    # The two hooks dispatch uses; built-ins defer to their OpDef.
    def _impl(self, *inputs: Any) -> Any:
        return self.op.impl(*inputs, **self.attrs)

    def _infer(self, *inputs: Any) -> Any:
        return self.op.infer(*inputs, **self.attrs)

    def get_bprop(self) -> Callable[..., Any]:
        """This primitive's bprop ``bprop(*inputs, out, dout) -> tuple`` from the registry."""
        if self._bprop is None:
            getter = bprop_getters.lookup(type(self))
            if getter is None:
                raise BpropError(f"no bprop is registered for primitive '{self.name}'.",
                                 hint=f"register one with @bprop_getters.register({user_type(self).__name__})")
            self._bprop = with_omitted_inputs(self, getter(self))
        return self._bprop

    def __repr__(self) -> str:
        attrs = {**self.attrs, **getattr(self.attrs, "extra", {})}
        if attrs:   # MindSpore 2.10 prints string attributes unquoted: Prim[Conv2D]<..., pad_mode=valid, ...>
            a = ", ".join(f"{k}={v if isinstance(v, str) else repr(v)}" for k, v in attrs.items())
            return f"Prim[{self.name}]<{a}>"
        return f"Prim[{self.name}]"

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.attrs == other.attrs  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self), tuple(sorted((k, repr(v)) for k, v in self.attrs.items()))))


class PrimitiveWithInfer(Primitive):
    """Base for user-defined primitives.

    Define ``compute(self, *arrays) -> ndarray`` (numpy), ``infer_shape(self, *shapes)``
    and ``infer_dtype(self, *dtypes)`` (msgraph dtypes in and out).  The op then works
    in PyNative and Graph mode; register its gradient with ``bprop_getters.register``.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        op = OpDef(cls.__name__, OpKind.OTHER)
        op.prim_class = cls
        cls.op = op

    def compute(self, *inputs: Any) -> Any:
        raise BpropError(f"primitive '{self.name}' defines no compute(); give it a numpy implementation.")

    def infer_shape(self, *shapes: Any) -> Any:
        return shapes[0]

    def infer_dtype(self, *dtypes: Any) -> Any:
        return dtypes[0]

    def _kernel(self) -> Optional[OpDef]:
        """The registry op that runs a subclass without ``compute``: MindSpore runs a Python primitive on the
        backend kernel of its name (a user-written ``QR``/``Rolling`` front end of a CPU kernel)."""
        if type(self).compute is not PrimitiveWithInfer.compute:
            return None
        op = OPS.get(self.name)
        return op if op is not None and op.impl is not None and op is not self.op else None

    def _kernel_attrs(self, op: OpDef) -> Dict[str, Any]:
        return {k: self.attrs.get(k, v) for k, v in op.attr_defaults.items()}

    def _impl(self, *inputs: Any) -> Any:
        op = self._kernel()
        if op is not None:
            return op.impl(*inputs, **self._kernel_attrs(op))
        return self.compute(*inputs)

    def _infer(self, *inputs: Any) -> Any:
        from ..common.dtype import from_numpy

        op = self._kernel()
        if op is not None:
            return op.infer(*inputs, **self._kernel_attrs(op))

        avals = [a for a in inputs if isinstance(a, Aval)]
        shape = self.infer_shape(*[list(a.shape) for a in avals])
        dtype = self.infer_dtype(*[from_numpy(a.dtype) for a in avals])
        return Aval(tuple(shape), getattr(dtype, "np", dtype))


def define_op(name: str, kind: OpKind = OpKind.OTHER, *, attrs: Optional[Dict[str, Any]] = None,
              prim_name: Optional[str] = None, **kw: Any) -> OpDef:
    """Create and register an OpDef plus its Primitive class (``prim_name``, default ``name``).

    The primitive's ``__init__`` takes the attributes positionally or by keyword, in
    the order given in ``attrs`` (``ops.MatMul(False, True)``), with their defaults.
    """
    if name in OPS:
        raise ValueError(f"op {name!r} is defined twice; an op has exactly one definition")
    op = OpDef(name, kind, attrs=attrs, **kw)
    defaults = op.attr_defaults
    cls_name = prim_name or name

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        Primitive.__init__(self, cls_name)
        if len(args) > len(defaults):
            raise ArgumentError(f"{cls_name}() takes at most {len(defaults)} attribute(s), got {len(args)}.")
        values = dict(defaults)
        for key, val in zip(defaults, args):
            values[key] = val
        for key, val in kwargs.items():
            if key not in defaults:
                raise ArgumentError(f"{cls_name}() got an unexpected attribute {key!r}.",
                                    hint=f"valid attributes: {', '.join(defaults) or 'none'}")
            values[key] = val
        for key, val in values.items():
            if type(val) is MutableBool:   # ``keep_dims=ms.mutable(True)``: MindSpore takes it as the bool
                values[key] = bool(val)
        self.attrs = values
        if op.init_rule is not None:
            op.init_rule(self, args, kwargs)

    cls = type(cls_name, (Primitive,), {"__init__": __init__, "op": op,
                                        "__doc__": op.doc or f"Primitive for op '{name}'."})
    cls.__module__ = "msgraph.ops"
    op.prim_class = cls
    OPS[name] = op
    if op.public:
        PRIMITIVES[cls_name] = cls
    return op


def define_elementwise(name: str, impl: Callable[..., Any], kernel: Callable[..., str], doc: str = "",
                       promote: Optional[Callable[..., Any]] = None, **kw: Any) -> OpDef:
    """define_op for an elementwise op: the OpDef, its numpy impl (wrapped by ``elementwise_impl``
    so eager errors are the inference rule's) and its fusion kernel ``kernel(out_dtype, *exprs)``.
    ``promote(*inputs) -> dtype | None`` (OpDef.compute_dtype) casts the operands before ``impl``."""
    op = define_op(name, OpKind.ELEMENTWISE, doc=doc, **kw)
    op.compute_dtype = promote
    op.def_impl(elementwise_impl(op, _with_eager_kernel(op, impl) if op.eager_kernel else impl))
    op.def_kernel(kernel)
    return op


def _with_eager_kernel(op: OpDef, impl: Callable[..., Any]) -> Callable[..., Any]:
    """``impl`` of an op with the ``eager_kernel`` trait: a large array of one of its dtypes runs the op's kernel
    expression compiled once it is ready (:func:`_fastpath.run`), numpy's ``impl`` otherwise."""
    dtypes = frozenset(op.eager_kernel)

    def run(*args: Any, **attrs: Any) -> Any:
        if len(args) == 1 and not attrs:
            a = args[0]
            if type(a) is np.ndarray and a.dtype in dtypes and a.size >= _fastpath.MIN_SIZE:
                r = _fastpath.run(op, a)
                if r is not None:
                    return r
        return impl(*args, **attrs)

    return run


def define_unary(name: str, impl: Callable[..., Any], kernel: Callable[..., str],
                 bprop: Optional[Callable[[Any, Any, Any], Any]] = None, *, doc: str = "",
                 fn: Optional[str] = None, arg: str = "input", fn_doc: str = "",
                 **traits: Any) -> Tuple[OpDef, type, "Primitive", Any]:
    """Declare a unary elementwise op in one row; returns ``(OpDef, Primitive class, primitive, function)``.

    * ``impl`` -- the numpy implementation; ``kernel(out_dtype, x) -> str`` -- the fusion kernel.
    * ``bprop(x, out, dout) -> dx`` -- the gradient, written with public ops (registered as the
      op's bprop getter); ``None`` makes the op non-differentiable.
    * ``fn`` -- the name of the function form (``'exp'``): ``fn(arg)`` applies the op, marked with
      :func:`op_function`, documented by ``fn_doc``.  ``None`` when the function form takes more
      than the one tensor (the op family writes it): the returned function is then ``None``.
    * ``traits`` -- the op's :class:`OpDef` traits (``cost=10``, ``no_cast=(0,)``...).

    ``EXP, Exp, _P_EXP, exp = define_unary("Exp", np.exp, lambda t, x: f"vm.exp({x})",
    lambda x, out, dout: mul(dout, out), doc="e ** x.", fn="exp")`` is the whole op.
    """
    def bprop_rule(x: Any, out: Any, dout: Any) -> Tuple[Any]:
        return (bprop(x, out, dout),)  # type: ignore[misc]

    return _define_row(name, impl, kernel, bprop, bprop_rule, doc, fn, (arg,), fn_doc, sys._getframe(1),
                       traits=traits)


def define_binary(name: str, impl: Callable[..., Any], kernel: Callable[..., str],
                  bprop: Optional[Callable[[Any, Any, Any, Any], Tuple[Any, Any]]] = None, *, doc: str = "",
                  fn: Optional[str] = None, fn_doc: str = "", args: Tuple[str, str] = ("input", "other"),
                  promote: Optional[Callable[..., Any]] = None, **traits: Any) -> Tuple[OpDef, type, "Primitive", Any]:
    """Declare a binary elementwise op in one row; returns ``(OpDef, Primitive class, primitive, function)``.

    As :func:`define_unary`, with ``kernel(out_dtype, x, y) -> str`` and ``bprop(x, y, out, dout) ->
    (dx, dy)``: the gradients at the broadcast output shape, which the registered rule reduces to
    the inputs' shapes and dtypes (0 for Python-number inputs) with ``binop_grad_common``.  The
    function form is ``fn(x, y)``; ``promote`` is the operands' type promotion (OpDef.compute_dtype).

    ``ADD, Add, _P_ADD, add = define_binary("Add", np.add, lambda t, x, y: f"({x} + {y})",
    lambda x, y, out, dout: (dout, dout), doc="x + y.", fn="add")`` is the whole op.
    """
    keep_float = bool(traits.pop("float_grad_for_int", False))  # Div: MindSpore keeps int inputs' float grads

    def bprop_rule(x, y, out, dout):
        dx, dy = bprop(x, y, out, dout)  # type: ignore[misc]
        return binop_grad_common(x, y, dx, dy, keep_float)

    return _define_row(name, impl, kernel, bprop, bprop_rule, doc, fn, args, fn_doc, sys._getframe(1),
                       promote, traits)


def _define_row(name: str, impl: Callable[..., Any], kernel: Callable[..., str], bprop: Optional[Callable[..., Any]],
                rule: Callable[..., Any], doc: str, fn: Optional[str], args: Tuple[str, ...], fn_doc: str,
                caller: Any, promote: Optional[Callable[..., Any]] = None,
                traits: Optional[Dict[str, Any]] = None) -> Tuple[OpDef, type, "Primitive", Any]:
    """define_unary / define_binary: the op, its bprop getter (returning ``rule``) and function form,
    the getter and the function attributed to the caller's module."""
    op = define_elementwise(name, impl, kernel, doc, promote, differentiable=bprop is not None, **(traits or {}))
    cls = op.prim_class
    p = prim(op)
    module = caller.f_globals.get("__name__", cls.__module__)
    if bprop is not None:
        def get_bprop(self: Any) -> Callable[..., Any]:
            return rule

        get_bprop.__name__ = get_bprop.__qualname__ = f"get_bprop_{fn or name.lower()}"
        get_bprop.__module__ = module
        bprop_getters.register(cls)(get_bprop)
    function = None
    if fn is not None:
        if len(args) == 1 and name in NUMBERS_REFUSED:
            def function(x: Any) -> Any:
                if type(x) in _SCALARS and called_by_user():   # the user's ops.exp(3): TypeError, as P.Exp()(3)
                    check_number_inputs(p, (x,))
                return apply(p, (x,))
        elif len(args) == 1:
            def function(x: Any) -> Any:
                return apply(p, (x,))
        elif name in SIGNATURE_INPUTS:
            def function(x: Any, y: Any) -> Any:
                if type(x) in _SCALARS or type(y) in _SCALARS:   # ops.less(5, x): TypeError
                    check_signature_inputs(name, (x, y))
                return apply(p, (x, y))
        else:
            def function(x: Any, y: Any) -> Any:
                return apply(p, (x, y))

        # The function form's own name and parameters, so calls, signatures and TypeErrors read
        # exactly as for a hand-written ``def exp(x)`` (``relu(input)``, ``stop_gradient(value)``).
        function.__code__ = function.__code__.replace(co_name=fn, co_qualname=fn, co_varnames=args)
        function.__name__ = function.__qualname__ = fn
        function.__module__ = module
        function.__doc__ = fn_doc or None
        function.__annotations__ = {**{a: "Any" for a in args}, "return": "Any"}
        op_function(function)
    return op, cls, p, function


# ---------------------------------------------------------------------------------------
# Omitted optional inputs (one convention for every bprop)
# ---------------------------------------------------------------------------------------
_NO_DEFAULT = inspect.Parameter.empty


def optional_inputs(op: "OpDef") -> Tuple[Tuple[int, Any], ...]:
    """``(position, default)`` of the inputs a call of ``op`` may omit (``ReduceMax()(x)`` omits
    ``axis``), read from the numpy implementation's positional parameters (attributes excluded)."""
    cached = op.__dict__.get("_optional_inputs")
    if cached is not None:
        return cached
    found: List[Tuple[int, Any]] = []
    if op.kind is OpKind.ELEMENTWISE:   # every input of an elementwise op is a tensor operand
        op._optional_inputs = ()
        return op._optional_inputs
    try:
        params = [q for q in inspect.signature(op.impl).parameters.values()
                  if q.kind in (q.POSITIONAL_ONLY, q.POSITIONAL_OR_KEYWORD) and q.name not in op.attr_defaults]
        found = [(i, q.default) for i, q in enumerate(params) if q.default is not _NO_DEFAULT]
    except (TypeError, ValueError):   # a builtin/ufunc impl without a Python signature
        pass
    op._optional_inputs = tuple(found)
    return op._optional_inputs


def _n_bprop_inputs(rule: Callable[..., Any]) -> Optional[int]:
    try:
        ps = list(inspect.signature(rule).parameters.values())
    except (TypeError, ValueError):
        return None
    if any(q.kind is q.VAR_POSITIONAL for q in ps):
        return None
    return len([q for q in ps if q.kind in (q.POSITIONAL_ONLY, q.POSITIONAL_OR_KEYWORD)]) - 2


def with_omitted_inputs(p: "Primitive", rule: Callable[..., Any]) -> Callable[..., Any]:
    """The convention for calls that omit optional inputs: a bprop always receives every input it
    declares (``bprop(x, axis, out, dout)``), the omitted ones as their defaults, and its result
    is cut back to one gradient per input actually passed.  Eager tape and compiler share it, as
    both call :meth:`Primitive.get_bprop`."""
    op = p.op
    n_rule = _n_bprop_inputs(rule)
    if op is None or op.impl is None or n_rule is None:
        return rule
    defaults = dict(optional_inputs(op))
    if not defaults or not any(i < n_rule for i in defaults):
        return rule

    def bprop(*args: Any) -> Any:
        inputs, out, dout = args[:-2], args[-2], args[-1]
        n = len(inputs)
        if n >= n_rule or any(i not in defaults for i in range(n, n_rule)):
            return rule(*args)
        full = tuple(inputs) + tuple(defaults[i] for i in range(n, n_rule))
        grads = rule(*full, out, dout)
        return tuple(grads)[:n] if isinstance(grads, (tuple, list)) else grads

    bprop.__wrapped__ = rule  # type: ignore[attr-defined]
    return bprop


_PRIM_CACHE: Dict[Tuple[type, Tuple[Tuple[str, Any], ...]], Primitive] = {}


#: prim()'s calls as written (attributes in the caller's order) -> the cached primitive: one lookup with no sort
_PRIM_CALLS: Dict[Tuple[Any, ...], Primitive] = {}


def prim(op_or_cls: Any, **attrs: Any) -> Primitive:
    """A cached primitive instance for an op with the given attributes (for function forms)."""
    try:
        return _PRIM_CALLS[(op_or_cls, *attrs.items())]
    except (KeyError, TypeError):
        pass
    cls = op_or_cls.prim_class if isinstance(op_or_cls, OpDef) else op_or_cls
    try:
        key = (cls, tuple(sorted(attrs.items())))
        hash(key)
    except TypeError:
        return cls(**attrs)
    p = _PRIM_CACHE.get(key)
    if p is None:
        p = _PRIM_CACHE[key] = cls(**attrs)
    if len(_PRIM_CALLS) < 4096:
        _PRIM_CALLS[(op_or_cls, *attrs.items())] = p
    return p


# ---------------------------------------------------------------------------------------
# bprop registry (MindSpore's spelling)
# ---------------------------------------------------------------------------------------
class BpropRegistry:
    """``@bprop_getters.register(ops.Mul)`` on ``def get_bprop(self): return bprop``."""

    def __init__(self) -> None:
        self._getters: Dict[Any, Callable[..., Any]] = {}

    def register(self, prim_cls: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        key = _prim_key(prim_cls)

        def deco(getter: Callable[..., Any]) -> Callable[..., Any]:
            if not callable(getter):
                raise BpropError("bprop_getters.register expects a getter function.")
            self._getters[key] = getter
            # Drop cached bprops so a re-registered rule takes effect.
            for p in _PRIM_CACHE.values():
                if _prim_key(type(p)) == key:
                    p._bprop = None
            return getter

        return deco

    def lookup(self, prim_cls: type) -> Optional[Callable[..., Any]]:
        for klass in prim_cls.__mro__:
            g = self._getters.get(_prim_key(klass))
            if g is not None:
                return g
        return None

    def __contains__(self, prim_cls: Any) -> bool:
        return self.lookup(prim_cls if isinstance(prim_cls, type) else type(prim_cls)) is not None


def _prim_key(p: Any) -> Any:
    if isinstance(p, OpDef):
        return p.prim_class
    if isinstance(p, str):
        return OPS[p].prim_class
    return p


bprop_getters = BpropRegistry()


def ops_without_bprop() -> List[str]:
    """Names of registered differentiable ops that have no bprop rule."""
    return sorted(name for name, op in OPS.items()
                  if op.differentiable and bprop_getters.lookup(op.prim_class) is None)


# ---------------------------------------------------------------------------------------
# Dispatch
# ---------------------------------------------------------------------------------------
_SCALARS = (float, int, bool)

#: Set by the front end (``frontend/symbolic.py``): ``STATEFUL_EMIT(p, args)`` emits a stateful op with constant
#: arguments as a graph node while a graph is being built, and returns None otherwise (PyNative).
STATEFUL_EMIT: Optional[Callable[[Any, Sequence[Any]], Any]] = None


def _refuse_string(p: Primitive) -> None:
    """A String Tensor (``Tensor(np.array(["a", "b"]))``) reaches no kernel: MindSpore's TypeError."""
    raise DTypeError(f"For '{p.name}', the input is a Tensor[String]: no operator takes String data.",
                     hint="a String Tensor can be printed, read back with asnumpy() and inspected (shape, dtype)")


#: while a ``jit(capture_mode='trace')`` function runs its first call per key: the recorder of its op applications
TRACE_OPS: List[Any] = [None]


def prim_input_counts(prim: Any) -> Optional[Tuple[int, int]]:
    """(required, most) positional inputs of ``prim``'s registry implementation (its attributes and a
    ufunc's ``out=`` excluded); None when they are not known (frontend/prim_arity.py: graph mode's errors)."""
    op = prim.op
    try:
        params = list(inspect.signature(op.impl).parameters.values())
    except (TypeError, ValueError):
        return None
    if any(q.kind is q.VAR_POSITIONAL for q in params):
        return None
    ins = [q for q in params if q.kind in (q.POSITIONAL_ONLY, q.POSITIONAL_OR_KEYWORD)
           and q.name not in op.attr_defaults and q.name not in prim.attrs
           and not (q.name == "out" and q.default is None)]
    return len([q for q in ins if q.default is q.empty]), len(ins)


def _check_extra_inputs(p: Primitive, args: Sequence[Any]) -> None:
    """PyNative ``P.Add()(x, x, x)``: MindSpore 2.10's primitive ``__call__`` takes its inputs by name, so an
    extra one is Python's TypeError (msgraph computed on the first two)."""
    counts = prim_input_counts(p)
    if counts is not None and len(args) > counts[1]:
        raise TypeError(f"{p.name}.__call__() takes {counts[1] + 1} positional arguments but {len(args) + 1} "
                        "were given")


def apply(p: Primitive, args: Sequence[Any], _traced: bool = True) -> Any:
    """Run primitive ``p`` on ``args``.

    Tensors are unwrapped to numpy, Python scalars pass through (weak typing), and
    when an argument is symbolic (it has ``__msgraph_emit__``, i.e. it is an IR value
    during compilation) the call is handed to it to emit an IR node instead.
    Results are wrapped as Tensors and recorded on the tape when a gradient is
    being taken.  The body stays in this one function: the user-frame walks below (:func:`float32_operands`,
    :func:`refuse_user_array`) count frames from it and know its code (``_APPLY_CODE``).
    """
    if _traced and TRACE_OPS[0] is not None:   # a jit(capture_mode='trace') function's first call records its ops
        return TRACE_OPS[0](p, args)          # (api.py), which applies each through apply_untraced
    if _amp_state.STATE.dtype is not None:  # inside a mixed-precision Cell (ops/amp_state.py)
        return _amp_state.dispatch(p, args, apply)
    inputs = []
    floats = False
    bf16 = False
    for a in args:
        cls = type(a)
        if cls in _TENSOR_TYPES:
            if a._data.dtype.kind in "USV":
                if a._data.dtype.kind != "V":
                    _refuse_string(p)
                if _dtype_mod.is_float8(a._data.dtype):   # storage only: MindSpore's CPU has no kernel taking it
                    raise TypeError(f"For '{p.name}', type_id:{a.dtype} is invalid: a {a.dtype} Tensor can only be "
                                    "made and shown, no operator takes it on CPU.")
                bf16 = True     # (the other "V" dtype a Tensor holds: bfloat16)
            inputs.append(a._data)
        elif cls in _SCALARS:
            inputs.append(a)
            floats = floats or cls is float
        elif a is None:
            if p.op.kind is OpKind.ELEMENTWISE:
                check_tensor_inputs(p, args)
            inputs.append(a)
        elif isinstance(a, Tensor):
            inputs.append(a._data)
        else:
            emit = getattr(a, "__msgraph_emit__", None)
            if emit is not None:
                return emit(p, args)
            for b in args:  # a later symbolic argument still wins
                emit = getattr(b, "__msgraph_emit__", None)
                if emit is not None:
                    return emit(p, args)
            if cls in _NON_TENSORS:
                check_tensor_inputs(p, args)
            if cls is np.ndarray:
                # (in graph code too: a numpy array argument, global or ``np.ones(...)`` given straight to an op is
                # MindSpore 2.10's TypeError "Failed calling Abs with input=External" -- lead45/numpy_external)
                refuse_user_array(p, args, a)
            inputs.append(numpy_scalar_operand(p, a) if isinstance(a, np.generic) else _constant_input(p, a))
            floats = floats or type(inputs[-1]) is float   # (an ms.mutable float in PyNative: a float subclass)
            bf16 = bf16 or (type(inputs[-1]) in (tuple, list) and _bf16.has_bf16(inputs[-1]))   # (Concat's pieces)
    if inputs and type(inputs[0]) in _SCALARS:
        inputs = _scalar_operands(p, inputs)
    if floats and p.op.kind is OpKind.ELEMENTWISE:
        inputs = float32_operands(inputs, [getattr(a, "dtype", None) for a in inputs])
    if p.op.stateful and STATEFUL_EMIT is not None:
        # a random op on constant arguments while a graph is being built (``ops.standard_normal((2, 3))``,
        # ``x.normal_()`` in construct): a node that draws each time the graph runs, never a compile-time constant
        out = STATEFUL_EMIT(p, args)
        if out is not None:
            return out
    if p.op.const_inputs:
        for i in p.op.const_inputs:
            if p.name in CONST_TENSOR_REFUSED and i < len(args) and isinstance(args[i], Tensor):
                refuse_const_tensor(p, args)
            if i < len(inputs) and isinstance(inputs[i], (np.ndarray, tuple, list)):
                inputs[i] = static_value(inputs[i])
    if bf16:   # MindSpore's CPU kernels take bfloat16 for few ops (its error for the others); ops/bf16.py
        _bf16.check(p.name, inputs)
    if p.name in _APPLY_FOLDS and not bf16:
        # constants in graph code: MindSpore's compile-time value
        folded = graph_fold(p.name, args if _APPLY_FOLDS[p.name] else inputs, p)
        if folded is not None:
            if _ir_builder.building_graph():
                _mark_print_const(p, args, folded)
            return folded
    try:
        if bf16:
            out = _bf16.call(p.name, p._impl, inputs, checked=True)
        elif _profiling.ACTIVE:  # mindspore.Profiler is collecting (common/profiling.py)
            t0 = _perf_counter()
            out = p._impl(*inputs)
            _profiling.record(_profiling.OPS, p.name, _perf_counter() - t0)
        else:
            out = p._impl(*inputs)
    except (ValueError, TypeError, IndexError) as exc:
        if isinstance(exc, (ShapeError, DTypeError, ArgumentError)):
            raise
        raise _op_error(p, args, exc) from None
    result = wrap_result(out)
    if _ir_builder.building_graph():   # computed while graph code is lowered: a constant to Print?
        _mark_print_const(p, args, result)
    if _tape.STATE.depth:
        if p.op.differentiable:
            _tape.record(p, args, result, raising=p.name in RAISING_BPROP)
        elif p.name != "StopGradient":   # (its result is detached: nothing after it raises; left52)
            _tape.reach(args, result)
    if p.name in VIEW_OPS and type(args[0]) in _TENSOR_TYPES \
            and not (p.name == "Reshape" and not args[0].is_contiguous()):
        _link_view(p, args, inputs, result)   # (MindSpore reshapes a non-contiguous Tensor into a contiguous copy)
    return result


_NON_TENSORS = (list, tuple, str)


# Ops MindSpore 2.10 folds while compiling when their Tensor inputs are constants, so that graph-code Print shows
# the result as a constant (``(1, 2)``; measured, pr49): Add / Sub / Mul of two constant Tensors (not of a Tensor
# and a Python number), Neg, Cast, Reshape, ReduceSum, ZerosLike / OnesLike of one, Ones / Zeros.  MatMul, Exp,
# comparisons, indexing and the rest are computed when the graph runs (Print shows a Tensor).
PRINT_FOLDS = frozenset({"Add", "Sub", "Mul", "Muls", "Div", "Divs", "RealDiv", "AddExt", "SubExt", "Neg", "Cast",
                         "Reshape", "ReduceSum",
                         "ZerosLike", "OnesLike", "Ones", "Zeros", "Fill"})


def _mark_print_const(p: Primitive, args: Sequence[Any], result: Any) -> None:
    """Note on a Tensor computed while graph code is lowered whether MindSpore would hold it as a compile-time
    constant (``_print_const``; read by ops.control.graph_print_arg)."""
    def const(a: Any) -> bool:
        return type(a) is Tensor and a.__dict__.get("_print_const", True)   # (a Parameter is no constant)

    def number(a: Any) -> bool:
        return isinstance(a, (int, float)) and not isinstance(a, bool)

    if p.name in ("Mul", "Muls", "Div", "Divs", "RealDiv"):
        # a constant times or over a Python number is one too (measured pr50; plus or minus one is not)
        ok = len(args) >= 2 and all(const(a) or number(a) for a in args[:2]) and any(const(a) for a in args[:2])
    elif p.name in ("Add", "Sub", "AddExt", "SubExt"):
        ok = len(args) >= 2 and all(const(a) for a in args[:2])
    elif p.name in PRINT_FOLDS:
        tensors = [a for a in args if type(a) in _TENSOR_TYPES]
        ok = all(const(a) for a in tensors)
    else:
        ok = False
    for r in (result if isinstance(result, tuple) else (result,)):
        if type(r) in _TENSOR_TYPES:
            r.__dict__["_print_const"] = ok


def number_dtype(kind: str) -> Any:
    """The dtype MindSpore 2.10 gives a Python number it makes a Tensor of (numpy kind ``kind``): Float32 for a float;
    Int64 for an int, Int32 in graph code (while a graph is being built); None for a bool (it stays Bool).  The one
    rule behind ``P.Add()(2, 5)`` in graph code (front end: ``calls.number_tensor``; function forms:
    :func:`_scalar_operands`) and the number operand of Mul/Div (``ops.math._number_tensor``)."""
    if kind == "f":
        return np.float32
    if kind in "iu":
        return np.int32 if _ir_builder.building_graph() else np.int64
    return None


def _scalar_operands(p: Primitive, inputs: List[Any]) -> List[Any]:
    """An elementwise primitive called on Python numbers only, a float among them (``P.Add()(2.5, 1.5)``,
    ``P.Mul()(2, 1.5)``), computes in float32 as MindSpore 2.10's does (Float32 4.0), not with Python's float64
    arithmetic; the ints stay Python numbers (weak), so int-only calls (``F.log(2)`` in a bprop) are unchanged.
    Graph mode's Div with an int among the numbers stays Python's true division (MindSpore: Float64); PyNative's
    Div of two ints is Float32 (``P.Div()(7, 2)``: 3.5 Float32)."""
    if p.op.kind is not OpKind.ELEMENTWISE or not all(type(a) in _SCALARS for a in inputs):
        return inputs
    if p.name == "Div":
        if _ir_builder.building_graph() and any(type(a) is not float for a in inputs):
            return inputs
        return [np.float32(a) for a in inputs]
    if not any(type(a) is float for a in inputs):
        if _ir_builder.building_graph() and len(inputs) > 1 and any(type(a) is int for a in inputs):
            # Graph mode turns Python ints given to an elementwise primitive into Int32 Tensors
            # (``P.Add()(2, 5)`` in construct: Int32 7; PyNative: Int64 7); bools only stay Bool
            return [number_dtype("i")(a) for a in inputs]
        return inputs
    return [np.float32(a) if type(a) is float else a for a in inputs]


#: MindSpore 2.10's PyNative view ops: their result shares the input's memory (common/views.py)
VIEW_OPS = frozenset({"GetItem", "Transpose", "Reshape", "ExpandDims", "Squeeze", "Split", "BroadcastTo"})


def _link_view(p: Primitive, args: Sequence[Any], inputs: List[Any], result: Any) -> None:
    """A view op's record (common/views.py): (primitive, other arguments, their unwrapped values, output index).
    Only the record is kept per call; ``_replay_view``/``_view_positions`` run it when a write needs it."""
    if isinstance(result, tuple):
        rest, consts = tuple(args[1:]), tuple(inputs[1:])
        for k, r in enumerate(result):
            if isinstance(r, Tensor):
                _views.link(args[0], r, (p, rest, consts, k))
                if not _tape.STATE.depth:
                    r.__dict__["_vnograd"] = True
    elif isinstance(result, Tensor):
        _views.link(args[0], result, (p, tuple(args[1:]), tuple(inputs[1:]), None))
        if not _tape.STATE.depth:
            # a view made outside any gradient: MindSpore 2.10 refuses a Tensor hook on it (common/tensor_hooks)
            result.__dict__["_vnograd"] = True


def _replay_view(record: Tuple[Any, ...], parent: Any) -> Any:
    p, rest, _, k = record
    out = apply(p, (parent,) + rest)
    return out if k is None else out[k]


def _view_positions(record: Tuple[Any, ...], arr: np.ndarray) -> np.ndarray:
    p, _, consts, k = record
    out = p._impl(arr, *consts)
    return out if k is None else out[k]


_views.set_ops(_replay_view, _view_positions)


#: primitives whose constant input (``const_inputs``) MindSpore 2.10 does not read from a Tensor: a TypeError in both
#: modes (``P.Transpose()(x, Tensor([1, 0]))``; recorded: ut_compiler2/tensor_as_constant)
CONST_TENSOR_REFUSED = frozenset(("Transpose",))

#: MindSpore 2.10's Graph-mode constant folds, all of them: the primitives whose call on constants in graph code
#: (every input known while the graph compiles: Cell attribute Tensors, Tensors made from constants, Python numbers;
#: not Parameters or graph arguments) MindSpore evaluates with numpy while compiling (its ``infer_value_for_<name>`` in
#: ``ops/operations/manually_defined/ops_def.py``), keeping numpy's dtype.  MindSpore primitive name ->
#: ``fold(prim, operands) -> ndarray | Tensor | None`` (None: computed as usual), registered next to the op with
#: :func:`register_graph_fold` and reached through the one hook :func:`graph_fold`.
GRAPH_FOLDS: Dict[str, Callable[..., Any]] = {}
#: The folds :func:`apply` runs (its primitive is MindSpore's, with MindSpore's inputs): ReduceSum, Softmax, Divs...
#: name -> whether the fold takes apply's arguments (Tensors, Python numbers) rather than its numpy inputs
_APPLY_FOLDS: Dict[str, bool] = {}


def register_graph_fold(name: str, fold: Callable[..., Any], *, at_apply: Any = True) -> None:
    """Register MindSpore primitive ``name``'s Graph-mode constant fold.  ``at_apply``: msgraph's primitive of that
    name receives MindSpore's inputs, and :func:`apply` folds it -- True: ``fold(prim, inputs)`` (numpy arrays and
    constants); "args": ``fold(prim, args)`` (the Tensors and Python numbers ``apply`` was given, where a number's
    exact value or a Parameter matters: Divs).  False: the MindSpore primitive is a form of an msgraph function whose
    operands it converts before any primitive sees them -- Div / DivMod / DivMods (a Python number is a 0-d Tensor by
    the time msgraph's Div runs), LinalgVectorNorm (a composition) -- and that function form calls
    :func:`graph_fold` first with the user's operands (``fold(None, operands)``: Tensors, Python numbers)."""
    if name in GRAPH_FOLDS:
        raise ValueError(f"graph fold {name!r} is registered twice")
    if at_apply not in (True, False, "args"):
        raise ValueError(f"graph fold {name!r}: at_apply is True, False or 'args', not {at_apply!r}")
    GRAPH_FOLDS[name] = fold
    if at_apply:
        _APPLY_FOLDS[name] = at_apply == "args"


def graph_fold(name: str, operands: Sequence[Any], prim: Optional[Primitive] = None) -> Any:
    """MindSpore primitive ``name``'s compile-time value of ``operands`` as a Tensor, or None: not while a graph is
    being built, no fold of that name, a bfloat16 operand (MindSpore folds none), or the fold declines."""
    if not _ir_builder.building_graph():
        return None
    fold = GRAPH_FOLDS.get(name)
    if fold is None or any(type(a) in _TENSOR_TYPES and a._data.dtype.kind == "V" for a in operands):
        return None
    out = fold(prim, operands)
    return None if out is None else out if isinstance(out, Tensor) else wrap_result(out)


def refuse_const_tensor(p: Any, args: Sequence[Any]) -> None:
    names = {"Transpose": ("input", "dims")}.get(p.name)
    inner = ", ".join(f"{n}=Tensor" for n in names) if names else ", ".join("Tensor" for _ in args)
    raise DTypeError(f'Failed calling {p.name} with "{p.name}()({inner})".')


#: names of the ops whose gradient is MindSpore's "bprop not defined" error (:func:`raising_bprop`): differentiable
#: in that a gradient reaching them raises, but never through them (random-program generators leave them out)
RAISING_BPROP: set = set()


def raising_bprop(op: Any, name: str, message: Optional[str] = None) -> None:
    """Give ``op`` MindSpore 2.10's missing gradient: a gradient reaching its output raises MindSpore's RuntimeError
    (``message``, default "Illegal primitive <name>'s bprop not defined") instead of the silent zeros of a
    non-differentiable op (h-grad26: Qr, Eig, Lstsq... gave zero gradients)."""
    text = message or f"Illegal primitive {name}'s bprop not defined"

    def bprop(*args: Any) -> Any:
        raise OpRuntimeError(text)

    op.differentiable = True
    RAISING_BPROP.add(op.name)
    bprop_getters.register(op.prim_class)(lambda self: bprop)


#: the primitives whose inputs are one sequence of Tensors (:func:`make_variadic`: Concat, Stack...)
VARIADIC_OPS: set = set()


def make_variadic(cls: type) -> type:
    """Let ``Prim()(tuple_of_tensors)`` (MindSpore's Concat/Stack call) pass the tensors as inputs.

    The tensors become separate inputs of the op so the tape and the compiler see each of
    them; ``Prim()(a, b)`` works too.
    """
    VARIADIC_OPS.add(cls.op.name if hasattr(cls, "op") else cls.__name__)
    def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
        if kwargs:   # MindSpore's input name: ops.Concat(1)(tensors=(x, y))
            args = _bind_call_keywords(self, args, kwargs)
        if len(args) == 1 and isinstance(args[0], (tuple, list)):
            args = tuple(args[0])
        return apply(self, args)

    __call__.binds_keywords = True   # type: ignore[attr-defined]  (inspect.signature: MindSpore's input names)
    cls.__call__ = __call__
    return cls


def tensor_positions(op: OpDef, n: int) -> Sequence[int]:
    """The argument positions where MindSpore 2.10's signature of ``op`` takes a Tensor (a number is
    accepted there too): every operand of an elementwise op, every piece of a Concat / Stack
    (:data:`VARIADIC_OPS`), the operand(s) of a reduction, a shape op or a contraction. Constant inputs
    (``const_inputs``: axes, shapes) never are."""
    if op.kind is OpKind.ELEMENTWISE or op.name in VARIADIC_OPS:
        pos: Sequence[int] = range(n)
    elif op.kind is OpKind.CONTRACTION:
        pos = (0, 1)
    elif op.kind in (OpKind.REDUCTION, OpKind.SHAPE):
        pos = (0,)
    else:
        return ()
    return [i for i in pos if i < n and i not in op.const_inputs]


def _holds_tensor(a: Any) -> bool:
    if isinstance(a, (tuple, list)):
        return any(_holds_tensor(b) for b in a)
    return isinstance(a, (Tensor, np.ndarray)) or hasattr(a, "__msgraph_emit__")


def _kind_name(a: Any) -> str:
    if a is None:
        return "None"
    if isinstance(a, (tuple, list)):
        inner = ", ".join(_kind_name(b) for b in a)
        return f"{'List' if isinstance(a, list) else 'Tuple'}<{inner}>"
    if isinstance(a, (Tensor, np.ndarray)) or hasattr(a, "__msgraph_emit__"):
        return "Tensor"
    return {"str": "string"}.get(type(a).__name__, type(a).__name__)


def failed_call(name: str, kinds: Sequence[str]) -> DTypeError:
    """MindSpore 2.10's 'Failed calling X with "X()(input=float, ...)"' error: each argument's kind named by the
    primitive's input name (``_prim_inputs.CALL_INPUTS``) where it has one."""
    from ._prim_inputs import CALL_INPUTS

    names = [n[0] if isinstance(n, tuple) else n for n in CALL_INPUTS.get(name, ())]
    shown = [f"{n}={k}" if n else k for n, k in zip(names + [""] * len(kinds), kinds)]
    return DTypeError(f'Failed calling {name} with "{name}()({", ".join(shown)})".')


def check_tensor_inputs(p: Any, args: Sequence[Any]) -> None:
    """TypeError, as MindSpore 2.10 raises it in both modes ("Failed calling Add with ..."), when a
    Python list, tuple, string or None stands where ``p`` takes a Tensor (or a number).  Called only
    when such an argument is present (never on the Tensor-only hot path) and by the compiler."""
    op = p.op
    for i in tensor_positions(op, len(args)):
        a = args[i]
        if a is None or isinstance(a, str) or (isinstance(a, (tuple, list)) and (
                not _holds_tensor(a) or op.kind is OpKind.ELEMENTWISE)):
            # (a tuple of Tensors too, for an elementwise op: ``ops.mul((x,), (y,))`` is MindSpore's TypeError)
            raise failed_call(op.name, [_kind_name(b) for b in args])


#: MindSpore 2.10's primitives that take Python numbers only as well as Tensors (its implicit conversion): the
#: Python-number forms of the arithmetic operators.  ``Atan2`` takes two floats, not ints.
NUMBERS_ACCEPTED = frozenset(("Add", "Sub", "Mul", "Div", "RealDiv", "FloorDiv", "FloorMod", "Maximum", "Minimum",
                              "Pow", "NotEqual", "Greater", "GreaterEqual", "LessEqual"))
#: ... and those that refuse a call on Python numbers only with a TypeError, in both modes (``P.Equal()(2, 3)``,
#: ``P.Less()(1, 2)``, ``P.Neg()(3)``, ``P.Mod()(7, 2)``; recorded: ut_compiler2/prim_on_numbers)
NUMBERS_REFUSED = frozenset((
    "ACos Abs Acosh Asin Asinh Atan Atanh Ceil Conj Cos Cosh Erf Erfc Exp Expm1 FastGeLU Floor GeLU Inv Invert IsFinite IsInf "
    "IsNan Log Log1p LogicalNot Mish Neg OnesLike ReLU Real Imag Reciprocal Round Rsqrt SeLU Sigmoid Sign Sin Sinh "
    "Softplus Sqrt Square Tan Tanh Trunc ZerosLike Rint Atan2 BitwiseAnd BitwiseOr BitwiseXor DivNoNan Equal Less "
    "LogicalAnd LogicalOr LogicalXor Mod SquaredDifference TruncateDiv TruncateMod Xdivy Xlogy LeftShift "
    "RightShift CumSum CumProd Cummax Cummin ReverseV2 BroadcastTo ExpandDims L2Normalize L2Loss HSigmoid HSwish "
    "Elu").split())


#: MindSpore 2.10's signatures that refuse a Python number at an input even beside a Tensor, in both modes and in
#: the primitive and the function forms: "T" takes a Tensor only, "B" a bool or a Tensor, "." a number too
#: (``ops.less(5, x)``, ``P.Equal()(1.5, x)``, ``ops.logical_and(x, 2)`` are its TypeError; the operators
#: ``5 < x``, ``x == 5`` compute; recorded: st_ops_yaml1/number_operands)
SIGNATURE_INPUTS = {"Less": "T.", "Equal": "T.", "LogicalAnd": "BB", "LogicalOr": "BB", "LogicalXor": "BB"}


def check_signature_inputs(name: str, args: Sequence[Any]) -> None:
    """MindSpore 2.10's TypeError for a Python number where :data:`SIGNATURE_INPUTS` refuses it, in a call by the
    user (msgraph's own compositions and bprops call these ops on numbers freely).  Call it from the function form
    or ``__call__`` itself: the user is that one's caller."""
    if name == "Equal":
        # the number is a Tensor there (Int64 / Float32 / Bool), which a uint16 / 32 / 64 Tensor's Equal refuses
        # (``x == 2`` keeps it a number and computes): implicit conversion's TypeError, Bool's kernel gap
        if _dtype_mod.has_narrow_uint(args) and called_by_user(3):
            from ..common.dtype import _strong_dtype, refuse_implicit_uint

            dts = [np.dtype(d) for d in (_strong_dtype(a) for a in args) if d is not None]
            if any(type(a) is bool for a in args):
                raise DTypeError("Select CPU operator[Equal] fail! Unsupported data type! (a Python bool is a Bool "
                                 "Tensor there, and Equal takes none beside a uint16 / uint32 / uint64 one)")
            refuse_implicit_uint(dts, args, probe=lambda: True)
    for need, a in zip(SIGNATURE_INPUTS[name], args):
        if type(a) in _SCALARS and (need == "T" or (need == "B" and type(a) is not bool)):
            if not called_by_user(3):
                return
            from ._prim_inputs import CALL_INPUTS
            names = CALL_INPUTS[name]
            shown = ", ".join(f"{n}={_kind_name(b)}" for n, b in zip(names, args))
            raise DTypeError(f'Failed calling {name} with "{name}()({shown})".')


_REBOUND: Dict[Any, frozenset] = {}
_LIBRARY_DIR = __file__[:-len("ops/registry.py")]   # msgraph's package directory (with its separator)


def _rebound_names(code: Any) -> frozenset:
    """The local names a code object assigns or deletes (cached)."""
    names = _REBOUND.get(code)
    if names is None:
        import dis

        names = _REBOUND[code] = frozenset(i.argval for i in dis.get_instructions(code)
                                           if i.opname in ("STORE_FAST", "DELETE_FAST", "STORE_DEREF"))
    return names


def _user_side(frame: Any) -> bool:
    """A frame of the user's code, or of the front end lowering the user's graph code (not its symbolic values):
    where the walks below (:func:`user_floats`, :func:`refuse_user_array`) stop."""
    module = frame.f_globals.get("__name__", "")
    return not module.startswith("msgraph.") or (module.startswith("msgraph.frontend.")
                                                 and module != "msgraph.frontend.symbolic")


def _call_arguments(frame: Any, assigned_too: bool = True) -> List[Any]:
    """The values a running call's parameters hold (``*args`` and ``**kwargs`` spread out); without
    ``assigned_too``, only the parameters the function never assigns (still what its caller passed)."""
    code = frame.f_code
    names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount + bool(code.co_flags & 4)
                             + bool(code.co_flags & 8)]
    if not assigned_too:
        names = [n for n in names if n not in _rebound_names(code)]
    out: List[Any] = []
    for n in names:
        v = frame.f_locals.get(n)
        out.extend(v.values() if type(v) is dict else v if type(v) in (tuple, list) else (v,))
    return out


_MSGRAPH_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


#: what graph code's own call or operator is applying now: the objects the user's code gave it (its arguments,
#: keywords, operands), set by the front end with :class:`graph_call` where it applies a callable the user's code
#: names (frontend/calls.py ``invoke``) or an operator (frontend/expressions.py ``binop``, ``e_compare``); None
#: elsewhere -- the front end's own compositions pass numpy arrays freely (:func:`refuse_user_array`)
GRAPH_CALL: List[Any] = [None]


class graph_call:
    """``with graph_call(objects):`` -- the front end applies a call or operator of the user's graph code to
    ``objects`` (what the user passed it): a numpy array among them (or directly inside a tuple / list among them)
    that reaches an op is the user's, MindSpore 2.10's TypeError (:func:`refuse_user_array`)."""
    __slots__ = ("objects", "prev")

    def __init__(self, objects: Sequence[Any]) -> None:
        self.objects = objects

    def __enter__(self) -> None:
        self.prev = GRAPH_CALL[0]
        GRAPH_CALL[0] = self.objects

    def __exit__(self, *exc: Any) -> None:
        GRAPH_CALL[0] = self.prev


#: numpy arrays the user's graph code passed to a Cell of msgraph's own (``nn.ReLU()(a)``) whose construct is being
#: lowered: one reaching an op there is still the user's (set by frontend/calls.py ``call_cell``)
GRAPH_USER_ARRAYS: List[Any] = [()]


def _passed(objects: Sequence[Any], array: np.ndarray) -> bool:
    """Whether ``array`` is one of ``objects`` or directly inside a tuple / list among them."""
    return any(v is array or (type(v) in (tuple, list) and any(e is array for e in v)) for v in objects)


def in_msgraph(filename: str) -> bool:
    """Whether ``filename`` is one of msgraph's own files (its layers' graph code: not the user's)."""
    return os.path.abspath(filename).startswith(_MSGRAPH_DIR + os.sep)


def _user_graph_code() -> bool:
    """Eager, or lowering the user's graph code (not a construct of msgraph's own layers)."""
    b = _ir_builder.CURRENT.builder
    loc = getattr(b, "loc", None) if b is not None else None
    return b is None or loc is None or not in_msgraph(loc.filename)


def refuse_user_array(p: Any, args: Sequence[Any], array: np.ndarray) -> None:
    """MindSpore 2.10's TypeError for a numpy array the user passes where an op takes a Tensor
    (``ops.add(t, np_array)``, ``P.ReLU()(np_array)``, ``t + np_array``, ``ops.reshape(np_array, ...)``; in graph code
    too, for a numpy constant: ``Tensor(np_array)`` is the way).  Only the user's own array: eager, the outermost
    msgraph call above the op (the function the user called) must have received this very object; in graph code,
    the call or operator of the user's code the front end is applying (:class:`graph_call`); msgraph's compositions
    pass arrays of their own freely.  Called by :func:`apply` and the graph builder (``emit_node``):
    :data:`WALK_CALLERS` (anything else is refused loudly, :func:`_walk_start`)."""
    f = _walk_start("refuse_user_array", WALK_CALLERS)
    if _ir_builder.building_graph():
        # graph code: the user's array is one its own call or operator was given (the front end's marker,
        # :class:`graph_call`); the front end's compositions, outside such a call, pass arrays of their own, and
        # msgraph's own graph code (an nn layer's construct) those the user's code did not give it
        call = GRAPH_CALL[0]
        if call is not None and _passed(call, array) \
                and (_user_graph_code() or any(array is u for u in GRAPH_USER_ARRAYS[0])):
            raise failed_call(p.name, ["<class 'numpy.ndarray'>" if type(b) is np.ndarray else _kind_name(b)
                                       for b in args])
        return
    outer = None
    while f is not None and not _user_side(f):   # up to the user's code
        outer = f
        f = f.f_back
    if outer is None or f is None:
        return
    # an argument the function assigns no longer shows what the user passed (ops.where makes arrays of numbers)
    seen = _call_arguments(outer, assigned_too=False)
    if not f.f_globals.get("__name__", "").startswith("msgraph."):
        seen += list(f.f_locals.values()) + list(f.f_globals.values())   # the user's own names for it
    if _passed(seen, array):
        own = p.op.user_array_error(args) if p.op.user_array_error is not None else None   # (OpDef trait)
        if own is not None:
            raise own
        raise failed_call(p.name, ["<class 'numpy.ndarray'>" if type(b) is np.ndarray else _kind_name(b)
                                   for b in args])


#: ``MSGRAPH_CHECK_FRAMES=1``: :func:`called_by_user` checks which frame asked it (set by the test suite)
CHECK_FRAMES = os.environ.get("MSGRAPH_CHECK_FRAMES") == "1"
#: code objects of functions that call :func:`called_by_user` (with its depth 2 or 3) without being op entry points
#: (a primitive's ``__call__``, a helper of several function forms): :func:`user_check_site`
USER_CHECK_SITES: set = set()


def user_check_site(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Register ``fn`` as a function that asks :func:`called_by_user` about its own caller (or, at depth 3, its
    caller's caller) without being an op entry point."""
    USER_CHECK_SITES.add(fn.__code__)
    return fn


#: code objects of the functions that may call the user-frame walks (:func:`refuse_user_array`): :func:`apply`, the
#: graph builder's ``emit_node`` (registered by the front end)
WALK_CALLERS: set = set()


def _walk_start(name: str, callers: Any) -> Any:
    """The frame a user-frame walk starts from: the caller of the function (``apply`` or the graph builder's node
    emission) that called the walk ``name``.  The walks count frames up from there, so that function must call the
    walk itself: a helper frame in between (session 35: apply's body moved into a helper, and the float64 results
    of ``P.Sub()(x64, 0.1)`` silently changed) is refused loudly.  Only on the walks' rare paths (a Python float
    beside a float64 Tensor; a numpy array operand)."""
    caller = sys._getframe(2)
    if caller.f_code not in callers:
        raise AssertionError(f"registry.{name} was called from {caller.f_code.co_name} "
                             f"({caller.f_code.co_filename}:{caller.f_code.co_firstlineno}); it must be called "
                             "directly by registry.apply or the graph builder's emit_node (the user-frame walk "
                             "counts frames from there)")
    return caller.f_back


#: code objects of op entry points that apply one other entry point for the user's call (``ops.mul`` ->
#: Mul's function form, ``%`` / ``ops.floor_mod`` -> FloorMod's): :func:`op_applied_for_user` does not count them
FORWARDERS: set = set()
#: code objects of msgraph's forwarding functions (``ops.multiply`` -> ``ops.mul``, ``Tensor.multiply`` ->
#: ``ops.multiply``): the call they forward is their caller's
TRAMPOLINES: set = set()


def called_by_user(depth: int = 2) -> bool:
    """True when the function form calling this (``depth`` 2; 3 from a helper it calls) was called by user code (in
    graph code: by the compiler for it), not by msgraph's own compositions: those stand for MindSpore's kernels and
    bprops (and keep a number weak).  Under ``MSGRAPH_CHECK_FRAMES=1`` (the test suite, tests/conftest.py) the frame
    ``depth - 1`` up must be an op entry point (:func:`op_function`) or a registered check site
    (:func:`user_check_site`): a helper frame added between them fails loudly instead of asking the wrong frame."""
    if CHECK_FRAMES:
        site = sys._getframe(depth - 1).f_code
        if site not in ENTRY_CODES and site not in USER_CHECK_SITES:
            raise AssertionError(f"registry.called_by_user({depth}) from {site.co_name} ({site.co_filename}:"
                                 f"{site.co_firstlineno}): not an op entry point or a user_check_site; the frame "
                                 "depth is wrong or the site must be registered")
    f = sys._getframe(depth)
    while f is not None and f.f_code in TRAMPOLINES:
        f = f.f_back
    name = f.f_globals.get("__name__", "") if f is not None else ""
    if name.startswith("msgraph.frontend."):
        # graph code: the user's, unless the call being lowered is in msgraph's own graph code (an optimizer's
        # construct: ``ops.assign_add(self.global_step, 1)``)
        builder = _ir_builder.CURRENT.builder
        loc = getattr(builder, "loc", None)
        return loc is None or not str(getattr(loc, "filename", "")).startswith(_LIBRARY_DIR)
    return not name.startswith("msgraph.")


def op_applied_for_user() -> bool:
    """True when the op being applied (the nearest :func:`apply` frame up the stack) was called for the user: by
    user code through its function form, primitive or Tensor operator / method, or (graph code) by the compiler
    lowering the user's call -- not inside another op entry point's composition (msgraph's compositions stand for
    MindSpore's kernels: ``ops.div(x, y, rounding_mode="trunc")`` compares x with 0 whatever its dtype).  At most
    one op entry point (:func:`op_function`) may stand between the user's frame and ``apply``.  For the rare paths
    that refuse what only the user's call is refused (a Python number beside a uint16 Tensor: the implicit
    conversion, common/dtype.py); a compiled graph's run (no apply frame) is not the user's call: its lowering
    checked it."""
    f = sys._getframe(1)
    while f is not None and f.f_code is not _APPLY_CODE:
        f = f.f_back
    if f is None:
        return False
    entries = 0
    f = f.f_back
    while f is not None:
        code = f.f_code
        if code in TRAMPOLINES:
            f = f.f_back
            continue
        name = f.f_globals.get("__name__", "")
        if not name.startswith("msgraph.") or name.startswith("msgraph.frontend."):
            break
        if code in ENTRY_CODES and code not in FORWARDERS:
            entries += 1
            if entries > 1:
                return False
        f = f.f_back
    name = f.f_globals.get("__name__", "") if f is not None else ""
    if name.startswith("msgraph.frontend."):
        loc = getattr(_ir_builder.CURRENT.builder, "loc", None)
        return loc is None or not str(getattr(loc, "filename", "")).startswith(_LIBRARY_DIR)
    return bool(name) and not name.startswith("msgraph.")


def is_number_input(a: Any) -> bool:
    """A Python number: a constant, or (graph code) a weakly typed 0-d graph value."""
    if isinstance(a, _SCALARS) and not isinstance(a, np.generic):
        return True
    aval = getattr(a, "aval", None)
    return hasattr(a, "__msgraph_emit__") and aval is not None and aval.weak and aval.shape == ()


def _number_kind(v: Any) -> Tuple[str, str]:
    """(Python type name, MindSpore dtype name) of a Python number or a weak graph number; ("Tensor", "Tensor")
    for anything else."""
    if not is_number_input(v):
        return "Tensor", "Tensor"
    kind = np.dtype(v.aval.dtype).kind if hasattr(v, "aval") else {bool: "b", int: "i"}.get(type(v), "f")
    return {"b": ("bool", "Bool"), "i": ("int", "Int64"), "u": ("int", "Int64")}.get(kind, ("float", "Float32"))


def refuse_numbers(message: str, *values: Any, error: type = DTypeError) -> None:
    """MindSpore 2.10's TypeError for a Python number (or, in graph code, a weak graph number) the user passes where
    a function form takes a Tensor only, in both modes (``ops.silu(1.0)``, ``ops.mish(2)``, ``ops.gcd(t, 2)``).
    Call it first thing in the function form, with the values MindSpore checks; ``message`` is formatted with
    ``k0, k1...`` (each value's Python type name, or "Tensor") and ``K0, K1...`` (its MindSpore dtype name); ``error``
    is the class (AttributeError where MindSpore's Python function reads ``input.dtype`` first).
    msgraph's own compositions calling the function form on numbers are not refused (:func:`called_by_user`)."""
    if not any(is_number_input(v) for v in values) or not called_by_user(3):
        return
    kinds = [_number_kind(v) for v in values]
    names = {f"k{i}": k for i, (k, _) in enumerate(kinds)}
    names.update({f"K{i}": k for i, (_, k) in enumerate(kinds)})
    raise error(message.format(**names))


def check_number_inputs(p: Any, args: Sequence[Any]) -> None:
    """MindSpore 2.10's TypeError for a primitive of :data:`NUMBERS_REFUSED` called on Python numbers only."""
    if not args or not all(is_number_input(a) for a in args):
        return
    if p.name == "Atan2" and not any(isinstance(a, int) or np.dtype(getattr(getattr(a, "aval", None), "dtype", "f")).kind
                                     in "iub" for a in args):
        return   # two floats: float32
    names = _ALL_TENSOR_INPUTS.get(p.name)
    if names is not None:   # MindSpore's message for these
        # the numbers' common type names them (MindSpore converts them first: (2, 2.0) is Float32, (True, 2) Int64)
        kinds = [np.dtype(a.aval.dtype if hasattr(a, "aval") else type(a)).kind for a in args]
        kind = "Float32" if "f" in kinds else "Int64" if {"i", "u"} & set(kinds) else "Bool"
        if p.name == "Mod" and _ir_builder.building_graph():
            # graph code: Mod's Python type check words it (recorded: st_compiler17/mod_python_numbers_graph)
            raise DTypeError(f"For 'Mod', the element of 'x' must be one of {_MOD_TYPES}, but got {kind}.The "
                             "supported data types depend on the hardware that executes the operator, for more "
                             "details, please refer to the MindSpore official website to get more information "
                             "about the data type.")
        raise DTypeError(f"The primitive[{p.name}]'s input arguments[{', '.join(names)}] must be all tensor and "
                         f"those type must be same. But got input argument[{names[0]}]:{kind}")
    raise failed_call(p.name, [_kind_name(a) for a in args])


_ALL_TENSOR_INPUTS = {"Mod": ("x", "y"), "BitwiseAnd": ("x", "y"), "BitwiseOr": ("x", "y"), "BitwiseXor": ("x", "y"),
                      "DivNoNan": ("x1", "x2")}
_MOD_TYPES = ("Tensor[Int8], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[UInt8], Tensor[UInt16], "
              "Tensor[UInt32], Tensor[UInt64], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[BFloat16], "
              "Tensor[Complex64], Tensor[Complex128], Tensor[Int4], Tensor[Float8E4M3FN], Tensor[Float8E5M2], "
              "Tensor[HiFloat8]")


def refuse_number_calls(classes: Sequence[type]) -> None:
    """The primitive classes of :data:`NUMBERS_REFUSED`: a call (by the user: msgraph's own compositions call the
    function forms) on Python numbers only is MindSpore 2.10's TypeError.  Called once, after every op is defined
    (``msgraph/ops/__init__.py``), after :func:`adopt_mindspore_input_names`."""
    import functools

    for cls in classes:
        if cls.__name__ not in NUMBERS_REFUSED or cls.__call__ is Primitive.__call__:
            continue   # (Primitive.__call__ checks itself)
        call = cls.__call__

        def make(call: Any) -> Any:
            @functools.wraps(call)
            def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
                if args and not kwargs and type(args[0]) in _SCALARS:
                    check_number_inputs(self, args)
                return call(self, *args, **kwargs)
            __call__.binds_keywords = getattr(call, "binds_keywords", False)
            return __call__

        cls.__call__ = make(call)


_APPLY_CODE = apply.__code__
USER_CHECK_SITES.add(Primitive.__call__.__code__)   # (check_signature_inputs: P.Less()(5, x))
WALK_CALLERS.add(_APPLY_CODE)


_dtype_mod.USER_CALL_PROBE = op_applied_for_user


def apply_untraced(p: Primitive, args: Sequence[Any]) -> Any:
    """:func:`apply` without the trace recorder's hook (what a trace's recorder calls for the op it records)."""
    return apply(p, args, False)


def numpy_scalar_operand(p: Any, a: Any) -> Any:
    """A numpy scalar (``np.float64(2.5)``, ``np.sqrt(2.0)``, ``np.int64(2)``, ``np.bool_(True)``) as an
    operand of an elementwise op is the Python number of its kind in MindSpore 2.10, in both modes:
    weakly typed (``float16_tensor * np.float32(2.5)`` is float16, ``int32_tensor * np.int64(2)``
    int32, ``int32_tensor * np.float64(2.5)`` float32).  Other ops and complex scalars keep it."""
    if p.op.kind is OpKind.ELEMENTWISE and a.dtype.kind in "biuf":
        return a.item()
    return a


def float32_scalar(a: float) -> float:
    """A Python float operand of a Tensor operator as MindSpore 2.10 takes it: a float32 immediate, so a
    float64 Tensor times ``math.pi`` computes with pi rounded to float32 (in both modes; a float32 or
    float16 Tensor's result is the same either way).  Only the user's own op calls round (see
    :func:`float32_operands`): where msgraph composes an op MindSpore computes in one kernel, the kernel's
    constants are exact."""
    return float(np.float32(a)) if -3.4e38 < a < 3.4e38 else a


def graph_float(v: float) -> float:
    """A Python float as MindSpore 2.10's graph code holds it (a literal, an argument, a returned value): its float32
    immediate keeps the double only where that double is within 1e-6 of the float32 and not below DBL_EPSILON in
    magnitude, else it is the float32 (measured with ``return v`` in ``@jit`` and Cells: 0.1, 3.14159, 31.1, 32.3,
    2.5e-8, 3e-16 come back as written; 32.1 is 32.099998474121094, 123456.789 123456.7890625, 1e-16
    1.0000000168623835e-16, 1e39 inf; the same value in ``str(v)``, ``Tensor(v, ms.float64)``, ``np.array([v])``;
    recorded: adapt37sy/float_constant_values)."""
    if type(v) is not float or v != v:
        return v
    f = float(np.float32(v)) if abs(v) < 3.4028235677973366e38 else (float("inf") if v > 0 else float("-inf"))
    if f == v or (abs(v) >= 2.220446049250313e-16 and abs(v - f) < 1e-6):
        return v
    return f


WIDE_FLOATS = frozenset((np.dtype(np.float64), np.dtype(np.complex128)))


def float32_operands(inputs: List[Any], dtypes: Sequence[Any]) -> List[Any]:
    """The Python floats among an elementwise op's operands beside a float64 (complex128) Tensor, rounded to
    float32: MindSpore 2.10 makes a Python float argument a float32 scalar Tensor before the op, in both modes and in
    every form (``ops.add(x64, 0.1)``, ``P.Sub()``, ``ops.clamp``, ``Tensor.mul``, ``==``: 0.1 is 0.10000000149011612;
    recorded: ut_compiler3/float64_python_float).  The user's floats only: where msgraph composes an op MindSpore
    computes in one kernel (``ops.log2`` divides by ``log(2)``), msgraph's own constants stay exact
    (:func:`user_floats`).  ``dtypes``: the operands' numpy dtypes (None for a number).  Called by :func:`apply`."""
    if not any(d in WIDE_FLOATS for d in dtypes if d is not None):
        return inputs
    keep = user_floats(_walk_start("float32_operands", (_APPLY_CODE,)))
    return [float32_scalar(a) if type(a) is float and (keep is None or any(a is k for k in keep)) else a
            for a in inputs]


#: code objects of the op entry points (functions marked by :func:`op_function`)
ENTRY_CODES: set = set()
def user_floats(frame: Any) -> Optional[List[Any]]:
    """Which Python floats an op applied from ``frame`` (the frame of the code that called :func:`apply`) got from
    the user: None when the op is the user's own call (an op function, a primitive, a Tensor operator or method;
    in graph code, the compiler's call for the user's code) -- all of them; else the op is part of msgraph's
    composition of another op (an op entry point called from another one, ``ops.log2`` calling ``ops.div``, or a
    primitive whose implementation applies ops, an outer ``apply``) and only the float objects the user passed to
    that outer op are (identity: a composition passes the user's argument on, its own constants are other objects).
    Walks up to the first frame outside msgraph (or in the front end, which calls ops for graph code); msgraph's
    layers, optimizers and gradient code stand for MindSpore's Python code, which calls ops as users do."""
    entries = 0
    outer = None
    f = frame
    below = ""
    while f is not None and not _user_side(f):
        module = f.f_globals.get("__name__", "")
        if module.startswith("msgraph.autodiff."):
            # a gradient rule's own constants (ReduceMean's 1 / n, Erf's 2 / sqrt(pi)): MindSpore's bprops make them
            # Tensors of the input's dtype, so float64 gradients stay exact (the user's floats reach a bprop as the
            # forward's inputs, already rounded there)
            return []
        code = f.f_code
        if code is _APPLY_CODE and below != _amp_state.__name__:  # (a mixed-precision policy re-applies the op)
            outer = f
            entries = 2
        elif code in ENTRY_CODES and code not in TRAMPOLINES:
            entries += 1
            outer = f
        below = module
        f = f.f_back
    if entries < 2:
        return None
    return [e for e in _call_arguments(outer) if type(e) is float]


def user_frame_of_apply(frame: Any) -> Any:
    """The frame that called the innermost :func:`apply` above ``frame`` (graph mode's node emission runs inside
    ``apply``), or ``frame`` itself when no ``apply`` is between it and the front end (an operator in graph code)."""
    f = frame
    while f is not None:
        if f.f_code is _APPLY_CODE:
            return f.f_back
        if _user_side(f):
            return f
        f = f.f_back
    return frame


def graph_float_constant(value: Any, dtype: Any) -> Any:
    """A Python float constant that graph code makes a float64 Tensor of (``ops.fill``/``full``/``full_like``,
    ``ops.cast``, ``ops.scalar_to_tensor``) is a float32 scalar first in MindSpore 2.10: 0.1 gives
    0.10000000149011612; PyNative and ``P.Fill`` keep 0.1 (recorded: ut_compiler3/float64_python_float)."""
    if type(value) is float and _ir_builder.building_graph() and getattr(dtype, "np", None) == np.float64:
        return float32_scalar(value)
    return value


def _constant_input(p: Primitive, a: Any) -> Any:
    if isinstance(a, np.ndarray) or isinstance(a, np.generic):
        return a
    if isinstance(a, (tuple, list, str, type)) or a is Ellipsis or isinstance(a, slice):
        return a
    from ..common.dtype import DType

    if isinstance(a, DType):
        return a
    if isinstance(a, (bool, int, float, complex)):  # a number subclass (ms.mutable(1e-5)): the plain number
        for base in (bool, int, float, complex):
            if isinstance(a, base):
                return base(a)
    raise ArgumentError(f"For '{p.name}', got an argument of type {user_type(a).__name__}: {a!r}.",
                        hint="pass Tensors, Python numbers or constant tuples")


def _op_error(p: Primitive, args: Sequence[Any], exc: Exception) -> Exception:
    desc = ", ".join(
        f"{user_type(a).__name__}(shape={tuple(a.shape)}, dtype={a.dtype})" if isinstance(a, Tensor)
        else repr(a) for a in args)
    cls = DTypeError if isinstance(exc, TypeError) else ShapeError
    return cls(f"For '{p.name}', the inputs are invalid: {exc}. Got: ({desc}).")


def public_functions(namespace: Dict[str, Any]) -> List[str]:
    """An op family's ``__all__``: the public names in its ``namespace`` (``globals()``) bound to op
    functions (:func:`op_function`: the rows' function forms and hand-written ones) defined there."""
    module = namespace.get("__name__")
    return sorted(n for n, v in namespace.items() if not n.startswith("_") and getattr(v, "_msgraph_op", False)
                  and getattr(v, "__module__", None) == module)


def op_function(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Mark a function form (``ops.add``) as an op entry point.

    The compiler calls marked functions directly with symbolic arguments (they
    emit IR through :func:`apply`) instead of parsing their source.
    """
    fn._msgraph_op = True  # type: ignore[attr-defined]
    code = getattr(fn, "__code__", None)
    if code is not None:
        ENTRY_CODES.add(code)
    return fn
