"""A construct stored on the instance (setattr(net, "construct", net.other_method), as MindSpore's test
framework builds op nets) is the one compiled and run; two instances of one class keep their own."""
import numpy as np
from mindspore import nn, ops, Tensor
from _conf import emit


class OpNet(nn.Cell):
    def __init__(self, op, c1=None):
        super().__init__()
        self.op = op
        self.c1 = c1

    def construct(self, *inputs):
        raise NotImplementedError

    def construct1_c0(self, x1):
        return self.op(x1)

    def construct2_c0(self, x1, x2):
        return self.op(x1, x2)

    def construct1_c1(self, x1):
        return self.op(x1, self.c1)


def gen_net(op, fn_name, *consts):
    net = OpNet(op, *consts)
    setattr(net, "construct", getattr(net, fn_name))
    return net


x = Tensor(np.array([[1.0, -2.0], [3.0, 0.5]], np.float32))
y = Tensor(np.array([[0.5, 1.0], [-1.0, 2.0]], np.float32))
emit("unary", gen_net(ops.Abs(), "construct1_c0")(x))
emit("binary", gen_net(ops.Add(), "construct2_c0")(x, y))
emit("const", gen_net(ops.ReduceSum(keep_dims=True), "construct1_c1", 1)(x))
n1 = gen_net(ops.Mul(), "construct2_c0")
n2 = gen_net(ops.Neg(), "construct1_c0")
emit("two_instances", [n1(x, y), n2(x), n1(y, y)])


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = gen_net(ops.Exp(), "construct1_c0")

    def construct(self, x):
        return self.inner(x) + 1.0


emit("nested", Outer()(x))
