"""Adapted from tests/st/ops/gpu/test_sparse_segment_{sum,mean,sqrt_n}[_with_num_segments|_grad]_op.py (run on
the CPU backend): values, dtypes, float32 rounding, gradients and the kernels' argument checks."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.ops.operations.sparse_ops as S
import mindspore.ops.operations._grad_ops as G
from mindspore.ops.operations.math_ops import SparseSegmentMean
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


def i32(a):
    return Tensor(np.array(a, np.int32))


def i64(a):
    return Tensor(np.array(a, np.int64))


x = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))
x16 = Tensor(np.arange(6, dtype=np.float16).reshape(3, 2))
xd = Tensor(np.array([1.0, 2.0, 4.0, 7.0, 11.0]))
xi = Tensor(np.arange(6, dtype=np.int32).reshape(3, 2))
for name, op in (("sum", S.SparseSegmentSum()), ("mean", SparseSegmentMean()), ("sqrtn", S.SparseSegmentSqrtN())):
    net = Net(op)
    emit(f"{name}_f32", net(x, i32([0, 1, 3, 3]), i32([0, 1, 1, 2])))
    emit(f"{name}_f16", net(x16, i32([0, 1]), i32([0, 0])))
    emit(f"{name}_f64", net(xd, i64([0, 1, 2, 3, 4]), i64([0, 0, 0, 1, 1])))
    emit(f"{name}_1d", net(Tensor(np.arange(4, dtype=np.float32)), i32([0, 1, 3]), i32([0, 0, 1])))
    emit(f"{name}_x3d", net(Tensor(np.arange(24, dtype=np.float32).reshape(4, 2, 3)), i32([0, 2, 2]), i32([0, 0, 1])))
    emit_error(f"{name}_len_mismatch", net, x, i32([0, 1, 2]), i32([0, 1]))
    emit_error(f"{name}_unsorted", net, x, i32([0, 1, 3]), i32([0, 2, 1]))
    emit_error(f"{name}_oob", net, x, i32([0, 5]), i32([0, 1]))
    emit_error(f"{name}_mixed_index_types", net, x, i32([0, 1]), i64([0, 0]))
    emit_error(f"{name}_int_x", net, xi, i32([0, 1]), i32([0, 0]))
sum_net, sqrtn_net = Net(S.SparseSegmentSum()), Net(S.SparseSegmentSqrtN())
emit("mean_gap", Net(SparseSegmentMean())(x, i32([0, 1, 3]), i32([1, 2, 2])))
for name, net in (("sum", sum_net), ("sqrtn", sqrtn_net)):
    emit_error(f"{name}_not_from_0", net, x, i32([0, 1, 3]), i32([1, 2, 2]))
    emit_error(f"{name}_gap", net, x, i32([0, 1, 3]), i32([0, 2, 2]))
emit_error("sum_empty", sum_net, x, i32([]), i32([]))  # (MindSpore's SparseSegmentSqrtN crashes there)

for name, op in (("sum", S.SparseSegmentSumWithNumSegments()), ("mean", S.SparseSegmentMeanWithNumSegments()),
                 ("sqrtn", S.SparseSegmentSqrtNWithNumSegments())):
    net = Net(op)
    emit(f"{name}_wns_f32", net(x, i32([0, 1, 3]), i32([0, 2, 2]), i32(5)))
    emit(f"{name}_wns_i64", net(x, i64([0, 1, 3]), i64([0, 2, 2]), i64(4)))
    emit(f"{name}_wns_one_elem", net(x, i32([0, 1, 3]), i32([0, 2, 2]), i32([3])))
    emit(f"{name}_wns_f16", net(x16, i32([0, 1]), i32([0, 3]), i32(5)))
    emit(f"{name}_wns_f64", net(xd, i32([0, 1, 2, 3, 4]), i32([0, 0, 0, 2, 2]), i32(4)))
    emit_error(f"{name}_wns_unsorted", net, x, i32([0, 1, 3]), i32([2, 0, 2]), i32(4))
    emit_error(f"{name}_wns_oob", net, x, i32([0, 9, 3]), i32([0, 1, 2]), i32(4))
    emit_error(f"{name}_wns_too_few", net, x, i32([0, 1, 3]), i32([0, 2, 2]), i32(2))
    emit_error(f"{name}_wns_mixed", net, x, i32([0, 1, 3]), i32([0, 2, 2]), i64(5))
    emit_error(f"{name}_wns_int_x", net, xi, i32([0, 1]), i32([0, 1]), i32(5))
emit("sqrtn_wns_negative_id", Net(S.SparseSegmentSqrtNWithNumSegments())(x, i32([0, 1, 3]), i32([-1, 2, 2]), i32(5)))

g = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))
for name, op in (("mean", G.SparseSegmentMeanGrad()), ("sqrtn", G.SparseSegmentSqrtNGrad())):
    net = Net(op)
    emit(f"{name}_grad_f32", net(g, i32([0, 1, 3, 3]), i32([0, 1, 2, 2]), i32(5)))
    emit(f"{name}_grad_gap", net(g, i32([0, 1, 3, 3]), i32([0, 0, 2, 2]), i32(5)))
    emit(f"{name}_grad_f64", net(Tensor(np.array([[1.0], [2.0], [4.0]])), i32([0, 1, 3, 3, 2]),
                                 i32([0, 0, 0, 1, 1]), i32(5)))
    emit(f"{name}_grad_f16", net(Tensor(np.arange(9, dtype=np.float16).reshape(3, 3)), i32([0, 1, 3, 3]),
                                 i32([0, 1, 2, 2]), i32(5)))
    emit_error(f"{name}_grad_unsorted", net, g, i32([0, 1, 3, 3]), i32([0, 2, 2, 1]), i32(5))
    emit_error(f"{name}_grad_oob", net, g, i32([0, 1, 7, 3]), i32([0, 1, 2, 2]), i32(5))
    emit_error(f"{name}_grad_mixed", net, g, i32([0, 1, 3, 3]), i64([0, 1, 2, 2]), i32(5))
    emit_error(f"{name}_grad_int", net, Tensor(np.ones((3, 3), np.int32)), i32([0, 1]), i32([0, 1]), i32(5))
emit("sqrtn_grad_i64", Net(G.SparseSegmentSqrtNGrad())(g, i64([0, 1, 3, 3]), i64([0, 1, 2, 2]), i64(5)))
emit_error("mean_grad_dim0_int64", Net(G.SparseSegmentMeanGrad()), g, i64([0, 1]), i64([0, 1]), i64(5))
emit_error("sqrtn_grad_dim0_int32", Net(G.SparseSegmentSqrtNGrad()), g, i64([0, 1]), i64([0, 1]), i32(5))
emit("sqrtn_grad_segment_oob_dropped", Net(G.SparseSegmentSqrtNGrad())(g, i32([0, 1, 3, 3]), i32([0, 1, 2, 4]),
                                                                      i32(5)))
emit_error("mean_grad_segment_oob", Net(G.SparseSegmentMeanGrad()), g, i32([0, 1, 3, 3]), i32([0, 1, 2, 4]), i32(5))

# gradients of the forward ops (MindSpore's bprops call the Grad primitives; SparseSegmentMean has none there)
xg = Tensor(np.arange(8, dtype=np.float32).reshape(4, 2))
emit("sqrtn_bprop", ops.GradOperation()(Net(S.SparseSegmentSqrtN()))(xg, i32([0, 1, 1, 3]), i32([0, 0, 1, 1])))
for name, op in (("mean", S.SparseSegmentMeanWithNumSegments()), ("sqrtn", S.SparseSegmentSqrtNWithNumSegments())):
    emit(f"{name}_wns_bprop", ops.GradOperation(sens_param=True)(Net(op))(
        xg, i32([0, 1, 1, 3]), i32([0, 0, 2, 2]), i32(3), Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))))
