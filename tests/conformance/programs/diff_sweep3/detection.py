"""Detection ops as MindSpore 2.10's CPU kernels: BoundingBoxDecode clips x to [0, max_shape[1]] and y to
[0, max_shape[0]] (no - 1); ROIAlign computes in the rois' dtype (float32 rounding decides an adaptive sample grid)
and forces a region to at least 1 x 1 only with roi_end_mode 0."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit

BOX = np.array([[0.0, 0.0, 10.0, 10.0], [5.0, 5.0, 15.0, 20.0], [1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 8.0]])
GT = np.array([[1.0, 1.0, 9.0, 11.0], [4.0, 6.0, 16.0, 18.0], [0.0, 0.0, 4.0, 4.0], [2.0, 3.0, 4.0, 9.0]])


class Decode(nn.Cell):
    def __init__(self, *args):
        super().__init__()
        self.op = ops.BoundingBoxDecode(*args)

    def construct(self, a, d):
        return self.op(a, d)


class Roi(nn.Cell):
    def __init__(self, *args):
        super().__init__()
        self.op = ops.ROIAlign(*args)

    def construct(self, f, r):
        return self.op(f, r)


for dt in ("float32", "float16"):
    tol = 2e-3 if dt == "float16" else None
    a, g = ms.Tensor(BOX.astype(dt)), ms.Tensor(GT.astype(dt))
    emit(f"decode_{dt}", Decode((16, 24))(a, g * 0.1), rtol=tol)
    emit(f"decode_stds_{dt}", Decode((16, 24), (0.0, 0.0, 0.0, 0.0), (0.1, 0.1, 0.2, 0.2), 0.016)(a, g * 0.05), rtol=tol)
    feat = ms.Tensor(np.arange(64).reshape(1, 1, 8, 8).astype(dt))
    rois = np.concatenate([np.zeros((4, 1)), BOX], 1)
    emit(f"roi_s2_{dt}", Roi(2, 2, 0.5, 2)(feat, ms.Tensor((rois / 2).astype(dt))), rtol=tol)
    emit(f"roi_adaptive_{dt}", Roi(2, 2, 1.0, 0)(feat, ms.Tensor((rois / 3).astype(dt))), rtol=tol)
    emit(f"roi_mode0_{dt}", Roi(2, 2, 0.5, 2, 0)(feat, ms.Tensor((rois / 2).astype(dt))), rtol=tol)
    emit(f"roi_grad_{dt}", ms.grad(Roi(2, 2, 0.5, 2))(feat, ms.Tensor((rois / 2).astype(dt))), rtol=tol)
