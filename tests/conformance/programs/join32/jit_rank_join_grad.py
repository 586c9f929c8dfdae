"""Gradients through ``@ms.jit`` functions whose Tensor ``if`` joins Tensors of different ranks (MindSpore 2.10's
dynamic rank): ``ms.grad`` of the jit function, a PyNative gradient of Python calling it, and a gradient taken
inside a jit function.  msgraph gave zeros through the join (found by st31)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error


@ms.jit
def joined(x, lim):
    out = Tensor(0.0)
    if lim < 3:
        out = x * x
    return out * 2


@ms.jit
def returned(x, y, lim):
    if lim < 3:
        return x * y
    return y.sum()


def outer(x, lim):
    return joined(x, lim).sum() + x.sum()


def plain(x, lim):
    out = Tensor(0.0)
    if lim < 3:
        out = x * x
    return (out * x).sum()


@ms.jit
def grad_inside(x, lim):
    return ms.grad(plain)(x, lim)


X = np.array([1., 2.], np.float32)
Y = np.array([0.5, -1.5], np.float32)

emit("jit forward", joined(Tensor(X), Tensor(1)))
emit("jit forward else", joined(Tensor(X), Tensor(4)))
for lim in (1, 4):
    emit_error(f"ms.grad of jit lim={lim}", lambda: ms.grad(joined)(Tensor(X), Tensor(lim)))
    emit_error(f"grad of python calling jit lim={lim}", lambda: ms.grad(outer)(Tensor(X), Tensor(lim)))
    emit_error(f"returned both grads lim={lim}",
               lambda: ms.grad(returned, grad_position=(0, 1))(Tensor(X), Tensor(Y), Tensor(lim)))
    emit_error(f"value_and_grad of jit lim={lim}",
               lambda: ms.value_and_grad(returned, grad_position=(0, 1))(Tensor(X), Tensor(Y), Tensor(lim)))
    emit_error(f"grad inside jit lim={lim}", lambda: grad_inside(Tensor(X), Tensor(lim)))
emit_error("GradOperation sens of jit", lambda: ops.GradOperation(sens_param=True)(joined)(
    Tensor(X), Tensor(1), Tensor(np.array([3., -1.], np.float32))))
