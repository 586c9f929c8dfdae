# ms.mutable of a dict of Tensors inside graph code (a Cell's construct), then GradOperation with
# respect to it: MindSpore 2.10 returns the gradients of the dict's Tensors as a tuple (st compiler/mutable
# test_grad_const_dict_and_tuple_tensor_arg_to_mutable); msgraph refused the dict of graph values.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, mutable, nn, ops
from mindspore.ops import GradOperation
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0], np.float32)), name="w")

    def construct(self, z):
        return ops.matmul(z["a"][0], z["b"]) * self.w


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad_op = GradOperation()

    def construct(self, x):
        return self.grad_op(self.net)(mutable(x))


x = {"a": (Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), Tensor(np.ones((2, 3), np.float32))),
     "b": Tensor(np.arange(9, dtype=np.float32).reshape(3, 3) / 4)}
emit("grad_wrt_mutable_dict", GradNet(Net())(x))
