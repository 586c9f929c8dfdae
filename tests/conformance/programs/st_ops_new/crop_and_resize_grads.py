"""CropAndResizeGradImage / CropAndResizeGradBoxes (tests/st/ops/gpu/test_crop_and_resize_grad_*_op.py) and the
gradient of CropAndResize through them: the image's in its own float dtype, the boxes' (bilinear, also for
'nearest'), samples outside the image, one-sample crops, attribute and dtype errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.ops.operations.image_ops as P
from _conf import emit, emit_error


class GradImage(nn.Cell):
    def __init__(self, t, method):
        super().__init__()
        self.op = P.CropAndResizeGradImage(t, method)

    def construct(self, grads, boxes, box_index, image_size):
        return self.op(grads, boxes, box_index, image_size)


class GradBoxes(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.CropAndResizeGradBoxes()

    def construct(self, grads, images, boxes, box_index):
        return self.op(grads, images, boxes, box_index)


class Crop(nn.Cell):
    def __init__(self, method, size):
        super().__init__()
        self.op = P.CropAndResize(method)
        self.size = size

    def construct(self, x, b, i):
        return self.op(x, b, i, self.size)


boxes = Tensor(np.array([[0.1, 0.2, 0.8, 0.9], [0.0, 0.5, 1.2, 0.3], [0.5, 0.5, 0.5, 0.5]], np.float32))
bi = Tensor(np.array([1, 0, 1], np.int32))
grads = Tensor(np.arange(3 * 3 * 4 * 2).reshape(3, 3, 4, 2).astype(np.float32) / 10)
size = Tensor(np.array([2, 4, 5, 2], np.int32))
img = Tensor(np.arange(2 * 4 * 5 * 2).reshape(2, 4, 5, 2).astype(np.float32) * 0.5)
emit("image_bilinear_f32", GradImage(ms.float32, "bilinear")(grads, boxes, bi, size), rtol=1e-5, atol=1e-5)
emit("image_nearest_f64", GradImage(ms.float64, "nearest")(grads.astype(ms.float64), boxes.astype(ms.float64), bi, size),
     rtol=1e-5, atol=1e-5)
emit("image_f16_out", GradImage(ms.float16, "bilinear")(grads, boxes, bi, size), rtol=1e-3, atol=1e-2)
emit("boxes_f32", GradBoxes()(grads, img, boxes, bi), rtol=1e-4, atol=1e-4)
emit("boxes_uint8_image", GradBoxes()(grads, img.astype(ms.uint8), boxes, bi), rtol=1e-4, atol=1e-4)
emit("boxes_f64", GradBoxes()(grads.astype(ms.float64), img, boxes.astype(ms.float64), bi), rtol=1e-5, atol=1e-5)
one = Tensor(np.array([[0.2, 0.1, 0.6, 0.7]], np.float32))
emit("boxes_one_sample", GradBoxes()(Tensor(np.ones((1, 1, 1, 2), np.float32)), img, one, Tensor([0], ms.int32)),
     rtol=1e-5, atol=1e-5)
for method in ("bilinear", "nearest"):
    emit(f"crop_grad_{method}", ops.GradOperation(get_all=True)(Crop(method, (3, 4)))(img, boxes, bi), rtol=1e-4, atol=1e-4)
emit("crop_grad_f64_image", ops.GradOperation(get_all=True)(Crop("bilinear", (3, 1)))(img.astype(ms.float64), boxes, bi),
     rtol=1e-4, atol=1e-4)
emit_error("crop_grad_uint8_image", lambda: ops.GradOperation(get_all=True)(Crop("bilinear", (2, 2)))(
    img.astype(ms.uint8), boxes, bi))
emit_error("crop_f64_boxes", lambda: Crop("bilinear", (2, 2))(img, boxes.astype(ms.float64), bi))
emit_error("image_bad_T", lambda: P.CropAndResizeGradImage(ms.int32, "bilinear"))
emit_error("image_bad_method", lambda: P.CropAndResizeGradImage(ms.float32, "cubic"))
emit_error("boxes_bad_method", lambda: P.CropAndResizeGradBoxes("nearest"))
emit_error("boxes_bad_grads", lambda: GradBoxes()(grads.astype(ms.int32), img, boxes, bi))
emit_error("image_boxes_shape", lambda: GradImage(ms.float32, "bilinear")(grads, boxes[:, :3], bi, size))
