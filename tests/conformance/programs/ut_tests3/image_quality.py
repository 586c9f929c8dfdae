"""nn.PSNR / SSIM / MSSSIM values (Graph mode: MindSpore 2.10's PyNative raises a ScalarCast ValueError in all
three, see docs/differences.md)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

MODES = ("graph",)

a = (np.arange(2 * 3 * 16 * 16) % 17).reshape(2, 3, 16, 16).astype(np.float32) / 16.0
b = ((np.arange(2 * 3 * 16 * 16) * 7) % 13).reshape(2, 3, 16, 16).astype(np.float32) / 12.0
img1, img2 = Tensor(a), Tensor(b)
emit("psnr", nn.PSNR()(img1, img2))
emit("psnr_max255", nn.PSNR(max_val=255)(img1, img2))
u1 = Tensor((a * 255).astype(np.uint8))
u2 = Tensor((b * 255).astype(np.uint8))
emit("psnr_uint8", nn.PSNR(255)(u1, u2))
emit("ssim", nn.SSIM()(img1, img2))
emit("ssim_small_window", nn.SSIM(max_val=2.0, filter_size=5, filter_sigma=0.8, k1=0.02, k2=0.05)(img1, img2))
emit("ssim_fp16", nn.SSIM(filter_size=7)(Tensor(a.astype(np.float16)), Tensor(b.astype(np.float16))))
emit("ssim_params", [p.name for p in nn.SSIM().get_parameters()])
c = (np.arange(1 * 2 * 32 * 32) % 29).reshape(1, 2, 32, 32).astype(np.float32) / 28.0
d = ((np.arange(1 * 2 * 32 * 32) * 5) % 23).reshape(1, 2, 32, 32).astype(np.float32) / 22.0
emit("msssim", nn.MSSSIM(power_factors=(0.3, 0.4, 0.3), filter_size=3)(Tensor(c), Tensor(d)))
emit("msssim_two", nn.MSSSIM(max_val=1, power_factors=[0.5, 0.5], filter_size=5, filter_sigma=1.0)(
    Tensor(c), Tensor(c * 0.9)))

