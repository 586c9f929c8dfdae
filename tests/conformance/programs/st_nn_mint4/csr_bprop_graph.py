"""Gradients through CSRTensor ops in jit code (tests/st/sparse test_csr.py test_bprop, test_bprop2): csr_mv,
csr_reduce_sum, to_coo, to_dense, and Tensor.to_csr in graph code."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, CSRTensor, ops, jit
from mindspore.ops import functional as F
from _conf import emit, emit_error

MODES = ("graph",)   # jit functions differentiated in Graph mode, as the st tests do

grad_op = ops.GradOperation(get_all=True)
indptr = Tensor([0, 1, 4, 6], dtype=ms.int32)
indices = Tensor([3, 0, 1, 2, 1, 3], dtype=ms.int32)
values = Tensor(np.arange(6) - 2.5, dtype=ms.float32)


@jit
def f_mv(ip, ix, v, s, d):
    return F.csr_mv(CSRTensor(ip, ix, v, s), d)


@jit
def f_rsum(ip, ix, v, s, axis):
    return F.csr_reduce_sum(CSRTensor(ip, ix, v, s), axis)


@jit
def f_coo(ip, ix, v, s):
    return CSRTensor(ip, ix, v, s).to_coo()


@jit
def f_dense(ip, ix, v, s):
    return CSRTensor(ip, ix, v, s).to_dense() * 2


@jit
def f_coo_parts(ip, ix, v, s):
    c = CSRTensor(ip, ix, v, s).to_coo()
    return c.indices, c.values


@jit
def f_to_csr(x):
    c = x.to_csr()
    return c.indptr, c.indices, c.values


emit("grad_mv", grad_op(f_mv)(indptr, indices, values, (3, 4), Tensor([[1.], [2.], [3.], [4.]], ms.float32)))
emit("grad_rsum_1", grad_op(f_rsum)(indptr, indices, values, (3, 4), 1))
emit("grad_to_coo", grad_op(f_coo)(indptr, indices, values, (3, 4)))
emit("grad_to_dense", grad_op(f_dense)(indptr, indices, values, (3, 4)))
emit("to_coo_parts", f_coo_parts(indptr, indices, values, (3, 4)))
emit("mv_value", f_mv(indptr, indices, values, (3, 4), Tensor([[1.], [2.], [3.], [4.]], ms.float32)))
emit("rsum_value", f_rsum(indptr, indices, values, (3, 4), -1))
emit_error("rsum_axis_0", lambda: f_rsum(indptr, indices, values, (3, 4), 0))
emit("tensor_to_csr", f_to_csr(Tensor([[0, 1, 2, 0], [0, 0, 0, 0], [1, 0, 0, 3]], ms.float32)))
