"""The functional IR: SSA values in structured blocks.

A :class:`Graph` is a list of :class:`Node` s in a :class:`Block`; every node
applies one registry op (or a structural op: ``if``, ``while``, ``grad``...) to
input values and defines output values.  Control flow is structured: an ``if``
node owns two blocks, a ``while`` node owns a condition block and a body block
whose parameters are the loop-carried values.  Blocks may read values defined in
enclosing blocks (lexical scoping), never values of sibling blocks.

Source and its IR side by side::

    @ms.jit                                 graph f(%x: Float32[3]) {   # demo.py:1
    def f(x):                                 %y = Mul(%x, 2.0)          # demo.py:3
        y = x * 2.0                           %z = Add(%y, %x)           # demo.py:4
        return y + x                          return %z
                                            }

Every node carries the :class:`~msgraph.errors.SourceLoc` of the user line it came
from; nodes created by passes inherit the location of the node they replace.

A registry op's node keeps the op's positional arguments as given (``node.args``):
each is an input (a :class:`Value` or :class:`Const`), a tuple/list/dict holding
inputs (``concat((x, y))``), or a compile-time constant (an axis, a dtype).
``node.inputs`` is the flat list of the inputs in those arguments, in order; use
lists, passes and code generators work on it, :func:`map_arg` rebuilds the
arguments around other values (as torch.fx's ``map_arg`` does).
"""
from __future__ import annotations

import enum
import itertools
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Union

import numpy as np

from ..common.aval import Aval
from ..errors import SourceLoc


class Struct(enum.Enum):
    """Structural (non-registry) node kinds. The value documents the block layout."""

    IF = "if"            # inputs: [cond]; blocks: [then, else]; outputs: joined results
    WHILE = "while"      # inputs: initial carried; blocks: [cond(carried)->bool, body(carried)->carried]
    GRAD = "grad"        # inputs: targets + sens?; blocks: [forward(targets)->outputs]; outputs: outs + grads
    RAISE = "raise"      # inputs: message parts; attrs: exc class; effect
    FUSED = "fused"      # blocks: [elementwise body]; created by fusion
    CUSTOM_BPROP = "custom_bprop"  # inputs: Cell args; blocks: [construct body]; attrs: cell (its bprop is the rule)
    CALL = "call"        # inputs: args; attrs: graph (a frontend.recursion.CallGraph: it may call itself)


_ids = itertools.count()


class Value:
    """One SSA value: produced by a node output or a block parameter.

    ``marks``: facts the frontend notes about the value while the graph is built and reads back in the same build
    (e.g. ``"graph_view"``: the output of one of MindSpore's generated view ops); passes neither read nor keep them.
    """

    __slots__ = ("id", "aval", "name", "node", "index", "users", "marks")

    def __init__(self, aval: Optional[Aval], name: str = "", node: Optional["Node"] = None, index: int = 0):
        self.id = next(_ids)
        self.aval = aval
        self.name = name
        self.node = node
        self.index = index
        self.users: List["Node"] = []
        self.marks: frozenset = frozenset()

    def __repr__(self) -> str:
        return f"%{self.name or 'v'}{self.id}"

    def replace_all_uses_with(self, new: "Input", where: Optional[Callable[["Node"], bool]] = None) -> None:
        """Every node that reads this value (optionally: only those ``where(node)`` accepts) reads
        ``new`` instead; the use lists say which.  Block results and Parameter writes are not node
        uses (see :func:`msgraph.ir.analysis.substitute`)."""
        for user in list(dict.fromkeys(self.users)):     # a node reading it twice is listed twice
            if where is None or where(user):
                user.replace_input(self, new)


class Const:
    """A compile-time constant input: a Python scalar, numpy array or constant attribute."""

    __slots__ = ("value", "aval")

    def __init__(self, value: Any, aval: Optional[Aval] = None):
        self.value = value
        self.aval = aval

    def __repr__(self) -> str:
        v = self.value
        if isinstance(v, np.ndarray):
            if v.size <= 6:
                text = np.array2string(v, separator=", ", max_line_width=10_000).replace("\n", "")
                return f"Tensor({text}, {v.dtype})"
            return f"Tensor(<{v.dtype}{list(v.shape)}>)"
        return repr(v)


Input = Union[Value, Const]


def map_arg(arg: Any, fn: Callable[[Input], Any]) -> Any:
    """``arg`` with every input in it (Value or Const, in nested tuples/lists/dicts) replaced by
    ``fn(input)``; containers holding no input and other objects (constants) are returned as they are."""
    if isinstance(arg, (Value, Const)):
        return fn(arg)
    if isinstance(arg, tuple) and not hasattr(arg, "_fields"):
        items = [map_arg(a, fn) for a in arg]
        return arg if all(a is b for a, b in zip(items, arg)) else tuple(items)
    if isinstance(arg, list):
        items = [map_arg(a, fn) for a in arg]
        return arg if all(a is b for a, b in zip(items, arg)) else items
    if isinstance(arg, dict):
        new = {k: map_arg(v, fn) for k, v in arg.items()}
        return arg if all(new[k] is v for k, v in arg.items()) else new
    return arg


def flatten_args(args: Sequence[Any]) -> List[Input]:
    """The inputs in op arguments, in order (the inverse of rebuilding them with :func:`map_arg`)."""
    out: List[Input] = []
    for a in args:
        map_arg(a, out.append)
    return out


