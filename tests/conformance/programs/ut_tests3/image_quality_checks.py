"""nn.ImageGradients values; nn.PSNR / SSIM / MSSSIM argument and input checks (both modes)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

a = (np.arange(2 * 3 * 16 * 16) % 17).reshape(2, 3, 16, 16).astype(np.float32) / 16.0
b = ((np.arange(2 * 3 * 16 * 16) * 7) % 13).reshape(2, 3, 16, 16).astype(np.float32) / 12.0
img1, img2 = Tensor(a), Tensor(b)
emit("image_gradients", nn.ImageGradients()(Tensor(np.arange(24, dtype=np.float32).reshape(1, 2, 3, 4) ** 2)))
emit("image_gradients_int", nn.ImageGradients()(Tensor(np.arange(6, dtype=np.int32).reshape(1, 1, 1, 6))))

emit_error("psnr_max_neg", nn.PSNR, -1.0)
emit_error("psnr_max_bool", nn.PSNR, True)
emit_error("psnr_max_zero", nn.PSNR, 0)
emit_error("psnr_shape", nn.PSNR(), img1, Tensor(b[:, :, :8, :8]))
emit_error("psnr_dtype", nn.PSNR(), img1, Tensor(b.astype(np.float16)))
emit_error("psnr_3d", nn.PSNR(), Tensor(a[0]), Tensor(b[0]))
emit_error("ssim_max_bool", nn.SSIM, True)
emit_error("ssim_filter_float", nn.SSIM, 1.0, 1.1)
emit_error("ssim_filter_zero", nn.SSIM, 1.0, 0)
emit_error("ssim_sigma_zero", nn.SSIM, 1.0, 11, 0.0)
emit_error("ssim_sigma_neg", nn.SSIM, 1.0, 11, -0.3)
emit_error("ssim_float64", nn.SSIM(), Tensor(a.astype(np.float64)), Tensor(b.astype(np.float64)))
emit_error("ssim_dtype", nn.SSIM(), img1, Tensor(b.astype(np.float16)))
emit_error("ssim_small_image", nn.SSIM(), Tensor(a[:, :, :8, :8]), Tensor(b[:, :, :8, :8]))
emit_error("ssim_shape", nn.SSIM(filter_size=3), img1, Tensor(b[:, :, :8, :8]))
emit_error("msssim_power_set", nn.MSSSIM, 1.0, {0.5, 0.5})
emit_error("msssim_shape", nn.MSSSIM(filter_size=3), img1, Tensor(b[:, :, :8, :8]))
emit_error("msssim_5d", nn.MSSSIM(), Tensor(a[..., None]), img2)
emit_error("image_gradients_3d", nn.ImageGradients(), Tensor(a[0]))
