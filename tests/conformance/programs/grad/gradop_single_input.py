# get_all with one input is a 1-tuple; get_by_list with one Parameter is a 1-tuple.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0], np.float32)), name="w")

    def construct(self, x):
        return x * x * self.w


net = Net()
x = Tensor(np.array([3.0], np.float32))
emit("get_all_one", ops.GradOperation(get_all=True)(net)(x))
emit("by_list_one", ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.trainable_params()))(x))
emit("by_list_list", ops.GradOperation(get_by_list=True)(net, [net.w])(x))
