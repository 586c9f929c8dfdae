"""MindSpore 2.10's AvgPool3DGrad CPU kernel takes float16 / float32 only: the float64 gradient of everything built
on AvgPool3D (nn.AvgPool3d, ops.avg_pool3d, ops.avg_pool1d, AvgPool1d/2d with ceil_mode, LPPool1d/2d) is its
TypeError, while nn.AvgPool1d/2d without ceil_mode (AvgPool) and the float32 gradients run."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


def avg1d(t):
    return ops.avg_pool1d(t, 2, 2)


def avg2d_ceil(t):
    return ops.avg_pool2d(t, 3, 2, ceil_mode=True)


def avg3d(t):
    return ops.avg_pool3d(t, 2, 2)


CASES = {"nn_avg1d": (lambda: nn.AvgPool1d(2, 2), (1, 2, 4)), "fn_avg1d": (lambda: Fn(avg1d), (1, 2, 4)),
         "nn_avg2d": (lambda: nn.AvgPool2d(2, 2), (1, 2, 4, 4)),
         "nn_avg2d_ceil": (lambda: nn.AvgPool2d(3, 2, ceil_mode=True, pad_mode="pad"), (1, 2, 4, 4)),
         "fn_avg2d_ceil": (lambda: Fn(avg2d_ceil), (1, 2, 4, 4)), "lp1d": (lambda: nn.LPPool1d(2, 2), (1, 2, 4)),
         "lp2d": (lambda: nn.LPPool2d(2, 2), (1, 2, 4, 4)), "nn_avg3d": (lambda: nn.AvgPool3d(2, 2), (1, 1, 2, 2, 4)),
         "fn_avg3d": (lambda: Fn(avg3d), (1, 1, 2, 2, 4)),
         "nn_avg1d_ceil": (lambda: nn.AvgPool1d(3, 2, ceil_mode=True, pad_mode="pad"), (1, 2, 4))}
for name, (build, shape) in CASES.items():
    net = build()
    for dt in ("float64", "float32"):
        x = Tensor((np.arange(int(np.prod(shape))) * 0.25 + 0.5).reshape(shape).astype(dt))
        emit(f"{name}_{dt}", net(x), rtol=1e-6, atol=1e-6)
        emit_error(f"{name}_{dt}_grad", lambda: ms.grad(net)(x))
