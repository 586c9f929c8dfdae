"""Item assignment and in-place methods on a multi-element Parameter inside construct (st test_tensor_slice: the
Parameter's truth value was asked while compiling, a ValueError), and on a one-element Parameter holding 0."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore import dtype as mstype
from _conf import emit

# Graph mode (the fixed compile path); MindSpore 2.10's CPU PyNative leaves a Tensor unchanged after add_/mul_
# (docs/differences.md, h-opstop2)
MODES = ("graph",)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param = Parameter(Tensor(np.arange(6).reshape((2, 3)), mstype.float32), name="x")
        self.p0 = Parameter(Tensor(np.zeros((1,)), mstype.float32), name="p0")

    def construct(self, index, y):
        self.param[index] = 7.0
        self.param.add_(y)
        self.p0[0] = 2.0
        self.p0.mul_(3.0)
        return self.param + 1, self.p0 * 1


class SetByTensor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.const = Tensor(np.ones((6, 7, 8)), mstype.float32)
        self.param = Parameter(Tensor(np.arange(6 * 7 * 8).reshape((6, 7, 8)), mstype.float32), name="x")

    def construct(self, index, value):
        self.param[index] = value
        return self.param + self.const


net = Net()
emit("param_setitem_inplace", net(Tensor(np.array([1]), mstype.int32), Tensor(np.ones((2, 3), np.float32))))
emit("param_after", (net.param, net.p0))
s = SetByTensor()
emit("param_setitem_tensor_index", s(Tensor(np.array([[1, 3], [0, 2]]), mstype.int32), Tensor(-1.0, mstype.float32)))
emit("param_after_tensor_index", s.param)
