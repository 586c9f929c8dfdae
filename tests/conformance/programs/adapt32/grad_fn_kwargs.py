"""Keyword arguments to the function ``ms.grad`` / ``ms.value_and_grad`` return, called from Python in Graph mode:
MindSpore 2.10's TypeError "got an unexpected keyword argument 'y'" (the gradient function is a jit function of
positional arguments); PyNative, GradOperation's gradient function, and ms.grad inside ``@ms.jit`` pass them on.
msgraph had computed in Graph mode.  Found by adapting st compiler/gradient test_grad_graph to keyword arguments
(session 32)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


def f_kw(x, y=2.0):
    return x * y


def f_kwonly(x, *, y=2.0):
    return x * y


class Net(nn.Cell):
    def construct(self, x, y=2.0):
        return x * y


@ms.jit
def jit_grad_kw(a):
    return ms.grad(f_kw)(a, y=3.0)


x = Tensor(np.array([1.5, -2.0, 3.0]), ms.float32)
emit_error("grad_kw", lambda: ms.grad(f_kw)(x, y=3.0))
emit_error("grad_kw_tensor", lambda: ms.grad(f_kw, grad_position=(0, 1))(x, y=Tensor(3.0)))
emit_error("value_and_grad_kw", lambda: ms.value_and_grad(f_kw)(x, y=3.0))
emit_error("grad_kwonly", lambda: ms.grad(f_kwonly)(x, y=3.0))
emit_error("grad_cell_kw", lambda: ms.grad(Net())(x, y=3.0))
emit_error("grad_positional", lambda: ms.grad(f_kw)(x, 3.0))
emit_error("grad_default", lambda: ms.grad(f_kw)(x))
emit_error("gradop_kw", lambda: ops.GradOperation()(f_kw)(x, y=3.0))
emit_error("jit_grad_kw", jit_grad_kw, x)
