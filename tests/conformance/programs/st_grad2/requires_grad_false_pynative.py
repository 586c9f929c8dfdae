# PyNative: a weight with requires_grad=False (set before the call or inside construct) gets a zero gradient
# (MindSpore's Graph mode still differentiates it: PyNative only).
import mindspore as ms
from mindspore import nn, Parameter, Tensor, ops
from _conf import emit

MODES = ("pynative",)


class Net(nn.Cell):
    def __init__(self, inside):
        super().__init__()
        self.p1 = Parameter(Tensor(2.0, ms.float32))
        self.p2 = Parameter(Tensor(3.0, ms.float32))
        self.inside = inside

    def construct(self, x):
        z = ops.mul(x, self.p1) * self.p2
        if self.inside:
            self.p2.requires_grad = False
        return z


x = Tensor([4.0], ms.float32)
n = Net(False)
n.p2.requires_grad = False
emit("set_before", ms.grad(n, weights=[n.p1, n.p2])(x))
n = Net(True)
emit("set_inside", ms.grad(n, weights=[n.p1, n.p2])(x))
