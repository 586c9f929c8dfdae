"""Pooling layers at special values (NaN, +-inf, -0.0, large) and float16 / float64, with ceil_mode / padding /
count_include_pad, forward and input gradient."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

base = np.array([1.0, -2.0, np.nan, 3.0, -np.inf, 0.5, -0.0, 2.0, np.inf, -1.0, 4.0, -3.0, 0.25, 65000.0, -7.0,
                 1.5, 2.5, -0.5, 6.0, -4.0, 0.0, 3.5, -6.0, 5.0, 1.0])


class GX(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation()

    def construct(self, x):
        return self.g(self.net)(x)


LAYERS = {
    "max2": lambda: nn.MaxPool2d(2, 2), "max3p": lambda: nn.MaxPool2d(3, 2, pad_mode="pad", padding=1),
    "max2ceil": lambda: nn.MaxPool2d(2, 2, pad_mode="pad", ceil_mode=True), "maxsame": lambda: nn.MaxPool2d(2, 2, pad_mode="same"),
    "avg2": lambda: nn.AvgPool2d(2, 2), "avg3p": lambda: nn.AvgPool2d(3, 2, pad_mode="pad", padding=1),
    "avg3p_nocip": lambda: nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False),
    "avg2ceil": lambda: nn.AvgPool2d(2, 2, pad_mode="pad", ceil_mode=True), "avgsame": lambda: nn.AvgPool2d(2, 2, pad_mode="same"),
    "adamax": lambda: nn.AdaptiveMaxPool2d(2), "adaavg": lambda: nn.AdaptiveAvgPool2d(2), "lp": lambda: nn.LPPool2d(2, 2, 2),
    "max1d": lambda: nn.MaxPool1d(2, 2), "avg1d": lambda: nn.AvgPool1d(2, 2),
}
for dt in (np.float32, np.float16, np.float64):
    n = np.dtype(dt).name
    for tag, vals in (("fin", np.where(np.isfinite(base), base, 0.5)), ("spec", base)):
        v = vals.astype(dt)
        for k, mk in LAYERS.items():
            x = Tensor(v.reshape(1, 1, 5, 5)) if "1d" not in k else Tensor(v[:24].reshape(1, 2, 12))
            case(f"{k}_{tag}_{n}", lambda: mk()(x))
            case(f"{k}_{tag}_{n}_grad", lambda: GX(mk())(x))
