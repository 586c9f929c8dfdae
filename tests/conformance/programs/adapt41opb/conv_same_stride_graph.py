"""mint.nn.functional.conv1d / conv2d / conv3d with padding='same' and a stride other than 1 in a Graph-mode Cell
(st/ops test_ops_conv1d_ext / conv2d / conv3d_ext variants, adapt41opb): MindSpore 2.10's ValueError (msgraph
computed).  Graph mode only: MindSpore's PyNative conv1d / conv3d are "only supports Ascend" on its CPU build."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.mint.nn.functional as F
from _conf import emit_error

MODES = ("graph",)


class Conv(nn.Cell):
    def __init__(self, fn, stride):
        super().__init__()
        self.fn = fn
        self.stride = stride

    def construct(self, x, w):
        return self.fn(x, w, None, self.stride, "same")


def T(shape, scale):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) * scale - 0.5).astype(np.float32))


emit_error("conv1d_same_stride2", lambda: Conv(F.conv1d, 2)(T((2, 2, 7), 0.1), T((4, 2, 3), 0.05)))
emit_error("conv2d_same_stride2", lambda: Conv(F.conv2d, 2)(T((1, 2, 5, 5), 0.1), T((4, 2, 3, 3), 0.02)))
emit_error("conv3d_same_stride2", lambda: Conv(F.conv3d, 2)(T((1, 2, 4, 4, 4), 0.01), T((2, 2, 2, 2, 2), 0.05)))
