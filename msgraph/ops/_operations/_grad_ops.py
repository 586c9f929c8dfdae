"""``mindspore.ops.operations._grad_ops``: the gradient primitives msgraph defines (see _reexport.py)."""
from msgraph.ops.operations._reexport import export

export(globals(), grad_only=True)
