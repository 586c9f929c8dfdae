"""Softplus of NaN as MindSpore 2.10's CPU kernels compute it (found by the adapt34b variant sweep of st ops/cpu
test_softplus_op.py / test_softplus_grad_op.py): Softplus(NaN) is inf and its gradient (SoftplusGrad) 0, in float16,
float32 and float64 (all through the float32 kernel), ops.Softplus, ops.softplus (beta 1 and 2), eagerly and in a
Cell (Graph mode)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

nan = np.nan


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


def sp_beta2(x):
    return ops.softplus(x, beta=2)


def sp(x):
    return ops.Softplus()(x)


def grad_sp(x):
    return ops.grad(sp)(x)


for dt in (np.float32, np.float16, np.float64):
    n = np.dtype(dt).name
    x = Tensor(np.array([nan, 1, -2, 0, 0.5, -nan, 3, nan], dt))
    emit(f"prim_{n}", Net(ops.Softplus())(x))
    emit(f"grad_{n}", Net(grad_sp)(x))
    emit(f"one_{n}", Net(ops.Softplus())(Tensor(np.array([nan], dt))))
emit("beta2", Net(sp_beta2)(Tensor(np.array([nan, 1, 2, 0], np.float32))))
emit("three", Net(ops.Softplus())(Tensor(np.array([nan, 0, nan], np.float32))))
