"""Building IR: where new nodes go, entering nested blocks, materializing constants.

A :class:`Builder` is a stack of blocks plus the source location (and origin
note) that new nodes get.  The builder in use is thread-local (:data:`CURRENT`):
the front end's symbolic tensors and autodiff's bprop rules append to it
without being handed it.  Nested blocks are entered with a context manager::

    blk = Block()
    with b.block(blk):
        ...                       # nodes built here go to blk
    node = Node(Struct.IF, [cond], avals, blocks=[blk, other])

Constants become runtime values through one ``Identity`` node
(:meth:`Builder.materialize`).  The ``Identity`` primitive belongs to the op
registry, a layer above the IR: the registry installs it here
(:func:`install_identity`), so ``msgraph.ir`` imports nothing above it.
"""
from __future__ import annotations

import contextlib
import threading
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence

import numpy as np

from ..common.aval import Aval, aval_of
from ..common.tensor import Tensor
from ..errors import CompileError, SourceLoc
from . import pytree
from .nodes import Block, Const, Input, Node, Value, flatten_args, is_input, map_arg


class Builder:
    """Where new nodes go: a stack of blocks plus the current source location.

    ``on_write`` (set by the lowerer) receives ops whose OpDef has ``writes_input`` when that
    input is a Parameter: ``on_write(prim, args)`` returns the op's result.  Without it
    (autodiff's builder) such an op is an ordinary node.
    """

    def __init__(self, block: Optional[Block] = None) -> None:
        self.blocks: List[Block] = [block] if block is not None else []
        self.loc: Optional[SourceLoc] = None
        self.origin = ""
        self.on_write: Optional[Callable[[Any, Sequence[Any]], Any]] = None
        #: graph value id -> the Tensor (graph value) it is a write-through view of: an in-place write of the view
        #: writes that Tensor too (ops/inplace_ops.write_through_view; frontend/calls.py ``_write_through``)
        self.write_through: Dict[int, Any] = {}

    @property
    def current(self) -> Block:
        """The innermost block being built."""
        return self.blocks[-1]

    @contextlib.contextmanager
    def block(self, blk: Block) -> Iterator[Block]:
        """Build into ``blk`` inside the ``with`` (the enclosing block again after it)."""
        self.blocks.append(blk)
        try:
            yield blk
        finally:
            self.blocks.pop()

    @contextlib.contextmanager
    def active(self) -> Iterator["Builder"]:
        """Make this the thread's current builder inside the ``with``."""
        saved = CURRENT.builder
        CURRENT.builder = self
        try:
            yield self
        finally:
            CURRENT.builder = saved

    def add(self, node: Node) -> Node:
        """Append ``node`` to the current block (it takes the builder's location and origin)."""
        if node.loc is None:
            node.loc = self.loc
        if self.origin and not node.origin:
            node.origin = self.origin
        self.current.nodes.append(node)
        return node

    def materialize(self, x: Any, aval: Optional[Aval] = None) -> Value:
        """A runtime Value for a constant (or ``x`` re-typed as ``aval``): one ``Identity`` node.

        ``x`` is a Const, a Value, or anything :func:`const_input` accepts (Tensor, array, number)."""
        c = x if isinstance(x, (Const, Value)) else const_input(x)
        out = aval if aval is not None else c.aval
        if out is None:
            raise CompileError(f"cannot use {getattr(c, 'value', c)!r} as a Tensor value.", self.loc)
        return self.add(Node(identity_prim(), [c], [out])).outputs[0]


class _Current(threading.local):
    def __init__(self) -> None:
        self.builder: Optional[Builder] = None


#: The builder in use on this thread (None outside graph building).
CURRENT = _Current()


def building_graph() -> bool:
    """True while a graph is being built on this thread (graph code: Graph mode, ``ms.jit``)."""
    return CURRENT.builder is not None


def current_builder() -> Builder:
    """The thread's current builder; a CompileError outside graph compilation."""
    b = CURRENT.builder
    if b is None:
        raise CompileError("a symbolic tensor was used outside of graph compilation.")
    return b


_IDENTITY: List[Any] = []


def install_identity(prim: Any) -> None:
    """Called by the op registry with its ``Identity`` primitive (see the module docstring)."""
    _IDENTITY[:] = [prim]


def identity_prim() -> Any:
    """The registry's ``Identity`` primitive: materialized constants and re-typed values are its nodes."""
    if not _IDENTITY:
        raise CompileError("the op registry is not loaded (import msgraph first).")
    return _IDENTITY[0]


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


def as_input(x: Any) -> Input:
    """A node input for ``x``: its Value when it is one, else a Const."""
    return x if isinstance(x, (Value, Const)) else const_input(x)


# ---------------------------------------------------------------------------------------
# op arguments of a node (a registry op's positional arguments may be nested structures)
# ---------------------------------------------------------------------------------------

def node_args(node: Node, inputs: Sequence[Any]) -> List[Any]:
    """The op's positional arguments with ``inputs`` (any kind: arrays, Syms, code text...) in place
    of the node's flat inputs."""
    if not node.structured_args:
        return list(inputs)
    it = iter(inputs)
    return [map_arg(a, lambda _: next(it)) for a in node.args]


def flat_grads(node: Node, grads: Sequence[Any]) -> List[Any]:
    """Inverse of node_args for a bprop's per-argument gradients -> one per flat input."""
    if not node.structured_args:
        return list(grads)
    out: List[Any] = []
    for arg, g in zip(node.args, grads):
        if is_input(arg):
            out.append(g)
            continue
        n = len(flatten_args([arg]))
        if not n:
            continue
        if isinstance(g, (tuple, list)):
            leaves, _ = pytree.flatten(g, lambda x: not isinstance(x, (tuple, list, dict)))
            out.extend(leaves[:n] + [None] * (n - len(leaves)))
        else:
            out.extend([None] * n)
    return out
