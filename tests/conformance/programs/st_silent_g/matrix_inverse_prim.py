"""Adapted from tests/st/ops/dynamic_shape/test_matrix_inverse_dyn.py::test_matrix_inverse: ``ops.MatrixInverse``
(adjoint=False) is a MindSpore 2.10 primitive (adjoint=True inverts the transpose); msgraph had no such name
(AttributeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, adjoint=False):
        super().__init__()
        self.op = P.MatrixInverse(adjoint)

    def construct(self, x):
        return self.op(x)


rng = np.random.RandomState(1)
x = rng.uniform(-2, 2, (3, 4, 4)).astype(np.float32)
net = Net()
net.set_inputs(Tensor(shape=[None, None, None], dtype=ms.float32))
emit("dynamic", net(Tensor(x)))
emit("plain", Net()(Tensor(x)))
emit("adjoint", Net(True)(Tensor(x)))
emit("float64", Net()(Tensor(x.astype(np.float64))))
sens = Tensor(np.arange(48, dtype=np.float32).reshape(3, 4, 4) / 10)
emit("grad", ops.GradOperation(sens_param=True)(Net())(Tensor(x), sens), rtol=1e-4)
emit_error("not_square", lambda: Net()(Tensor(np.ones((2, 3), np.float32))))
