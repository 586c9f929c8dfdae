"""CropAndResize's gradient kernels as MindSpore 2.10's CPU kernels (TensorFlow's) compute them, found by the
value-dump sweep of st/ops/gpu run on the CPU (session 49, vd49ga; st test_crop_and_resize_grad_boxes_op.py and
test_crop_and_resize_grad_image_op.py, whose tolerances hid it):

* ``CropAndResizeGradBoxes`` of float64 grads / boxes: computed in float32 (a Float64 result holding float32's digits,
  4.165656089782715 where msgraph gave 4.165655990495682) -- SILENT; float32: summed one by one in the kernel's
  order (msgraph's float64 sums were ulps apart);
* ``CropAndResizeGradImage`` with T = float64 (or float64 grads): each weighted share computed in float32 and added
  in T (msgraph: float64 shares, 1e-8 relative apart) -- SILENT; 'nearest' with float64 grads reads them as float32.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor
import mindspore.ops.operations.image_ops as P
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)

img = ((np.arange(2 * 9 * 11 * 3) * 37) % 256).reshape(2, 9, 11, 3)
boxes = np.array([[0.1, 0.5, 0.5, 0.7], [0.1, 0.0, 0.75, 0.85], [-0.2, 0.3, 0.9, 1.2]])
bi = Tensor(np.array([0, 1, 1], np.int32))
size = Tensor(np.array([2, 9, 11, 3], np.int32))

for ch, cw in ((5, 4), (1, 3)):
    grads = (np.arange(3 * ch * cw * 3) % 17 / 7.0 - 1.1 + np.arange(3 * ch * cw * 3) / 1000).reshape(3, ch, cw, 3)
    for gd in (np.float32, np.float64):
        name = f"{np.dtype(gd).name} crop {ch}x{cw}"
        for it in (np.uint8, np.float64):
            out = P.CropAndResizeGradBoxes()(Tensor(grads.astype(gd)), Tensor(img.astype(it)),
                                             Tensor(boxes.astype(gd)), bi)
            emit(f"grad boxes {name} image {np.dtype(it).name} dtype/shape", (str(out.dtype), out.shape))
            emit(f"grad boxes {name} image {np.dtype(it).name}", out, **EXACT)
        for T in (ms.float16, ms.float32, ms.float64):
            for method in ("bilinear", "nearest"):
                out = P.CropAndResizeGradImage(T, method)(Tensor(grads.astype(gd)), Tensor(boxes.astype(gd)), bi, size)
                emit(f"grad image {name} {T} {method} dtype/shape", (str(out.dtype), out.shape))
                emit(f"grad image {name} {T} {method}", out, **EXACT)
