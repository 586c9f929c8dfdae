"""LossBase.get_loss as MindSpore 2.10: weights * x and the reduction run in float32 and the result is cast back to
x's dtype (nn.MSELoss goes through it: integer inputs give a truncated Int32 loss; a float16 loss with float32
weights stays float16)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit


class WeightedLoss(nn.LossBase):
    def __init__(self, reduction="mean"):
        super().__init__(reduction)

    def construct(self, x, w):
        return self.get_loss(x * x, w)


a = Tensor(np.array([[0, 3, 1, 4], [2, 0, 3, 1], [4, 2, 0, 3]], np.int32))
b = Tensor(np.array([[1, 0, 2, 1], [0, 2, 1, 0], [2, 1, 0, 2]], np.int32))
for red in ("mean", "sum", "none"):
    emit(f"mse_int_{red}", nn.MSELoss(red)(a, b))
x16 = Tensor(np.linspace(-1.3, 2.1, 12).reshape(3, 4).astype(np.float16))
w32 = Tensor(np.array([[0.5], [1.0], [2.0]], np.float32))
for red in ("mean", "sum", "none"):
    net = WeightedLoss(red)
    emit(f"weighted_f16_{red}", net(x16, w32), rtol=1e-3, atol=1e-3)
    emit(f"weighted_f16_{red}_grad", ms.grad(net)(x16, w32), rtol=1e-3, atol=1e-3)
    emit(f"weighted_int_{red}", net(a, w32))
x32 = Tensor(np.linspace(-1.3, 2.1, 12).reshape(3, 4).astype(np.float32))
emit("mse_f16_mean", nn.MSELoss()(x16, x16 * 0.5), rtol=1e-3, atol=1e-3)
emit("mse_f32_grad", ms.grad(nn.MSELoss(), grad_position=(0, 1))(x32, x32 * 0.25), rtol=1e-5, atol=1e-6)
