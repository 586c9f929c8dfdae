"""``mindspore.ops.auto_generate``: MindSpore's generated op modules (``gen_ops_prim``, ``gen_ops_def``).

msgraph's primitives live in ``ops.operations``; these modules re-export them under MindSpore's
generated names, plus the ``*_op`` instances and in-place ``*Ext`` primitives its tests import
(h-monad).
"""
from . import gen_ops_def, gen_ops_prim  # noqa: F401


def __getattr__(name: str):
    """``ops.auto_generate.broadcast_to`` and the other generated functions: ``gen_ops_def``'s (h-opsA)."""
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(gen_ops_def, name)
