"""Symbolic tensors: what a Tensor-valued name holds while a graph is being built.

A :class:`Sym` stands for an IR :class:`~msgraph.ir.nodes.Value`.  It has the
Tensor methods and operators (same mixin as the eager Tensor), and when an op
is applied to it the registry's dispatcher hands the call to
``Sym.__msgraph_emit__``, which appends a node to the block being built.  So a
bprop rule or ``x.sum()`` written once runs eagerly on Tensors and emits IR on
Syms.
"""
from __future__ import annotations

import threading
from typing import Any, Callable, List, Optional, Sequence

import numpy as np

from ..common.aval import Aval, aval_of
from ..common.dtype import from_numpy
from ..common.tensor import Tensor
from ..common.tensor_methods import TensorMethods
from ..errors import CompileError, MsGraphError, SourceLoc
from ..ir import pytree
from ..ir.nodes import Block, Const, Node, Value


class NeedsConstant(Exception):
    """Raised when a Sym is used where Python needs a concrete value (bool, int...)."""

    def __init__(self, what: str):
        super().__init__(what)
        self.what = what


class Builder:
    """Where new nodes go: a stack of blocks plus the current source location.

    ``on_write`` (set by the lowerer) receives ops whose OpDef has ``writes_input`` when that
    input is a Parameter: ``on_write(prim, args)`` returns the op's result.  Without it
    (autodiff's builder) such an op is an ordinary node.
    """

    def __init__(self) -> None:
        self.blocks: List[Block] = []
        self.loc: Optional[SourceLoc] = None
        self.origin = ""
        self.on_write: Optional[Callable[[Any, Sequence[Any]], Any]] = None

    @property
    def block(self) -> Block:
        return self.blocks[-1]

    def add(self, node: Node) -> Node:
        if node.loc is None:
            node.loc = self.loc
        if self.origin and not node.origin:
            node.origin = self.origin
        self.block.nodes.append(node)
        return node


class _Current(threading.local):
    def __init__(self) -> None:
        self.builder: Optional[Builder] = None


CURRENT = _Current()


def builder() -> Builder:
    b = CURRENT.builder
    if b is None:
        raise CompileError("a symbolic tensor was used outside of graph compilation.")
    return b


class Sym(TensorMethods):
    """A symbolic Tensor bound to an IR Value (``param`` is set for Parameter reads)."""

    __slots__ = ("value", "param")
    __array_priority__ = 200

    def __init__(self, value: Value, param: Any = None):
        self.value = value
        self.param = param

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

    # -- things that need a concrete value ---------------------------------------------------
    def __bool__(self) -> bool:
        raise NeedsConstant("bool")

    def __index__(self) -> int:
        raise NeedsConstant("int")

    __int__ = __index__

    def __float__(self) -> float:
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

    def __array__(self, *a: Any, **k: Any) -> Any:
        raise NeedsConstant("numpy")

    def __setitem__(self, index: Any, value: Any) -> None:
        raise NeedsConstant("setitem")

    def __repr__(self) -> str:
        return f"Sym({self.value!r}: {self.value.aval})"

    __hash__ = object.__hash__

    # -- emission ---------------------------------------------------------------------------
    def __msgraph_emit__(self, prim: Any, args: Sequence[Any]) -> Any:
        return emit_prim(prim, args)


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


def const_input(x: Any) -> Const:
    """Const for a concrete Tensor/array/scalar (with its aval) or a constant attribute."""
    if isinstance(x, Tensor):
        return Const(x._data, Aval(x._data.shape, x._data.dtype))
    if isinstance(x, np.ndarray):
        return Const(x, Aval(x.shape, x.dtype))
    if isinstance(x, np.generic):
        arr = np.asarray(x)
        return Const(arr, Aval((), arr.dtype))
    if isinstance(x, (bool, int, float)):
        return Const(x, aval_of(x))
    return Const(x)


def _is_leaf(x: Any) -> bool:
    return type(x) is Sym or isinstance(x, (Tensor, np.ndarray))


