"""ROIAlign with an adaptive sample count (sample_num <= 0: ceil(roi size / pooled size) per region, from the rois'
values) and ROIAlignGrad called directly (st test_roi_align_op, test_roi_align_grad_op); float16 and float32."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit

feat = np.arange(1, 37).reshape(1, 1, 6, 6)
feat2 = np.arange(2 * 2 * 5 * 4).reshape(2, 2, 5, 4) / 7.0


class RoiNet(nn.Cell):
    def __init__(self, *attrs):
        super().__init__()
        self.op = ops.ROIAlign(*attrs)

    def construct(self, f, r):
        return self.op(f, r)


class GradNet(nn.Cell):
    def __init__(self, *attrs):
        super().__init__()
        self.op = G.ROIAlignGrad(*attrs)
        self.shape = ops.Shape()

    def construct(self, dy, rois, x):
        return self.op(dy, rois, self.shape(x))


for dt in (np.float32, np.float16):
    f = Tensor(feat.astype(dt))
    r = Tensor(np.array([[0, -2.0, -2.0, 22.0, 22.0]], dt))
    emit(f"adaptive_{dt.__name__}", RoiNet(2, 2, 1.0, -1, 0)(f, r), rtol=1e-2, atol=1e-2)
    emit(f"fixed_{dt.__name__}", RoiNet(3, 3, 0.25, 2, 1)(f, Tensor(np.array([[0, -2.0, -2.0, 21.0, 21.0]], dt))))
    dy = Tensor(np.array([[[[0.1, 0.2, 0.3], [0.1, 0.2, 0.3], [0.1, 0.2, 0.3]]]], dt))
    emit(f"grad_{dt.__name__}", GradNet(3, 3, 0.25, 2)(dy, Tensor(np.array([[0, -2.0, -2.0, 21.0, 21.0]], dt)),
                                                     Tensor(np.zeros((1, 1, 6, 6), dt))), rtol=1e-3, atol=1e-3)

f2 = Tensor(feat2.astype(np.float32))
r2 = Tensor(np.array([[1, 0.5, 1.0, 3.0, 4.5], [0, 0.0, 0.0, 1.5, 2.0], [1, -1.0, 2.0, 6.0, 3.0]], np.float32))
emit("adaptive_multi_roi", RoiNet(2, 3, 1.0, 0, 1)(f2, r2), rtol=1e-4, atol=1e-5)
roi_net = RoiNet(2, 2, 0.5, -1, 1)


def roi_sum(f):
    return roi_net(f, r2).sum()


emit("grad_through_roi_align", ms.grad(roi_sum)(f2), rtol=1e-4, atol=1e-5)
