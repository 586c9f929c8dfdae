"""Argument checks of the gradient API: ``ms.grad`` / ``ms.value_and_grad`` with ``has_aux=True`` on a function with
one output is MindSpore 2.10's RuntimeError "When has_aux is True, origin fn requires more than one outputs." in Graph
mode (its PyNative: ValueError; msgraph had the ValueError in both); ``ops.vjp``'s vjp_fn given a Python number is
its TypeError "The inputs type must be Tensor." in both modes (msgraph: the sens RuntimeError in PyNative).  Found by
adapting st compiler/gradient test_vjp / test_grad_graph (session 36, adapt36gr)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))


def f(a, b):
    return (a * b).sum()


def g(a, b):
    return a * b


def h(a, b):
    return f(a, b), a * 2


emit_error("aux_single_grad", lambda: ms.grad(f, has_aux=True)(x, y))
emit_error("aux_single_value_and_grad", lambda: ms.value_and_grad(f, has_aux=True)(x, y))
emit_error("aux_two_grad", lambda: ms.grad(h, has_aux=True)(x, y))
emit_error("vjp_float", lambda: ops.vjp(g, x, y)[1](2.0))
emit_error("vjp_int", lambda: ops.vjp(g, x, y)[1](2))
emit_error("vjp_tensor", lambda: ops.vjp(g, x, y)[1](Tensor(np.ones(3, np.float32))))
