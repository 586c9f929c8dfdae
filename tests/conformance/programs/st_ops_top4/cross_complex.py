"""mint.cross / ops.cross of complex tensors with their gradient (MindSpore's Cross bprop: dout * conj(f'),
st test_ops_cross complex128)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit


class Cross(nn.Cell):
    def construct(self, x, y):
        return mint.cross(x, y, 1)


class CrossDefault(nn.Cell):
    def construct(self, x, y):
        return ops.cross(x, y)


a = Tensor(np.array([[1 + 2j, 2, 3 - 1j], [3, 4j, 5]], np.complex128))
b = Tensor(np.array([[9, 7 - 1j, 5], [3j, 2, 1]], np.complex128))
emit("cross_complex", Cross()(a, b))
emit("cross_complex_grad", ops.GradOperation(get_all=True)(Cross())(a, b))
w = Tensor(np.array([[1 + 1j, 2 - 1j, 0.5j], [1, -1j, 2]], np.complex128))
emit("cross_complex_grad_sens", ops.GradOperation(get_all=True, sens_param=True)(Cross())(a, b, w))
a3 = Tensor(np.arange(18).reshape(3, 2, 3).astype(np.complex64) * (1 - 0.5j))
b3 = Tensor(np.arange(18, 0, -1).reshape(3, 2, 3).astype(np.complex64))
emit("cross_complex_dim0", CrossDefault()(a3, b3))
emit("cross_complex_dim0_grad", ops.GradOperation(get_all=True)(CrossDefault())(a3, b3))
f = Tensor(np.array([[1, 2, 3], [3, 4, 5]], np.float32))
emit("cross_real_grad", ops.GradOperation(get_all=True)(Cross())(f, f * 2 + 1))
