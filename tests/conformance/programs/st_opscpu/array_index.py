"""Adapted from tests/st/ops/cpu/test_stridedslice_op.py, test_slice_op.py, test_split_op.py, test_topk_op.py,
test_sort.py, test_one_hot_op.py, test_gather_op.py, test_gather_d_op.py, test_gathernd_op.py."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error

x = Tensor(np.arange(60, dtype=np.float32).reshape(3, 4, 5))


class SS(nn.Cell):
    def __init__(self, b, e, s, **kw):
        super().__init__()
        self.op = P.StridedSlice(**kw)
        self.b, self.e, self.s = b, e, s

    def construct(self, t):
        return self.op(t, self.b, self.e, self.s)


emit("ss_basic", SS((0, 1, 0), (2, 3, 5), (1, 1, 2))(x))
emit("ss_neg_stride", SS((2, 3, 4), (0, 0, 0), (-1, -2, -2))(x))
emit("ss_begin_mask", SS((1, 1, 1), (3, 4, 5), (1, 1, 1), begin_mask=0b101)(x))
emit("ss_end_mask", SS((1, 1, 1), (2, 2, 2), (1, 1, 1), end_mask=0b011)(x))
emit("ss_shrink", SS((1, 0, 2), (2, 4, 3), (1, 1, 1), shrink_axis_mask=0b101)(x))
emit("ss_out_of_range", SS((-10, 2, 1), (10, 100, 4), (1, 1, 1))(x))
emit("ss_int_bool", SS((0,), (3,), (2,))(Tensor(np.array([True, False, True, False]))))
emit("slice_basic", P.Slice()(x, (1, 0, 2), (2, 3, -1)))
emit("slice_fn", ops.slice(x, (0, 1, 1), (1, 2, 3)))
emit("split_axis1", P.Split(1, 2)(x))
emit("split_neg_axis", P.Split(-1, 5)(x))
emit("split_fn_sizes", ops.split(x, [1, 3], axis=1))
emit("split_fn_int", ops.split(Tensor(np.arange(7, dtype=np.int32)), 3))
emit_error("split_uneven", lambda: P.Split(1, 3)(x))

t = Tensor(np.array([[3.0, 1.0, 3.0, 2.0, -1.0], [0.5, 0.5, 0.5, 0.5, 0.5], [9.0, -9.0, 8.0, 6.0, 7.0]],
                    np.float32))
emit("topk_ties", P.TopK()(t, 3))
emit("topk_fn", ops.topk(t[2:], 2, sorted=True))
emit("topk_f16", P.TopK()(Tensor(np.array([1.5, 3.25, -2.0, 3.25], np.float16)), 2))
emit("topk_int32", P.TopK()(Tensor(np.array([[4, 7, 7, 1]], np.int32)), 4))
emit("sort_default", P.Sort()(t))
emit("sort_desc_axis0", P.Sort(axis=0, descending=True)(t))
emit("sort_fn_int", ops.sort(Tensor(np.array([[3, 1, 2], [0, 0, -5]], np.int32)), axis=-1, descending=True))
emit("argsort_fn", ops.argsort(Tensor(np.array([3.0, 1.0, 2.0, 1.0], np.float32))))

ind = Tensor(np.array([[0, 2], [3, -1]], np.int32))
emit("onehot_axis_last", P.OneHot()(ind, 4, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)))
emit("onehot_axis0", P.OneHot(axis=0)(ind, 3, Tensor(5.0, ms.float32), Tensor(-1.0, ms.float32)))
emit("onehot_fn_int64", ops.one_hot(Tensor(np.array([1, 0, 4], np.int64)), 3, Tensor(1, ms.int32), Tensor(0, ms.int32)))

g = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
emit("gather_axis0", P.Gather()(g, Tensor(np.array([[2, 0], [1, 1]], np.int32)), 0))
emit("gather_axis1", P.Gather()(g, Tensor(np.array([3, 0, 3], np.int64)), 1))
emit("gather_fn_neg_axis", ops.gather(g, Tensor(np.array([1], np.int32)), -1))
emit("gatherd_axis1", P.GatherD()(g, 1, Tensor(np.array([[0, 0], [3, 1], [2, 2]], np.int32))))
emit("gatherd_axis0", ops.gather_elements(g, 0, Tensor(np.array([[2, 1, 0, 0]], np.int64))))
emit("gathernd", P.GatherNd()(g, Tensor(np.array([[0, 1], [2, 3], [1, 0]], np.int32))))
emit("gathernd_rows", ops.gather_nd(g, Tensor(np.array([[2], [0]], np.int32))))
emit_error("gather_oob", lambda: P.GatherD()(g, 1, Tensor(np.array([[4]], np.int32))).asnumpy())
