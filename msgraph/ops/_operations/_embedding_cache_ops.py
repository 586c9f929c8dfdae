"""``mindspore.ops.operations._embedding_cache_ops``: the primitive classes (see _reexport.py)."""
from msgraph.ops.operations._reexport import export

export(globals())
