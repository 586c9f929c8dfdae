"""ops.operations.sparse_ops.CSRSparseMatrixToSparseTensor: a (batched) CSR matrix as COO indices, values, shape."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.ops.operations.sparse_ops import CSRSparseMatrixToSparseTensor
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.to_coo = CSRSparseMatrixToSparseTensor()

    def construct(self, shape, bp, rp, ci, v):
        return self.to_coo(shape, bp, rp, ci, v)


def i(a, dt=np.int32):
    return ms.Tensor(np.array(a, dt))


emit("batched", Net()(i([2, 2, 4]), i([0, 2, 3]), i([0, 1, 2, 0, 1, 1]), i([1, 0, 3]),
                      ms.Tensor(np.array([1.5, -2.0, 3.0], np.float32))))
emit("rank2", Net()(i([3, 5], np.int64), i([0, 4], np.int64), i([0, 2, 2, 4], np.int64), i([0, 4, 1, 2], np.int64),
                    ms.Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float64))))
