"""PyNative views: a write through ``x[i] = v`` reaches the Tensors that share memory with ``x``.

MindSpore 2.10's PyNative getitem (any index), reshape/view, transpose/permute, expand_dims/unsqueeze,
squeeze, split/chunk/unbind and broadcast_to return *views* that share the storage of their input.
``Tensor.__setitem__`` on a view writes the input too (``x[0][1] = 5`` changes ``x``), a write on the
input is seen by its views, and views of one input see each other's writes. (On CPU, ``add_``/``mul_``
and the other in-place methods give the written Tensor new storage instead: the view and its input part,
see :func:`detach`.)

msgraph's Tensors own their numpy arrays and a write makes a new array (the tape keeps the old one for
the gradient), so sharing is kept as links instead of memory: the op library (``ops/registry.apply``)
calls :func:`link` when a view op runs on an eager Tensor, with the op's *record*: the primitive, its other
arguments, their unwrapped values and the output index (``None`` for a single output). Nothing is built per
call: the op library registers (:func:`set_ops`) two functions that read a record when a write needs it:

* ``replay(record, parent)`` runs the op again on the (rewritten) parent, on the tape, and gives the view's
  new value;
* ``positions(record, arr)`` runs the op's numpy implementation on an array of the parent's shape (used on
  an array of flat positions of the root, it tells which root elements the view holds).

A write on a Tensor of a family (:func:`write`) becomes a write on the root at those positions (a
``SetItem`` of the flattened root: gradients flow to the written value and around the overwritten
elements), then every live view below the root is replayed from its parent, parents first.
"""
from __future__ import annotations

import weakref
from typing import Any, Callable, List, Tuple

import numpy as np

from . import tensor_hooks as _tensor_hooks
from . import tensor_methods as _tm

#: the mark (on an IR value's ``marks``) of a graph value made by MindSpore's generated view ops
#: ``select_ext_view_op`` / ``slice_ext_view_op`` / ``transpose_view_op`` / ``split_tensor_view_op`` while graph code
#: is compiled: msgraph computes them as copies there, and MindSpore 2.10's CPU graph mode refuses an in-place op on
#: one (its RuntimeError "... is an inplace op and does not support view input"), so a write never silently misses
#: the input (``expand_dims_view_op`` is not one: MindSpore writes through it).  The mark lives and dies with the
#: graph being built.
GRAPH_VIEW = "graph_view"


def _ir_value(t: Any) -> Any:
    v = getattr(t, "value", None)
    return v if hasattr(v, "node") and isinstance(getattr(v, "marks", None), frozenset) else None


def mark_graph_view(out: Any) -> Any:
    """Note a graph value (or each of a tuple of them) as a generated view op's output; returns ``out``."""
    for o in (out if isinstance(out, (tuple, list)) else (out,)):
        v = _ir_value(o)
        if v is not None:
            v.marks = v.marks | {GRAPH_VIEW}
    return out


def refuse_graph_view_inplace(t: Any, op: str) -> None:
    """MindSpore 2.10's CPU graph-mode RuntimeError for an in-place ``op`` on a generated view op's output."""
    v = _ir_value(t)
    if v is not None and GRAPH_VIEW in v.marks:
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"Default/{op} is an inplace op and does not support view input. Please use other "
                             f"inplace op that supports view input (MindSpore 2.10's CPU graph mode: the input of "
                             f"the in-place op is the output of a view op such as select_ext_view_op).")


#: views made while a family is being refreshed are not linked again (the refresh rebinds the old ones)
_PAUSED = [0]

#: (replay, positions): how a view op's record is run again (set by the op library, which sits above this module)
_OPS: List[Callable[..., Any]] = []


def set_ops(replay: Callable[[Any, Any], Any], positions: Callable[[Any, np.ndarray], np.ndarray]) -> None:
    _OPS[:] = [replay, positions]


