"""adapt38cc: a lambda written in graph code as a Tensor hook (``z.register_hook(lambda g: g * 10)`` in a Graph-mode
``@jit`` function): the forward runs, the gradient is MindSpore 2.10's ValueError "The object is not callable"
(msgraph's Graph mode raised a TypeError at the register_hook call, forward included).  Graph mode only: msgraph's
PyNative ``ms.grad`` of a ``@jit`` function runs it eagerly, where the lambda is a Python function and runs (left)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit_error

MODES = ("graph",)


@jit
def lam(x, y):
    z = x * y
    z.register_hook(lambda g: g * 10)
    return z.sum()


X = Tensor(np.array([1.0, 2.0], np.float32))
Y = Tensor(np.array([3.0, 4.0], np.float32))
emit_error("lambda_forward", lam, X, Y)
emit_error("lambda_grad", lambda: ms.grad(lam, grad_position=(0, 1))(X, Y))
