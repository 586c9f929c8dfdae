"""``mindspore.ops.operations._rl_inner_ops``: the primitive classes (see _reexport.py; GRUV2 is in rnn_v2.py)."""
from msgraph.ops.operations._reexport import export

export(globals())