def link(parent: Any, child: Any, record: Any) -> None:
    """Record that ``child`` (the output of a view op on ``parent``, described by ``record``) shares
    ``parent``'s memory."""
    if _PAUSED[0] or child is parent:
        return
    child.__dict__["_vparent"] = (parent, record)
    kids = parent.__dict__.get("_vkids")
    if kids is None:
        parent.__dict__["_vkids"] = kids = []
    elif len(kids) > 32:
        kids[:] = [r for r in kids if r() is not None]
    kids.append(weakref.ref(child))


def in_family(t: Any) -> bool:
    d = t.__dict__
    return "_vparent" in d or "_vkids" in d


def is_view(t: Any) -> bool:
    """``t`` came out of a view op (even when an in-place method has since given it storage of its own)."""
    d = getattr(t, "__dict__", {})
    return "_vparent" in d or "_wasview" in d


def detach(t: Any) -> None:
    """``t`` gets storage of its own (MindSpore's CPU ``add_``, ``assign_value``...): its input and its
    views no longer see its writes, nor it theirs."""
    d = t.__dict__
    link_ = d.pop("_vparent", None)
    if link_ is not None:
        d["_wasview"] = True   # still a view for MindSpore's custom-function checks (is_view)
        kids = link_[0].__dict__.get("_vkids")
        if kids:
            kids[:] = [r for r in kids if r() is not None and r() is not t]
    for r in d.pop("_vkids", None) or ():
        c = r()
        if c is not None:
            c.__dict__.pop("_vparent", None)


def _chain(t: Any) -> Tuple[Any, List[Any]]:
    """(root, the view records from the root down to ``t``)."""
    records: List[Any] = []
    while True:
        link_ = t.__dict__.get("_vparent")
        if link_ is None:
            return t, records[::-1]
        t, record = link_
        records.append(record)


def positions(t: Any) -> np.ndarray:
    """The flat positions in its root's storage of each element of view ``t``."""
    root, records = _chain(t)
    pos = np.arange(root._data.size, dtype=np.int64).reshape(root._data.shape)
    for record in records:
        pos = _OPS[1](record, pos)
    return np.asarray(pos)


def is_contiguous(t: Any) -> bool:
    """A view is contiguous when its elements, in order, are consecutive in its root's storage."""
    pos = positions(t).ravel()
    return pos.size <= 1 or bool(np.array_equal(pos, np.arange(pos[0], pos[0] + pos.size)))


def _rebind(t: Any, new: Any) -> None:
    t._data = new._data
    from .tensor import Parameter

    if isinstance(t, Parameter):
        # a Parameter written in place stays the tape's leaf: later reads are the Parameter itself, the written
        # value gets no gradient (as Tensor.__setitem__ writes one that no view shares;
        # adapt43ctl/param_view_write_grad)
        return
    node = t._node = new._node
    if node is not None:
        # the tape reaches this node through t (as Tensor.__setitem__); a replayed multi-output view op (split,
        # unbind, chunk) keeps its other outputs (its bprop reads them all)
        out = node.out
        node.out = tuple(t if o is new else o for o in out) if isinstance(out, tuple) else t


def _refresh(root: Any, skip: Any = None) -> None:
    """Replay every live view below ``root`` from its (already rewritten) parent."""
    _PAUSED[0] += 1
    try:
        stack = [root]
        while stack:
            p = stack.pop()
            kids = p.__dict__.get("_vkids")
            if not kids:
                continue
            alive = []
            for r in kids:
                c = r()
                if c is None or c.__dict__.get("_vparent", (None,))[0] is not p:
                    continue
                alive.append(r)
                if c is not skip:
                    old_node = c._node
                    _rebind(c, _OPS[0](c.__dict__["_vparent"][1], p))
                    if getattr(c, "_hooks", None):
                        _tensor_hooks.follow_refresh(c, old_node)
                stack.append(c)
            kids[:] = alive
    finally:
        _PAUSED[0] -= 1


def _basic(index: Any) -> bool:
    """ints and slices only: MindSpore writes such an index into the storage its views share; an Ellipsis,
    None, bool, list or Tensor index on the viewed Tensor itself gives it new storage instead."""
    items = index if isinstance(index, tuple) else (index,)
    return all(isinstance(i, slice) or (isinstance(i, (int, np.integer)) and not isinstance(i, bool))
               for i in items)


