"""Gradients of a float16 nn.Conv3dTranspose / P.Conv3DTranspose (session 36, adapt36nn).  MindSpore 2.10's CPU
bprop returns the weight's gradient as the float32 filter gradient (dtype Float32 for a Float16 weight, 6.206665
unrounded), both modes; the input's gradient is Float16.  msgraph had returned a Float16 weight gradient (6.207)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


def t(shape, dt, s=0.3, a=2.0):
    return Tensor((np.cos(np.arange(int(np.prod(shape))) * s) * a).reshape(shape).astype(dt))


grad = ops.GradOperation(get_all=True, get_by_list=True)
for name, mk, xs in (("s2", lambda: nn.Conv3dTranspose(1, 2, 2, stride=2, has_bias=True, dtype=ms.float16), (1, 1, 2, 2, 2)),
                     ("s1_pad", lambda: nn.Conv3dTranspose(2, 1, 3, stride=1, pad_mode="pad", padding=1,
                                                           dtype=ms.float16), (1, 2, 2, 3, 3))):
    net = mk()
    for i, p in enumerate(net.trainable_params()):
        p.set_data(t(p.shape, np.float16, 0.7 + i, 0.5))
    x = t(xs, np.float16)
    emit(name + "_y", net(x), rtol=5e-3)   # (PyNative float16 forward: a few ulps near 0, not this fix)
    (dx,), dws = grad(net, net.trainable_params())(x)
    emit(name + "_dx", dx, rtol=2e-3)
    for i, g in enumerate(dws):
        emit(f"{name}_dparam{i}", g, rtol=1e-5)


class P(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.Conv3DTranspose(1, 1, 2)

    def construct(self, x, w):
        return self.op(x, w)


x, w = t((1, 1, 2, 2, 2), np.float16), t((1, 1, 2, 2, 2), np.float16, 0.9, 0.5)
dx, dw = ops.GradOperation(get_all=True)(P())(x, w)
emit("prim_dx", dx, rtol=2e-3)
emit("prim_dw", dw, rtol=1e-5)
