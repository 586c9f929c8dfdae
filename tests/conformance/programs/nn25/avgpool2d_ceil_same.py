"""nn.AvgPool2d with ceil_mode / count_include_pad outside pad_mode='pad': MindSpore 2.10 runs AvgPool3D on
(N, C, 1, H, W), so ceil_mode lengthens 'valid' outputs (the last window averages what it covers) and, with
count_include_pad, the 'same' padding is counted in the divisor.  (The 'valid' + ceil_mode gradient is an
'Unknown Error!' in MindSpore 2.10's CPU kernel, so only the forward is recorded for it.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

x = Tensor((np.sin(np.arange(84) * 1.37 + 0.3) * 2).reshape(1, 2, 7, 6).astype(np.float32))
for k, s in ((2, 2), (3, 2), (3, 1)):
    for cip in (True, False):
        emit(f"valid_ceil_k{k}s{s}_{cip}", nn.AvgPool2d(k, s, ceil_mode=True, count_include_pad=cip)(x),
             rtol=1e-5, atol=1e-6)
        net = nn.AvgPool2d(k, s, pad_mode="same", ceil_mode=True, count_include_pad=cip)
        emit(f"same_ceil_k{k}s{s}_{cip}", net(x), rtol=1e-5, atol=1e-6)
        emit(f"same_ceil_k{k}s{s}_{cip}_grad", ms.grad(net)(x), rtol=1e-5, atol=1e-6)
emit("same_ceil_3d_input", nn.AvgPool2d(3, 2, pad_mode="same", ceil_mode=True)(x[0]), rtol=1e-5, atol=1e-6)
emit("pad_ceil_k3s2", nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, ceil_mode=True)(x), rtol=1e-5, atol=1e-6)
