"""64 -> 64 channel 3x3 stride-1 convolutions of 8 images (ResNet basic-block layers, the sizes msgraph computes with
Winograd F(2x2, 3x3)): the forward, the input gradient and the filter gradient, on a 32x32 image (two bands of tile
rows in msgraph) and a 33x35 one (three unequal bands, a cropped last tile row and column).  Session 50 made
msgraph's Winograd work a band of tile rows of one image at a time (its work arrays stay in cache); the forward and
the input gradient keep their bits, the filter gradient now sums the bands' products (new float32 roundings, closer
to the float64 sums).  This records that all three stay within float32 rounding of MindSpore's direct sums (not a
fix: the values moved in the last bits only, and this program passes before and after)."""
import numpy as np
import mindspore as ms
from mindspore import ops
from _conf import emit

conv = ops.Conv2D(out_channel=64, kernel_size=3, pad_mode="pad", pad=1)


def f(x, w, d):
    return (conv(x, w) * d).sum()


grad = ms.grad(f, grad_position=(0, 1))
for h, wd in ((32, 32), (33, 35)):
    n = 8 * 64 * h * wd
    # positive-biased operands: the filter gradient's 8 * h * wd products do not cancel (a sum near 0 would measure
    # only the roundings of its terms)
    x = ((np.sin(np.arange(n, dtype=np.float64) * 0.37) + 1.5) / 2.5).astype(np.float32).reshape(8, 64, h, wd)
    d = ((np.cos(np.arange(n, dtype=np.float64) * 0.23) + 1.2) / 2.2).astype(np.float32).reshape(8, 64, h, wd)
    w = (np.sin(np.arange(64 * 64 * 9, dtype=np.float64) * 0.71) / 24).astype(np.float32).reshape(64, 64, 3, 3)
    y = conv(ms.Tensor(x), ms.Tensor(w)).asnumpy()
    gx, gw = grad(ms.Tensor(x), ms.Tensor(w), ms.Tensor(d))
    gx, gw = gx.asnumpy(), gw.asnumpy()
    tag = f"{h}x{wd}"
    for name, a in (("forward", y), ("input_grad", gx), ("filter_grad", gw)):
        scale = float(np.abs(a).max())
        abs_sum = float(np.abs(a).astype(np.float64).sum())
        emit(f"{tag}_{name}_shape", [str(a.dtype), list(a.shape)])
        emit(f"{tag}_{name}_sum", float(a.astype(np.float64).sum()), rtol=1e-6, atol=1e-6 * abs_sum)
        emit(f"{tag}_{name}_abs_sum", abs_sum, rtol=1e-6)
        sample = a[::3, ::9, ::4, ::4] if name != "filter_grad" else a[::5, ::7]
        emit(f"{tag}_{name}_sample", sample, rtol=1e-5, atol=2e-6 * scale)
