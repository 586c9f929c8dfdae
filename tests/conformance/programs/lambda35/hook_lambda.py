"""MindSpore 2.10 parses the function given to ops.InsertGradientOf when the primitive is made (both modes), and a
Cell's backward hook in Graph mode: a lambda written inside the call that gives it ("InsertGradientOf(lambda g:
...)", "register_backward_hook(lambda ...)") is its TypeError "Parse Lambda Function Fail"; the same lambda named on
its own line works.  msgraph ran them (lambda35)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

t = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
dbl = lambda g: g * 2
hook = lambda cell, gin, gout: (gin[0] * 2,)


class InsertInline(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ig = ops.InsertGradientOf(lambda g: g * 2)

    def construct(self, x):
        return self.ig(x * x).sum()


class InsertNamed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ig = ops.InsertGradientOf(dbl)

    def construct(self, x):
        return self.ig(x * x).sum()


class Triple(nn.Cell):
    def construct(self, x):
        return x * 3


def backward_hook_inline():
    d = Triple()
    d.register_backward_hook(lambda cell, gin, gout: (gin[0] * 2,))
    return ms.grad(d)(t)


def backward_hook_named():
    d = Triple()
    d.register_backward_hook(hook)
    return ms.grad(d)(t)


emit_error("insert_gradient_inline", lambda: ms.grad(InsertInline())(t))
emit_error("insert_gradient_named", lambda: ms.grad(InsertNamed())(t))
emit_error("backward_hook_inline", backward_hook_inline)
emit_error("backward_hook_named", backward_hook_named)
