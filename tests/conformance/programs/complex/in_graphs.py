"""Complex values inside a Cell (PyNative and compiled) and ops.print_ of complex Tensors in a jit function."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit, emit_stdout


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mm = ops.MatMul()

    def construct(self, x, y, f):
        z = x * y + x - 2.0 * y
        w = ops.Complex()(f, f * 2)
        r = ops.real(z) + ops.imag(z) * f
        m = self.mm(ops.reshape(z, (2, 1)), ops.reshape(ops.conj(z), (1, 2)))
        return (z, w, r, m, ops.abs(z), ops.neg(z), ops.tanh(z), ops.cast(z, ms.float32), ops.cast(f, ms.complex64),
                x.sum(), z[1], ops.angle(z))


x = Tensor(np.array([1 + 2j, 3 - 4j], np.complex64))
y = Tensor(np.array([0.5j, -1], np.complex64))
f = Tensor(np.array([1.5, -2], np.float32))
net = Net()
emit("net", net(x, y, f), rtol=1e-5)
emit("net_again", net(x, y, f), rtol=1e-5)


@ms.jit
def show(a, s):
    ops.print_("a:", a, "s:", s)
    return a + 1


def run():
    show(Tensor(np.array([0.1 + 0.2j, -1.5e-7 + 3j], np.complex64)), Tensor(np.array([[1 + 1j, 2], [3, 4j]], np.complex128)))


emit_stdout("print_in_jit", run)
