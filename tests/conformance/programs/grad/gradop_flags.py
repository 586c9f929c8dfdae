# GradOperation's return structure for each combination of get_all / get_by_list / sens_param.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="w")

    def construct(self, x, y):
        return x * self.w + y * y


net = Net()
x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
sens = Tensor(np.array([0.5, 2.0], np.float32))
params = ParameterTuple(net.trainable_params())
emit("default", ops.GradOperation()(net)(x, y))
emit("get_all", ops.GradOperation(get_all=True)(net)(x, y))
emit("get_by_list", ops.GradOperation(get_by_list=True)(net, params)(x, y))
emit("all_and_list", ops.GradOperation(get_all=True, get_by_list=True)(net, params)(x, y))
emit("sens", ops.GradOperation(sens_param=True)(net)(x, y, sens))
emit("all_sens", ops.GradOperation(get_all=True, sens_param=True)(net)(x, y, sens))
emit("list_sens", ops.GradOperation(get_by_list=True, sens_param=True)(net, params)(x, y, sens))
