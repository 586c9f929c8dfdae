"""Symbolic tensors: what a Tensor-valued name holds while a graph is being built.

A :class:`Sym` stands for an IR :class:`~msgraph.ir.nodes.Value`.  It has the
Tensor methods and operators (same mixin as the eager Tensor), and when an op
is applied to it the registry's dispatcher hands the call to
``Sym.__msgraph_emit__``, which appends a node to the block being built.  So a
bprop rule or ``x.sum()`` written once runs eagerly on Tensors and emits IR on
Syms.
"""
from __future__ import annotations

import sys
from typing import Any, List, Sequence

import numpy as np

from ..common.aval import Aval
from ..common.dtype import KERNEL_GAPS_DEFERRED, from_numpy
from ..common.tensor import Tensor
from ..common.tensor_methods import TensorMethods
from ..errors import MsGraphError
from ..ir import pytree
from ..ir.builder import const_input, current_builder
from ..ir.nodes import Const, Node, Value
from ..ops import bf16
from ..ops.registry import (CONST_TENSOR_REFUSED, WIDE_FLOATS, OpKind, check_tensor_inputs, float32_scalar,
                            numpy_scalar_operand, refuse_user_array, tensor_positions, user_floats,
                            user_frame_of_apply, WALK_CALLERS as _WALK_CALLERS,
                            refuse_const_tensor,
                            static_value)




class NeedsConstant(Exception):
    """Raised when a Sym is used where Python needs a concrete value (bool, int...)."""

    def __init__(self, what: str):
        super().__init__(what)
        self.what = what


class Sym(TensorMethods):
    """A symbolic Tensor bound to an IR Value (``param`` is set for Parameter reads)."""

    __slots__ = ("value", "param")
    __array_priority__ = 200

    def __init__(self, value: Value, param: Any = None):
        self.value = value
        self.param = param

    # ``copy.copy(x)`` / ``copy.deepcopy(x)`` of a graph value (run at compile time): the same value
    # (graph values are immutable), no longer a Parameter's reference
    def __copy__(self) -> "Sym":
        return Sym(self.value)

    def __deepcopy__(self, memo: Any) -> "Sym":
        return Sym(self.value)

    # -- static facts ---------------------------------------------------------------------
    @property
    def aval(self) -> Aval:
        return self.value.aval

    @property
    def shape(self) -> tuple:
        return self.value.aval.shape

    @property
    def dtype(self) -> Any:
        return from_numpy(self.value.aval.dtype)

    @property
    def ndim(self) -> int:
        return len(self.value.aval.shape)

    @property
    def size(self) -> Any:
        return self.value.aval.size

    # (constants of the graph, as MindSpore 2.10's graph code folds them; recorded: adapt34g/tensor_byte_attrs)
    @property
    def itemsize(self) -> int:
        return int(np.dtype(self.value.aval.dtype).itemsize)

    @property
    def nbytes(self) -> Any:
        size = self.value.aval.size
        return None if size is None else int(size) * self.itemsize

    @property
    def strides(self) -> tuple:
        shape = self.value.aval.shape
        return tuple(self.itemsize * int(np.prod(shape[i + 1:], dtype=np.int64)) for i in range(len(shape)))

    # -- things that need a concrete value ---------------------------------------------------
    def __bool__(self) -> bool:
        self._one_element("bool")
        raise NeedsConstant("bool")

    def _one_element(self, what: str) -> None:
        """A Tensor of several elements (its size known) has no Python truth or number, not even when the graph
        runs: MindSpore 2.10's ValueError while compiling (``sorted((x, y))``, ``lst.remove(2)`` of Tensors), ctrl26."""
        size = self.value.aval.size
        if size is not None and size != 1 and not self.value.aval.weak and self.value.aval.dtype != object:
            from ..errors import AmbiguousTruthError

            hint = "reduce it first (`t.all()`, `t.any()`, `t.sum()`) or pick one element (`t[0]`)"
            if what == "bool":
                raise AmbiguousTruthError(f"The tensor should have only one element, but got {size}, more than one "
                                          "element is ambiguous.", hint=hint)
            raise AmbiguousTruthError("Only one element tensors can be converted to Python scalars", hint=hint)

    def __index__(self) -> int:
        raise NeedsConstant("int")

    __int__ = __index__

    def __float__(self) -> float:
        self._one_element("float")
        raise NeedsConstant("float")

    def __len__(self) -> int:
        if not self.shape:
            raise TypeError("len() of a 0-d Tensor")
        n = self.shape[0]
        if n is None:
            raise NeedsConstant("len")
        return n

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def asnumpy(self) -> Any:
        raise NeedsConstant("asnumpy")

    def item(self) -> Any:
        """The one element as a Python number when the graph runs (h-errs2: MindSpore's graph Tensor.item)."""
        from ..ops.functional_errs2 import tensor_item

        return tensor_item(self, kernel_dtypes=True)

    def __array__(self, *a: Any, **k: Any) -> Any:
        raise NeedsConstant("numpy")

    def __setitem__(self, index: Any, value: Any) -> None:
        raise NeedsConstant("setitem")

    def __repr__(self) -> str:
        return f"Sym({self.value!r}: {self.value.aval})"

    __hash__ = object.__hash__

    def register_hook(self, hook: Any) -> Any:
        """``x.register_hook(fn)`` in graph code: a ``TensorHook`` marker (ops/graph_tensor_hook.py)
        that the expand_grad pass turns into a call of ``fn`` on x's complete gradient."""
        from ..common.tensor import Parameter
        from ..ops.graph_tensor_hook import TensorHook

        if isinstance(self.param, Parameter):
            raise ValueError("Register hook for Parameter inside graph is not supported.")
        if type(hook).__name__ == "StagedFunction" and getattr(hook, "__name__", "") == "<lambda>":
            # a lambda written in graph code: MindSpore 2.10's ValueError once the gradient reaches the hook (its
            # hook runs as Python, the graph's lambda is no Python object); the forward alone runs.  adapt38cc
            hook = _lambda_hook
        if not callable(hook):
            raise TypeError(f"Expected a callable hook function, but got {type(hook).__name__}.")
        emit_node(TensorHook(fn=hook, scope=HOOK_SCOPE[0]), [self])
        return self   # MindSpore 2.10's graph code returns the Tensor itself (no handle; adapt38cc)

    # -- emission ---------------------------------------------------------------------------
    def __msgraph_emit__(self, prim: Any, args: Sequence[Any]) -> Any:
        return emit_prim(prim, args)


