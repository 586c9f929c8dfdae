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