def emit_prim(prim: Any, args: Sequence[Any]) -> Any:
    """Append ``prim(*args)`` to the current block; returns Sym(s) for its outputs.

    An op that writes one of its inputs (``OpDef.writes_input``, e.g. ``Assign``) -- a Parameter,
    a Tensor argument or any Tensor value of the graph -- goes to the builder's ``on_write``
    instead, however it was called (primitive, function form, library code).
    """
    b = builder()
    k = getattr(prim.op, "writes_input", None)
    if k is not None and b.on_write is not None and k < len(args) and type(args[k]) is Sym:
        return b.on_write(prim, args)
    return emit_node(prim, args)


def emit_node(prim: Any, args: Sequence[Any]) -> Any:
    """Append one ``prim(*args)`` node to the current block; returns Sym(s) for its outputs."""
    b = builder()
    op = prim.op
    const_pos = set(getattr(op, "const_inputs", ()) or ())
    flat: List[Any] = []
    specs: List[Any] = []
    infer_args: List[Any] = []
    for i, a in enumerate(args):
        if i in const_pos and not contains_sym(a):
            specs.append(("const", a))
            infer_args.append(a)
            continue
        leaves, spec = pytree.flatten(a, _is_leaf)
        specs.append(spec)
        ins = []
        for leaf in leaves:
            ins.append(leaf.value if type(leaf) is Sym else const_input(leaf))
        flat.extend(ins)
        if spec == pytree.LEAF:
            infer_args.append(_aval_or_value(ins[0]))
        elif leaves:
            infer_args.append(pytree.unflatten(spec, [_aval_or_value(v) for v in ins]))
        else:
            # A Python scalar in a tensor position is a weakly typed input.
            if isinstance(a, (bool, int, float)):
                c = const_input(a)
                specs[-1] = pytree.LEAF
                flat.append(c)
                infer_args.append(c.aval)
            else:
                infer_args.append(a)
    try:
        out = prim._infer(*infer_args)
    except MsGraphError as exc:
        raise exc.with_loc(b.loc) from None
    multi = isinstance(out, tuple)
    avals = list(out) if multi else [out]
    node = Node(prim, flat, avals, attrs={"_tree": specs} if any(s != pytree.LEAF for s in specs) else None)
    b.add(node)
    syms = [Sym(v) for v in node.outputs]
    return tuple(syms) if multi else syms[0]


def _aval_or_value(v: Any) -> Any:
    if isinstance(v, Value):
        return v.aval
    if isinstance(v, Const) and v.aval is not None:
        return v.aval
    return v.value


def node_args(node: Node, inputs: Sequence[Any]) -> List[Any]:
    """Regroup a node's flat input values (any kind) into the op's positional arguments."""
    specs = node.attrs.get("_tree")
    if specs is None:
        return list(inputs)
    it = iter(inputs)
    args = []
    for spec in specs:
        if spec == pytree.LEAF:
            args.append(next(it))
        elif spec[0] == "const":
            args.append(spec[1])
        else:
            n = _count_leaves(spec)
            args.append(pytree.unflatten(spec, [next(it) for _ in range(n)]))
    return args


def _count_leaves(spec: Any) -> int:
    kind = spec[0]
    if kind == "leaf":
        return 1
    if kind in ("tuple", "list"):
        return sum(_count_leaves(s) for s in spec[1])
    if kind == "dict":
        return sum(_count_leaves(s) for s in spec[2])
    return 0


def flat_grads(node: Node, grads: Sequence[Any]) -> List[Any]:
    """Inverse of node_args for a bprop's per-argument gradients -> one per flat input."""
    specs = node.attrs.get("_tree")
    if specs is None:
        return list(grads)
    out: List[Any] = []
    for spec, g in zip(specs, grads):
        if spec == pytree.LEAF:
            out.append(g)
        elif spec[0] == "const":
            continue
        else:
            n = _count_leaves(spec)
            if isinstance(g, (tuple, list)):
                leaves, _ = pytree.flatten(g, lambda x: not isinstance(x, (tuple, list, dict)))
                out.extend(leaves[:n] + [None] * (n - len(leaves)))
            else:
                out.extend([None] * n)
    return out
