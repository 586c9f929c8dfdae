"""Defaults of the primitives the model zoo uses most (MindSpore 2.10): ReduceSum/ReduceMean keep_dims,
ArgMaxWithValue axis/dtypes, OneHot axis, Split output_num, TopK sorted, Softmax axis, Concat axis,
ResizeNearestNeighbor corners, SigmoidCrossEntropyWithLogits, SmoothL1Loss beta, Squeeze/ExpandDims."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

x = Tensor(np.array([[1.5, -2.0, 3.25, 0.5], [4.0, 0.25, -1.0, 2.0], [-0.5, 5.0, 1.0, 1.0]], np.float32))
img = Tensor(np.arange(2 * 3 * 4, dtype=np.float32).reshape(1, 2, 3, 4) / 3.0)
lab = Tensor(np.array([0, 3, 1], np.int32))


def c(label, fn):
    emit_error(label, fn)


c("reduce_sum_default", lambda: ops.ReduceSum()(x, 1))
c("reduce_sum_all", lambda: ops.ReduceSum()(x))
c("reduce_sum_keep", lambda: ops.ReduceSum(keep_dims=True)(x, (0, 1)))
c("reduce_mean_default", lambda: ops.ReduceMean()(x, 0))
c("reduce_mean_keep", lambda: ops.ReduceMean(True)(x, -1))
c("argmax_with_value", lambda: ops.ArgMaxWithValue()(x))
c("argmax_with_value_axis1_keep", lambda: ops.ArgMaxWithValue(axis=1, keep_dims=True)(x))
c("argmin_with_value", lambda: ops.ArgMinWithValue()(x))
c("argmax_prim", lambda: ops.Argmax()(x))
c("one_hot", lambda: ops.OneHot()(lab, 4, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)))
c("one_hot_axis0", lambda: ops.OneHot(axis=0)(lab, 4, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)))
c("split_default", lambda: ops.Split()(x))
c("split_axis1", lambda: ops.Split(1, 2)(x))
c("topk", lambda: ops.TopK()(x[:2], 2))
c("topk_unsorted_shape", lambda: ops.TopK(sorted=False)(x, 2)[0].shape)
c("softmax_default", lambda: ops.Softmax()(x))
c("softmax_axis0", lambda: ops.Softmax(axis=0)(x))
c("concat_default", lambda: ops.Concat()((x, x)))
c("concat_axis1", lambda: ops.Concat(1)((x, x)))
c("resize_nn", lambda: ops.ResizeNearestNeighbor((5, 7))(img))
c("resize_nn_corners", lambda: ops.ResizeNearestNeighbor((5, 7), align_corners=True)(img))
c("sigmoid_ce", lambda: ops.SigmoidCrossEntropyWithLogits()(x, Tensor(np.ones((3, 4), np.float32) * 0.3)))
c("smooth_l1_default", lambda: ops.SmoothL1Loss()(x, x * 0.2))
c("smooth_l1_beta", lambda: ops.SmoothL1Loss(beta=0.5)(x, x * 0.2))
c("squeeze_default", lambda: ops.Squeeze()(Tensor(np.ones((1, 3, 1), np.float32))))
c("expand_dims", lambda: ops.ExpandDims()(x, -1).shape)
c("tile", lambda: ops.Tile()(x, (2, 1)))
c("fill", lambda: ops.Fill()(ms.float32, (2, 3), 1.5))
c("fill_int", lambda: ops.Fill()(ms.int32, (2,), 7))
c("gather_nd", lambda: ops.GatherNd()(x, Tensor(np.array([[0, 1], [2, 3]], np.int32))))
c("select", lambda: ops.Select()(x > 0, x, x * 0))
c("cast", lambda: ops.Cast()(x, ms.int32))
c("cast_neg_uint8", lambda: ops.Cast()(Tensor(np.array([-1.5, 2.7, 300.0], np.float32)), ms.uint8))
c("zeros_like", lambda: ops.ZerosLike()(lab))
c("minimum_int_float", lambda: ops.Minimum()(lab, Tensor(np.array([0.5, 2.5, 1.5], np.float32))))
c("log", lambda: ops.Log()(Tensor(np.array([1.0, 0.0, -1.0], np.float32))))
c("reciprocal_int", lambda: ops.Reciprocal()(Tensor(np.array([2, 4], np.int32))))
c("slice", lambda: ops.Slice()(x, (1, 0), (2, 3)))
c("equal_int_float", lambda: ops.Equal()(lab, Tensor(np.array([0.0, 3.0, 1.5], np.float32))))
c("dtype", lambda: str(ops.DType()(x)))
c("shape", lambda: ops.Shape()(x))
emit("log_softmax_default", ops.LogSoftmax()(x), rtol=1e-4, atol=1e-6)   # MindSpore's CPU exp: ~1e-4 relative
