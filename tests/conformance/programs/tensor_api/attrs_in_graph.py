"""Tensor attributes inside construct: shape, ndim, size, dtype comparisons, len."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        n = x.ndim
        s = x.size
        r = len(x)
        if x.dtype == ms.float32:
            y = x * 2
        else:
            y = x * 3
        return y, x.shape[0] + n, s + r


emit("f32", Net()(Tensor(np.ones((2, 3), np.float32))))
emit("i32", Net()(Tensor(np.ones((4, 1), np.int32))))


class Shape(nn.Cell):
    def construct(self, x):
        return x.reshape(x.shape[1], x.shape[0]), x.T, x.dim()


emit("shape_math", Shape()(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))))
