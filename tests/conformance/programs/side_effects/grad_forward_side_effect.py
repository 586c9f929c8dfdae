# A forward pass with a side effect, differentiated: the effect happens once per gradient call.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0], np.float32)), name="w")
        self.count = Parameter(Tensor(np.array([0.0], np.float32)), name="count", requires_grad=False)

    def construct(self, x):
        ops.assign_add(self.count, Tensor(np.array([1.0], np.float32)))
        return x * self.w


net = Net()
g = ops.GradOperation(get_by_list=True)(net, ParameterTuple([net.w]))
emit("grad1", g(Tensor(np.array([3.0], np.float32))))
emit("count1", net.count)
emit("grad2", g(Tensor(np.array([4.0], np.float32))))
emit("count2", net.count)
