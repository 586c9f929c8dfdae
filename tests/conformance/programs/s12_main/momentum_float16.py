"""nn.Momentum on float16 Parameters: MindSpore runs ApplyMomentum (float32 math, float16 storage)."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit

w = ms.Parameter(ms.Tensor(np.linspace(-1, 1, 8).astype(np.float16)), name="w")
opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
g = ms.Tensor(np.linspace(0.3, 0.7, 8).astype(np.float16))
for _ in range(3):
    opt((g,))
emit("w", w.asnumpy())
emit("moment", opt.moments[0].asnumpy())
