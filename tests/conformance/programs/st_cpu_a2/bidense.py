"""ops.bidense and nn.BiDense with given weights (tests/st/ops/cpu/test_bidense.py): 2-D, N-D and 1-D inputs,
int8, the gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.common import dtype as mstype
from _conf import emit


class Net(nn.Cell):
    def construct(self, a, b, w, bias):
        return ops.bidense(a, b, w, bias)


x1 = Tensor(np.arange(6).reshape(2, 3).astype(np.float32) / 5)
x2 = Tensor(np.arange(8).reshape(2, 4).astype(np.float32) / 7 - 0.5)
w = Tensor(np.cos(np.arange(24)).reshape(2, 3, 4).astype(np.float32))
b = Tensor(np.array([0.5, -1.0], np.float32))
emit("bidense_2d", Net()(x1, x2, w, b), rtol=1e-5)
emit("bidense_nd", Net()(Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32) / 5),
                         Tensor(np.arange(16).reshape(2, 2, 4).astype(np.float32) / 9), w, b), rtol=1e-5)
emit("bidense_1d", Net()(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), Tensor(np.array([1.0, 0.0, -1.0, 2.0], np.float32)), w, b), rtol=1e-5)
emit("bidense_int8", Net()(Tensor(np.array([1, -2], np.int8)), Tensor(np.array([3, 1, 2], np.int8)),
                           Tensor(np.arange(6).reshape(1, 2, 3).astype(np.int8)), Tensor(np.array([4], np.int8))))
emit("bidense_grads", ops.grad(Net(), (0, 1, 2, 3))(x1, x2, w, b), rtol=1e-5)
cell = nn.BiDense(3, 4, 2, weight_init=w, bias_init=b)
emit("cell", cell(x1, x2), rtol=1e-5)
emit("cell_param_shapes", [cell.weight.shape, cell.bias.shape])
