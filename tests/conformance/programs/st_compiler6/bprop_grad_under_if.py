"""A custom bprop that takes gradients of an inner Cell under an ``if`` on a Tensor, itself
differentiated by GradOperation in graph code: the inner gradients are expanded too
(tests/st/compiler/auto_monad/test_auto_monad_mindtester.py::test_ctrl_if_while_bprop_inlinebprop_twoinput)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import GradOperation
from _conf import emit


class TwoInput(nn.Cell):
    def construct(self, x, y):
        return x * y


class Inline(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = TwoInput()
        self.grad = GradOperation(get_all=True)

    def construct(self, x, y):
        if x > y:
            x = self.f(x, y)
        else:
            x = self.f(x, y) + 1
        return x

    def bprop(self, x, y, out, dout):
        if x > y:
            grads = self.grad(self.f)(x, y)
        else:
            grads = self.grad(self.f)(x * 3, y)
        return grads[0] * 2, grads[1] * dout


class G(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.g = GradOperation(get_all=True)

    def construct(self, x, y):
        return self.g(self.n)(x, y)


emit("true_branch", G(Inline())(Tensor(np.float32(2)), Tensor(np.float32(1))))
emit("false_branch", G(Inline())(Tensor(np.float32(1)), Tensor(np.float32(5))))
