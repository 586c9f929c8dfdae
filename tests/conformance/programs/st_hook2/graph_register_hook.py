# Tensor.register_hook inside construct: the hook gets the complete gradient of the tensor (all of
# its uses, wherever the statement stands) and its result replaces it; None keeps the gradient.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error


def double(g):
    return g * 2


def triple(g):
    return g * 3


def add_one(g):
    return g + 1


def nothing(g):
    return None


class OneHook(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w0 = Parameter(Tensor(np.array([1., 2., 3.], np.float32)), name="w0")
        self.w1 = Parameter(Tensor(np.array([4., 5., 6.], np.float32)), name="w1")

    def construct(self, x):
        x = x * self.w0
        x.register_hook(double)
        return x * self.w1


class LateHook(nn.Cell):
    # the hook statement comes after a use of the tensor; the hook is not linear
    def construct(self, x):
        y = x * x
        z = y * 3.0
        y.register_hook(add_one)
        return z + y


class InputHook(nn.Cell):
    def construct(self, x, y):
        x.register_hook(triple)
        return x * y + x


class Chain(nn.Cell):
    def construct(self, x):
        x.register_hook(double)
        x = x * 2.0 + x - x
        x.register_hook(triple)
        x = x * x
        x.register_hook(nothing)
        return x


class TwoHooks(nn.Cell):
    def construct(self, x):
        x = x * 2.0
        x.register_hook(double)
        x.register_hook(triple)
        return x


class ParamHook(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1., 2., 3.], np.float32)), name="w")

    def construct(self, x):
        self.w.register_hook(double)
        return x * self.w


x = Tensor(np.array([7., 8., 9.], np.float32))
y = Tensor(np.array([1., -2., 0.5], np.float32))
net = OneHook()
emit("one_hook", ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(x))
emit("late_hook", ops.GradOperation()(LateHook())(x))
emit("input_hook", ops.GradOperation(get_all=True)(InputHook())(x, y))
emit("chain", ops.GradOperation()(Chain())(x))
emit("forward_only", Chain()(x))
emit_error("two_hooks", lambda: ops.GradOperation()(TwoHooks())(x))
pn = ParamHook()
emit_error("param_hook", lambda: ops.GradOperation(get_by_list=True)(pn, pn.trainable_params())(x))
