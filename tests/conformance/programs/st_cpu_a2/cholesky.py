"""ops.cholesky (lower/upper; MindSpore 2.10 fails to differentiate it on CPU), P.InplaceUpdateV2 (tests/st/ops/cpu/test_cholesky_op.py,
test_inplace_update_v2_op.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Chol(nn.Cell):
    def __init__(self, upper):
        super().__init__()
        self.upper = upper

    def construct(self, x):
        return ops.cholesky(x, self.upper)


a = np.array([[4.0, 2.0, 0.6], [2.0, 5.0, 1.0], [0.6, 1.0, 3.0]])
for upper in (False, True):
    emit(f"cholesky_{upper}", Chol(upper)(Tensor(a)), rtol=1e-10)
emit("cholesky_f32", Chol(False)(Tensor(a.astype(np.float32))), rtol=1e-5)
emit_error("cholesky_not_pd", lambda: Chol(False)(Tensor(np.array([[1.0, 2.0], [2.0, 1.0]], np.float32))))
x = Tensor(np.array([[1, 2], [3, 4], [5, 6]], np.float32))
emit("inplace_update_v2", P.InplaceUpdateV2()(x, Tensor(np.array([2, 0], np.int32)), Tensor(np.array([[0.5, 1.0], [1.0, 1.5]], np.float32))))
