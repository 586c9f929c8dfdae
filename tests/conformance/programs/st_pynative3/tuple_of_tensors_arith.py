# A tuple/list of Tensors in Tensor arithmetic (split(x) + t) is stacked into one Tensor; the
# gradient reaches every Tensor of the tuple (it used to be lost in PyNative mode).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class SplitAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.split = ops.Split()
        self.reducesum = ops.ReduceSum()
        self.a = Parameter(Tensor(np.array([1, 1, 1], np.float32)), name="a")

    def construct(self, t1, t2):
        return self.reducesum(self.split(t1) + self.split(t2) + self.a, 0)


class TupleOps(nn.Cell):
    def construct(self, x, y):
        return (x, y) + x, x + [y, x], (x, y) - y, x - (y, x)


a = Tensor(np.array([[1, 2, 0], [3, 2, 0], [3, 4, 0]], np.float32))
x = Tensor(np.arange(9).reshape(3, 3).astype(np.float32))
net = SplitAdd()
emit("split_add_forward", net(a, x))
emit("split_add_grads", ops.GradOperation(get_all=True)(net)(a, x))
emit("split_add_param_grad", ops.GradOperation(get_by_list=True)(net, net.trainable_params())(a, x))
u = Tensor(np.array([1.0, 2.0], np.float32))
v = Tensor(np.array([3.0, 5.0], np.float32))
emit("tuple_ops_forward", TupleOps()(u, v))
emit("tuple_ops_grads", ops.GradOperation(get_all=True)(TupleOps())(u, v))
i = Tensor(np.array([1, 2], np.int32))
emit("int_tuple_plus_float", (i, i) + u)
