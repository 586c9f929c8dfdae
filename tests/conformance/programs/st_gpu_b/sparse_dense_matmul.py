"""Adapted from tests/st/ops/gpu/test_sparse_tensor_dense_matmul_op.py (run on the CPU backend)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import sparse_ops as sp_ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, a_st=False, a_dt=False):
        super().__init__()
        self.op = sp_ops.SparseTensorDenseMatmul(adjoint_st=a_st, adjoint_dt=a_dt)

    def construct(self, indices, values, shape, dense):
        return self.op(indices, values, shape, dense)


for it in (np.int32, np.int64):
    for vt in (np.int32, np.float32, np.float64):
        ind = Tensor(np.array([[0, 0], [1, 1], [2, 2], [2, 3]], it))
        val = Tensor(np.array([2, 3, 4, 5], vt))
        emit(f"spmm_{np.dtype(it).name}_{np.dtype(vt).name}", Net()(ind, val, Tensor(np.array([3, 4], np.int64)),
                                                                    Tensor(np.arange(12).reshape(4, 3).astype(vt))))
ind = Tensor(np.array([[0, 0], [1, 1], [2, 2], [2, 3]], np.int64))
val = Tensor(np.array([2, 3, 4, 5], np.float32))
emit("spmm_adjoint_st", Net(True, False)(ind, val, Tensor(np.array([3, 4], np.int64)),
                                         Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))))
emit("spmm_adjoint_dt", Net(False, True)(ind, val, Tensor(np.array([3, 4], np.int64)),
                                         Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))))
