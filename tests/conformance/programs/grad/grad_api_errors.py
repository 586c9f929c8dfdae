# Bad gradient requests raise the error classes MindSpore raises.  (An out-of-range grad_position is
# left out: MindSpore 2.10 raises RuntimeError in PyNative and IndexError in Graph mode.)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit_error


def f(x, y):
    return x * y


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit_error("both_none", lambda: ms.grad(f, grad_position=None, weights=None)(x, y))
emit_error("bad_position_type", lambda: ms.grad(f, grad_position="a")(x, y))
