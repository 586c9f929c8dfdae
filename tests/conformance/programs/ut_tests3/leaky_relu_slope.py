"""ops.leaky_relu with a slope above 1 keeps x for x > 0 (MindSpore takes the minimum then), below 0 too;
values and gradients (split at 0)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

x = Tensor(np.array([[-2.0, -0.5, 0.0, 0.5, 2.0]], np.float32))


class LR(nn.Cell):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def construct(self, v):
        return ops.leaky_relu(v, self.alpha)


for alpha in (0.2, 1.0, 10.0, 3, -0.5):
    emit(f"leaky_{alpha}", LR(alpha)(x))
    emit(f"leaky_grad_{alpha}", ms.grad(LR(alpha))(x))
emit("leaky_f16", LR(4.0)(x.astype(ms.float16)))
