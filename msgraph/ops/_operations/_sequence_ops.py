"""``mindspore.ops.operations._sequence_ops``: the primitive classes (see _reexport.py)."""
from msgraph.ops.operations._reexport import export

export(globals())
from msgraph.ops.sequence_st import _SequenceMakeRange as make_range  # noqa: E402  (MindSpore's primitive class)

__all__.append("make_range")
