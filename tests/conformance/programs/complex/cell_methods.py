"""Tensor methods and creation ops on complex values inside a Cell with a complex Parameter."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1 + 1j, 2], np.complex64)), name="p")

    def construct(self, x):
        y = x + self.p
        return (y.real(), y.imag(), y.conj(), y.angle(), y.abs(), ops.zeros_like(y),
                ops.fill(ms.complex128, (2,), 3), y.reshape((2, 1)), y.astype(ms.complex128), y.dtype == ms.complex64,
                ops.stack([y, y]), ops.concat([y, y]), y * 2, y / 2, y.sum(), ops.square(y), ops.exp(y))


x = Tensor(np.array([1 + 2j, 3 - 4j], np.complex64))
emit("cell", Net()(x), rtol=1e-5)
emit("parameter", Net().p)
