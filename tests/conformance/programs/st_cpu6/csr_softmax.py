"""Adapted from tests/st/ops/cpu/test_sparse_matrix_softmax.py: ops.function.csr_softmax and
sparse_ops.SparseMatrixSoftmax (the softmax of each CSR row's stored values, to the kernel's last bit).
Not recorded: int64 pointers with more than one row and batched (3-D) inputs, where MindSpore 2.10's kernel reads
the pointers as int32 and skips rows, and csr_softmax with a dtype other than the values' (it reads the buffer
as that dtype): docs/differences.md, h-cpu2."""
import mindspore as ms
from mindspore import Tensor, CSRTensor
from mindspore.common import dtype as mstype
from mindspore.ops.function import csr_softmax
from mindspore.ops.operations.sparse_ops import SparseMatrixSoftmax
from _conf import emit, emit_error

logits = CSRTensor(Tensor([0, 4, 6], mstype.int32), Tensor([0, 2, 3, 4, 3, 4], mstype.int32),
                   Tensor([1, 2, 3, 4, 1, 2], mstype.float32), (2, 6))
c = csr_softmax(logits, dtype=mstype.float32)
emit("csr_softmax_values", c.values, rtol=0, atol=0)
emit("csr_softmax_parts", (c.indptr, c.indices, c.shape))
op = SparseMatrixSoftmax(mstype.float32)
out = op(Tensor([2, 6], mstype.int32), Tensor(6, mstype.int32), Tensor([0, 4, 6], mstype.int32),
         Tensor([0, 2, 3, 4, 3, 4], mstype.int32), Tensor([1, 2, 3, 4, 1, 2], mstype.float32))
emit("prim_f32", out, rtol=0, atol=0)
out = op(Tensor([3, 6], mstype.int32), Tensor(7, mstype.int32), Tensor([0, 4, 4, 7], mstype.int32),
         Tensor([0, 2, 3, 4, 3, 4, 5], mstype.int32), Tensor([-1.5, 2, 30, 4, 1, 2, 0.25], mstype.float64))
emit("prim_f64_empty_row", out, rtol=1e-14, atol=0)  # numpy exp vs glibc exp: 1 ulp in float64
one_row = CSRTensor(Tensor([0, 3], mstype.int64), Tensor([0, 2, 3], mstype.int64), Tensor([1., 5, 2], mstype.float64),
                    (1, 6))
emit("csr_softmax_int64_one_row", csr_softmax(one_row, dtype=mstype.float64).values, rtol=0, atol=0)
emit_error("int_dtype", lambda: SparseMatrixSoftmax(mstype.int32))
