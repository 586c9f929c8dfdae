"""GradOperation(get_by_list=True)(net) with no weights in PyNative (adapted from st/pi_jit
gradient/test_grad_return_type_pijit): MindSpore differentiates the Parameters the forward pass used, in the order
it used them (not trainable_params' order), and leaves out one it did not use (an untaken branch's)."""
import numpy as np
from mindspore import Tensor, nn, Parameter, ops
from mindspore.ops import GradOperation
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.array([[1.0, 2.0]], np.float32))


class ThreeParams(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor([1.0]), name='a')
        self.w = Parameter(Tensor([6.0]), name='w')
        self.b = Parameter(Tensor([2.0]), name='b')

    def construct(self, t):
        return self.w * t + self.b * 3 + self.a * 5


class OneUnused(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor([1.0]), name='a')
        self.w = Parameter(Tensor([6.0]), name='w')
        self.b = Parameter(Tensor([2.0]), name='b')
        self.c = Parameter(Tensor([2.0]), name='c')

    def construct(self, t):
        return self.b * t + self.c * 3 + self.a * 5


class Nested(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(2, 2, weight_init='ones', bias_init='zeros')
        self.d2 = nn.Dense(2, 1, weight_init='ones', bias_init='ones')
        self.s = Parameter(Tensor([2.0]), name='s')

    def construct(self, t):
        y = self.d2(self.d1(t) * self.s)
        return y * self.s + self.d1.bias.sum()


class Branch(nn.Cell):
    def __init__(self):
        super().__init__()
        self.u = Parameter(Tensor([1.0]), name='u')
        self.v = Parameter(Tensor([2.0]), name='v')
        self.r = Parameter(Tensor([3.0]), name='r', requires_grad=False)

    def construct(self, t):
        if t.sum() > 0:
            return (ops.mul(t, self.v) + self.r * t).sum()
        return (t * self.u).sum()


for cls in (ThreeParams, OneUnused, Nested, Branch):
    net = cls()
    emit(cls.__name__, GradOperation(get_by_list=True)(net)(x))
    emit(cls.__name__ + "_get_all", GradOperation(get_all=True, get_by_list=True)(net)(x))
    emit(cls.__name__ + "_given", GradOperation(get_by_list=True)(net, net.trainable_params())(x))
