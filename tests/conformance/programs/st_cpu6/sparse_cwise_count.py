"""Adapted from tests/st/ops/cpu/test_sparse_dense_cwise_op.py and test_sparse_count_sparse_output.py:
sparse_ops.SparseDenseCwiseAdd/Mul (x2 broadcast to the dense shape) and SparseCountSparseOutput (weighted
per-batch counts, sorted COO output, minlength/maxlength/binary_output) with their errors.
SparseDenseCwiseDiv is not recorded: MindSpore 2.10's CPU kernel raises an empty RuntimeError for every input
(docs/differences.md, h-cpu2)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import sparse_ops as S
import mindspore.common.dtype as mstype
from _conf import emit, emit_error


class Wrap(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, b, c, d):
        return self.op(a, b, c, d)


ind = Tensor([[1, 2], [3, 4], [2, 1], [2, 2], [1, 0], [3, 3], [2, 0], [2, 2]], mstype.int64)
vals = Tensor([0, 2, 8, 8, 1, 2, 3, 7], mstype.int32)
ds = Tensor([5, 5], mstype.int64)
w = Tensor([2, 5, 1, 0, 4, 2, 2, 2], mstype.float32)
emit("count", Wrap(S.SparseCountSparseOutput())(ind, vals, ds, w))
emit("count_binary_min", Wrap(S.SparseCountSparseOutput(binary_output=True, minlength=12))(ind, vals, ds,
                                                                                         w.astype(mstype.float64)))
emit("count_max_noweights", Wrap(S.SparseCountSparseOutput(maxlength=3))(ind, vals, ds, Tensor([], mstype.int64)))
emit("count_rank1", Wrap(S.SparseCountSparseOutput())(Tensor([[1], [3], [2]], mstype.int64),
                                                       Tensor([4, 1, 4], mstype.int64), Tensor([5], mstype.int64),
                                                       Tensor([1, 2, 3], mstype.int32)))
emit_error("count_weights_size", lambda: Wrap(S.SparseCountSparseOutput())(ind, vals, ds, w[:3]))
emit_error("count_negative", lambda: Wrap(S.SparseCountSparseOutput())(
    ind, Tensor([0, 2, 8, -8, 1, 2, 3, 7], mstype.int32), ds, w))
emit_error("count_out_of_bounds", lambda: Wrap(S.SparseCountSparseOutput())(ind, vals, Tensor([3, 3], mstype.int64), w))
emit_error("count_float_values", lambda: Wrap(S.SparseCountSparseOutput())(ind, vals.astype(mstype.float32), ds, w))
emit_error("count_f16_weights", lambda: Wrap(S.SparseCountSparseOutput())(ind, vals, ds, w.astype(mstype.float16)))

i2 = Tensor([[0, 0], [2, 2], [1, 0]], mstype.int64)
v2 = Tensor([4, 2, 6], mstype.int32)
sh = Tensor([3, 3], mstype.int64)
for name, op in (("add", S.SparseDenseCwiseAdd()), ("mul", S.SparseDenseCwiseMul())):
    net = Wrap(op)
    emit(f"{name}_row", net(i2, v2, sh, Tensor([1, 2, 3], mstype.int32)))
    emit(f"{name}_column", net(i2, v2.astype(mstype.float32), sh, Tensor([[1.], [2], [0]], mstype.float32)))
    emit(f"{name}_full", net(i2, v2.astype(mstype.float32), sh,
                             Tensor(np.arange(9.).reshape(3, 3) - 4, mstype.float32)))
    emit(f"{name}_scalar", net(i2, v2, sh, Tensor(5, mstype.int32)))
    emit(f"{name}_f16", net(i2, v2.astype(mstype.float16), sh, Tensor([1, 2, 3], mstype.float16)))
    emit_error(f"{name}_dtype_mismatch", lambda: net(i2, v2, sh, Tensor([1, 2, 3], mstype.int64)))
    emit_error(f"{name}_no_broadcast", lambda: net(i2, v2, sh, Tensor([1, 2, 3, 4], mstype.int32)))
