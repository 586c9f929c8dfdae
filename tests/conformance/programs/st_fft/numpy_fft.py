"""mindspore.numpy.fft: numpy-style argument names (a, axis, axes) of the ops FFT family."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from _conf import emit

x = ms.Tensor((np.cos(np.arange(12) * 0.7) * 3).reshape(3, 4).astype(np.float32))
emit("fft_axis0", mnp.fft.fft(x, axis=0), rtol=1e-4, atol=1e-4)
emit("irfft_n", mnp.fft.irfft(mnp.fft.rfft(x), n=4), rtol=1e-4, atol=1e-4)
emit("rfft2_axes", mnp.fft.rfft2(x, s=(2, 4), axes=(1, 0), norm="ortho"), rtol=1e-4, atol=1e-4)
emit("ifftn", mnp.fft.ifftn(x, axes=(0,)), rtol=1e-4, atol=1e-4)
emit("hfft", mnp.fft.hfft(x), rtol=1e-4, atol=1e-4)
emit("ihfft2", mnp.fft.ihfft2(x), rtol=1e-4, atol=1e-4)
emit("fftshift_axes", mnp.fft.fftshift(x, axes=1))
emit("ifftshift", mnp.fft.ifftshift(x))
emit("fftfreq", mnp.fft.fftfreq(6, 0.5))
emit("rfftfreq", mnp.fft.rfftfreq(6))
