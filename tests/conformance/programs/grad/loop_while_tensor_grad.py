# Gradients through a while loop on a Tensor condition (tests/st/compiler/control/test_while_grad.py).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Net(nn.Cell):
    def construct(self, idx, end, x):
        while idx < end:
            part = x * x
            x = x + part
            idx = idx + 1
        return x


class Net2(nn.Cell):
    def construct(self, x, y):
        i = Tensor(np.array(0, np.int32))
        while i < 3:
            x = x * y
            i = i + 1
        return x


idx = Tensor(np.array(2, np.int32))
end = Tensor(np.array(4, np.int32))
x = Tensor(np.array([0.5, 1.0], np.float32))
emit("forward", Net()(idx, end, x))
emit("grad_x", ms.grad(Net(), grad_position=2)(idx, end, x))
emit("grad_xy", ops.GradOperation(get_all=True)(Net2())(x, Tensor(np.array([2.0, 3.0], np.float32))))
