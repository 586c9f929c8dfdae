"""Eigh's eigenvectors with the signs of MindSpore's CPU kernel (Eigen's SelfAdjointEigenSolver; LAPACK's differ),
float32 / float64, lower and upper triangle (tests/st/scipy_st test_grad test_eigh_grad: finite differences
of mean(v) need v continuous in the input)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.linalg_ops import Eigh
from _conf import emit


class Net(nn.Cell):
    def __init__(self, lower):
        super().__init__()
        self.eigh = Eigh(True, lower)

    def construct(self, a):
        return self.eigh(a)


def mat(n, dtype, k=0):
    a = np.sin(np.arange(n * n).reshape(n, n) * 1.7 + k) + np.cos(np.arange(n * n).reshape(n, n) * 0.3)
    return a.astype(dtype)


for n in (2, 4, 7):
    for dt in (np.float32, np.float64):
        for lower in (True, False):
            w, v = Net(lower)(Tensor(mat(n, dt)))
            tol = 1e-4 if dt == np.float32 else 1e-9
            emit(f"n{n}_{np.dtype(dt).name}_{'lower' if lower else 'upper'}",
                 (np.round(w.asnumpy() / tol) * tol, np.round(v.asnumpy() / tol) * tol))
