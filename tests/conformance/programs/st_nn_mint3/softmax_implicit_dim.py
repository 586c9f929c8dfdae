"""mint.nn.functional.softmax / mint.nn.Softmax with dim=None use PyTorch's implicit dim (0 for a 0-, 1- or 3-D
input, else 1), as MindSpore 2.10's _get_softmax_implicit_dim; mint.nn.functional.dropout with p=1 drops everything
(zeros, -0.0 where the input is negative)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit


class SM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sm = mint.nn.Softmax()

    def construct(self, x):
        return mint.nn.functional.softmax(x), self.sm(x), mint.nn.functional.softmax(x, 0)


class Drop(nn.Cell):
    def construct(self, x):
        return mint.nn.functional.dropout(x, p=1.0)


for shape in [(5,), (2, 3), (2, 3, 4), (2, 3, 2, 2)]:
    x = Tensor((np.arange(np.prod(shape)).reshape(shape) % 5 / 3).astype(np.float32))
    emit(f"softmax_{len(shape)}d", SM()(x), rtol=1e-5)
emit("softmax_dim_attr", str(mint.nn.Softmax().dim))
emit("dropout_p1", Drop()(Tensor(np.array([-1.5, 0.0, 2.0], np.float32))))
