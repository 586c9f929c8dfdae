"""``mindspore.ops.auto_generate``: MindSpore's generated op modules (``gen_ops_prim``, ``gen_ops_def``).

msgraph's primitives live in ``ops.operations``; these modules re-export them under MindSpore's
generated names, plus the ``*_op`` instances and in-place ``*Ext`` primitives its tests import
(h-monad).
"""
from typing import Any

from . import gen_ops_def, gen_ops_prim  # noqa: F401


def __getattr__(name: str) -> Any:
    """``mindspore.ops.auto_generate`` re-exports both generated modules (``from mindspore.ops.auto_generate
    import contiguous``, ``auto_generate.CdistGrad``): functions first, then primitive classes (h-pyn2)."""
    if name in ("contiguous", "copy"):
        from .. import pynat_extra

        return getattr(pynat_extra, name)
    for mod in (gen_ops_def, gen_ops_prim):
        try:
            return getattr(mod, name)
        except AttributeError:
            pass
    raise AttributeError(f"module 'mindspore.ops.auto_generate' has no attribute '{name}'")
