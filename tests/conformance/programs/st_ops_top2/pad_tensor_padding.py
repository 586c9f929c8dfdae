"""ops.pad with the padding given as a Tensor (st test_func_pad): read eagerly, and in Graph mode when the graph runs;
constant (with a value), reflect, replicate, circular modes and negative (cropping) pads."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.mode = mode

    def construct(self, x, padding, value=None):
        return ops.pad(x, padding, self.mode, value)


x = Tensor(np.arange(1 * 2 * 3 * 4).reshape((1, 2, 3, 4)), dtype=ms.float64)
for mode in ("constant", "reflect", "replicate", "circular"):
    value = 6 if mode == "constant" else None
    emit(f"{mode}_tensor", Net(mode)(x, Tensor([1, 2, 2, 1]), value))
    emit(f"{mode}_tuple", Net(mode)(x, (1, 2, 2, 1), value))
emit("constant_negative", Net("constant")(x, Tensor([-1, 2, 0, -1]), 3.5))
emit("constant_one_dim", Net("constant")(Tensor(np.arange(6).reshape(2, 3).astype(np.float32)), Tensor([2, 0])))
