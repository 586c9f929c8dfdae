"""A CSRTensor with int32 indices captured by a ``jit`` function (st sparse/test_csr.py test_csr_ops /
test_batch_csr_ops): ``csr_reduce_sum`` and the elementwise ops ran in MindSpore 2.10 and were Stack's DTypeError in
msgraph (the captured Tensors fold as constants, and the fold of ReduceSum over int32 is Int64, as in MindSpore's own
Graph mode, which the CSR row computation then stacked beside the int32 indices)."""
import mindspore as ms
from mindspore import Tensor, CSRTensor, jit
import mindspore.common.dtype as mstype
import mindspore.ops.functional as F
from _conf import emit

indptr = Tensor([0, 1, 1, 2, 2], dtype=mstype.int32)
indices = Tensor([0, 1], dtype=mstype.int32)
values = Tensor([[2, 1, 3], [2, 1, 3]], dtype=mstype.float32)
dense = Tensor([[[1, 1, 1], [2, 2, 2]]] * 4, dtype=mstype.float32)
csr = CSRTensor(indptr, indices, values, (4, 2, 3))
csr2 = CSRTensor(Tensor([0, 1, 2], mstype.int32), Tensor([0, 1], mstype.int32), Tensor([1.0, 2.0]), (2, 2))


def reduce_sum():
    return F.csr_reduce_sum(csr, 1)


def elementwise():
    a = csr * dense
    b = csr / dense
    return a.values, b.values, a.indices


def reduce_sum2():
    return F.csr_reduce_sum(csr2, 1)


def to_dense2():
    return csr2.to_dense()


emit("reduce_sum_pynative", reduce_sum())
emit("reduce_sum_jit", jit(reduce_sum)())
emit("elementwise_jit", jit(elementwise)())
emit("reduce_sum2_jit", jit(reduce_sum2)())
emit("to_dense2_jit", jit(to_dense2)())
