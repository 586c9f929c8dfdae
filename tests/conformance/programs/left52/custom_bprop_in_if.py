"""Graph mode: a custom bprop inside an ``if`` on a Tensor, whose output reaches the result only through an op
without a gradient (left52).

MindSpore 2.10's Graph mode differentiates the comparison with zeros, which reach the branch and the bprop
(``(5 + x, w + 9)``, its dout ignored) runs: inside the branch (``cast(y > 1)`` there) and when the comparison follows
the ``if``.  msgraph ran such a bprop at a graph's top level only (left51) and gave zeros here.  PyNative: the
comparison passes nothing back (zeros), as msgraph.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

grad_all = ops.GradOperation(get_all=True)


class Custom(nn.Cell):
    def construct(self, x, w):
        return x * w

    def bprop(self, x, w, out, dout):
        return 5 + x, w + 9


class Inside(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Custom()

    def construct(self, x, w):
        if x.sum() > 0:
            r = ops.cast(self.c(x, w) > 1, ms.float32)
        else:
            r = ops.floor(x * 2)
        return r


class After(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Custom()

    def construct(self, x, w):
        if x.sum() > 0:
            r = self.c(x, w)
        else:
            r = x * 2
        return r > 1


class AfterIsClose(nn.Cell):   # the else branch's x * 2 reads IsClose's raising gradient: an error
    def __init__(self):
        super().__init__()
        self.c = Custom()

    def construct(self, x, w):
        if x.sum() > 0:
            r = self.c(x, w)
        else:
            r = x * 2
        return ops.isclose(r, w)


x = Tensor(np.array([[0.5, 1.5, 2.5], [-1.0, 3.2, 0.7]], np.float32))
w = Tensor(np.array([[2.0, 1.0, 1.0], [1.0, 1.0, 3.0]], np.float32))
emit("cmp_inside_branch", grad_all(Inside())(x, w))
emit("cmp_after_if", grad_all(After())(x, w))
emit("cmp_inside_branch_neg", grad_all(Inside())(-x, w))
emit_error("isclose_after_if", lambda: grad_all(AfterIsClose())(x, w))
