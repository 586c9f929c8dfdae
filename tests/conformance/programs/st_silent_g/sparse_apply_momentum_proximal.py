"""Adapted from tests/st/ops/gpu/test_sparse_apply_momentum_op.py and test_sparse_apply_proximal_gradient_descent_op.py:
``nn_ops.SparseApplyMomentum`` and ``nn_ops.SparseApplyProximalGradientDescent`` (MindSpore 2.10's CPU kernels: each
row of ``indices`` in turn, float16 in float16 arithmetic; use_nesterov changes nothing) did not exist in msgraph."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore.ops.operations.nn_ops import SparseApplyMomentum, SparseApplyProximalGradientDescent
from _conf import emit


class Momentum(nn.Cell):
    def __init__(self, nesterov):
        super().__init__()
        self.op = SparseApplyMomentum(use_nesterov=nesterov)

    def construct(self, var, accum, lr, grad, indices, momentum):
        return self.op(var, accum, lr, grad, indices, momentum)


class Prox(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseApplyProximalGradientDescent()

    def construct(self, var, alpha, l1, l2, grad, indices):
        return self.op(var, alpha, l1, l2, grad, indices)


for dt in (np.float16, np.float32):
    for nest in (False, True):
        var = Parameter(Tensor(np.array([[4.1, 7.2], [1.1, 3.0], [2.0, -1.0]]).astype(dt)), name="var")
        accum = Parameter(Tensor(np.array([[2.2, 3.0], [3.1, 0.5], [1.0, 1.0]]).astype(dt)), name="accum")
        out = Momentum(nest)(var, accum, Tensor(np.array(0.01, dt)),
                             Tensor(np.array([[0.3, 0.2], [0.4, 0.1], [0.5, -0.5]]).astype(dt)),
                             Tensor([0, 2, 0], ms.int32), Tensor(np.array(0.99, dt)))
        emit(f"momentum_{dt.__name__}_{nest}", (out.asnumpy(), var.asnumpy(), accum.asnumpy()))
for dt in (np.float16, np.float32, np.float64):
    for l1, l2 in ((1.0, 0.0), (0.5, 0.3), (0.0, 0.5)):
        var = Parameter(Tensor(np.array([[4.1, 7.2], [1.1, 3.0], [0.2, -0.3]]).astype(dt)), name="var")
        out = Prox()(var, Tensor(np.array(0.5, dt)), Tensor(np.array(l1, dt)), Tensor(np.array(l2, dt)),
                     Tensor(np.array([[1, 1], [1, -2], [0.5, 0.5]]).astype(dt)), Tensor(np.array([0, 1, 0], np.int32)))
        emit(f"prox_{dt.__name__}_{l1}_{l2}", (out.asnumpy(), var.asnumpy()))
