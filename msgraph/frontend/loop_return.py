"""``return`` inside a ``while`` whose condition is a Tensor.

MindSpore accepts it.  The loop is rewritten before lowering::

    while c:                         __ret_flag = False
        ...                          __ret_val = <slot>
        if d:                        while c:
            return v          ->         ...
        ...                              if d:
    rest                                     __ret_val = v; __ret_flag = True; break
                                         ...
                                     if __ret_flag:
                                         return __ret_val
                                     rest

The flag and the value are loop-carried.  ``<slot>`` (:class:`ReturnSlot`) stands for "no value
yet": it joins with whatever the returning branch yields (its own side of the join is never read,
so it takes zeros of the same type), which gives the carried value its type.  A ``return`` inside a
loop nested in the Tensor loop leaves that loop the same way, then ``if __ret_flag: break`` after it
leaves the outer one.
"""
from __future__ import annotations

import copy
import itertools
from typing import Any, List

import gast

from .scope import has_jump

_counter = itertools.count()


class ReturnSlot:
    """The value a rewritten loop returns, before any iteration returned."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<no return value yet>"


def _loc(new: Any, old: Any) -> Any:
    for n in gast.walk(new):
        gast.copy_location(n, old)
        n.end_lineno = getattr(old, "end_lineno", getattr(old, "lineno", None))
        n.end_col_offset = getattr(old, "end_col_offset", getattr(old, "col_offset", 0))
    return new


def _name(ident: str, store: bool) -> Any:
    return gast.Name(id=ident, ctx=gast.Store() if store else gast.Load(), annotation=None, type_comment=None)


class _Returns(gast.NodeTransformer):
    def __init__(self, flag: str, val: str):
        self.flag, self.val = flag, val

    def visit_Return(self, node: Any) -> List[Any]:
        value = node.value if node.value is not None else gast.Constant(value=None, kind=None)
        return [_loc(gast.Assign(targets=[_name(self.val, True)], value=value, type_comment=None), node),
                _loc(gast.Assign(targets=[_name(self.flag, True)], value=gast.Constant(value=True, kind=None),
                                 type_comment=None), node),
                _loc(gast.Break(), node)]

    def _skip(self, node: Any) -> Any:
        return node

    def _loop(self, node: Any) -> Any:
        """A nested loop that returns: its returns set the flag and leave it, then the enclosing
        loop is left too (``if flag: break`` after it)."""
        if not has_jump(node.body, (gast.Return,)):
            return node
        loop = copy.copy(node)
        loop.body = []
        for s in node.body:
            out = self.visit(s)
            loop.body.extend(out if isinstance(out, list) else [out])
        leave = _loc(gast.If(test=_name(self.flag, False), body=[gast.Break()], orelse=[]), node)
        return [loop, leave]

    visit_For = visit_While = _loop
    visit_FunctionDef = visit_Lambda = visit_ClassDef = _skip


def rewrite(frame: Any, node: Any) -> List[Any]:
    """Statements replacing the Tensor ``while`` ``node`` whose body returns (sets up ``frame``)."""
    k = next(_counter)
    flag, val = f"__ret_flag{k}", f"__ret_val{k}"
    frame.env[flag] = False
    frame.env[val] = ReturnSlot()
    loop = copy.copy(node)
    loop.body = []
    tr = _Returns(flag, val)
    for s in node.body:
        out = tr.visit(copy.deepcopy(s))
        loop.body.extend(out if isinstance(out, list) else [out])
    # The return after the loop is located at the loop's own ``return`` (what the user wrote; a
    # join error of the returned values names that line, as MindSpore does).
    returns = [n for n in gast.walk(gast.Module(body=list(node.body), type_ignores=[]))
               if isinstance(n, gast.Return)]
    ret = gast.Return(value=_name(val, False))
    after = _loc(gast.If(test=_name(flag, False), body=[ret], orelse=[]), node)
    _loc(ret, returns[-1] if returns else node)
    return [loop, after]


def returns_in_body(node: Any) -> bool:
    return has_jump(node.body, (gast.Return,))
