"""When a compiled graph may be reused: Python values folded into it, by value or by identity.

Graph mode folds Python values into the graph as constants: scalar arguments of a jitted call
(part of its cache key, ``api.py``) and Cell attributes read by graph code (a *guard* of the
graph, recorded by the lowerer).  One rule decides how such a value is compared on the next call:

* numbers, strings, ``None`` and tuples of them compare **by value, type included**:
  ``2``, ``2.0`` and ``True`` are equal in Python but fold to different constants (weakly typed
  int, float, bool), so each compiles its own graph, as PyNative would compute differently;
* anything else (sub-Cells, constant Tensors, functions, ops) compares **by identity**: the
  graph inlined *that* object, and ``==`` on it may be costly, elementwise or undefined.

A guard is ``(weakref to the Cell, attribute, value, by_identity)``; a bytecode function's closure cell is
guarded as ``(ref to the cell, "cell_contents", value, by_identity)``.
"""
from __future__ import annotations

from typing import Any, Sequence, Tuple

BY_VALUE_TYPES: Tuple[type, ...] = (int, float, bool, str, type(None))
_MISSING = object()


def by_value(v: Any) -> bool:
    """Whether ``v`` is compared by value (numbers, strings, None, tuples of them)."""
    t = type(v)
    return t in BY_VALUE_TYPES or (t is tuple and all(by_value(x) for x in v))


def value_key(v: Any) -> Any:
    """The key a by-value ``v`` is compared with: its value and type, recursively (hashable)."""
    if type(v) is tuple:
        return (tuple, tuple(value_key(x) for x in v))
    return (type(v), v)


class _SameStorage:
    """The by-identity flag of a constant Tensor's guard: also the numpy array it held when folded. MindSpore 2.10
    reads a Tensor attribute's storage when the graph runs, so an in-place write between calls (``net.t[0] = 5``,
    which gives msgraph's Tensor a new array) is seen: such a write recompiles here (measured: adapt37pm/
    tensor_attr_inplace).  The array is held weakly, with the Tensor's count of writes into it (``_wver``: a write
    into an array ``asnumpy()`` gave, common/tensor._write_exported), so the guard does not keep it alive (left38)."""
    __slots__ = ("ref", "version")

    def __init__(self, tensor: Any):
        import weakref

        data = getattr(tensor, "_data", None)
        try:
            self.ref = weakref.ref(data)
        except TypeError:
            self.ref = lambda d=data: d
        self.version = tensor.__dict__.get("_wver", 0)

    def same(self, cur: Any) -> bool:
        return getattr(cur, "_data", None) is self.ref() and cur.__dict__.get("_wver", 0) == self.version


class _SameCells:
    """The flag of a guard on a Cell's ``_cells`` dict (bytecode capture): the sub-Cells it held when the graph
    compiled, by name and identity.  MindSpore 2.10's bytecode capture guards a CellList's members: appending,
    deleting or replacing one (``net.layers.append(relu)``, ``del net.layers[-1]``, ``net.layers[-1] = c``)
    recompiles (st pi_jit guard/test_cell_guard; its 'ast' jit keeps the old graph, measured adapt45pij)."""
    __slots__ = ("items",)

    def __init__(self, cells: Any):
        self.items = tuple(cells.items())

    def same(self, cur: Any) -> bool:
        items = self.items
        if len(cur) != len(items):
            return False
        for (k, v), (k2, v2) in zip(items, cur.items()):
            if v is not v2 or k != k2:
                return False
        return True


class _SameItems:
    """The flag of a bytecode function's guard on a closure list / dict: its items when the graph compiled (numbers,
    strings, None by value; anything else by identity).  MindSpore 2.10's capture sees ``k[0] = 7`` written into a
    closure list between calls (measured adapt45pij, tools/adapt45pij_sweep/s2_recompile)."""
    __slots__ = ("items",)

    def __init__(self, value: Any):
        self.items = self._snap(value)

    @staticmethod
    def _snap(value: Any) -> tuple:
        pairs = value.items() if isinstance(value, dict) else enumerate(value)
        return tuple((k, value_key(v) if by_value(v) else v, by_value(v)) for k, v in pairs)

    def same(self, cur: Any) -> bool:
        now = self._snap(cur)
        if len(now) != len(self.items):
            return False
        for (k, v, bv), (k2, v2, bv2) in zip(self.items, now):
            if k != k2 or bv != bv2 or (v != v2 if bv else v is not v2):
                return False
        return True


def closure_guard(cell: Any, value: Any) -> tuple:
    """A guard on a closure cell still holding ``value`` (a list / dict: with the same items)."""
    if type(value) in (list, dict):
        return (lambda c=cell: c, "cell_contents", value, _SameItems(value))
    return make_guard(lambda c=cell: c, "cell_contents", value)


def cells_guard(ref: Any, cells: Any) -> tuple:
    """A guard on the sub-Cells of ``ref()`` (its ``_cells`` dict) staying those of ``cells``."""
    return (ref, "_cells", cells, _SameCells(cells))


def make_guard(ref: Any, attr: str, value: Any) -> tuple:
    """A guard on ``ref().attr`` still being ``value`` (see the module docstring)."""
    from ..common.tensor import Tensor
    if type(value) is Tensor:
        return (ref, attr, value, _SameStorage(value))
    return (ref, attr, value, not by_value(value))


def unchanged(cur: Any, value: Any, by_identity: bool) -> bool:
    """Whether ``cur`` may reuse a graph compiled with ``value``."""
    if cur is value:
        return True
    if by_identity or not by_value(cur):
        return False
    return value_key(cur) == value_key(value)


_CELL = type((lambda v: lambda: v)(0).__closure__[0])
_CHECKED = (_SameStorage, _SameCells, _SameItems)   # flags that also check the current value's contents


def _cell_contents(cell: Any) -> Any:
    """A closure cell's value (a guard of a bytecode function's free variable: frontend/calls.py)."""
    try:
        return cell.cell_contents
    except ValueError:
        return _MISSING


def guards_hold(guards: Sequence[tuple]) -> bool:
    """Whether every Cell attribute folded into a graph still has its compile-time value."""
    for ref, attr, value, by_identity in guards:
        obj = ref()
        if obj is None:
            continue  # a Cell nobody can reach any more cannot have changed
        cur = obj.__dict__.get(attr, _MISSING) if type(obj) is not _CELL else _cell_contents(obj)
        if cur is not value and not unchanged(cur, value, by_identity):   # (the common case inline: every call)
            return False
        if type(by_identity) in _CHECKED and not by_identity.same(cur):
            return False
    return True
