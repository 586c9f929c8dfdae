"""Adapted from tests/st/ops/dynamic_shape/test_resize_bilinear_dyn.py::test_resize_bilinear_cpu_fp16: MindSpore
2.10's CPU ResizeBilinearV2 resizes float16 images in float32 and rounds once; msgraph's two float16 matmuls rounded
twice (float16 ulps off in a third of the elements, e.g. 0.4 for 0.4001).  msgraph still interpolates by weights
(a matmul) where MindSpore's kernel lerps (a + (b - a) * t): one element in a few hundred can be one ulp off."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, align_corners=False, half_pixel_centers=False):
        super().__init__()
        self.op = ops.ResizeBilinearV2(align_corners=align_corners, half_pixel_centers=half_pixel_centers)

    def construct(self, x, size):
        return self.op(x, size)


x = np.array([[[[0.1, 0.2, 0.3], [0.4, 0.5, 0.6], [0.7, 0.8, 0.9]]]]).astype(np.float16)
emit("resize_9x9_fp16", Net()(Tensor(x), (9, 9)))
rng = np.random.RandomState(0)
x2 = Tensor(rng.rand(2, 2, 4, 6).astype(np.float16))
emit("half_pixel_fp16", Net(half_pixel_centers=True)(Tensor(x), (5, 4)))


def loss(t):
    return Net()(t, (7, 3)).sum()


emit("grad_fp16", ms.grad(loss)(x2))
emit("resize_fp32", Net()(Tensor(x.astype(np.float32)), (9, 9)))
