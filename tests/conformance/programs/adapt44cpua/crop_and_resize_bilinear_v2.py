"""ops.CropAndResize(method="bilinear_v2") on MindSpore 2.10's CPU kernel (st ops/cpu/test_crop_and_resize_op.py
test_crop_and_resize_int32_bilinear_v2 / _int64_bilinearv2, fifth pass adapt44cpua): the box is cut to whole pixels
(y1 * H .. y2 * H truncated, at least one pixel) and resampled at half-pixel centres, indices clamped into the
image, no extrapolation value; msgraph sampled it as 'bilinear' (TensorFlow's corner-aligned grid, extrapolating
outside the image).  Its gradient for the image is the nearest-neighbour one (for the boxes the bilinear one)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Crop(nn.Cell):
    def __init__(self, method, extrapolation):
        super().__init__()
        self.op = ops.CropAndResize(method, extrapolation)

    def construct(self, image, boxes, box_index, crop_size):
        return self.op(image, boxes, box_index, crop_size)


class CropSum(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.CropAndResize("bilinear_v2", 0.0)

    def construct(self, image, boxes, box_index):
        return (self.op(image, boxes, box_index, (2, 2)) * 1.5).sum()


# the st test's network and inputs (offset 8795, 2 x 32 x 18 x 2, crop 5 x 3, extrapolation 0.369)
data = np.arange(8795, 8795 + 2 * 32 * 18 * 2).reshape((2, 32, 18, 2))
st_boxes = Tensor(np.array([[0, 0.5, 0.5, 0.0], [0, 0, 0.75, 1.75]], np.float32))
st_index = Tensor(np.array([1, 0], np.int32))
for dt in ("int32", "int64", "float16", "float32", "uint8"):
    emit(f"st.{dt}", Crop("bilinear_v2", 0.369)(Tensor((data % 251 if dt == "uint8" else data).astype(dt)),
                                                st_boxes, st_index, (5, 3)), rtol=1e-5, atol=1e-3)

# a small image whose value names its pixel (100 * row + column)
img = Tensor((np.arange(5)[:, None] * 100 + np.arange(4)[None, :]).astype(np.float32).reshape(1, 5, 4, 1))
one = Tensor(np.array([0], np.int32))
for name, boxes, crop in (("whole", [[0, 0, 1, 1]], (3, 3)), ("quarter", [[0, 0, 0.5, 0.5]], (2, 2)),
                          ("inner", [[0.2, 0.1, 0.8, 0.9]], (3, 4)), ("one_sample", [[0, 0, 1, 1]], (1, 1)),
                          ("flipped", [[0, 0.5, 0.5, 0.0]], (5, 3)), ("past_edge", [[0, 0, 0.75, 1.75]], (5, 3)),
                          ("negative", [[-0.3, -0.5, 0.6, 0.4]], (3, 3)), ("outside", [[1.5, 1.2, 2.0, 0.9]], (2, 3)),
                          ("degenerate", [[0.1, 0.3, 0.1, 0.3]], (2, 2))):
    b = Tensor(np.array(boxes, np.float32))
    emit(f"small.{name}", Crop("bilinear_v2", -1.0)(img, b, one, crop), rtol=1e-5, atol=1e-3)
    emit(f"small.{name}.bilinear", Crop("bilinear", -1.0)(img, b, one, crop), rtol=1e-5, atol=1e-3)

emit_error("grad.image_boxes", lambda: ms.grad(CropSum(), grad_position=(0, 1))(
    img, Tensor(np.array([[0, 0, 0.5, 0.5]], np.float32)), one))
