"""A Cell attribute set in graph code (MindSpore's fallback setattr) under ms.grad / value_and_grad:
the attribute is updated once per call, and the value read back from it carries no gradient in
graph code (PyNative differentiates it as Python does)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

MODES = ("graph",)   # MindSpore 2.10 PyNative: "Try to backward the graph twice" on the second grad


class Accum(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x):
        self.p = self.p + x
        return self.p * 3


class Store(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q = None

    def construct(self, x):
        self.q = x * 2
        return self.q * x


class Direct(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q = 1

    def construct(self, x):
        y = x * 2
        self.q = y
        return y * x


x = Tensor(np.array([2.0], np.float32))
n = Accum(4)
emit("accum_int_grad", ops.grad(n)(x))
emit("accum_int_after", n.p)
emit("accum_int_grad_again", ops.grad(n)(x))
emit("accum_int_after_again", n.p)
t = Accum(Tensor(np.array([4.0], np.float32)))
emit("accum_tensor_value_and_grad", ops.value_and_grad(t)(x))
emit("accum_tensor_after", t.p)
s = Store()
emit("store_grad", ops.grad(s)(x))
emit("store_after", s.q)
d = Direct()
emit("direct_grad", ops.grad(d)(x))
emit("direct_after", d.q)
