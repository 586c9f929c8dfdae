# AssignAdd / Assign with a value of another shape: a Tensor value must have the variable's shape
# (a lower rank or a broadcastable shape is a ValueError); the Parameter is left unchanged.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.zeros((2, 3), np.float32)), name="p")

    def construct(self, v):
        ops.assign_add(self.p, v)
        return self.p * 1


net = Net()
emit("same_shape", net(Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))))
emit_error("broadcast_shape", lambda: net(Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))))
emit_error("lower_rank", lambda: net(Tensor(np.array([1.0, 2.0, 3.0], np.float32))))
emit_error("assign_lower_rank", lambda: ops.assign(net.p, Tensor(np.array([1.0, 2.0, 3.0], np.float32))))
emit("param", net.p)
