"""``mindspore.ops.operations._scalar_ops``: the primitive classes (see _reexport.py)."""
from msgraph.ops.operations._reexport import export

export(globals())
