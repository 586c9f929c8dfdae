"""A Cell given as an argument to a jit function lives until its last reference, as in MindSpore 2.10: its
``cells_compile_cache`` entry goes when the user drops it (after ``f(net, x)``, ``ms.jit(g)(net, x)``,
``ms.jit(Net.construct)(net, x)``, and for Cells made in a loop); ``ms_compile_cache`` still counts a phase per graph.
msgraph kept every such Cell alive (its graph-cache key and ``ms_compile_cache`` entry held the Cell itself: live 6
where MindSpore has 0, and ``ms.ms_memory_recycle()`` then freed Cells of earlier code, so counts relative to an
earlier ``len(cells_compile_cache)`` depended on what had run before: ut23/cells_compile_cache after tests/graph)."""
import gc

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.common.api import cells_compile_cache, ms_compile_cache
from _conf import emit

MODES = ("graph",)


class Net(nn.Cell):
    def construct(self, x):
        return x * 2.0


@ms.jit
def f(net, x):
    return net(x)


def g(net, x):
    return net(x) + 1.0


x = Tensor(np.ones(2, np.float32))
gc.collect()
base = len(cells_compile_cache)
phases = len(ms_compile_cache)
net = Net()
emit("jit_arg_value", f(net, x))
emit("jit_arg_live", [len(cells_compile_cache) - base, len(ms_compile_cache) - phases])
del net
gc.collect()
emit("jit_arg_freed", len(cells_compile_cache) - base)
net = Net()
emit("jit_g_value", ms.jit(g)(net, x))
del net
gc.collect()
emit("jit_g_freed", len(cells_compile_cache) - base)
net = Net()
emit("jit_construct_value", ms.jit(Net.construct)(net, x))
del net
gc.collect()
emit("jit_construct_freed", [len(cells_compile_cache) - base, len(ms_compile_cache) - phases])
for i in range(3):
    net = Net()
    f(net, x)
emit("loop_live", [len(cells_compile_cache) - base, len(ms_compile_cache) - phases])
del net
gc.collect()
emit("loop_freed", len(cells_compile_cache) - base)
