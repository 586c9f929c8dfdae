"""Adapted from tests/st/ops/cpu/test_sparse_to_dense_op.py (test_sparse_to_dense_int): GradOperation with a
given sensitivity propagates it through bool (and integer) outputs: SparseToDense's values gradient is the sens
gathered at the indices."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from mindspore.ops import composite as C
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.SparseToDense()

    def construct(self, indices, values, shape):
        return self.op(indices, values, shape)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, indices, values, shape, sens):
        return self.grad(self.net)(indices, values, shape, sens)


for vt in (np.bool_, np.uint8, np.int16, np.float16):
    ind = Tensor(np.array([[0, 1], [1, 2]], np.int32))
    val = Tensor(np.array([7, 8]).astype(vt))
    sens = Tensor(np.arange(9).reshape(3, 3).astype(vt))
    emit(f"forward_{np.dtype(vt).name}", Net()(ind, val, (3, 3)))
    emit(f"grad_{np.dtype(vt).name}", Grad(Net())(ind, val, (3, 3), sens))
