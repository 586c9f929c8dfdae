"""mint.unique_consecutive (the same function as ops.unique_consecutive in MindSpore 2.10), both modes."""
import numpy as np
import mindspore as ms
from mindspore import mint, nn
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        return mint.unique_consecutive(x, True, True)


class NetDim(nn.Cell):
    def construct(self, x):
        return mint.unique_consecutive(x, return_inverse=True, return_counts=True, dim=0)


emit("flat", Net()(ms.Tensor(np.array([1, 1, 2, 2, 3, 1, 1, 2], np.int32))))
emit("dim0", NetDim()(ms.Tensor(np.array([[1, 1], [1, 1], [2, 3]], np.int64))))
emit("plain", mint.unique_consecutive(ms.Tensor(np.array([0.5, 0.5, -1.0], np.float32))))
