"""Run MindSpore code unmodified: make ``import mindspore`` (and every ``mindspore.x.y``) load msgraph.

``msgraph.compat.install()`` puts a finder on ``sys.meta_path`` that answers ``mindspore`` with
``msgraph`` and ``mindspore.<path>`` with ``msgraph.<path>``; a real MindSpore installation is
shadowed only while the alias is installed (``uninstall()`` removes it and the aliased modules).
``python -m msgraph.run script.py`` runs a script with the alias installed.
"""
from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
from typing import Any, List, Optional

ALIAS = "mindspore"
TARGET = "msgraph"


class _AliasLoader(importlib.abc.Loader):
    def __init__(self, target: str) -> None:
        self.target = target

    def create_module(self, spec: Any) -> Any:
        module = importlib.import_module(self.target)
        self._spec = getattr(module, "__spec__", None)
        return module

    def exec_module(self, module: Any) -> None:
        # the target module is already executed.  The import system has just set its ``__spec__`` to the alias's
        # spec ("mindspore.x"); put msgraph's back, or every relative import inside it warns
        # "__package__ != __spec__.parent" (an ImportWarning: an error under warnings filters set to "error")
        if getattr(self, "_spec", None) is not None:
            module.__spec__ = self._spec


class MindSporeAlias(importlib.abc.MetaPathFinder):
    """Resolves ``mindspore[.x]`` to the already-importable ``msgraph[.x]``."""

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Optional[Any]:
        if fullname != ALIAS and not fullname.startswith(ALIAS + "."):
            return None
        real = TARGET + fullname[len(ALIAS):]
        try:
            if importlib.util.find_spec(real) is None:
                return None
        except ModuleNotFoundError:
            return None
        spec = importlib.util.spec_from_loader(fullname, _AliasLoader(real), is_package=True)
        return spec


_FINDER: Optional[MindSporeAlias] = None


def install() -> None:
    """``import mindspore`` now imports msgraph (idempotent)."""
    global _FINDER
    if _FINDER is None:
        _FINDER = MindSporeAlias()
        sys.meta_path.insert(0, _FINDER)


def uninstall() -> None:
    """Remove the alias and forget the ``mindspore`` modules it handed out."""
    global _FINDER
    if _FINDER is not None:
        sys.meta_path.remove(_FINDER)
        _FINDER = None
    # list(...) copies the keys in one step: a background thread (kernel compiles) may import meanwhile
    aliased: List[str] = [n for n in list(sys.modules) if n == ALIAS or n.startswith(ALIAS + ".")]
    for name in aliased:
        mod = sys.modules[name]
        if getattr(mod, "__name__", "").split(".")[0] == TARGET:
            del sys.modules[name]


def installed() -> bool:
    return _FINDER is not None
