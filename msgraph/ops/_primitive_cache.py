"""``mindspore.ops._primitive_cache``: ``_get_cache_prim(cls)(*args, **kwargs)`` is ``cls(*args, **kwargs)``, one
instance per (class, arguments) in PyNative mode (MindSpore's functional ops build their primitives this way)."""
from __future__ import annotations

from typing import Any, Callable, Dict

_CACHE: Dict[Any, Any] = {}


class _Unhashable(Exception):
    pass


def _key(x: Any) -> Any:
    if isinstance(x, (list, tuple)):
        return (type(x).__name__,) + tuple(_key(v) for v in x)
    if isinstance(x, dict):
        return ("dict",) + tuple((k, _key(v)) for k, v in sorted(x.items(), key=lambda kv: str(kv[0])))
    try:
        hash(x)
        return (type(x).__name__, x)
    except TypeError:
        # keyed by id(x), a freed array's id could come back with other values and get its primitive: no caching
        raise _Unhashable from None


def _get_cache_prim(cls: Any) -> Callable[..., Any]:
    """A function that builds ``cls(*args, **kwargs)``, reusing the instance made with the same arguments."""
    def get(*args: Any, **kwargs: Any) -> Any:
        try:
            key = (cls, _key(args), _key(kwargs))
        except _Unhashable:
            return cls(*args, **kwargs)
        prim = _CACHE.get(key)
        if prim is None:
            prim = _CACHE[key] = cls(*args, **kwargs)
        return prim

    # graph code: a new primitive built at compile time (MindSpore's _new_prim_for_graph)
    get.__msgraph_lower__ = lambda low, args, kwargs, loc: cls(*args, **kwargs)  # type: ignore[attr-defined]
    return get


_get_cache_prim.__msgraph_lower__ = lambda low, args, kwargs, loc: _get_cache_prim(*args, **kwargs)  # type: ignore
