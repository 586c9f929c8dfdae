"""The gradient of a loop that writes a Python number into a Parameter before each read (st auto_monad
test_load_convert_tensormove's network, `F.assign(self.weight, i)` then `x * self.weight`): MindSpore 2.10's Graph
mode gives each iteration's value (0 + 1 + 2 = 3); msgraph's Graph mode raised a DTypeError.  Graph mode only:
MindSpore's PyNative gives 6 (each product's backward reads the Parameter's last value, 2), msgraph's PyNative 3."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import functional as F
from _conf import emit

MODES = ("graph",)


class ForwardNet(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.weight = Parameter(Tensor(np.array(0), dt), name="param")

    def construct(self, x):
        out = 0
        i = 0
        while i < 3:
            F.assign(self.weight, i)
            out = x * self.weight + out
            i = i + 1
        return out


class BackwardNet(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.forward_net = net
        self.grad = ops.GradOperation(get_all=True)

    def construct(self, *inputs):
        return self.grad(self.forward_net)(*inputs)


for dt in (ms.int32, ms.float32):
    emit(f"grad/{dt}", BackwardNet(ForwardNet(dt))(Tensor(np.array(1), dt)))
