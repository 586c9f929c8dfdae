"""``mindspore.ops.auto_generate``: MindSpore's generated op modules (``gen_ops_prim``, ``gen_ops_def``).

msgraph's primitives live in ``ops.operations``; these modules re-export them under MindSpore's
generated names, plus the ``*_op`` instances and in-place ``*Ext`` primitives its tests import
(h-monad).
"""
from . import gen_ops_def, gen_ops_prim  # noqa: F401
