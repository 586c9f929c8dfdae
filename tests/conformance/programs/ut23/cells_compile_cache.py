"""tests/ut/python/memory_recycle/test_memory_recycle.py adapted: ``mindspore.common.api.cells_compile_cache``
lists every live Cell (id -> its ``compile_cache`` set) from its creation to its last reference; a Graph-mode
call adds one phase per input signature; ``ms.ms_memory_recycle()`` empties the sets.  msgraph had neither
name, and kept every Cell run in Graph mode alive."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, context, nn
from mindspore.common.api import cells_compile_cache
from _conf import emit

MODES = ("graph",)


class Net(nn.Cell):
    def construct(self, x, y):
        return x + y


base = len(cells_compile_cache)
x = Tensor(np.array([1.0], np.float32))
y = Tensor(np.array([2.0], np.float32))
net1 = Net()
emit("registered_at_init", [len(cells_compile_cache) - base, len(net1.compile_cache)])
net1(x, y)
emit("one_phase", [len(net1.compile_cache), len(cells_compile_cache[id(net1)])])
net1(x, y)
emit("same_signature", len(net1.compile_cache))
net1(Tensor(np.array([1], np.int32)), Tensor(np.array([2], np.int32)))
emit("new_signature", len(net1.compile_cache))
net2 = Net()
net2(x, y)
emit("two_cells", len(cells_compile_cache) - base)
ms.ms_memory_recycle()
emit("recycled", [len(net1.compile_cache), len(net2.compile_cache), len(cells_compile_cache) - base])
emit("after_recycle_value", net1(x, y).asnumpy())
emit("recompiled", len(net1.compile_cache))
del net1, net2
emit("freed", len(cells_compile_cache) - base)
