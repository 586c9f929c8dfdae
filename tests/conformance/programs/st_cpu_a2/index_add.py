"""IndexAdd / ops.index_add / Tensor.index_add (tests/st/ops/cpu/test_index_add_op.py): the result written
into the Parameter, gradients (dout to x, dout gathered to y), the int32 indices check."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, x, axis):
        super().__init__()
        self.x = Parameter(Tensor(x), name="x")
        self.op = ops.IndexAdd(axis)

    def construct(self, idx, y):
        return self.op(self.x, idx, y)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True, get_by_list=True, sens_param=True)
        self.params = ParameterTuple(net.trainable_params())

    def construct(self, idx, y, dout):
        return self.grad(self.net, self.params)(idx, y, dout)


x = np.arange(24).reshape(2, 3, 4).astype(np.float32)
net = Net(x, 1)
emit("forward", net(Tensor(np.array([0, 2], np.int32)), Tensor(np.ones((2, 2, 4), np.float32))))
emit("param_written", net.x.asnumpy())
net = Net(np.arange(12).reshape(4, 3).astype(np.int32), 0)
emit("repeated_index_int32", net(Tensor(np.array([1, 1, 3], np.int32)), Tensor(np.arange(9).reshape(3, 3).astype(np.int32))))
g = GradNet(Net(np.arange(15).reshape(5, 3).astype(np.float32), 1))(
    Tensor(np.array([1], np.int32)), Tensor(np.arange(5).reshape(5, 1).astype(np.float32)),
    Tensor(np.arange(15).reshape(5, 3).astype(np.float32) + 60))
emit("grad_y", g[0][1])
emit("grad_x_param", g[1][0])
p = Parameter(Tensor(np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], np.float32)), name="p")
emit("function", ops.index_add(p, Tensor(np.array([0, 2], np.int32)), Tensor(np.array([[0.5, 1.0], [1.0, 1.5], [2.0, 2.5]], np.float32)), 1))
q = Parameter(Tensor(np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], np.float32)), name="q")
emit("tensor_method_alpha", q.index_add(1, Tensor(np.array([0, 2], np.int32)), Tensor(np.ones((3, 2), np.float32)), alpha=2.0))
emit_error("int64_indices", lambda: Net(np.ones((3, 3), np.float32), 1)(Tensor(np.array([0, 1], np.int64)), Tensor(np.ones((3, 2), np.float32))))
