# GradOperation(get_by_list=True)(cell) without weights: the gradients of the Cell's trainable Parameters
# (MindSpore's PyNative); its Graph mode returns an empty tuple of weight gradients there, and so does
# msgraph's (h-grad2, recorded in both modes).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ops
from _conf import emit



class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, -1.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.5], np.float32)), name="b")

    def construct(self, x):
        return x * self.w + self.b


net = Net()
x = Tensor(np.array([3.0, 4.0], np.float32))
emit("get_all_and_list", ops.GradOperation(get_all=True, get_by_list=True)(net)(x))
emit("get_by_list_only", ops.GradOperation(get_by_list=True)(net)(x))
