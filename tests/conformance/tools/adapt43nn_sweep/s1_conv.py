"""Convolutions (nn.Conv1d / Conv2d / Conv3d / Conv2dTranspose) with an empty spatial dimension under pad_mode
same / valid / pad, with dilation / groups / stride, forward and gradients; mode from $MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from _h import case


def xs(shape, dtype=np.float32):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % 7 - 3).astype(dtype) / 4)


def setw(net):
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 5 - 2).astype(np.float64) / 10 + 0.05 * i
        p.set_data(Tensor(a.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return net


class Sum(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x):
        y = self.layer(x)
        return (y * y).sum()


def fwd(mk, shape, dtype=np.float32):
    return setw(mk())(xs(shape, dtype))


def grads(mk, shape):
    net = Sum(setw(mk()))
    params = net.trainable_params()
    gx, gw = ms.grad(net, grad_position=0, weights=params)(xs(shape))
    return [gx] + [(p.name, g) for p, g in zip(params, gw)]


CONFIGS = []
for pm, kw in [("valid", {}), ("same", {}), ("pad", {"padding": 1}), ("pad0", {"padding": 0})]:
    mode = "pad" if pm.startswith("pad") else pm
    CONFIGS += [
        (f"c2d.{pm}.H0", lambda mode=mode, kw=kw: nn.Conv2d(2, 2, 3, pad_mode=mode, **kw), (1, 2, 0, 5)),
        (f"c2d.{pm}.W0", lambda mode=mode, kw=kw: nn.Conv2d(2, 2, 3, pad_mode=mode, **kw), (1, 2, 5, 0)),
        (f"c2d.{pm}.HW0", lambda mode=mode, kw=kw: nn.Conv2d(2, 2, 1, pad_mode=mode, **kw), (1, 2, 0, 0)),
        (f"c2d.{pm}.k1.H0.bias", lambda mode=mode, kw=kw: nn.Conv2d(2, 3, 1, pad_mode=mode, has_bias=True, **kw), (2, 2, 0, 3)),
        (f"c2d.{pm}.dil2.H0", lambda mode=mode, kw=kw: nn.Conv2d(2, 2, 2, dilation=2, pad_mode=mode, **kw), (1, 2, 0, 6)),
        (f"c2d.{pm}.g2.H0", lambda mode=mode, kw=kw: nn.Conv2d(4, 2, 3, group=2, pad_mode=mode, **kw), (1, 4, 0, 4)),
        (f"c2d.{pm}.s2.W0", lambda mode=mode, kw=kw: nn.Conv2d(2, 2, 3, stride=2, pad_mode=mode, **kw), (1, 2, 4, 0)),
        (f"c1d.{pm}.L0", lambda mode=mode, kw=kw: nn.Conv1d(2, 2, 3, pad_mode=mode, **kw), (1, 2, 0)),
        (f"c1d.{pm}.k1.L0", lambda mode=mode, kw=kw: nn.Conv1d(2, 2, 1, pad_mode=mode, has_bias=True, **kw), (2, 2, 0)),
        (f"c3d.{pm}.D0", lambda mode=mode, kw=kw: nn.Conv3d(2, 2, 3, pad_mode=mode, **kw), (1, 2, 0, 4, 4)),
        (f"c3d.{pm}.k1.W0", lambda mode=mode, kw=kw: nn.Conv3d(2, 2, 1, pad_mode=mode, **kw), (1, 2, 3, 3, 0)),
        (f"c2dT.{pm}.H0", lambda mode=mode, kw=kw: nn.Conv2dTranspose(2, 2, 3, pad_mode=mode, **kw), (1, 2, 0, 3)),
        (f"c1dT.{pm}.L0", lambda mode=mode, kw=kw: nn.Conv1dTranspose(2, 2, 3, pad_mode=mode, **kw), (1, 2, 0)),
    ]
# non-empty: pad_mode with dilation / groups / stride (a reference set)
CONFIGS += [
    ("c2d.same.dil2.g2.s2", lambda: nn.Conv2d(4, 4, 3, stride=2, dilation=2, group=2, pad_mode="same"), (1, 4, 7, 6)),
    ("c2d.valid.dil3.g4", lambda: nn.Conv2d(4, 4, 2, dilation=3, group=4, pad_mode="valid", has_bias=True), (1, 4, 5, 7)),
    ("c2d.pad2.dil2.s3", lambda: nn.Conv2d(2, 2, 3, stride=3, dilation=2, pad_mode="pad", padding=(1, 2, 0, 1)), (2, 2, 7, 8)),
    ("c2d.same.even_k", lambda: nn.Conv2d(2, 2, 4, stride=3, pad_mode="same"), (1, 2, 7, 5)),
    ("c1d.same.dil2.s2", lambda: nn.Conv1d(2, 4, 3, stride=2, dilation=2, group=2, pad_mode="same"), (1, 2, 9)),
    ("c3d.same.dil2.g2", lambda: nn.Conv3d(2, 2, 2, dilation=2, group=2, pad_mode="same"), (1, 2, 3, 4, 3)),
    ("c3d.pad.s2", lambda: nn.Conv3d(2, 2, 3, stride=2, pad_mode="pad", padding=(1, 0, 1, 1, 0, 1)), (1, 2, 4, 5, 3)),
    ("c2d.valid.k_gt_in", lambda: nn.Conv2d(2, 2, 4, pad_mode="valid"), (1, 2, 3, 5)),
    ("c1d.valid.k_gt_in", lambda: nn.Conv1d(2, 2, 4, pad_mode="valid"), (1, 2, 3)),
    ("c2dT.same.dil2.s2", lambda: nn.Conv2dTranspose(2, 2, 3, stride=2, dilation=2, pad_mode="same"), (1, 2, 3, 3)),
    ("c2dT.valid.g2", lambda: nn.Conv2dTranspose(4, 2, 2, stride=2, group=2, pad_mode="valid", has_bias=True), (1, 4, 2, 3)),
    ("c2d.f16.same.dil2", lambda: nn.Conv2d(2, 2, 3, dilation=2, pad_mode="same", dtype=ms.float16), (1, 2, 5, 5)),
]

for label, mk, shape in CONFIGS:
    case(label + ".fwd", lambda mk=mk, shape=shape: fwd(mk, shape))
    case(label + ".grad", lambda mk=mk, shape=shape: grads(mk, shape))