def _lambda_hook(grad: Any) -> Any:
    """The hook of ``x.register_hook(lambda g: ...)`` written in graph code (Sym.register_hook)."""
    raise ValueError("The object is not callable. Please check code. (a lambda written in graph code as a Tensor "
                     "hook)")


#: while graph code's expression statement standing directly in a function's body runs: an id of that function's
#: frame (``x.register_hook(fn)`` there: its TensorHook marker's scope, ops/graph_tensor_hook.py); None elsewhere
HOOK_SCOPE: list = [None]


def is_sym(x: Any) -> bool:
    return type(x) is Sym


def contains_sym(x: Any) -> bool:
    if type(x) is Sym:
        return True
    if isinstance(x, (tuple, list)):
        return any(contains_sym(i) for i in x)
    if isinstance(x, dict):
        return any(contains_sym(i) for i in x.values())
    return False


def _is_leaf(x: Any) -> bool:
    return type(x) is Sym or isinstance(x, (Tensor, np.ndarray))


def emit_prim(prim: Any, args: Sequence[Any]) -> Any:
    """Append ``prim(*args)`` to the current block; returns Sym(s) for its outputs.

    An op that writes one of its inputs (``OpDef.writes_input``, e.g. ``Assign``) -- a Parameter,
    a Tensor argument or any Tensor value of the graph -- goes to the builder's ``on_write``
    instead, however it was called (primitive, function form, library code).
    """
    b = current_builder()
    k = getattr(prim.op, "writes_input", None)
    if k is not None and k < len(args) and type(args[k]) is Sym:
        from ..common.views import refuse_graph_view_inplace

        refuse_graph_view_inplace(args[k], prim.op.name)   # (a generated view op's output: adapt40sx/graph_view_inplace)
    if k is not None and b.on_write is not None and k < len(args) and (type(args[k]) is Sym or type(args[k]) is Tensor):
        # (a plain Tensor constant -- a Cell attribute, a global -- is written in place too: MindSpore 2.10's
        # Graph mode writes its storage, so the object holds the new value after the call; left38)
        return b.on_write(prim, args)
    return emit_node(prim, args)


