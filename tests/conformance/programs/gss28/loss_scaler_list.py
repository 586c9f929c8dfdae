"""graph_state_sweep (gss28): ``amp.StaticLossScaler`` / ``DynamicLossScaler`` ``scale`` and ``unscale`` keep a
list a list (and a tuple a tuple), in PyNative and in graph code; msgraph returned a tuple for a list."""
import numpy as np
import mindspore as ms
from mindspore import amp
from _conf import emit
from _gss28_util import xf


@ms.jit
def in_jit(x):
    s = amp.StaticLossScaler(8)
    return s.scale([x, x * 2]), s.unscale([x, x]), s.unscale((x,))


def eager(x):
    s = amp.DynamicLossScaler(4, 2, 1)
    return s.scale([x]), s.unscale([x, (x, [x])])


emit("jit", in_jit(xf()))
emit("eager", eager(xf()))
