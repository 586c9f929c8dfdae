"""MindSpore's argument binding for dataset classes: its validators bind each call to the signature first, so
a missing, unknown or extra argument is a TypeError in ``inspect``'s words ("missing a required argument:
'data_type'") rather than Python's own call error."""
from __future__ import annotations

import functools
import inspect
import weakref
from typing import Any, Callable, Dict, Optional

#: the arguments each transform was made with (defaults filled in), for ``ds.serialize``
_INIT_ARGUMENTS: "weakref.WeakKeyDictionary[Any, Dict[str, Any]]" = weakref.WeakKeyDictionary()


def init_arguments(obj: Any) -> Dict[str, Any]:
    """The arguments ``obj``'s class was called with (its outermost ``__init__``), defaults filled in; {} when
    not recorded."""
    try:
        return dict(_INIT_ARGUMENTS.get(obj, {}))
    except TypeError:
        return {}


def bind_init_arguments(cls: type, check: Optional[Callable[[Dict[str, Any]], None]] = None) -> None:
    """Wrap the ``__init__`` defined on ``cls`` (if any): the arguments are bound to its signature before it
    runs (``check`` then sees them by name)."""
    init = cls.__dict__.get("__init__")
    if init is None or getattr(init, "_binds_arguments", False):
        return
    signature = inspect.signature(init)

    @functools.wraps(init)
    def checked(self: Any, *args: Any, **kw: Any) -> None:
        try:
            bound = signature.bind(self, *args, **kw)
        except TypeError as exc:
            raise TypeError(str(exc)) from None
        if check is not None:
            check(bound.arguments)
        try:
            if self not in _INIT_ARGUMENTS:     # the outermost __init__ of a subclass chain records
                full = signature.bind(self, *args, **kw)
                full.apply_defaults()
                _INIT_ARGUMENTS[self] = {k: v for k, v in list(full.arguments.items())[1:]}
        except TypeError:       # not weak-referenceable or hashable: nothing recorded
            pass
        init(self, *args, **kw)

    checked._binds_arguments = True  # type: ignore[attr-defined]
    cls.__init__ = checked  # type: ignore[misc]
