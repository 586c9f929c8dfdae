"""MindSpore's type promotion inside compiled functions and Cells (fused kernels must agree)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


@ms.jit
def mixed(a, b, h, f16):
    return a / b, a * 0.5 + 1, a // b, h + f16, (a + b) / 3, a ** 2, a % 2.5, ops.maximum(a, 1.5)


a = Tensor(np.array([1, 3, -7, 8], np.int32))
b = Tensor(np.array([2, 2, 2, 3], np.int32))
h = Tensor(np.array([1, 2, 3, 4], np.int16))
f16 = Tensor(np.array([0.5, 0.25, 0.125, 1.5], np.float16))
emit("jit_mixed", mixed(a, b, h, f16))


class Net(nn.Cell):
    def construct(self, x, y):
        z = x / y
        w = x * 2.5
        w += 1
        return z, w, (x > 2) * 1.5


emit("cell_mixed", Net()(a, b))


class Mean(nn.Cell):
    def construct(self, x):
        return x.sum() / x.shape[0], ops.cast(x, ms.float32) / 4


emit("cell_mean", Mean()(a))
