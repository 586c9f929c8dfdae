"""Adapted from tests/st/ops/gpu/test_complex_abs_op.py (run on CPU, np.complex_ spelled np.complex128): msgraph had
no ComplexAbs primitive (AttributeError).  MindSpore's kernel is sqrt(re^2 + im^2) in the real dtype -- no hypot
scaling, so large values overflow to inf and tiny ones underflow to 0 (ops.abs keeps hypot's value) -- its gradient
dout * x / |x| (0 at 0), and a real or int input is a TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.complex_abs = P.ComplexAbs()

    def construct(self, x):
        return self.complex_abs(x)


m = 3
grid = np.arange(m)[:, None] + np.complex128('j') * np.arange(m)
emit("abs_c64_3x3", Net()(Tensor(grid, ms.complex64)))
emit("abs_c128_3x3", Net()(Tensor(grid, ms.complex128)))
emit("abs_c128_1x1", Net()(Tensor(np.array([[3 + 4j]]), ms.complex128)))
rng = np.random.RandomState(0)
c = (rng.randn(3, 4) + 1j * rng.randn(3, 4)).astype(np.complex64)
emit("abs_c64_rand", Net()(Tensor(c)))
emit("abs_c64_edges", Net()(Tensor(np.array([1e20 + 0j, 1e-30 + 1e-30j, 3e19 + 4e19j, 0.1 + 0.2j, 0j], np.complex64))))
emit("abs_c128_edges", Net()(Tensor(np.array([1e160 + 0j, 1e-170 + 1e-170j, 0.1 + 0.2j], np.complex128))))
emit("abs_scalar", Net()(Tensor(np.complex64(3 + 4j))))
emit("grad", ms.grad(Net())(Tensor(np.array([[3 + 4j, 1 - 1j], [0j, -2 + 0.5j]], np.complex64))))
emit("grad_sens", ops.GradOperation(sens_param=True)(Net())(Tensor(c), Tensor(rng.randn(3, 4).astype(np.float32))))
emit_error("float_input", lambda: Net()(Tensor(np.array([-3.0, 4.0], np.float32))))
emit_error("int_input", lambda: Net()(Tensor(np.array([-3, 4], np.int32))))
