"""tests/st/utils/test_stress_detect and tests/st/runtime/test_runtime_api adapted: stress_detect on CPU is
MindSpore's RuntimeError (an unknown detection type gives 1), and _bind_device_context leaves ops working."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from mindspore.utils import stress_detect
from mindspore.tools import stress_detect as tools_stress_detect
from mindspore.common.api import _bind_device_context
from _conf import emit, emit_error

ms.set_context(device_target="CPU")
a = Tensor(1.0) * Tensor(2.0)
try:
    stress_detect()
except RuntimeError as e:
    emit("stress_detect_cpu", "Stress detection is not supported" in str(e))
emit_error("tools_stress_detect_cpu", tools_stress_detect, "aic")
emit("tools_stress_detect_bad_type", tools_stress_detect("bad"))


class Add(nn.Cell):
    def __init__(self):
        super().__init__()
        self.add = P.Add()

    def construct(self, x1, x2):
        return self.add(x1, x2)


_bind_device_context()
net = Add()
out = net(Tensor(np.array([1])), Tensor(np.array([2])))
_bind_device_context()
emit("after_bind", net(Tensor(np.array([1])), out))
