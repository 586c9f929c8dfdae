import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops, jit
from _conf import emit


class PropertyNet(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = Parameter(Tensor(p, ms.float32), name="param_p", requires_grad=False)
        self.scale = 3

    @property
    def value(self):
        return self.p * 1

    @property
    def factor(self):
        return self.scale + 1

    def set_value(self, p):
        return ops.assign(self.p, Tensor(p, ms.float32))

    def construct(self, x):
        return self.value * x + self.factor


net = PropertyNet(10)
emit("first", net(Tensor(np.array(1.0, np.float32))))
net.set_value(20)
emit("after_assign", net(Tensor(np.array(1.0, np.float32))))
net.set_value(5)
emit("after_assign_2", net(Tensor(np.array(2.0, np.float32))))


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = PropertyNet(4)

    def construct(self, x):
        self.inner.set_value(7)
        return self.inner.value + x


emit("assign_then_property", Outer()(Tensor(np.array(1.0, np.float32))))
