"""Adapted from tests/st/sparse/test_sparse_dynshape.py (test_dense_to_csr, test_csr_to_coo): the gradient of
Tensor.to_csr() reaches the dense input at its non-zero positions (PyNative too), and no gradient reaches a
CSRTensor's index parts through csr_to_coo (zeros for indptr and indices)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, CSRTensor
from mindspore.common import dtype as mstype
from _conf import emit


class DenseToCSR(nn.Cell):
    def construct(self, x):
        csr = x.to_csr()
        return csr.indptr, csr.indices, csr.values


class CSRToCOO(nn.Cell):
    def construct(self, indptr, indices, values, shape):
        coo = ops.csr_to_coo(CSRTensor(indptr, indices, values, shape))
        return coo.indices, coo.values


x = Tensor(np.array([[2, 0, -1], [0, 0, 1]]), mstype.float32)
emit("dense_to_csr_grad", ops.GradOperation(get_all=True)(DenseToCSR())(x))
c = x.to_csr()
emit("csr_to_coo_grad", ops.GradOperation(get_all=True)(CSRToCOO())(c.indptr, c.indices, c.values, c.shape))
