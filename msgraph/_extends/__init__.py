"""``mindspore._extends``: the helpers MindSpore's own tests import from it (``cell_attr_register``)."""
from __future__ import annotations

import functools
from typing import Any, Callable

__all__ = ["cell_attr_register"]


def cell_attr_register(fn: Any = None, attrs: Any = None) -> Any:
    """Decorator of a Cell's ``__init__``: records the arguments it was built with (``cell_init_args``)."""
    def deco(init: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(init)
        def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
            init(self, *args, **kwargs)
            try:
                object.__setattr__(self, "cell_init_args", type(self).__name__ + str(args) + str(kwargs))
            except (AttributeError, TypeError):
                pass
        return wrapper

    if fn is not None and callable(fn):
        return deco(fn)
    return deco