def is_input(x: Any) -> bool:
    return isinstance(x, (Value, Const))


class _Hole:
    __slots__ = ()

    def __repr__(self) -> str:
        return "<input>"


_HOLE = _Hole()


class Block:
    """An ordered list of nodes with parameters and results."""

    __slots__ = ("params", "nodes", "results")

    def __init__(self, params: Sequence[Value] = (), nodes: Sequence["Node"] = (),
                 results: Sequence[Input] = ()):
        self.params = list(params)
        self.nodes: List[Node] = list(nodes)
        self.results: List[Input] = list(results)

    def walk(self) -> Iterator["Node"]:
        """All nodes, nested blocks included, in program order."""
        for n in self.nodes:
            yield n
            for b in n.blocks:
                yield from b.walk()


class Node:
    """``outputs = op(*args, attrs)``; ``op`` is a Primitive or a :class:`Struct`.

    ``args`` are the op's positional arguments (see the module docstring); for structural nodes
    and most op nodes each argument is one input, and ``args`` and ``inputs`` hold the same values.
    """

    __slots__ = ("op", "_args", "_inputs", "outputs", "attrs", "loc", "blocks", "origin")

    def __init__(self, op: Any, args: Sequence[Any], out_avals: Sequence[Optional[Aval]],
                 loc: Optional[SourceLoc] = None, attrs: Optional[Dict[str, Any]] = None,
                 blocks: Sequence[Block] = (), names: Sequence[str] = ()):
        self.op = op
        self._args: List[Any] = []
        self._inputs: List[Input] = []
        self.attrs = dict(attrs or {})
        self.loc = loc
        self.blocks = list(blocks)
        self.origin = ""   # e.g. "gradient of line 12" for backward nodes
        self.outputs = [Value(a, names[i] if i < len(names) else "", self, i) for i, a in enumerate(out_avals)]
        self.set_args(args)

    # Use-lists stay right because inputs change only here.
    @property
    def args(self) -> List[Any]:
        """The op's positional arguments (inputs, structures of inputs, constants)."""
        return self._args

    @property
    def inputs(self) -> List[Input]:
        """The inputs in :attr:`args`, flat and in order."""
        return self._inputs

    @property
    def structured_args(self) -> bool:
        """Whether some argument is not simply one input (a structure of inputs or a constant)."""
        return len(self._args) != len(self._inputs) or not all(map(is_input, self._args))

    @property
    def args_spec(self) -> Optional[str]:
        """The argument structure and constants, inputs left out (None when each argument is one
        input): nodes of one op whose ``args_spec`` and inputs are equal compute the same."""
        if not self.structured_args:
            return None
        return repr([map_arg(a, lambda _: _HOLE) for a in self._args])

    def set_args(self, args: Sequence[Any]) -> None:
        for old in self._inputs:
            if isinstance(old, Value) and self in old.users:
                old.users.remove(self)
        self._args = list(args)
        self._inputs = flatten_args(self._args) if not all(map(is_input, self._args)) else list(self._args)
        for new in self._inputs:
            if isinstance(new, Value):
                new.users.append(self)

    def set_inputs(self, inputs: Sequence[Input]) -> None:
        """New inputs in the same argument structure; a different number of them replaces the
        arguments by the inputs themselves."""
        inputs = list(inputs)
        if len(inputs) != len(self._inputs) or not self.structured_args:
            self.set_args(inputs)
            return
        it = iter(inputs)
        self.set_args([map_arg(a, lambda _: next(it)) for a in self._args])

    def replace_input(self, old: Value, new: Input) -> None:
        self.set_args([map_arg(a, lambda i: new if i is old else i) for a in self._args])

    @property
    def name(self) -> str:
        if isinstance(self.op, Struct):
            return self.op.value
        return getattr(self.op, "name", str(self.op))

    @property
    def opdef(self) -> Any:
        return getattr(self.op, "op", None)

    @property
    def is_effect(self) -> bool:
        if self.op in (Struct.RAISE,):
            return True
        if isinstance(self.op, Struct):
            return any(n.is_effect for b in self.blocks for n in b.nodes)
        od = self.opdef
        return od is not None and (od.effectful or getattr(od, "stateful", False))

    def __repr__(self) -> str:
        return f"Node({self.name}, {self.inputs} -> {self.outputs})"


class Graph:
    """A compiled function: parameters, a body block, and where Parameters come from.

    ``params``       -- one Value per runtime input (flattened Tensor arguments).
    ``param_refs``   -- (Parameter object, Value) pairs read at entry.
    ``writes``       -- (Parameter object, Input) pairs written back at exit.
    ``out_tree``     -- how ``block.results`` rebuild the Python return value.
    """

    def __init__(self, name: str, loc: Optional[SourceLoc] = None):
        self.name = name
        self.loc = loc
        self.params: List[Value] = []
        self.param_refs: List[Any] = []
        self.block = Block()
        self.writes: List[Any] = []
        self.out_tree: Any = None
        self.guards: List[Any] = []   # (weakref to Cell, attribute, value folded into the graph)
        # Lists/dicts passed in whose contents the graph changed (ir/argref.ContainerWrite); their
        # new leaves are the last ``n_extra`` results.
        self.container_writes: List[Any] = []
        self.n_extra = 0

    def walk(self) -> Iterator[Node]:
        return self.block.walk()

    def __str__(self) -> str:
        from .printer import format_graph

        return format_graph(self)
