"""ops.subtract(input, other, *, alpha) = input - alpha * other (dtype of alpha * other), and
ops.swapdims(input, dim0=, dim1=), inside a Cell and in PyNative."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


class Sub(nn.Cell):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def construct(self, a, b):
        return ops.subtract(a, b, alpha=self.alpha)


class Swap(nn.Cell):
    def construct(self, a, d0, d1):
        return ops.swapdims(a, dim0=d0, dim1=d1)


x = Tensor(np.array([1, 2, 3], np.int32))
y = Tensor(np.array([3, 2, 1], np.int32))
emit("sub_default", ops.subtract(x, y))
for alpha in (2, 1.0, 0.5, -3):
    emit(f"sub_alpha_{alpha}", Sub(alpha)(x, y))
emit("sub_f16_alpha", Sub(2)(x.astype(ms.float16), y))
emit("sub_scalar_other", ops.subtract(x, 2, alpha=2))
emit("sub_grad", ms.grad(Sub(3.0), grad_position=(0, 1))(x.astype(ms.float32), y.astype(ms.float32)))
z = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit("swapdims", Swap()(z, 0, 2))
emit("swapdims_neg", Swap()(z, -1, 1))
emit("swapdims_positional", ops.swapdims(z, 1, 0))
emit("tensor_swapdims", z.swapdims(0, 1))
