"""The gradient of Mish on float16 (MindSpore's st test ops/cpu/test_mish_grad_op.py): in Graph mode MindSpore's
CPU kernel selection runs the bprop's Softplus, Tanh, TanhGrad and SoftplusGrad on float32, so its float16 results
differ in the last bit from PyNative's (op by op on float16, Softplus rounding once)."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _conf import emit


class MishNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mish = P.Mish()

    def construct(self, x):
        return self.mish(x)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.grad = C.GradOperation(get_all=True, sens_param=True)
        self.net = net

    def construct(self, x, dy):
        return self.grad(self.net)(x, dy)


x_st = np.array([1.7641, 0.4002, 0.9787, 2.2409, 1.8676, -0.9773, 0.9501, -0.1514, -0.1032, 0.4106, 0.1440, 1.4543])
dy_st = np.array([2.2698, -1.4544, 0.0458, -0.1872, 1.5328, 1.4694, 0.1549, 0.3782, -0.8878, -1.9808, -0.3479, 0.1563])
x_ar = (np.arange(40) - 20) * 0.23
dy_ar = ((np.arange(40) * 7) % 11 - 5) * 0.31
for name, x, dy in (("st_values", x_st, dy_st), ("arange", x_ar, dy_ar)):
    for dt in (np.float16, np.float32):
        emit(f"mish_grad_{name}_{dt.__name__}", GradNet(MishNet())(Tensor(x.astype(dt)), Tensor(dy.astype(dt)))[0])
