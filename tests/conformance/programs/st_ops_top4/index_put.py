"""ops.IndexPut(accumulate)(x1, x2, indices) with its gradient (st test_ops_indexput)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Put(nn.Cell):
    def __init__(self, accumulate):
        super().__init__()
        self.op = ops.IndexPut(accumulate)

    def construct(self, x1, x2, i, j):
        return self.op(x1, x2, (i, j))


x1 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
x2 = Tensor(np.array([10.0, 20.0, 30.0], np.float32))
i = Tensor(np.array([0, 1, 1], np.int32))
j = Tensor(np.array([2, 0, 0], np.int32))
for acc in (0, 1):
    emit(f"put_{acc}", Put(acc)(x1, x2, i, j) if acc else Put(acc)(x1, x2, i, Tensor(np.array([2, 0, 1], np.int32))))
    emit(f"put_{acc}_grad", ms.grad(Put(acc), (0, 1))(x1, x2, i, Tensor(np.array([2, 0, 1], np.int32))))
    sens = Tensor(np.arange(1, 7, dtype=np.float32).reshape(2, 3))
    emit(f"put_{acc}_grad_sens", ops.GradOperation(get_all=True, sens_param=True)(Put(acc))(
        x1, x2, i, Tensor(np.array([2, 0, 1], np.int32)), sens)[:2])
emit("put_broadcast", Put(0)(x1, Tensor(np.array([7.0], np.float32)), i, Tensor(np.array([2, 0, 1], np.int32))))
emit("put_broadcast_grad", ms.grad(Put(0), (0, 1))(x1, Tensor(np.array([7.0], np.float32)), i,
                                                    Tensor(np.array([2, 0, 1], np.int32))))
