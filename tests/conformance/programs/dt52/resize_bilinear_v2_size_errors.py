"""P.ResizeBilinearV2's size given as a Tensor that is no 1-D integer Tensor, or of length 3 (both modes).

MindSpore 2.10 converts a size Tensor to a tuple of ints: in Graph mode a Tensor not 1-D is its TensorToTuple's
ValueError and a 1-D float Tensor the TypeError "size's type 'Tuple[Float32*2]' does not match"; in PyNative both
are one TypeError ("can not be converted to tuple of int"); a size of 3 (a tuple or a 1-D Tensor) is a ValueError in
both modes.  msgraph raised a TypeError for the not-1-D Tensor in Graph mode and for the sizes of 3, and in PyNative
ran the float Tensor and failed in int() on a 2-D one.  Found by dt51 / dt52's value dump with float64 inputs
(st test_resize_bilinear_grad_op.py::test_resize_bilinear_grad_half_pixel_centers passes a 4-D float Tensor)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, x, size):
        return ops.ResizeBilinearV2(align_corners=False, half_pixel_centers=True)(x, size)


x = Tensor(np.arange(4).reshape(1, 1, 2, 2).astype(np.float32))
emit("size_1d_int32", Net()(x, Tensor(np.array([3, 3], np.int32))))
emit("size_list", Net()(x, [3, 3]))
emit_error("size_1d_float32", Net(), x, Tensor(np.array([3., 3.], np.float32)))
emit_error("size_2d_int32", Net(), x, Tensor(np.array([[3, 3]], np.int32)))
emit_error("size_4d_float16", Net(), x, Tensor(np.ones((1, 1, 4, 4), np.float16)))
emit_error("size_1d_of_3", Net(), x, Tensor(np.array([3, 3, 3], np.int32)))
emit_error("size_tuple_of_3", Net(), x, (3, 3, 3))
