"""Gradients of reads after a Parameter is written (ops.assign/assign_add/assign_sub,
``self.w = value``, inside loops): the read passes its gradient to the Parameter, none to the
written value (MindSpore's Assign bprop)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit

W0 = np.array([1.0, 2.0], np.float32)
X = Tensor(np.array([0.5, 1.5], np.float32))
Y = Tensor(np.array([4.0, -1.0], np.float32))


class WriteThenUse(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind
        self.w = Parameter(Tensor(W0.copy()), name="w")

    def construct(self, x, y):
        if self.kind == 0:
            ops.assign(self.w, x * 3.0 + self.w)
        elif self.kind == 1:
            ops.assign_add(self.w, x * 2.0)
        elif self.kind == 2:
            ops.assign_sub(self.w, x)
        else:
            self.w = x * 3.0
        return self.w * y


for kind, name in enumerate(("assign", "assign_add", "assign_sub", "setattr")):
    net = WriteThenUse(kind)
    emit(f"grad_after_{name}", ms.grad(net, grad_position=(0, 1), weights=net.trainable_params())(X, Y))


class LoopAssign(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([0.0, 0.0], np.float32)), name="w")

    def construct(self, x, y):
        out = x * 0
        i = Tensor(0, ms.int32)
        while i < 3:
            ops.assign(self.w, x * y + self.w)
            out = out + x * y
            i = i + 1
        return out, self.w


emit("grad_loop_assign", ms.grad(LoopAssign(), grad_position=(0, 1))(X, Y))
