"""x ** 0.5 of -inf and -0.0 (found by the adapt37tn variant sweep of st/tensor/overload/test_pow.py): MindSpore 2.10's
Pow kernel is std::pow, so (-inf) ** 0.5 is inf and (-0.0) ** 0.5 is +0.0 in every float dtype and both modes;
msgraph took numpy's power, which computes exponent 0.5 as sqrt (nan and -0.0)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Pow(nn.Cell):
    def construct(self, x, y):
        return x.pow(0.5), x ** 0.5, ops.pow(x, y)


vals = np.array([-np.inf, -0.0, 0.0, 4.0, np.inf, 2.25])
for dt in (np.float32, np.float16, np.float64):
    n = np.dtype(dt).name
    x = Tensor(vals.astype(dt))
    y = Tensor(np.full(6, 0.5, dt))
    emit_error("method_" + n, lambda: x.pow(0.5))
    emit_error("signbit_" + n, lambda: np.signbit(x.pow(0.5).asnumpy()))
    emit_error("op_" + n, lambda: x ** 0.5)
    emit_error("tensor_exp_" + n, lambda: ops.pow(x, y))
    emit_error("cell_" + n, lambda: Pow()(x, y))
    emit_error("cell_signbit_" + n, lambda: np.signbit(Pow()(x, y)[0].asnumpy()))
emit_error("int_base", lambda: Tensor(np.array([0, 4, 9], np.int32)).pow(0.5))
