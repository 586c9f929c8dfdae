"""Parameters in use: set_data then call (both modes), requires_grad toggles, ops.assign, arithmetic."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([1.0], np.float32)), name="b")

    def construct(self, x):
        return x * self.w + self.b


net = Net()
x = Tensor(np.array([1.0, 1.0], np.float32))
emit("first", net(x))
net.w.set_data(Tensor(np.array([5.0, 6.0], np.float32)))
emit("after_set_data", net(x))
ops.assign(net.b, Tensor(np.array([-1.0], np.float32)))
emit("after_assign", net(x))
net.b.requires_grad = False
emit("trainable_after_toggle", [p.name for p in net.trainable_params()])
emit("untrainable_after_toggle", [p.name for p in net.untrainable_params()])
emit("param_plus_param", net.w + net.w)
emit("param_matmul", type(net.w @ net.w).__name__)
emit("param_getitem", (type(net.w[0]).__name__, net.w[0]))
emit("param_astype", (type(net.w.astype(ms.int32)).__name__, net.w.astype(ms.int32)))
emit("param_sum", net.w.sum())
emit("param_reshape", net.w.reshape(2, 1))
