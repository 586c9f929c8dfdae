"""Adapted from tests/st/ops/cpu/test_compare_ops.py, test_logical_op.py, test_isinf_op.py, test_equalcount_op.py,
test_addn_op.py, test_assign_add_op.py, test_broadcast_to_op.py, test_squeeze_op.py, test_transpose_op.py,
test_range_op.py, test_lin_space.py, test_meshgrid_op.py, test_matrix_band_part.py, test_unique_op.py,
test_unsorted_segment_*_op.py, test_tile_op.py, test_reverse_sequence.py."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error

a = Tensor(np.array([[1, 5, 3], [-2, 0, 7]], np.int32))
f = Tensor(np.array([[1.0, 4.5, 3.0], [-2.5, np.nan, 7.0]], np.float32))
emit("less_int_float", P.Less()(a, f))
emit("greater_equal_scalar", P.GreaterEqual()(a, 3))
emit("equal_nan", P.Equal()(f, f))
emit("not_equal_nan", P.NotEqual()(f, f))
emit("less_equal_bcast", P.LessEqual()(a, Tensor(np.array([1, 5, 2], np.int32))))
emit("equal_bool", ops.equal(Tensor(np.array([True, False])), Tensor(np.array([True, True]))))
emit("logical_and_bcast", P.LogicalAnd()(Tensor(np.array([[True], [False]])), Tensor(np.array([True, False, True]))))
emit("logical_not", P.LogicalNot()(Tensor(np.array([True, False]))))
emit("isinf", P.IsInf()(Tensor(np.array([np.inf, -np.inf, np.nan, 1.0], np.float32))))
emit("isnan_f16", P.IsNan()(Tensor(np.array([np.nan, 1.0], np.float16))))
emit("isfinite_int", P.IsFinite()(a))
emit("equal_count", P.EqualCount()(Tensor(np.array([1, 2, 3, 4], np.int32)), Tensor(np.array([1, 0, 3, 0], np.int32))))
emit("addn", P.AddN()((a, a, a)))
emit("addn_float_list", ops.addn([f, f]))


class AssignAddNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.v = Parameter(Tensor(np.zeros((2, 3), np.float32)), name="v")
        self.op = P.AssignAdd()
        self.sub = P.AssignSub()

    def construct(self, x):
        self.op(self.v, x)
        self.op(self.v, x)
        self.sub(self.v, Tensor(np.ones((2, 3), np.float32)))
        return self.v * 1


emit("assign_add_sub", AssignAddNet()(Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))))


class AssignBcast(nn.Cell):
    def __init__(self):
        super().__init__()
        self.v = Parameter(Tensor(np.zeros((2, 3), np.float32)), name="v")

    def construct(self, x):
        P.AssignAdd()(self.v, x)
        return self.v * 1


emit_error("assign_add_rank_mismatch", lambda: AssignBcast()(Tensor(np.array([1.0, 1.0, 1.0], np.float32))).asnumpy())
emit("broadcast_to", P.BroadcastTo((2, 2, 3))(a))
emit("broadcast_to_neg1", ops.broadcast_to(Tensor(np.array([[1.0], [2.0]], np.float32)), (-1, 4)))
emit("squeeze_axis", P.Squeeze(axis=(0, 2))(Tensor(np.zeros((1, 3, 1, 2), np.float32))).shape)
emit("squeeze_all", P.Squeeze()(Tensor(np.zeros((1, 3, 1, 2), np.float32))).shape)
emit_error("squeeze_bad_axis", lambda: P.Squeeze(axis=1)(Tensor(np.zeros((1, 3), np.float32))).asnumpy())
emit("transpose_neg_perm", P.Transpose()(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)), (2, 0, 1)))
emit("tile", P.Tile()(a, (2, 1, 2)))
emit("range_float", ops.range(Tensor(0.5, ms.float32), Tensor(3.0, ms.float32), Tensor(0.75, ms.float32)))
emit("arange_int_neg_step", ops.arange(10, 1, -3))
emit("linspace", ops.linspace(Tensor(1.0, ms.float32), Tensor(2.0, ms.float32), 5))
emit("linspace_one", P.LinSpace()(Tensor(-1.0, ms.float32), Tensor(2.0, ms.float32), 1))
emit("meshgrid_xy", ops.meshgrid(Tensor(np.array([1, 2, 3], np.int32)), Tensor(np.array([4, 5], np.int32)), indexing="xy"))
emit("meshgrid_ij", ops.meshgrid(Tensor(np.array([1, 2, 3], np.int32)), Tensor(np.array([4, 5], np.int32)), indexing="ij"))
emit("matrix_band_part", ops.matrix_band_part(Tensor(np.ones((3, 4), np.float32)), 1, -1))
emit("unique", P.Unique()(Tensor(np.array([3, 1, 3, 2, 1, 5], np.int32))))
emit("unsorted_segment_sum", P.UnsortedSegmentSum()(Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32)),
                                                    Tensor(np.array([0, 2, 0, 1], np.int32)), 4))
emit("unsorted_segment_neg_id", P.UnsortedSegmentSum()(Tensor(np.array([1.0, 2.0, 3.0], np.float32)),
                                                       Tensor(np.array([0, -1, 1], np.int32)), 2))
emit("reverse_sequence", P.ReverseSequence(seq_dim=1, batch_dim=0)(
    Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)), Tensor(np.array([1, 3, 4], np.int32))))
emit("ones_like_int", P.OnesLike()(a))
emit("zeros_like_bool", ops.zeros_like(Tensor(np.array([True]))))
emit("size_rank", (P.Size()(a), P.Rank()(a), ops.size(f)))
emit("unsorted_segment_max_empty", P.UnsortedSegmentMax()(Tensor(np.array([1.0, 2.0, 3.0], np.float32)),
                                                          Tensor(np.array([0, 0, 2], np.int32)), 3))
emit("unsorted_segment_min_empty_int", P.UnsortedSegmentMin()(Tensor(np.array([1, 2, 3], np.int32)),
                                                              Tensor(np.array([0, 0, 2], np.int32)), 3))
emit("unsorted_segment_prod", P.UnsortedSegmentProd()(Tensor(np.array([[2.0, 1.0], [3.0, -1.0], [4.0, 5.0]], np.float32)),
                                                      Tensor(np.array([1, 1, 0], np.int32)), 3))
emit("unsorted_segment_max_fn_neg_id", ops.unsorted_segment_max(Tensor(np.array([1.0, 2.0, 3.0], np.float32)),
                                                                Tensor(np.array([0, -1, 1], np.int32)), 2))
