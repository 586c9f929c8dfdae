"""Tensor.rot90(k, dims) for every k (both directions) in a Cell and eagerly, and Tensor.device (MindSpore 2.10)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


class Rot(nn.Cell):
    def __init__(self, k, dims):
        super().__init__()
        self.k = k
        self.dims = dims

    def construct(self, x):
        return x.rot90(k=self.k, dims=self.dims)


x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
for k in (-1, 1, 2, 3, 4):
    emit(f"rot90_k{k}", Rot(k, [1, 2])(x))
emit("rot90_reverse_dims", Rot(1, [2, 0])(x))
emit("rot90_eager", Tensor(np.array([[0, 1], [2, 3]], np.float32)).rot90(k=1, dims=[0, 1]))
emit("device", [Tensor(1.0).device, (Tensor(1.0) * 1).device])
