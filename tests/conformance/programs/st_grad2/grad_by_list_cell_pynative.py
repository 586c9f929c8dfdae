# PyNative: GradOperation(get_by_list=True)(cell) without weights differentiates the Cell's own Parameters
# (MindSpore 2.10's Graph mode returns () there, so the program is PyNative only).
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit

MODES = ("pynative",)


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[2.0, 3.0]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([1.0], np.float32)), name="b")

    def construct(self, x):
        return ops.matmul(x, self.w.T) + self.b


x = Tensor(np.array([[1.0, 4.0]], np.float32))
emit("by_list_cell_params", ops.GradOperation(get_by_list=True)(Lin())(x))
emit("all_and_list_cell_params", ops.GradOperation(get_all=True, get_by_list=True)(Lin())(x))


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([0.5], np.float32)), name="p")

    def construct(self, x):
        return x / self.p


class OutOfOrder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q = Parameter(Tensor(np.array([3.0], np.float32)), name="q")
        self.inner = Inner()

    def construct(self, x):
        return self.inner(x) * self.q


# the weights' gradients come in the order the forward pass uses them (inner.p, then q)
emit("by_list_use_order", ops.GradOperation(get_by_list=True)(OutOfOrder())(x))
