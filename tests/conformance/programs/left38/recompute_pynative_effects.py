"""A recomputed Cell (``cell.recompute()``) differentiated in PyNative: MindSpore 2.10 runs its forward again in the
backward pass, side effects included: an ``assign_add`` counter in the block counts 2 per ``ms.grad`` call (4 for a
block called twice); a Primitive's ``recompute()`` and its Graph mode count once.  msgraph ran it once in PyNative
(silent).  Values and gradients are unchanged (left38)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from mindspore.ops import operations as P
from _conf import emit

MODES = ("pynative",)


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0, 3.0), name="bw")
        self.mul = P.Mul()
        self.c = Parameter(f32(0.0), name="bc", requires_grad=False)

    def construct(self, x):
        ops.assign_add(self.c, f32(1.0))
        return ops.tanh(self.mul(x, self.w))


class Net(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.b = Block()
        if mode == "cell":
            self.b.recompute()
        elif mode == "prim":
            self.b.mul.recompute()

    def construct(self, x):
        y = self.b(x)
        return (y * y).sum()


for mode in ("none", "cell", "prim"):
    n = Net(mode)
    emit(mode + "_grad", (ms.grad(n, 0, n.trainable_params())(f32(0.5, -0.5)), n.b.c.value()))
    emit(mode + "_forward_after", (n(f32(0.5, -0.5)), n.b.c.value()))


class Twice(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b = Block()
        self.b.recompute()

    def construct(self, x):
        return (self.b(x) + self.b(x * 2)).sum()


tw = Twice()
emit("called_twice_grad", (ms.grad(tw, 0)(f32(0.1, 0.2)), tw.b.c.value()))
