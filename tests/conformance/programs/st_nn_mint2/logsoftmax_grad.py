"""_grad_ops.LogSoftmaxGrad(axis)(y, dy): the gradient of log_softmax given its output y (both modes)."""
import numpy as np
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, axis):
        super().__init__()
        self.op = G.LogSoftmaxGrad(axis)

    def construct(self, y, dy):
        return self.op(y, dy)


x = Tensor(np.arange(12).reshape(3, 4).astype(np.float32) / 5)
dy = Tensor((np.arange(12).reshape(3, 4).astype(np.float32) - 6) / 3)
for axis in (0, 1, -1):
    emit(f"axis{axis}", Net(axis)(ops.log_softmax(x, axis), dy), rtol=1e-5, atol=1e-5)  # float32 cancellation near 0
