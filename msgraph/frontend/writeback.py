"""What graph code did to the lists and dicts passed to it, as writes back to the caller's objects.

The lowerer works on copies of container arguments (their Tensors are graph inputs).  After
lowering, each copy is compared with its contents at entry:

* ``d[k] = v`` on a dict argument is written back to the caller's dict, in every compiled function
  (MindSpore 2.10 does so for ``@jit`` functions and Cells, in both modes), unless graph code also calls
  its ``update`` or ``clear`` (done on a new dict: :func:`note_dict_rebuild`);
* ``l.reverse()`` / ``extend`` / ``pop`` / ``insert`` on a list argument change the caller's list
  (MindSpore 2.10) up to the first item assignment, ``append``, ``remove``, ``sort`` or ``clear``
  (which MindSpore does on a new list: :func:`note_rebuild`);
* a Cell run in Graph mode writes back every change to its list and dict arguments (``append``,
  ``l[i] = v``, ``d.pop(k)``...), which is what the same Cell does in PyNative.  (MindSpore's Graph
  mode drops those; msgraph follows PyNative, see docs/differences.md.)

The new contents become extra graph results (``Graph.n_extra``) and ``Graph.container_writes``
(:class:`~msgraph.ir.argref.ContainerWrite`), which the executable applies after a successful run.
"""
from __future__ import annotations

from typing import Any, List, Tuple

from ..common.tensor import Tensor
from ..ir import pytree
from ..ir.argref import CONST, IN, OUT, ArgRef, AttrWrite, ContainerWrite
from .symbolic import is_sym


def snapshot(cargs: Any, ckwargs: Any) -> List[Tuple[tuple, Any, Any]]:
    """(path, copy, contents at entry) of every list and dict among the lowered arguments."""
    out: List[Tuple[tuple, Any, Any]] = []

    def walk(x: Any, path: tuple) -> None:
        if isinstance(x, list):
            out.append((path, x, list(x)))
            for i, v in enumerate(x):
                walk(v, path + (i,))
        elif isinstance(x, dict):
            out.append((path, x, dict(x)))
            for k, v in x.items():
                walk(v, path + (k,))
        elif isinstance(x, tuple):
            for i, v in enumerate(x):
                walk(v, path + (i,))

    walk(tuple(cargs), (0,))
    walk(ckwargs, (1,))
    return out


def note_rebuild(low: Any, obj: list, returned_new: bool = True) -> None:
    """``obj`` (a list) is about to change by item assignment, append, remove, sort or clear, which
    MindSpore 2.10 does on a new list: the caller's list keeps what it held until now.
    ``returned_new``: returning the list returns that new list (not after remove/sort, where
    MindSpore 2.10 returns the caller's list unchanged)."""
    if returned_new:
        low.list_updates.add(id(obj))
    low.__dict__.setdefault("list_rebuilt", {}).setdefault(id(obj), list(obj))


def note_dict_rebuild(low: Any, obj: dict) -> None:
    """``obj`` (a dict) is about to change by ``update`` or ``clear``, which MindSpore 2.10 does on a new
    dict: returning it returns that new dict, and the caller's dict keeps its contents at entry (no
    ``d[k] = v`` before or after reaches it either)."""
    low.list_updates.add(id(obj))
    low.__dict__.setdefault("dict_rebuilt", set()).add(id(obj))


def _changed(now: Any, before: Any) -> bool:
    if len(now) != len(before):
        return True
    if isinstance(now, list):
        return any(a is not b for a, b in zip(now, before))
    return list(now) != list(before) or any(now[k] is not before[k] for k in now)


