# mindspore.hal on the CPU backend: one device, memory statistics all zero; a Tensor takes
# arbitrary Python attributes (custom autograd functions stash intermediates on their inputs).
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.array([1.0, 2.0], np.float32))
(x + 1).asnumpy()
emit("device_count", ms.hal.device_count())
emit("max_memory_allocated", ms.hal.max_memory_allocated())
emit("memory_allocated", ms.hal.memory_allocated())
emit("memory_reserved", ms.hal.memory_reserved())
emit("max_memory_reserved", ms.hal.max_memory_reserved())
emit("memory_stats_max_allocated", ms.hal.memory_stats()["max_allocated_memory"])
x.saved = x * 2
emit("attribute_roundtrip", x.saved.asnumpy())
emit("attribute_hasattr", hasattr(x, "saved"))
emit("attribute_missing", hasattr(x, "other_name"))