def _infer(prim: Any, infer_args: List[Any]) -> Any:
    if any(bf16.aval_is_bf16(a) for a in infer_args):   # MindSpore's CPU kernels and bfloat16 (ops/bf16.py)
        return bf16.infer(prim.name, prim._infer, infer_args)
    return prim._infer(*infer_args)


def emit_node(prim: Any, args: Sequence[Any]) -> Any:
    """Append one ``prim(*args)`` node to the current block; returns Sym(s) for its outputs."""
    b = current_builder()
    op = prim.op
    check_tensor_inputs(prim, args)  # a list/None where a Tensor goes: MindSpore's TypeError, as in PyNative
    if op.kind is OpKind.ELEMENTWISE and len(args) > 1:
        args = _float32_operands(args)
    const_pos = set(getattr(op, "const_inputs", ()) or ())
    if any(type(a) is np.ndarray for a in args) and b.loc is not None:
        for i in tensor_positions(op, len(args)):   # the user's numpy constant given to an op (a Concat / Stack
            if type(args[i]) is np.ndarray:           # piece too): MindSpore's TypeError
                refuse_user_array(prim, args, args[i])
    node_args: List[Any] = []     # the node's arguments: graph values become Values/Consts
    infer_args: List[Any] = []    # the op's shape rule sees their avals
    for i, a in enumerate(args):
        if i in const_pos and op.name in CONST_TENSOR_REFUSED and (type(a) is Sym or isinstance(a, Tensor)):
            refuse_const_tensor(prim, args)
        if i in const_pos and not contains_sym(a):
            a = static_value(a)   # a constant integer Tensor as an axis/shape: its value (as eager)
            node_args.append(a)
            infer_args.append(a)
            continue
        if isinstance(a, np.generic):  # a numpy scalar constant operand: a Python number (as eager)
            a = numpy_scalar_operand(prim, a)
        leaves, spec = pytree.flatten(a, _is_leaf)
        ins = [leaf.value if type(leaf) is Sym else const_input(leaf) for leaf in leaves]
        if spec == pytree.LEAF:
            node_args.append(ins[0])
            infer_args.append(_aval_or_value(ins[0]))
        elif leaves:
            node_args.append(pytree.unflatten(spec, ins))
            infer_args.append(pytree.unflatten(spec, [_aval_or_value(v) for v in ins]))
        elif isinstance(a, (bool, int, float)):
            # A Python scalar in a tensor position is a weakly typed input.
            c = const_input(a)
            node_args.append(c)
            infer_args.append(c.aval)
        else:
            node_args.append(a)
            infer_args.append(a)
    if contains_sym(list(prim.attrs.values())):
        if op.constant_attrs:
            # MindSpore 2.10 builds this primitive from its arguments when it compiles: a number known only when
            # the graph runs (``ops.stack(xs, int(t))``) is its TypeError (the OpDef trait; the others run it:
            # flip49's sweep found ops.stack's axis and ops.argsort / ops.sort's axis; ops.cat, ops.triu,
            # hardshrink... take theirs as inputs.  MindSpore's Tril, Histogram, Mvlgamma, LpNorm and Im2Col refuse
            # them too, but msgraph's ops.tril, histc, mvlgamma, cosine_similarity and unfold read the number before
            # any such primitive: they still compute)
            from ..errors import GraphTypeError

            raise GraphTypeError(f"When creating an instance of '{prim.name}', all arguments are required to be "
                                 f"constants, but an input is a variable (a number known only when the graph runs).")
        # ``ops.AvgPool(n, strides=n)(x)`` with ``n`` a graph value (a mutable int): the op needs its attributes'
        # values (MindSpore runs it with them as inputs; msgraph specializes the graph on them)
        raise NeedsConstant(f"the attributes of {prim.name}")
    gap = None
    try:
        out = _infer(prim, infer_args)
    except MsGraphError as exc:
        if not getattr(exc, "_msgraph_kernel_gap", False):
            raise exc.with_loc(b.loc) from None
        # a uint16 / uint32 / uint64 operand the CPU kernel lacks (common/dtype.uint_kernel_gaps): MindSpore selects
        # kernels after autodiff and DCE, so the error is the node's only where it outlives them
        # (passes/missing_kernels); a gradient that does not read it runs
        gap = (exc.raw_message, exc.hint)
        token = KERNEL_GAPS_DEFERRED.set(True)
        try:
            out = _infer(prim, infer_args)
        except MsGraphError as exc2:
            raise exc2.with_loc(b.loc) from None
        finally:
            KERNEL_GAPS_DEFERRED.reset(token)
    multi = isinstance(out, tuple)
    avals = list(out) if multi else [out]
    if getattr(op, "node_state", False):
        prim = _node_state_prim(prim)
    node = Node(prim, node_args, avals)
    if gap is not None:
        node.attrs["cpu_kernel_missing"] = gap[0]   # (passes/missing_kernels.ATTR)
        node.attrs["cpu_kernel_missing_type"] = "TypeError"
        node.attrs["cpu_kernel_missing_hint"] = gap[1]
    b.add(node)
    syms = [Sym(v) for v in node.outputs]
    return tuple(syms) if multi else syms[0]


