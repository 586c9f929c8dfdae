# GradOperation with respect to a tuple/list/dict input marked by ms.mutable: the gradients come back
# in the same structure (unused Tensors get zeros); Tensor(const_arg=True) and set_const_arg keep values.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, mutable
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.z = Parameter(Tensor(np.array([2.0], np.float32)), name="z")

    def construct(self, t):
        x = t[0][0] * self.z
        return ops.matmul(x, t[1])


class GradNet(nn.Cell):
    def __init__(self, net, get_all=False):
        super().__init__()
        self.net = net
        self.grad_op = ops.GradOperation(get_all=get_all)

    def construct(self, *args):
        return self.grad_op(self.net)(*args)


a = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
b = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))
emit("tuple_tuple", GradNet(Net())(mutable(((a, a), b))))
emit("tuple_list", GradNet(Net())(mutable(([a, a], b))))
emit("list_tuple", GradNet(Net())(mutable([(a, a), b])))


class DictNet(nn.Cell):
    def construct(self, d):
        return d["x"] * d["y"]


emit("dict", GradNet(DictNet())(mutable({"x": a, "y": a + 1, "unused": b})))


class TwoInputs(nn.Cell):
    def construct(self, t, y):
        return t[0] * y + t[1]


emit("get_all", GradNet(TwoInputs(), get_all=True)(mutable((a, a)), a))
c = Tensor(np.array([1.0, 2.0], np.float32), const_arg=True)
emit("const_arg_value", c * 2)
emit("set_const_arg", c.set_const_arg(False) * 3)
