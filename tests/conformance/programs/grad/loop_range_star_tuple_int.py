# for i in range(*bounds) with int32 Tensor inputs, under grad (from MindSpore's control-flow grad tests).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bounds = (1, 4)

    def construct(self, x, y):
        out = x
        for i in range(*self.bounds):
            out = out + y * i
        return out


class FNet(nn.Cell):
    def construct(self, x, y):
        out = x
        for i in range(*(0, 6, 2)):
            out = out * 2 + y
        return out


xi = Tensor(np.array([1, 2], np.int32))
yi = Tensor(np.array([3, 4], np.int32))
emit("forward_int", Net()(xi, yi))
emit("grad_int", ops.GradOperation(get_all=True)(Net())(xi, yi))
xf = Tensor(np.array([1.0, 2.0], np.float32))
yf = Tensor(np.array([3.0, 4.0], np.float32))
emit("grad_float", ops.GradOperation(get_all=True)(FNet())(xf, yf))