def write(t: Any, index: Any, value: Any) -> None:
    """``t[index] = value`` on a member of a view family: the root and every live view see it."""
    F = _tm.F
    new_t = F.setitem(t, index, value)   # the checks and messages of a plain write; t's new value
    link_ = t.__dict__.get("_vparent")
    if link_ is not None and not _basic(index) and not t.__dict__.get("_subview"):
        # MindSpore 2.10: an Ellipsis / None / bool / list / Tensor index written on the output of reshape / view /
        # transpose / narrow / select / chunk / ``x[None]`` / ``Tensor(t)``... gives it storage of its own (its input
        # is unchanged); a subscript view ``x[1]`` / ``x[:, 1:]`` / ``x[...]`` (Tensor.__getitem__ marks it) is
        # written through with every index kind (measured: adapt43pn/view_write_index_kinds)
        detach(t)
        _rebind(t, new_t)
        return
    root, _ = _chain(t)
    if root is t:
        _rebind(t, new_t)
        if _basic(index):
            _refresh(t)
        return
    from .tensor import Tensor

    if t.__dict__.get("_subview") and _tensor_hooks.hooks_of(t):   # (x[1:], x[:, 1]: measured; reshape views: Left)
        _write_hooked_view(t, root, index, value)
        return
    where = F.getitem(Tensor._wrap(np.ascontiguousarray(positions(t))), index)   # root positions written
    _write_root(root, where, F.getitem(new_t, index))                              # the values written there


def _write_hooked_view(t: Any, root: Any, index: Any, value: Any) -> None:
    """``t[index] = value`` on a view whose current version has Tensor hooks.  MindSpore 2.10 applies them once to
    the gradient of the view's new value -- its region of the root's gradient plus its later uses -- and the old
    version's hooks only to the uses made before the write (``z = y[1:]; z.register_hook(x10); z[0] = 0;
    (y * 2).sum()``: [2, 0, 20, 20]; measured, adapt44grad/view_hook_written).  So the new value is computed from the
    region read from the root (not from t: its old version's hooks see nothing of the write), carries t's hooks
    (one dict: a handle's remove() reaches it), and is written over t's whole region; the view t, replayed from the
    written root, does not hook again."""
    from .tensor import Tensor

    F = _tm.F
    pos = Tensor._wrap(np.ascontiguousarray(positions(t)).reshape(-1))
    region = F.reshape(F.gather(F.reshape(root, (-1,)), pos, 0), tuple(t._data.shape))
    new = F.setitem(region, index, value)
    hooks = t._hooks
    version, nv = id(getattr(t, "_node", None)), id(getattr(new, "_node", None))
    for key, (fn, v) in list(hooks.items()):
        if v == version or (type(v) is tuple and version in v):
            hooks[key] = (fn, (v if type(v) is tuple else (v,)) + (nv,))
    new._hooks = hooks
    saved = dict(hooks)
    _write_root(root, pos, F.reshape(new, (-1,)))
    hooks.clear()
    hooks.update(saved)


def write_all(t: Any, new: Any) -> None:
    """An in-place method (``add_``, ``copy_``, ``fill_``...) gave ``t`` the value ``new`` (same shape and
    dtype): its root and views see it, as on MindSpore's Ascend backend and in PyTorch (MindSpore 2.10's CPU
    backend leaves a view unchanged, or has no kernel; docs/differences.md)."""
    root, _ = _chain(t)
    if root is t:
        _rebind(t, new)
        _refresh(t)
        return
    from .tensor import Tensor

    _write_root(root, Tensor._wrap(np.ascontiguousarray(positions(t))), new)


def _write_root(root: Any, where: Any, vals: Any) -> None:
    F = _tm.F
    flat = F.setitem(F.reshape(root, (-1,)), where, vals)
    _rebind(root, F.reshape(flat, tuple(root._data.shape)))
    _refresh(root)
