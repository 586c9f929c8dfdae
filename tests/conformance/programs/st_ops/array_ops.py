"""Array primitives (test_squeeze_op, test_transpose_op, test_tile (broadcast_to), test_split_op,
test_pack_op, test_unpack_op, test_expand_dims, test_flatten_op, test_slice_op, test_stridedslice_op,
test_concat, test_one_hot_op, test_gather_op, test_gather_d_op, test_gathernd_op)."""
import numpy as np
from mindspore import Tensor
from mindspore.ops import operations as P
from _st import check

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 1, 3, 4))
check("squeeze_all", P.Squeeze(), x)
check("squeeze_axis", P.Squeeze(1), x)
check("squeeze_tuple", P.Squeeze((1,)), x)
check("transpose", P.Transpose(), x, (3, 0, 2, 1), grad=(0,))
check("broadcast_to_minus1", P.BroadcastTo((2, 5, 3, 4)), x)
check("broadcast_to_neg", P.BroadcastTo((-1, 2, 3, -1)), x, grad=(0,))
check("tile", P.Tile(), Tensor(np.array([[1, 2], [3, 4]], np.int32)), (2, 1, 3))
check("tile_grad", P.Tile(), Tensor(np.array([[1.0, 2.0]], np.float32)), (3, 2), grad=(0,))
check("split_3", P.Split(3, 4), x)
check("split_neg", P.Split(-2, 3), x, grad=(0,))
check("stack", P.Stack(1), (Tensor(np.ones((2, 3), np.int32)), Tensor(np.zeros((2, 3), np.int32))))
check("unstack", P.Unstack(-1), Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))
check("expand_dims_neg", P.ExpandDims(), x, -1)
check("flatten", P.Flatten(), x)
check("slice", P.Slice(), x, (1, 0, 1, 1), (1, 1, 2, 3), grad=(0,))
check("slice_minus1", P.Slice(), x, (0, 0, 1, 0), (-1, -1, -1, 2))
check("strided_slice_basic", P.StridedSlice(), x, (0, 0, 0, 1), (2, 1, 3, 4), (1, 1, 2, 2))
check("strided_slice_neg_stride", P.StridedSlice(), x, (1, 0, 2, 3), (0, 1, 0, 0), (-1, 1, -1, -2))
check("strided_slice_masks", P.StridedSlice(1, 2, 0, 0, 2), x, (1, 0, 1), (2, 1, 3), (1, 1, 1))
check("strided_slice_new_axis", P.StridedSlice(0, 0, 0, 1, 0), x, (0, 0, 0), (1, 1, 3), (1, 1, 1))
check("concat_int", P.Concat(-1), (Tensor(np.ones((2, 2), np.int64)), Tensor(np.zeros((2, 1), np.int64))))
check("one_hot_axis0", P.OneHot(0), Tensor(np.array([0, 2, 1, -1], np.int32)), 3,
      Tensor(np.float32(5.0)), Tensor(np.float32(-1.0)))
check("one_hot_2d", P.OneHot(-1), Tensor(np.array([[0, 3], [1, 2]], np.int64)), 4,
      Tensor(np.float32(1.0)), Tensor(np.float32(0.0)))
p = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
check("gather_axis1", P.Gather(), p, Tensor(np.array([[3, 0], [1, 1]], np.int32)), 1, grad=(0,))
check("gather_axis0", P.Gather(), p, Tensor(np.array([2, 0, 2], np.int64)), 0, grad=(0,))
check("gather_d", P.GatherD(), p, 1, Tensor(np.array([[0, 0], [1, 3], [2, 1]], np.int32)), grad=(0,))
check("gather_nd", P.GatherNd(), p, Tensor(np.array([[0, 1], [2, 3]], np.int32)), grad=(0,))
check("gather_nd_rows", P.GatherNd(), p, Tensor(np.array([[2], [0]], np.int32)))
