"""COOTensor/CSRTensor operators with dense Tensors and each other, and ops.operations._csr_ops primitives
(PyNative)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, COOTensor, CSRTensor
from mindspore.common import dtype as mstype
from mindspore.ops.operations import _csr_ops
from _conf import emit

MODES = ("pynative",)

indptr = Tensor([0, 1, 2], dtype=mstype.int32)
indices = Tensor([0, 1], dtype=mstype.int32)
values = Tensor([2, 1], dtype=mstype.float32)
shape = (2, 4)
csr = CSRTensor(indptr, indices, values, shape)
dense = Tensor(np.arange(1, 9, dtype=np.float32).reshape(2, 4))
emit("csr_mul", (csr * dense).values)
emit("csr_div", (csr / dense).values)
emit("csr_neg", (-csr).values)
s = csr + csr
emit("csr_add", (s.indptr, s.indices, s.values))
emit("gather", _csr_ops.CSRGather()(indptr, indices, dense, shape))
emit("reduce_sum", _csr_ops.CSRReduceSum()(indptr, indices, values, shape, 1))
emit("mv", _csr_ops.CSRMV()(indptr, indices, values, shape, Tensor(np.ones((4, 1), np.float32))))
emit("mul_prim", _csr_ops.CSRMul()(indptr, indices, values, shape, dense))
emit("csr2coo", _csr_ops.CSR2COO()(indptr, 2))
emit("coo2csr", _csr_ops.COO2CSR()(Tensor([0, 1, 1], mstype.int32), 3))
coo = COOTensor(Tensor([[0, 1], [1, 2]], mstype.int32), Tensor([1.0, 2.0], mstype.float32), (2, 3))
d2 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) + 1)
emit("coo_add_dense", coo + d2)
emit("coo_sub_dense", coo - d2)
emit("coo_mul", (coo * d2).values)
emit("coo_div", (coo / d2).values)
emit("coo_neg", (-coo).values)
try:
    coo + Tensor(np.ones((3, 3), np.float32))
except ValueError as e:
    emit("shape_error", type(e).__name__)
