"""ResizeBilinearV2 and ResizeBilinearGrad of inputs whose spatial length is known only when the graph runs
(gathered by the indices Unique returns: tests/st/ops/dynamic_shape test_resize_bilinear_dyn.py,
test_resize_bilinear_grad_dyn.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Resize(nn.Cell):
    def __init__(self, align_corners=False, half_pixel_centers=False):
        super().__init__()
        self.op = ops.ResizeBilinearV2(align_corners=align_corners, half_pixel_centers=half_pixel_centers)

    def construct(self, x, size, idx, axis):
        u, _ = ops.unique(idx)
        return self.op(ops.gather(x, u, axis), size)


class ResizeGrad(nn.Cell):
    def __init__(self, align_corners=False):
        super().__init__()
        self.op = G.ResizeBilinearGrad(align_corners=align_corners)

    def construct(self, dy, img, idx_dy, idx_img, axis):
        u1, _ = ops.unique(idx_dy)
        u2, _ = ops.unique(idx_img)
        return self.op(ops.gather(dy, u1, axis), ops.gather(img, u2, axis))


x = Tensor(np.arange(1, 13, dtype=np.float32).reshape(1, 1, 3, 4) / 10)
emit("v2_dyn_w", Resize()(x, (5, 7), Tensor(np.array([0, 1, 1, 3, 2], np.int32)), 3), rtol=1e-5, atol=1e-6)
emit("v2_dyn_h_align", Resize(True)(x, (4, 6), Tensor(np.array([2, 0, 2], np.int32)), 2), rtol=1e-5, atol=1e-6)
emit("v2_dyn_half_pixel", Resize(False, True)(x, (6, 3), Tensor(np.array([0, 1, 2, 3], np.int32)), 3),
     rtol=1e-5, atol=1e-6)
emit("v2_dyn_fp16", Resize()(x.astype(ms.float16), (6, 6), Tensor(np.array([0, 3], np.int32)), 3), rtol=1e-3, atol=1e-3)
dy = Tensor(np.arange(1, 17, dtype=np.float32).reshape(1, 1, 4, 4))
img = Tensor(np.array([[[[1.1, 2.2, 0.5], [3.3, 4.4, 0.7]]]], np.float32))
emit("grad_dyn_w", ResizeGrad()(dy, img, Tensor(np.array([0, 1, 2, 3], np.int32)), Tensor(np.array([0, 1, 2], np.int32)), 3),
     rtol=1e-5, atol=1e-6)
emit("grad_dyn_h_align", ResizeGrad(True)(dy, img, Tensor(np.array([0, 1, 1, 2], np.int32)),
                                          Tensor(np.array([0, 1], np.int32)), 2), rtol=1e-5, atol=1e-6)
