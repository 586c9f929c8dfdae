"""ops.NonMaxSuppressionWithOverlaps (score order, ties by index, overlap >= threshold suppresses, score must exceed
its threshold, max_output_size), ops.SparseSlice (window clipped to the shape, negative start) and
ops.TridiagonalMatMul (batched, float16/float64/complex64) with their argument checks, in PyNative and a Graph-mode
Cell."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from mindspore.common import dtype as mstype
from _api26_util import call


class C(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *a):
        return self.op(*a)


def run(label, op, *args):
    call(label, C(op) if ms.get_context("mode") == ms.GRAPH_MODE else op, *args)


f32 = lambda a: Tensor(np.array(a, np.float32))  # noqa: E731
i32 = lambda a: Tensor(np.array(a, np.int32))  # noqa: E731
i64 = lambda a: Tensor(np.array(a, np.int64))  # noqa: E731
nms = ops.NonMaxSuppressionWithOverlaps()
doc_ov = f32([[0.6964692, 0.28613934, 0.22685145, 0.5513148], [0.71946895, 0.42310646, 0.9807642, 0.6848297],
              [0.4809319, 0.39211753, 0.343178, 0.7290497], [0.43857226, 0.059677895, 0.39804426, 0.7379954]])
doc_sc = f32([0.18249173, 0.17545176, 0.53155136, 0.53182757])
run("nms_doc", nms, doc_ov, doc_sc, i32(4), f32(0.1), f32(0.2))
ov = f32([[1.0, 0.9, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
ov_t = f32([[1.0, 0.0, 0.0], [0.9, 1.0, 0.0], [0.0, 0.0, 1.0]])
sc = f32([0.5, 0.9, 0.7])
run("nms_asym", nms, ov, sc, i32(3), f32(0.5), f32(0.0))
run("nms_asym_t", nms, ov_t, sc, i32(3), f32(0.5), f32(0.0))
run("nms_max1", nms, ov, sc, i32(1), f32(0.5), f32(0.0))
run("nms_max0", nms, ov, sc, i32(0), f32(0.5), f32(0.0))
run("nms_score_eq", nms, ov, sc, i32(3), f32(0.5), f32(0.7))
run("nms_overlap_eq", nms, ov, sc, i32(3), f32(0.9), f32(0.0))
run("nms_overlap_above", nms, ov, sc, i32(3), f32(0.95), f32(0.0))
run("nms_ties", nms, f32(np.zeros((3, 3))), f32([0.5, 0.5, 0.5]), i32(3), f32(0.5), f32(0.0))
run("nms_f64", nms, Tensor(np.eye(3), mstype.float64), Tensor(np.array([0.5, 0.9, 0.7]), mstype.float64), i32(2),
    Tensor(0.5, mstype.float64), Tensor(0.0, mstype.float64))
run("nms_thr_f64", nms, ov, sc, i32(3), Tensor(0.5, mstype.float64), Tensor(0.0, mstype.float64))
run("nms_negative_max", nms, ov, sc, i32(-1), f32(0.5), f32(0.0))
run("nms_int64_max", nms, ov, sc, i64(3), f32(0.5), f32(0.0))
run("nms_bad_overlaps", nms, f32(np.ones((3, 2))), sc, i32(3), f32(0.5), f32(0.0))
run("nms_bad_scores", nms, ov, f32([0.5, 0.9]), i32(3), f32(0.5), f32(0.0))
run("nms_mixed_dtype", nms, Tensor(np.eye(3), mstype.float16), sc, i32(3), Tensor(0.5, mstype.float16),
    Tensor(0.0, mstype.float16))
run("nms_max_1d", nms, ov, sc, i32([3]), f32(0.5), f32(0.0))
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    call("nms_python_max", nms, ov, sc, 3, 0.5, 0.0)

ss = ops.SparseSlice()
ind, val, shp = i64([[0, 1], [1, 2], [1, 3], [2, 2]]), i64([1, 2, 3, 4]), i64([3, 4])
run("ss_doc", ss, ind, val, shp, i64([0, 1]), i64([2, 3]))
run("ss_clip", ss, ind, val, shp, i64([1, 2]), i64([5, 5]))
run("ss_empty", ss, ind, val, shp, i64([2, 0]), i64([1, 2]))
run("ss_start_out", ss, ind, val, shp, i64([3, 0]), i64([1, 2]))
run("ss_f32_values", ss, ind, f32([1, 2, 3, 4]), shp, i64([0, 0]), i64([3, 4]))
run("ss_unordered", ss, i64([[2, 2], [0, 1]]), i64([7, 8]), shp, i64([0, 0]), i64([3, 3]))
run("ss_negative_start", ss, ind, val, shp, i64([-1, 0]), i64([3, 4]))
run("ss_zero_size", ss, ind, val, shp, i64([0, 0]), i64([0, 4]))
run("ss_bool_values", ss, ind, Tensor(np.array([True, False, True, True])), shp, i64([0, 0]), i64([3, 4]))
run("ss_int32_indices", ss, i32([[0, 1]]), i64([1]), shp, i64([0, 0]), i64([3, 4]))
run("ss_indices_1d", ss, i64([0, 1]), i64([1, 2]), shp, i64([0, 0]), i64([3, 4]))
run("ss_count_mismatch", ss, ind, i64([1, 2]), shp, i64([0, 0]), i64([3, 4]))
run("ss_rank_mismatch", ss, ind, val, i64([3, 4, 5]), i64([0, 0]), i64([3, 4]))
run("ss_start_mismatch", ss, ind, val, shp, i64([0, 0, 0]), i64([3, 4]))

tri = ops.TridiagonalMatMul()
d = f32([[1, 2, 3]])
run("tri_doc", tri, d, d, d, f32(np.ones((3, 3))))
run("tri_arange", tri, d, f32([[4, 5, 6]]), f32([[7, 8, 9]]), f32(np.arange(9).reshape(3, 3)))
bd = Tensor(np.arange(6, dtype=np.float64).reshape(2, 1, 3))
run("tri_batch_f64", tri, bd, bd + 1, bd - 1, Tensor(np.arange(12, dtype=np.float64).reshape(2, 3, 2)))
run("tri_f16", tri, Tensor(np.array([[1, 2]], np.float16)), Tensor(np.array([[3, 4]], np.float16)),
    Tensor(np.array([[5, 6]], np.float16)), Tensor(np.ones((2, 2), np.float16)))
cd = Tensor(np.array([[1 + 1j, 2, 3j]], np.complex64))
run("tri_complex64", tri, cd, cd, cd, Tensor(np.ones((3, 1), np.complex64)))
run("tri_int32", tri, i32([[1, 2]]), i32([[1, 2]]), i32([[1, 2]]), i32(np.ones((2, 2))))
run("tri_mixed", tri, d, d, d, Tensor(np.ones((3, 3)), mstype.float64))
run("tri_rows", tri, f32([[1, 2]]), f32([[1, 2]]), f32([[1, 2]]), f32(np.ones((3, 3))))
run("tri_diag_rows", tri, f32(np.ones((2, 3))), f32(np.ones((2, 3))), f32(np.ones((2, 3))), f32(np.ones((3, 3))))
run("tri_rank1", tri, f32([1, 2, 3]), f32([1, 2, 3]), f32([1, 2, 3]), f32(np.ones((3, 3))))
