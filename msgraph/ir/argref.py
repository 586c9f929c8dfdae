"""In-place writes to a Tensor *argument* of a compiled function.

MindSpore writes the new value of an input Tensor back to the caller's object when graph code
updates it in place (``ops.AssignAdd()(x, y)``, ``ops.assign(x, v)``, ``x[i] = v``), as PyNative
does.  The lowerer treats such a Tensor like a Parameter -- functional state threaded through the
graph, with its latest value read wherever the name is used -- and a write of it ends up in
``Graph.writes`` as ``(ArgRef, Value)``.  The executable stores that value into the Tensor that was
passed at input position ``index`` of the call (``Tensor._data``, or ``Parameter._write`` for a
Parameter passed as an argument).
"""
from __future__ import annotations

from typing import Any, Sequence, Tuple

import numpy as np


class _DType:
    __slots__ = ("dtype",)

    def __init__(self, dtype: np.dtype) -> None:
        self.dtype = dtype


class ArgRef:
    """The Tensor passed at flat input position ``index`` (shape and dtype of this signature)."""

    __slots__ = ("index", "shape", "_data", "entry", "name")

    def __init__(self, index: int, shape: Tuple[int, ...], dtype: np.dtype, name: str) -> None:
        self.index = index
        self.shape = tuple(shape)
        self._data = _DType(np.dtype(dtype))   # what the lowerer reads of a Parameter: ``_data.dtype``
        self.entry: Any = None                 # the Sym of the graph input
        self.name = name

    @property
    def dtype(self) -> Any:
        from ..common.dtype import from_numpy

        return from_numpy(self._data.dtype)

    def __repr__(self) -> str:
        return f"ArgRef({self.name})"


def store(obj: Any, arr: Any) -> None:
    """Write ``arr`` into the caller's Tensor ``obj`` (in place, as PyNative's in-place ops do)."""
    from ..common.tensor import _write_exported

    arr = np.asarray(arr, dtype=obj._data.dtype)
    if _write_exported(obj, arr):   # (into an array asnumpy() gave, as MindSpore's in-place storage: left38)
        return
    write = getattr(obj, "_write", None)
    if write is not None and type(obj).__name__ == "Parameter":
        write(arr)
    else:
        obj._data = arr


# ---------------------------------------------------------------------------------------
# Python containers passed in (lists and dicts)
# ---------------------------------------------------------------------------------------
# Leaf sources of a written-back container: the graph's extra result k, the caller's Tensor at flat
# input position i, or a constant.
OUT, IN, CONST = "out", "in", "const"


class ContainerWrite:
    """A list or dict argument (at ``path`` in ``(args, kwargs)``) whose contents graph code changed.

    ``keys is None``: replace the whole contents (``l[:] = new``; ``d.clear(); d.update(new)``);
    otherwise set only those dict keys (MindSpore writes ``d[k] = v`` of a jit function back).
    ``spec`` rebuilds the new contents (``ir.pytree``) from ``sources``.
    """

    __slots__ = ("path", "keys", "spec", "sources")

    def __init__(self, path: Tuple[Any, ...], keys: Any, spec: Any, sources: list) -> None:
        self.path = path
        self.keys = keys
        self.spec = spec
        self.sources = sources

    def apply(self, call: Tuple[tuple, dict], extra: Sequence[Any], objects: Sequence[Any], to_tensor: Any) -> None:
        from . import pytree

        obj: Any = call
        for p in self.path:
            obj = obj[p]
        leaves = []
        for kind, v in self.sources:
            if kind == OUT:
                leaves.append(to_tensor(extra[v]))
            elif kind == IN:
                leaves.append(objects[v])
            else:
                leaves.append(v)
        new = pytree.unflatten(self.spec, leaves)
        if self.keys is not None:
            for k in self.keys:
                obj[k] = new[k]
        elif isinstance(obj, list):
            obj[:] = new
        else:
            obj.clear()
            obj.update(new)


class AttrWrite:
    """``obj.attr = value`` in graph code (a plain Python attribute, not a Parameter): stored on the
    object after each successful run, as PyNative does; ``spec``/``sources`` rebuild the value."""

    __slots__ = ("obj", "attr", "spec", "sources")

    def __init__(self, obj: Any, attr: str, spec: Any, sources: list) -> None:
        import weakref

        try:
            self.obj = weakref.ref(obj)
        except TypeError:
            self.obj = lambda o=obj: o
        self.attr = attr
        self.spec = spec
        self.sources = sources

    def apply(self, call: Any, extra: Sequence[Any], objects: Sequence[Any], to_tensor: Any) -> None:
        from . import pytree

        obj = self.obj()
        if obj is None:
            return
        leaves = []
        for kind, v in self.sources:
            leaves.append(to_tensor(extra[v]) if kind == OUT else objects[v] if kind == IN else v)
        setattr(obj, self.attr, pytree.unflatten(self.spec, leaves))


class ItemWrite(AttrWrite):
    """``obj[key] = value`` in graph code on a dict Cell attribute: stored after each successful run
    (MindSpore 2.10 writes it back); ``attr`` holds the key."""

    __slots__ = ()

    def apply(self, call: Any, extra: Sequence[Any], objects: Sequence[Any], to_tensor: Any) -> None:
        from . import pytree

        obj = self.obj()
        if obj is None:
            return
        leaves = [to_tensor(extra[v]) if kind == OUT else objects[v] if kind == IN else v for kind, v in self.sources]
        obj[self.attr] = pytree.unflatten(self.spec, leaves)
