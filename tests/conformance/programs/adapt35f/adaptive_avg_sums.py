"""ops.adaptive_avg_pool2d / interpolate(mode='area') / nn.AdaptiveAvgPool2d (found by the adapt35f variant sweep of
st/ops/test_func_interpolate.py and the adaptive pooling tests): MindSpore 2.10's kernel sums each window and divides
by its size (float16 in float32), so a window averaging to zero is exactly 0 (msgraph's products with 1/n weights
gave 2.8e-17) and float16 -0.4167 is not -0.4165; the 4-d area mode is adaptive_avg_pool2d."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class AAP(nn.Cell):
    def __init__(self, size):
        super().__init__()
        self.size = size

    def construct(self, x):
        return ops.adaptive_avg_pool2d(x, self.size)


class Area(nn.Cell):
    def __init__(self, size):
        super().__init__()
        self.size = size

    def construct(self, x):
        return ops.interpolate(x, size=self.size, mode='area')


def g(x):
    return (ops.adaptive_avg_pool2d(x, (2, 2)) * Tensor(np.arange(1.0, 17.0).reshape(2, 2, 2, 2), x.dtype)).sum()


x4 = (np.arange(2 * 2 * 5 * 3) % 7 - 3.0).reshape(2, 2, 5, 3) * 0.5
for dt in (np.float16, np.float32, np.float64):
    x = Tensor(x4.astype(dt))
    for size in ((2, 2), (4, 2), (3, 3), (2, 5)):
        emit_error("aap_%s_%s" % (dt.__name__, size), AAP(size), x)
        emit_error("area_%s_%s" % (dt.__name__, size), Area(size), x)
    emit_error("cell_%s" % dt.__name__, nn.AdaptiveAvgPool2d((2, 2)), x)
emit_error("grad_f32", ops.grad(g), Tensor(x4.astype(np.float32)))
emit_error("grad_f64", ops.grad(g), Tensor(x4))
