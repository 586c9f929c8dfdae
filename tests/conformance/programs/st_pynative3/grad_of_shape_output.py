# GradOperation(sens_param=True) of a Cell whose output holds no Tensor (ops.Shape's tuple of
# ints): the sensitivity (that same tuple) is accepted and every input's gradient is zero.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class ShapeNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.shape = ops.Shape()

    def construct(self, x):
        return self.shape(x)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, x, sens):
        return self.grad(self.net)(x, sens)


x = Tensor(np.arange(8).astype(np.int32))
out = ShapeNet()(x)
emit("forward", out)
emit("grad_int_input", GradNet(ShapeNet())(x, out))
xf = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
emit("grad_float_input", GradNet(ShapeNet())(xf, ShapeNet()(xf)))
