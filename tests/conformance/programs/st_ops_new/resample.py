"""ResizeArea and ScaleAndTranslate (tests/st/ops/gpu/test_resize_area_op.py, test_scale_and_translate_op.py):
TensorFlow's area resize (align_corners both ways, integer and float16 images, float32 out) and its scale-and-
translate resampling with every sampling kernel, antialias on and off, up- and downscaling; attribute errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.ops.operations.image_ops as P
from _conf import emit, emit_error


class Area(nn.Cell):
    def __init__(self, align_corners):
        super().__init__()
        self.op = P.ResizeArea(align_corners=align_corners)

    def construct(self, images, size):
        return self.op(images, size)


class SAT(nn.Cell):
    def __init__(self, kernel, antialias):
        super().__init__()
        self.op = P.ScaleAndTranslate(kernel, antialias)

    def construct(self, images, size, scale, translation):
        return self.op(images, size, scale, translation)


img = Tensor((np.sin(np.arange(2 * 5 * 7 * 2) * 0.7) * 50 + 60).reshape(2, 5, 7, 2).astype(np.float32))
emit("area_down", Area(False)(img, Tensor([2, 3], ms.int32)), rtol=1e-5, atol=1e-4)
emit("area_up_align", Area(True)(img, Tensor([7, 9], ms.int32)), rtol=1e-5, atol=1e-4)
emit("area_uint8", Area(False)(img.astype(ms.uint8), Tensor([3, 4], ms.int32)), rtol=1e-5, atol=1e-4)
emit("area_f16", Area(True)(img.astype(ms.float16), Tensor([2, 2], ms.int32)), rtol=1e-3, atol=1e-2)
emit_error("area_bad_align", lambda: P.ResizeArea(align_corners=1))

size = Tensor([3, 4], ms.int32)
scale = Tensor([0.6, 0.7], ms.float32)
shift = Tensor([0.4, -0.5], ms.float32)
for kernel in ("lanczos1", "lanczos3", "lanczos5", "gaussian", "box", "triangle", "keyscubic", "mitchellcubic"):
    emit(f"sat_{kernel}", SAT(kernel, True)(img, size, scale, shift), rtol=1e-4, atol=1e-3)
emit("sat_no_antialias", SAT("lanczos3", False)(img, size, scale, shift), rtol=1e-4, atol=1e-3)
emit("sat_upscale", SAT("keyscubic", True)(img, Tensor([8, 9], ms.int32), Tensor([1.7, 1.3], ms.float32),
                                          Tensor([0.0, 1.5], ms.float32)), rtol=1e-4, atol=1e-3)
emit("sat_int_image", SAT("triangle", True)(img.astype(ms.int32), size, scale, shift), rtol=1e-4, atol=1e-3)
emit_error("sat_bad_kernel", lambda: P.ScaleAndTranslate("cubic"))
emit_error("sat_scale_dtype", lambda: SAT("box", True)(img, size, scale.astype(ms.float64), shift))
emit("sat_grad", ops.GradOperation(get_all=True)(SAT("lanczos3", True))(img, size, scale, shift), rtol=1e-4, atol=1e-4)
emit("sat_grad_box_no_antialias", ops.GradOperation(get_all=True)(SAT("box", False))(img, size, scale, shift),
     rtol=1e-4, atol=1e-4)
emit_error("area_grad", lambda: ops.GradOperation(get_all=True)(Area(False))(img, Tensor([2, 3], ms.int32)))
