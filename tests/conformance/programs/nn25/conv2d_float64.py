"""nn.Conv2d(dtype=ms.float64): MindSpore 2.10's Conv2D kernel has no float64, a TypeError when the layer runs
(float16/float32 layers keep computing)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

x = Tensor((np.sin(np.arange(32) * 1.37 + 0.3)).reshape(1, 2, 4, 4))
emit_error("conv2d_f64", lambda: nn.Conv2d(2, 2, 3, dtype=ms.float64)(x).asnumpy())
emit_error("conv2d_f64_bias", lambda: nn.Conv2d(2, 2, 3, has_bias=True, dtype=ms.float64)(x).asnumpy())
net = nn.Conv2d(2, 2, 3, weight_init="ones", dtype=ms.float16)
emit("conv2d_f16", net(x.astype(ms.float16)), rtol=1e-3, atol=1e-2)
