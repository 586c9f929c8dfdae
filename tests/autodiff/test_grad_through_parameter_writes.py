"""Gradients when the forward writes a Parameter that is also a gradient target.

``ops.assign_add(w, 2x); return w * x`` returns ``(w + 2x) * x``.  MindSpore 2.10 (both modes): a
read after the write is a Load of the Parameter -- its gradient goes to ``w``, none to the written
value -- so d/dx = w + 2x (the new w), d/dw = x (checked against MindSpore; the tape used to stop at
the Parameter's newest version and lose the d/dw path).
"""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops

W0 = np.array([1.0, 2.0], np.float32)
X = np.array([0.5, 1.5], np.float32)


class AddThenUse(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op
        self.w = ms.Parameter(ms.Tensor(W0.copy()), name="w")

    def construct(self, x):
        self.op(self.w, x * 2.0)
        return self.w * x


CASES = {
    # op, d/dx, d/dw of the returned value's sum
    "assign_add": (ops.assign_add, W0 + 2 * X, X),
    "assign_sub": (ops.assign_sub, W0 - 2 * X, X),
    "assign": (ops.assign, 2 * X, X),
}


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
@pytest.mark.parametrize("name", list(CASES))
def test_gradient_flows_through_the_write(mode, name):
    op, want_dx, want_dw = CASES[name]
    with ms.context_scope(mode=mode):
        net = AddThenUse(op)
        dx, (dw,) = ms.grad(net, grad_position=0, weights=net.trainable_params())(ms.Tensor(X))
    np.testing.assert_allclose(dx.asnumpy(), want_dx, rtol=1e-6)
    np.testing.assert_allclose(dw.asnumpy(), want_dw, rtol=1e-6)
