import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from mindspore.ops import functional as F
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class WhileAssign(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(0.0, 0.0), name="w")

    def construct(self, x):
        out = x * 0
        i = 0
        while i < 3:
            F.assign(self.w, self.w + i)
            out = x * self.w + out
            i = i + 1
        return out.sum()


class Mul2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")

    def construct(self, x):
        a = x * self.w
        F.assign(self.w, f32(5.0))
        return a + x * self.w


case("while_assign_grad", lambda: ms.grad(WhileAssign())(f32(1.0, 2.0)))
case("mul2_grad", lambda: ms.grad(Mul2())(f32(2.0)))
case("mul2_gradop", lambda: ops.GradOperation()(Mul2())(f32(2.0)))
m = Mul2()
case("mul2_grad_w", lambda: ms.grad(m, grad_position=None, weights=m.w)(f32(2.0)))
