# Second-order gradients through BesselI0 (its gradient, I1, is differentiable too), as in
# MindSpore's nested-grad st test: grad of (grad of I0 at 2x) squared.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit


class OpsNet(nn.Cell):
    def construct(self, x):
        return ops.BesselI0()(x)


class HighGrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = OpsNet()

    def construct(self, x):
        x = x + x
        dx = ms.grad(self.net)(x)
        return dx * dx


x = Tensor(np.array([2.0, 0.5, -1.0], np.float32))
emit("nested_grad", ms.grad(HighGrad())(x), rtol=1e-5)
emit("i0_second_grad", ms.grad(ms.grad(ops.bessel_i0))(x), rtol=1e-5)
