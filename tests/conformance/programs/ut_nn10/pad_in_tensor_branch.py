"""tests/ut/python/ops/test_layer_switch.py (test_layer_switch, after a STRICT test of the folder): nn.Pad layers
chosen by a Tensor index (each called inside a branch of a Tensor condition) at STRICT level; msgraph's nn.Pad
appended to a list there and failed with MSG409."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = (nn.Pad(paddings=((0, 0), (0, 2), (0, 0), (0, 0)), mode="CONSTANT"),
                       nn.Pad(paddings=((0, 0), (1, 1), (1, 0), (0, 1)), mode="CONSTANT"))

    def construct(self, x, index):
        y = self.layers[0](x)
        for i in range(len(self.layers)):
            if i == index:
                y = self.layers[i](x)
        return y


x = Tensor(np.arange(12, dtype=np.float32).reshape(1, 3, 2, 2))
for level in (ms.STRICT, ms.LAX):
    ms.set_context(jit_syntax_level=level)
    for i in (0, 1):
        emit_error(f"pad_pick_{level}_{i}", lambda: Net()(x, Tensor(i, ms.int32)))
ms.set_context(jit_syntax_level=ms.LAX)
