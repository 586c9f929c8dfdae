"""The gradient of a Parameter written by item assignment in construct and read again (``self.p[0] = 5.0`` then
``x * self.p``; in a loop ``self.w[i] = 0.5``): MindSpore 2.10 writes a Parameter's item in place (its Graph mode
by ScatterNdUpdate for an int, int Tensor, list or tuple index; a slice, ``...``, a bool index or ``(int, a:b)``
make a new Tensor there), so a later read is the Parameter itself: its gradient counts every element, the
written slots too (``(x * p * p).sum()`` after ``p[1] = 5``: 2 * x * 5 in row 1), and the written value gets
none.  msgraph had made the write a new Tensor: zeros in the written slots (silent).  In PyNative every index
kind writes in place.  Found by adapting st compiler/control loops that change a Parameter (session 37,
adapt37ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, Parameter
from _conf import emit_error


class Item(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.p = Parameter(Tensor(np.arange(1, 7, dtype=np.float32).reshape(2, 3)), name="p")
        self.kind = kind

    def construct(self, x):
        k = self.kind
        if k == "int":
            self.p[1] = 5.0
        elif k == "neg int, value from x":
            self.p[-1] = x[0] * 2
        elif k == "int tensor":
            self.p[Tensor(1, ms.int32)] = 5.0
        elif k == "tuple":
            self.p[0, 1] = 5.0
        elif k == "list":
            self.p[[0, 1]] = 5.0
        elif k == "column":
            self.p[:, 1] = 5.0
        elif k == "row tensor":
            self.p[1] = Tensor(np.array([7.0, 8.0, 9.0], np.float32))
        return (x * self.p * self.p).sum()


class Loop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")

    def construct(self, x):
        out = x * 0
        for i in range(3):
            out = out + self.w * x
            if x.sum() > 0:
                self.w[i] = 0.5
        return out.sum()


class Cond(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")

    def construct(self, x):
        if x.sum() > 0:
            self.p[0] = 5.0
        return (x * self.p).sum()


x = Tensor(np.array([[1.0, 1.0, 2.0], [2.0, 1.0, 1.0]], np.float32))
for kind in ("int", "neg int, value from x", "int tensor", "tuple", "list", "column", "row tensor"):
    def weight_grad(kind=kind):
        net = Item(kind)
        g = ms.grad(net, None, net.trainable_params())(x)
        return g, net.p.value()
    emit_error("weight grad, " + kind, weight_grad)


def loop_grad(v):
    net = Loop()
    return ms.grad(net, None, net.trainable_params())(Tensor(np.array(v, np.float32))), net.w.value()


emit_error("loop weight grad, written", loop_grad, [1.0, 1.0, 1.0])
emit_error("loop weight grad, not written", loop_grad, [-1.0, -1.0, -1.0])
for v in (1.0, -1.0):
    emit_error(f"cond weight grad, x = {v}", lambda v=v: (lambda n: ms.grad(n, None, n.trainable_params())(
        Tensor(np.array([v, 1.0, 2.0], np.float32))))(Cond()))
