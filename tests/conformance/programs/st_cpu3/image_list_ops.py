"""Adapted from tests/st/ops/cpu/test_rgb_to_hsv_op.py and test_list_diff_op.py: RGBToHSV values (grey, black,
each hue sector, float64) and ListDiff (values and indices, out_idx int64, nothing / everything removed)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.image_ops import RGBToHSV
from mindspore.ops.operations import array_ops as A
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


rgb = np.array([[0.25, 0.5, 0.5], [0.9, 0.1, 0.3], [0.2, 0.2, 0.2], [0.0, 0.0, 0.0], [0.1, 0.8, 0.3],
                [0.3, 0.2, 0.9], [0.9, 0.5, 0.1], [1.0, 0.0, 0.0]], np.float32).reshape(2, 1, 4, 3)
emit("rgb_to_hsv", Net(RGBToHSV())(Tensor(rgb)), rtol=1e-6, atol=1e-7)
emit("rgb_to_hsv_float64", Net(RGBToHSV())(Tensor(rgb.astype(np.float64).reshape(8, 3))), rtol=1e-12)
emit_error("rgb_to_hsv_last_dim", Net(RGBToHSV()), Tensor(np.ones((2, 4), np.float32)))
x = Tensor(np.array([1, 2, 3, 4, 5, 6, 3], np.int32))
emit("list_diff", Net(A.ListDiff())(x, Tensor(np.array([1, 3, 5], np.int32))))
emit("list_diff_int64_idx", Net(A.ListDiff(out_idx=ms.int64))(x, Tensor(np.array([6, 9], np.int32))))
emit("list_diff_float", Net(A.ListDiff())(Tensor(np.array([0.5, 1.5, 2.5], np.float32)),
                                          Tensor(np.array([2.5], np.float32))))
emit("list_diff_none_removed", Net(A.ListDiff())(x, Tensor(np.array([10], np.int32))))
