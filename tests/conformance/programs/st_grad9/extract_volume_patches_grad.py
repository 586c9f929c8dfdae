"""Adapted from tests/st/ops/dynamic_shape/grad/test_extract_volume_patches.py: the gradient of ExtractVolumePatches
(each patch element's gradient added back onto the voxel it was copied from); msgraph gave zeros."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, k, s, p):
        super().__init__()
        self.op = ops.ExtractVolumePatches(k, s, p)

    def construct(self, x):
        return self.op(x)


x = Tensor(np.arange(1 * 2 * 3 * 4 * 3).reshape(1, 2, 3, 4, 3).astype(np.float32) / 10)
cases = [([1, 1, 2, 2, 2], [1, 1, 1, 1, 1], "VALID"), ([1, 1, 2, 3, 2], [1, 1, 2, 1, 2], "SAME"),
         ([1, 1, 2, 2, 2], [1, 1, 1, 2, 1], "VALID"), ([1, 1, 3, 3, 3], [1, 1, 2, 2, 2], "SAME")]
for n, (k, s, p) in enumerate(cases):
    net = Net(k, s, p)
    out = net(x)
    w = Tensor((np.arange(out.size).reshape(out.shape) % 7).astype(np.float32))
    emit(f"case{n}", ops.GradOperation(sens_param=True)(net)(x, w))
x16 = Tensor(np.random.RandomState(0).rand(1, 1, 3, 3, 3).astype(np.float16))
emit("f16_ones", ops.GradOperation()(Net([1, 1, 2, 2, 2], [1, 1, 1, 1, 1], "VALID"))(x16))
net = Net([1, 1, 2, 2, 2], [1, 1, 1, 1, 1], "VALID")
w16 = Tensor(np.random.RandomState(1).rand(1, 8, 2, 2, 2).astype(np.float16))
emit("f16_sens", ops.GradOperation(sens_param=True)(net)(x16, w16), rtol=1e-3)
x64 = Tensor(np.random.RandomState(2).rand(2, 3, 4, 4, 5))
emit("f64_get_all", ops.GradOperation(get_all=True)(Net(2, 1, "SAME"))(x64))
