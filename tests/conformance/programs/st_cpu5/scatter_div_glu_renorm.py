"""Adapted from tests/st/ops/cpu: test_scatter_nd_arithmetic_op.py (ScatterNdDiv on integers: C's truncating
division, x / 0 saturates to the dtype's max / min, 0 / 0 is 0), test_glu_grad_op.py (mint.nn.GLU and its
gradient on empty Tensors) and test_renorm_op.py (Renorm of complex Tensors)."""
import numpy as np
from mindspore import Tensor, Parameter, ops, nn
from mindspore.mint.nn import GLU
from mindspore.ops import GradOperation
from mindspore.ops import operations as P
from _conf import emit


class ScatterDiv(nn.Cell):
    def __init__(self, x):
        super().__init__()
        self.x = Parameter(Tensor(x), name="x")
        self.op = P.ScatterNdDiv()

    def construct(self, indices, updates):
        self.op(self.x, indices, updates)
        return self.x


idx = Tensor(np.array([[0], [1], [2], [3], [4], [5]], np.int32))
for dt in (np.int64, np.int32, np.int8):
    net = ScatterDiv(np.array([-2, 5, 0, 7, 9, -7], dt))
    emit(f"scatter_nd_div_{dt.__name__}", net(idx, Tensor(np.array([0, 0, 0, 2, -3, 2], dt))))
net = ScatterDiv(np.array([250, 5, 0, 7, 9, 8], np.uint8))
emit("scatter_nd_div_uint8", net(idx, Tensor(np.array([0, 0, 0, 2, 4, 3], np.uint8))))
emit("tensor_scatter_div_trunc", ops.tensor_scatter_div(Tensor(np.array([-2, 5, 0, 7, 9, -7], np.int32)),
                                                        Tensor(np.array([[3], [4], [5]], np.int32)),
                                                        Tensor(np.array([2, -3, 2], np.int32))))


class Glu(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.glu = GLU(dim)

    def construct(self, x):
        return self.glu(x)


for shape in ((2, 0, 2, 6), (2, 4, 6, 0)):
    for dim in range(4):
        x = Tensor(np.zeros(shape, np.float32))
        emit(f"glu_empty_{shape[1]}_{dim}", Glu(dim)(x))
        emit(f"glu_empty_grad_{shape[1]}_{dim}", GradOperation()(Glu(dim))(x))
emit("glu", Glu(-1)(Tensor(np.arange(12).reshape(3, 4).astype(np.float32) / 4)))

for dt in (np.complex64, np.complex128):
    x = Tensor(np.array([[1 + 2j, 2 + 3j], [3 + 4j, 4 + 5j]]).astype(dt))
    emit(f"renorm_p2_{dt.__name__}", P.Renorm(p=2, dim=1, maxnorm=5.0)(x), rtol=1e-6, atol=1e-7)
    emit(f"renorm_p1_{dt.__name__}", P.Renorm(p=1, dim=0, maxnorm=5.0)(x), rtol=1e-6, atol=1e-7)
