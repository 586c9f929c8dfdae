"""``mindspore.ops.auto_generate``: MindSpore's generated op modules (``gen_ops_prim``, ``gen_ops_def``).

msgraph's primitives live in ``ops.operations``; these modules re-export them under MindSpore's
generated names, plus the ``*_op`` instances and in-place ``*Ext`` primitives its tests import
(h-monad).
"""
from . import gen_ops_def, gen_ops_prim  # noqa: F401


def __getattr__(name: str):
    """``ops.auto_generate.X``: MindSpore's package re-exports its generated primitives and functions
    (``from .gen_ops_prim import *``, ``from .gen_ops_def import *``): primitives first (h-dyn)."""
    if not name.startswith("__"):
        for mod in (gen_ops_prim, gen_ops_def):
            try:
                return getattr(mod, name)
            except AttributeError:
                pass
    raise AttributeError(f"module 'mindspore.ops.auto_generate' has no attribute '{name}'")
