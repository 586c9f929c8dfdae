"""A loop unrolled at compile time, inside a Tensor ``if``, left by a Tensor break/continue: the
names after the ``if`` (arguments, values assigned in the loop) join as after a plain ``if``."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = 1

    def construct(self, x, y):
        for k in range(1):
            if x != 1:
                for _ in range(1):
                    y = k * x
                    y = self.a + y
                    if x > 5:
                        break
            if x == 5:
                for _ in range(1):
                    y = self.a - y
                    if x == y:
                        continue
        return x + y


x = Tensor(np.array([-1], np.float32))
y = Tensor(np.array([2], np.float32))
emit("branch_loop_break_join", Net()(x, y))
emit("branch_loop_break_join_5", Net()(Tensor(np.array([5], np.float32)), y))
emit("branch_loop_break_join_grad", ms.grad(Net(), grad_position=(0, 1))(x, y))
