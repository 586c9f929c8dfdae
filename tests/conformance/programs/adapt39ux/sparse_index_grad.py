"""Gradients through a COOTensor / CSRTensor made in a Cell (ut ir/test_sparse_tensor.py, adapted): MindSpore 2.10's
MakeCOOTensor / MakeCSRTensor bprop gives the index inputs zeros, so returning ``coo.indices`` passes no gradient
back; msgraph's PyNative tape passed ones to the int64 indices (silently; its Graph mode had zeros).  The values'
gradient and plain int passthrough outputs (which do get ones) beside."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, COOTensor, CSRTensor
from _conf import emit

i = Tensor([[0, 1], [1, 2]])
v = Tensor([1.0, 2.0], ms.float32)
grad_all = ops.GradOperation(get_all=True)


class CooParts(nn.Cell):
    def construct(self, a, b):
        x = COOTensor(a, b, (3, 4))
        return x.values, x.indices, x.shape


class CooIndices(nn.Cell):
    def construct(self, a, b):
        return COOTensor(a, b, (3, 4)).indices


class CsrParts(nn.Cell):
    def construct(self, indptr, indices, values):
        x = CSRTensor(indptr, indices, values, (2, 4))
        return x.values * 2, x.indptr, x.indices


class Passthrough(nn.Cell):
    def construct(self, a, b):
        return b * 2, a


emit("coo_parts", grad_all(CooParts())(i, v))
emit("coo_indices_only", grad_all(CooIndices())(i, v))
emit("coo_int32_indices", grad_all(CooParts())(i.astype(ms.int32), v))
emit("csr_parts", grad_all(CsrParts())(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([1.5, 2.5], ms.float32)))
emit("int_passthrough", grad_all(Passthrough())(i, v))
