"""HammingWindow / BartlettWindow given the length as a Cell input (adapt41gpu, st/ops/gpu test_hamming_window_op /
test_bartlett_window_op): MindSpore 2.10's Graph mode computes the window of the Tensor's value (a value-dependent
shape), as PyNative does; msgraph's Graph mode refused a non-constant length (TypeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


class Scaled(nn.Cell):
    def __init__(self):
        super().__init__()
        self.h = ops.HammingWindow(False)

    def construct(self, n, x):
        return self.h(n) * x


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


for per in (True, False):
    for n in (0, 1, 2, 5):
        emit_error(f"HammingWindow_{per}_{n}", lambda: Fn(ops.HammingWindow(per, 0.54, 0.46))(T([n], "int32")))
emit_error("HammingWindow_float64", lambda: Fn(ops.HammingWindow(dtype=ms.float64))(T([4], "int64")))
emit_error("HammingWindow_alpha_beta", lambda: Fn(ops.HammingWindow(False, 0.5, 0.5))(T([4], "uint8")))
emit_error("HammingWindow_negative", lambda: Fn(ops.HammingWindow())(T([-1], "int32")))
emit_error("HammingWindow_times_x", lambda: Scaled()(T([3], "int32"), T(2.0, "float32")))
for per in (True, False):
    emit_error(f"bartlett_window_{per}", lambda: Fn(ops.bartlett_window, per)(T(5, "int32")))
emit_error("bartlett_window_float16", lambda: ops.bartlett_window(T(4, "int64"), dtype=ms.float16))
