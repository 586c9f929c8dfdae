"""``mindspore.ops.operations._grad_ops``: the gradient primitives msgraph defines (see _reexport.py)."""
from msgraph.ops.operations._reexport import export

export(globals(), grad_only=True)

# MindSpore's _grad_ops also holds ConcatOffset (Concat's bprop helper; h-cpu4)
from msgraph.ops.operations import ConcatOffset  # noqa: E402,F401
__all__.append("ConcatOffset")  # noqa: F821