def container_writes(low: Any, graph: Any, snap: List[Tuple[tuple, Any, Any]], whole: bool) -> None:
    """Add the writes back for the containers in ``snap`` to ``graph`` (see module docstring)."""
    writes = []
    extra: List[Any] = []
    covered: List[tuple] = []
    for path, obj, before in snap:
        if any(path[:len(c)] == c for c in covered):
            continue      # inside a container already written back whole
        keys = None
        if whole:
            if not _changed(obj, before):
                continue
            covered.append(path)
            content: Any = obj
        elif isinstance(obj, list):
            # reverse/extend/pop/insert/remove/sort/clear change the caller's list in place (MindSpore
            # 2.10); a list changed by item assignment or append is a new list (low.list_updates)
            content = low.__dict__.get("list_rebuilt", {}).get(id(obj), obj)   # as before the rebuild
            if not _changed(content, before):
                continue
            covered.append(path)
        else:
            if not isinstance(obj, dict) or id(obj) in low.__dict__.get("dict_rebuilt", ()):
                continue
            keys = [k for k in obj if (id(obj), k) in low.dict_sets]
            if not keys:
                continue
            content = {k: obj[k] for k in keys}
        leaves, spec = pytree.flatten(content, lambda x: is_sym(x) or isinstance(x, Tensor))
        writes.append(ContainerWrite(path, keys, spec, _sources(leaves, extra)))
    for obj, attr, value in low.attr_writes.values():
        leaves, spec = pytree.flatten(value, lambda x: is_sym(x) or isinstance(x, Tensor))
        writes.append(AttrWrite(obj, attr, spec, _sources(leaves, extra)))
    for obj, key, value in low.__dict__.get("attr_item_writes", ()):
        from ..ir.argref import ItemWrite

        leaves, spec = pytree.flatten(value, lambda x: is_sym(x) or isinstance(x, Tensor))
        writes.append(ItemWrite(obj, key, spec, _sources(leaves, extra)))
    if writes:
        graph.block.results = list(graph.block.results) + extra
        graph.n_extra = len(extra)
        graph.container_writes = writes


def note_attr_container(low: Any, obj: Any) -> None:
    """Record the contents of a list/dict Cell attribute (and of the lists/dicts inside it) at its first read."""
    if id(obj) in low.attr_containers:
        return
    if isinstance(obj, list):
        low.attr_containers[id(obj)] = (obj, list(obj))
        items = list(obj)
    elif isinstance(obj, dict):
        low.attr_containers[id(obj)] = (obj, dict(obj))
        items = list(obj.values())
    else:
        return
    for v in items:
        if type(v) in (list, dict):
            note_attr_container(low, v)


def restore_attr_containers(low: Any, result: Any = None) -> Any:
    """Undo what graph code did to list/dict Cell attributes while compiling, right after lowering; returns
    ``result`` with each restored list it holds replaced by a copy of the list as graph code left it.

    A list item assignment or append on a Cell attribute is not seen by the attribute in MindSpore 2.10
    (its Graph mode builds a new list, which the graph still reads and may return): the attribute gets its
    old contents back.  No Tensor of the graph may stay in a Cell's containers (it would leak out of the
    graph).  A dict item set (``self.d[k] = x``) is written back by MindSpore 2.10: a key set to a graph
    Tensor gets its old value now and the Tensor after each run (``low.attr_item_writes``)."""
    if result is not None and getattr(low, "bytecode", False):
        _break_at_outer_writes(low)
    rebuilt = low.__dict__.get("list_rebuilt", {})
    swap: dict = {}
    items: List[Any] = []
    returned = _dicts_in(result, {}) if result is not None else {}
    deferred: List[Any] = []
    for obj, before in low.attr_containers.values():
        if isinstance(obj, list):
            if id(obj) in rebuilt or _holds_sym(obj):
                swap[id(obj)] = list(obj)
                obj[:] = rebuilt.get(id(obj), before) if not _holds_sym(rebuilt.get(id(obj), before)) else before
        elif isinstance(obj, dict):
            for k in [k for k, v in obj.items() if _holds_sym(v)]:
                if (id(obj), k) in low.dict_sets:
                    items.append((obj, k, obj[k]))
                if id(obj) in returned:
                    # returned as itself (``return self.d``): the result is flattened with the graph's
                    # values first (restore_returned_dicts after that)
                    deferred.append((obj, k, before))
                elif k in before:
                    obj[k] = before[k]
                else:
                    del obj[k]
    low.attr_item_writes = items
    low.attr_dict_restores = deferred
    low.attr_containers = {}
    if not swap or result is None:
        return result

    def sub(x: Any) -> Any:
        if isinstance(x, list):
            return swap[id(x)] if id(x) in swap else x
        if type(x) is tuple:
            return tuple(sub(i) for i in x)
        return x

    for new in swap.values():
        new[:] = [sub(i) for i in new]
    return sub(result)


