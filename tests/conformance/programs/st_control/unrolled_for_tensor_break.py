"""A for loop over range() whose body leaves it (break/continue) under Tensor conditions, nested
for loops with a Tensor break, Parameters updated in the loop (the rest of the loop runs only on
the paths that did not leave it)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class ForBreakNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor(5.0, ms.float32), name='a')
        self.b = Parameter(Tensor(2.0, ms.float32), name='b')

    def construct(self, x):
        out = x + self.a
        for _ in range(10):
            x *= 2
            if self.a % 2 == 0:
                self.a += 1
                continue
            for _ in range(0, 5):
                self.a += 1
                x += self.b
                if x > 10:
                    break
            if x > 100:
                break
        if self.a > self.b:
            out += x
        return out, x, self.a


net = ForBreakNet()
emit("for_in_for_break_continue", net(Tensor(2.0, ms.float32)))
emit("for_in_for_break_param_after", net.a.value())


class ForBreakFloat(nn.Cell):
    def construct(self, x, y):
        for i in range(6):
            if x.sum() > 20:
                break
            x = x * y + i
            if y.sum() < 0:
                continue
            x = x + 1
        return x


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([1.5, 0.5], np.float32))
emit("for_tensor_break_float", ForBreakFloat()(x, y))
emit("for_tensor_break_float_neg", ForBreakFloat()(x, -y))
emit("for_tensor_break_grad", ms.grad(ForBreakFloat(), grad_position=(0, 1))(x, y))
