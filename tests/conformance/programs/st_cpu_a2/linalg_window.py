"""ops.lstsq / Tensor.lstsq, ops.cholesky_inverse (and its gradient), ops.blackman_window (tests/st/ops/cpu
test_lstsq_op.py, test_cholesky_inverse_op.py, test_blackman_window_op.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.common import dtype as mstype
from _conf import emit


class Chol(nn.Cell):
    def construct(self, x):
        return ops.cholesky_inverse(x)


x = Tensor([[2, 1, 5], [3, 5, 1], [1, 1, 1]], mstype.float32)
a = Tensor([[10, 5], [15, 8], [7, 4]], mstype.float32)
emit("lstsq_square", ops.lstsq(x, a), rtol=1e-4, atol=1e-4)
emit("lstsq_method", x.lstsq(a), rtol=1e-4, atol=1e-4)
xo = Tensor(np.array([[1, 1], [1, 2], [1, 3], [1, 4]], np.float64))
emit("lstsq_overdetermined", ops.lstsq(xo, Tensor(np.array([[6.0], [5.0], [7.0], [10.0]]))), rtol=1e-8)
L = Tensor(np.array([[2, 0, 0], [4, 1, 0], [-1, 1, 2]], np.float32))
emit("cholesky_inverse", Chol()(L), rtol=1e-5)
emit("cholesky_inverse_upper", ops.cholesky_inverse(Tensor(L.asnumpy().T.copy()), upper=True), rtol=1e-5)
emit("cholesky_inverse_grad", ops.grad(Chol())(Tensor(np.array([[2, 0], [1, 3]], np.float64))), rtol=1e-8)
emit("blackman_periodic", ops.blackman_window(Tensor(10, mstype.int32), periodic=True, dtype=mstype.float32), atol=1e-6)
emit("blackman_symmetric_f64", ops.blackman_window(Tensor(7, mstype.int32), periodic=False, dtype=mstype.float64), atol=1e-12)
