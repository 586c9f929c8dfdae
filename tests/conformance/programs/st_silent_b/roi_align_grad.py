"""Adapted from tests/st/ops/dynamic_shape/grad/test_roi_align.py: ROIAlign's gradient for the rois is zeros of
the rois' dtype (float), the features get ROIAlignGrad."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.ROIAlign(2, 2, 0.5, 2)

    def construct(self, x, r):
        return self.op(x, r)


x = Tensor(np.arange(32).reshape(1, 2, 4, 4).astype(np.float32))
r = Tensor(np.array([[0, 0.2, 0.3, 3.1, 3.5]], np.float32))
emit("grad", ops.GradOperation(get_all=True)(Net())(x, r), rtol=1e-5)
