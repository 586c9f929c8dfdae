"""Gradients at an ``ms.mutable`` number argument in graph code (session 32, fix32b; adapt32 had found them).
MindSpore 2.10's Graph mode differentiates a mutable int/float through the ops that make it a Tensor beside a
Tensor -- ``a + n``, ``n - a``, ``ops.add`` / ``ops.sub`` / ``ops.mul`` / ``ops.div``, ``ops.maximum``,
``ops.scalar_to_tensor``, ``a ** n`` -- its gradient the sum of the broadcast gradient as a number of its type (an
int truncated: ``ops.div(a, mutable(2))`` gives -1 for -1.5); the ``*`` and ``/`` operators beside a Tensor
(Muls / Divs) and scalar arithmetic (``n * 2``, ``n + 1``) pass it nothing; returning it whole gives 1.
msgraph had given every mutable number 0.  PyNative has no gradient at a number (not recorded here)."""
import numpy as np

import mindspore as ms
from mindspore import nn, ops
from _conf import emit_error

CASES = ["a + n", "a - n", "n - a", "ops.add(a, n)", "ops.sub(a, n)", "ops.mul(a, n)", "ops.div(a, n)",
         "a * n", "n * a", "a / n", "(a + n) * n", "a * n + n", "ops.mul(a, n) + n", "a + n * 2", "a + (n + 1)",
         "n", "n * 2", "(a, n)", "(a + n).sum() * n", "a * n * n", "a - n - n", "ops.maximum(a, n)",
         "a + ops.scalar_to_tensor(n)", "a.astype(ms.float16) + n", "a ** n"]


class Net(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, a, n):
        k = self.k
        if k == 0:
            return a + n
        if k == 1:
            return a - n
        if k == 2:
            return n - a
        if k == 3:
            return ops.add(a, n)
        if k == 4:
            return ops.sub(a, n)
        if k == 5:
            return ops.mul(a, n)
        if k == 6:
            return ops.div(a, n)
        if k == 7:
            return a * n
        if k == 8:
            return n * a
        if k == 9:
            return a / n
        if k == 10:
            return (a + n) * n
        if k == 11:
            return a * n + n
        if k == 12:
            return ops.mul(a, n) + n
        if k == 13:
            return a + n * 2
        if k == 14:
            return a + (n + 1)
        if k == 15:
            return n
        if k == 16:
            return n * 2
        if k == 17:
            return a, n
        if k == 18:
            return (a + n).sum() * n
        if k == 19:
            return a * n * n
        if k == 20:
            return a - n - n
        if k == 21:
            return ops.maximum(a, n)
        if k == 22:
            return a + ops.scalar_to_tensor(n)
        if k == 23:
            return a.astype(ms.float16) + n
        return a ** n


if ms.get_context("mode") == ms.GRAPH_MODE:
    x = ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    for k, text in enumerate(CASES):
        for n in (2.0, 2):
            emit_error(f"{text} [{type(n).__name__}]", ms.grad(Net(k), grad_position=(0, 1)), x, ms.mutable(n))


class Net3(nn.Cell):
    def construct(self, n, a, m):
        return ops.mul(a, n) + m


if ms.get_context("mode") == ms.GRAPH_MODE:
    n3, m3 = ms.mutable(2.0), ms.mutable(3)
    emit_error("get_all", ops.GradOperation(get_all=True)(Net3()), n3, x, m3)
    emit_error("first_input", ops.GradOperation()(Net3()), n3, x, m3)
    emit_error("positions_2_0_1", ms.grad(Net3(), grad_position=(2, 0, 1)), n3, x, m3)
    emit_error("value_and_grad_0_2", ms.value_and_grad(Net3(), grad_position=(0, 2)), n3, x, m3)