def _node_state_prim(prim: Any) -> Any:
    """A copy of ``prim`` with its own ``stream`` (``random_extra.new_stream``) for one graph node of an op whose
    MindSpore kernel keeps state (``OpDef.node_state``): each Graph-mode call site is a kernel of its own, with
    an engine that later runs of the compiled graph continue."""
    import copy

    from ..ops.random_extra import new_stream

    clone = copy.copy(prim)
    clone.attrs = copy.copy(prim.attrs)
    new_stream(clone)
    return clone




_EMIT_NODE_CODE = emit_node.__code__
_WALK_CALLERS.add(_EMIT_NODE_CODE)   # (registry.refuse_user_array is called from it)


def _float32_operands(args: Sequence[Any]) -> Sequence[Any]:
    """Graph mode's side of ``registry.float32_operands``: a Python float (a constant, or an ``ms.mutable`` float,
    cast when the graph runs) beside a float64 Tensor is a float32 scalar."""
    weak = [type(a) is float or (type(a) is Sym and a.value.aval.weak and a.value.aval.shape == ()
                                   and np.dtype(a.value.aval.dtype).kind == "f") for a in args]
    if not any(weak):
        return args
    dtypes = [None if w else np.dtype(a.value.aval.dtype) if type(a) is Sym else
              a._data.dtype if isinstance(a, Tensor) else None for a, w in zip(args, weak)]
    if not any(d in WIDE_FLOATS for d in dtypes if d is not None):
        return args
    from ..ops.array_ops import cast

    caller = sys._getframe(1)   # emit_node: the walk counts frames from its caller (registry._walk_start)
    if caller.f_code is not _EMIT_NODE_CODE:
        raise AssertionError(f"symbolic._float32_operands was called from {caller.f_code.co_name}: it must be "
                             "called directly by emit_node (the user-frame walk counts frames from there)")
    keep = user_floats(user_frame_of_apply(caller))   # (msgraph's own constants in a composition: exact)
    return [(float32_scalar(a) if keep is None or any(a is k for k in keep) else a) if type(a) is float
            else cast(a, np.float32) if w else a for a, w in zip(args, weak)]


def _aval_or_value(v: Any) -> Any:
    if isinstance(v, Value):
        return v.aval
    if isinstance(v, Const) and v.aval is not None:
        return v.aval
    return v.value


def _emit_stateful(prim: Any, args: Sequence[Any]) -> Any:
    """A stateful (random) op called with constant arguments from library code while a graph is being built:
    a node of the graph (drawn when the graph runs), as calls.py does for a primitive called in user code."""
    from ..ir.builder import CURRENT

    b = CURRENT.builder
    if b is None:
        return None
    return emit_prim(prim, [Sym(b.materialize(a)) if isinstance(a, Tensor) else a for a in args])


def _install_stateful_emit() -> None:
    from ..ops import registry

    registry.STATEFUL_EMIT = _emit_stateful


_install_stateful_emit()
