"""MindSpore 2.10's ops.deprecated classes that still run on CPU, in both modes: Gelu (GeLU; tests/st/dynamic_shape
test_gelu.py), FastGelu (FastGeLU), Pack(axis) (Stack) and Unpack(axis) (Unstack)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        return ops.Gelu()(x), ops.FastGelu()(x), ops.Pack(1)((x, x * 2)), ops.Unpack(axis=1)(x)


class GradNet(nn.Cell):
    def construct(self, x):
        return ops.grad(lambda a: ops.Gelu()(a) * ops.FastGelu()(a))(x)


x = Tensor(np.array([[-1.5, 0.25], [1.0, 3.0]], np.float32))
emit("forward", Net()(x), rtol=1e-6)
emit("grad", GradNet()(x), rtol=1e-5)
