"""Adapted from tests/st/sparse (test_csr.py, test_coo.py, test_csr_add.py) with other index / value dtypes:
MindSpore 2.10's CPU CSR kernels take Int32 indptr / row indices and (CSRMul, CSRMV, CSRReduceSum, CSRMM) float32
values, CSRSparseMatrixToDense and SparseMatrixAdd float32/float64 values, SparseAdd (COO + COO) Int64 indices:
TypeError otherwise, in PyNative and under @ms.jit; the supported dtypes compute."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, CSRTensor, COOTensor, jit
from mindspore import dtype as mstype
import mindspore.ops.functional as F
from _conf import emit, emit_error


def parts(idt, vdt):
    return (Tensor([0, 1, 4, 6], dtype=idt), Tensor([3, 0, 1, 2, 1, 3], dtype=idt),
            Tensor(np.array([1, -2, 3, 0, 5, -6]).astype(vdt)))


DENSE = np.arange(1, 13).reshape(3, 4)


def mul(ip, ix, v):
    return (CSRTensor(ip, ix, v, (3, 4)) * Tensor(DENSE.astype(v.dtype == ms.float32 and np.float32 or np.float64))).values


def mv(ip, ix, v):
    return F.csr_mv(CSRTensor(ip, ix, v, (3, 4)), Tensor(np.ones((4, 1), np.float32)))


def rsum(ip, ix, v):
    return F.csr_reduce_sum(CSRTensor(ip, ix, v, (3, 4)), 1)


def msum(ip, ix, v):
    return CSRTensor(ip, ix, v, (3, 4)).sum(1)


def to_dense(ip, ix, v):
    return CSRTensor(ip, ix, v, (3, 4)).to_dense()


def to_coo(ip, ix, v):
    return CSRTensor(ip, ix, v, (3, 4)).to_coo().indices


def add(ip, ix, v):
    return (CSRTensor(ip, ix, v, (3, 4)) + CSRTensor(ip, ix, v, (3, 4))).values


for name, fn in (("mul", mul), ("mv", mv), ("reduce_sum", rsum), ("sum", msum), ("to_dense", to_dense),
                 ("to_coo", to_coo), ("add", add)):
    for tag, idt, vdt in (("i32_f32", mstype.int32, np.float32), ("i32_f64", mstype.int32, np.float64),
                          ("i32_f16", mstype.int32, np.float16), ("i32_i32", mstype.int32, np.int32),
                          ("i64_f32", mstype.int64, np.float32)):
        emit_error(f"{name}_{tag}", fn, *parts(idt, vdt))
    emit_error(f"jit_{name}_i64_f32", jit(fn), *parts(mstype.int64, np.float32))
    emit_error(f"jit_{name}_i32_i32", jit(fn), *parts(mstype.int32, np.int32))


def coo_add(ix, v):
    a = COOTensor(ix[:3], v[:3], (3, 4))
    b = COOTensor(ix[3:], v[3:], (3, 4))
    return a + b


CIX = np.array([[0, 1], [1, 2], [2, 0], [1, 3], [0, 0]])
for tag, idt, vdt in (("i64_f32", np.int64, np.float32), ("i32_f32", np.int32, np.float32),
                      ("i64_f16", np.int64, np.float16), ("i64_i32", np.int64, np.int32)):
    emit_error(f"coo_add_{tag}", coo_add, Tensor(CIX.astype(idt)), Tensor(np.array([1, 2, -3, 4, 5]).astype(vdt)))


def coo_to_csr(ix, v):
    return COOTensor(ix, v, (3, 4)).to_csr().indptr


emit_error("coo_to_csr_i32", coo_to_csr, Tensor(CIX[:3].astype(np.int32)), Tensor(np.array([1., 2, 3], np.float32)))
emit_error("coo_to_csr_i64", coo_to_csr, Tensor(CIX[:3].astype(np.int64)), Tensor(np.array([1., 2, 3], np.float32)))
