# ops.diagonal / Tensor.diagonal (numpy.diagonal semantics: the two dims go, the diagonal is the last
# axis; negative offsets and dims) with its gradient, and the deprecated P.TensorAdd (Add, name "Add").
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from _conf import emit

x = Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32))


class Diag(nn.Cell):
    def construct(self, x, y):
        return ops.diagonal(x, *y)


class Two(nn.Cell):
    def __init__(self):
        super().__init__()
        self.add = P.TensorAdd()

    def construct(self, x):
        t = x.diagonal(1, 1, 2)
        return self.add(t, ops.diagonal(x, -1, -1, -2))


emit("diag_010", Diag()(x, (0, 0, 1)))
emit("diag_120", Diag()(x, (1, 2, 0)))
emit("diag_empty_shape", Diag()(x, (5, 0, 1)).shape)
emit("grad_diag", ops.GradOperation(get_all=True)(Diag())(x, (-1, 1, 2)))
emit("tensor_add", Two()(x))
emit("grad_tensor_add", ops.GradOperation()(Two())(x))
emit("tensor_add_name", P.TensorAdd().name)
