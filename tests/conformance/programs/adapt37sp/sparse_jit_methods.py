"""Adapted from tests/st/sparse (test_csr.py, test_coo.py, test_sparse_unary_ops.py): the ops.csr_* / ops.coo_*
elementwise functions inside @ms.jit, and MindSpore's
construction checks of CSRTensor / COOTensor (index dtypes, lengths, shape) and csr_mv's vector shape."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, CSRTensor, COOTensor, ops, jit
from mindspore import dtype as mstype
import mindspore.ops.functional as F
from _conf import emit, emit_error

IP = Tensor([0, 1, 4, 6], mstype.int32)
IX = Tensor([3, 0, 1, 2, 1, 3], mstype.int32)
V = Tensor(np.array([1, -2, 3, 0, 5, -6], np.float32))


@jit
def csr_unary(ip, ix, v):
    x = CSRTensor(ip, ix, v, (3, 4))
    return ops.csr_sin(x).values, ops.csr_relu(x).values, ops.csr_square(x).values, ops.csr_abs(x).indptr


@jit
def coo_unary(ix, v):
    x = COOTensor(ix, v, (3, 4))
    return ops.coo_exp(x).values, ops.coo_neg(x).values, ops.coo_isfinite(x).values, ops.coo_tanh(x).indices


emit("jit_csr_unary", csr_unary(IP, IX, V), rtol=1e-6, atol=1e-7)
emit("jit_coo_unary", coo_unary(Tensor([[0, 1], [1, 2], [2, 0]], mstype.int32), Tensor(np.array([0.5, -1.0, np.inf], np.float32))),
     rtol=1e-6)

emit_error("csr_float_indices", CSRTensor, IP, Tensor(np.arange(6.0), mstype.float32), V, (3, 4))
emit_error("csr_float_indptr", CSRTensor, Tensor(np.array([0.0, 1, 4, 6], np.float32)), IX, V, (3, 4))
emit_error("csr_len_mismatch", CSRTensor, IP, IX[:5], V, (3, 4))
emit_error("coo_float_indices", COOTensor, Tensor([[0., 1]]), Tensor([1.]), (3, 4))
emit_error("coo_shape_zero", COOTensor, Tensor([[0, 1]], mstype.int32), Tensor([1.]), (3, 0))
emit_error("coo_shape_neg", COOTensor, Tensor([[0, 1]], mstype.int32), Tensor([1.]), (3, -4))
emit_error("csr_mv_bad_vector", F.csr_mv, CSRTensor(IP, IX, V, (3, 4)), Tensor(np.ones((3, 1), np.float32)))
emit("csr_int16_indices", CSRTensor(IP, Tensor([3, 0, 1, 2, 1, 3], mstype.int16), V, (3, 4)).indices)