def _break_at_outer_writes(low: Any) -> None:
    """``jit(capture_mode='bytecode')``: graph code that changed a list or dict it did not get as an argument (a
    module global, a closure cell, a Cell attribute: ``G.append(x)``, ``G[k] = v``, ``self.log.append(1)``) breaks
    the graph, so the function runs as Python at every call (each call appends once; msgraph's graph would do it at
    compile time only, or undo it as for 'ast' graphs).  MindSpore 2.10's bytecode capture does these writes as
    Python does in most measured forms (append / extend / insert / item assignment / sort / clear of a global
    list, repeated calls, a Tensor condition choosing the write, a raise after it: adapt38pj/bytecode_outer_writes;
    a few forms lose the write there, followed as Python: docs/differences.md, Session 38 (adapt38pj)).
    The containers get their contents at entry back first; ``fullgraph=True`` runs as Python too (no Unsupported:
    MindSpore's capture keeps those writes in its graph)."""
    changed = False
    for obj, before in low.attr_containers.values():
        if isinstance(obj, list):
            changed = changed or _changed(obj, before)
        elif isinstance(obj, dict):
            changed = changed or _changed(obj, before)
    if changed:
        raise_outer_write_break(low)


def raise_outer_write_break(low: Any) -> None:
    """Give every list / dict read from outside the function its contents at entry back (nothing graph code did to
    them while compiling stays: the function now runs as Python and does it once), then raise OuterWriteBreak."""
    for obj, before in low.attr_containers.values():
        if isinstance(obj, list):
            obj[:] = before
        elif isinstance(obj, dict):
            obj.clear()
            obj.update(before)
    low.attr_containers = {}
    from ..errors import OuterWriteBreak

    raise OuterWriteBreak("Reason: a write to a list or dict outside the function (runs as Python)")


def restore_returned_dicts(low: Any) -> None:
    """Second half of :func:`restore_attr_containers`: the dict Cell attributes the graph returns get
    their old items back once the result is flattened (MindSpore 2.10 returns ``self.d`` after
    ``self.d[k] = x`` as the attribute itself, holding x: st fallback test_graph_fallback_runtime_dict_inplace
    test_dict_getitem_after_setitem)."""
    for obj, k, before in low.__dict__.pop("attr_dict_restores", ()):
        if k in before:
            obj[k] = before[k]
        else:
            obj.pop(k, None)


def _dicts_in(x: Any, out: dict, depth: int = 0) -> dict:
    if isinstance(x, dict):
        out[id(x)] = x
    if depth < 4 and isinstance(x, (list, tuple, dict)):
        for v in (x.values() if isinstance(x, dict) else x):
            if isinstance(v, (list, tuple, dict)):
                _dicts_in(v, out, depth + 1)
    return out


def _holds_sym(v: Any) -> bool:
    if is_sym(v):
        return True
    if isinstance(v, (list, tuple)):
        return any(_holds_sym(i) for i in v)
    if isinstance(v, dict):
        return any(_holds_sym(i) for i in v.values())
    return False


def _sources(leaves: List[Any], extra: List[Any]) -> list:
    sources = []
    for leaf in leaves:
        if is_sym(leaf) and isinstance(leaf.param, ArgRef) and leaf.param.index is not None:
            sources.append((IN, leaf.param.index))
        elif is_sym(leaf):
            sources.append((OUT, len(extra)))
            extra.append(leaf.value)
        else:
            sources.append((CONST, leaf))
    return sources


__all__ = ["snapshot", "container_writes", "note_rebuild", "note_dict_rebuild", "note_attr_container", "restore_attr_containers",
           "restore_returned_dicts"]
