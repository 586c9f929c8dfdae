"""ops.fftshift / ifftshift (dim None, int, tuple, list; any dtype; gradients) and ops.fftfreq / rfftfreq (d, dtype)
(tests/st/ops/test_ops_fftshift.py, test_ops_ifftshift.py, test_ops_fftfreq.py, test_ops_rfftfreq.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Shift(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, dim=None):
        return self.fn(x, dim)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(sens_param=True)

    def construct(self, x, dim, dout):
        return self.grad(self.net)(x, dim, dout)


x = Tensor(np.arange(2 * 5 * 4).reshape(2, 5, 4).astype(np.float32))
d = Tensor(np.cos(np.arange(40)).reshape(2, 5, 4).astype(np.float32))
for name in ("fftshift", "ifftshift"):
    net = Shift(getattr(ops, name))
    for i, dim in enumerate([None, 1, -1, (0, 2), [1, -1], (1, 1)]):
        emit(f"{name}_{i}", net(x, dim))
        emit(f"{name}_{i}_grad", Grad(net)(x, dim, d))
    emit(f"{name}_int8", net(Tensor(np.arange(5).astype(np.int8))))
    emit(f"{name}_bool", net(Tensor(np.array([True, False, False]))))
    emit(f"{name}_scalar", net(Tensor(np.float32(2.0))))

emit("fftfreq", ops.fftfreq(5))
emit("fftfreq_d", ops.fftfreq(8, 0.25))
emit("fftfreq_f64", ops.fftfreq(4, 0.5, ms.float64))
emit("fftfreq_i32", ops.fftfreq(4, 0.5, ms.int32))
emit("rfftfreq", ops.rfftfreq(7, 2.0))
emit("rfftfreq_f16", ops.rfftfreq(5, 2.0, ms.float16))
