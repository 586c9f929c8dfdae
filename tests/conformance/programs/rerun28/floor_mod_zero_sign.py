"""Floored modulo (``%``, ops.floor_mod, Tensor % number, number % Tensor) of floats: a zero remainder is +0.0 in
MindSpore 2.10 whatever the signs (0.0 % -1.7, -0.0 % 1.7, 3.4 % -1.7); numpy and Python give it the divisor's sign
(-0.0), which printed as ``-0.`` (found comparing the reflected operators bit for bit).  The records hold each
result's sign bits, as numbers compare -0.0 equal to 0.0."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

X = np.array([1.0, 0.0, -0.0, 2.0, -3.4, 3.4], np.float32)
Y = np.array([-1.7, -1.7, 1.7, 1.0, 1.7, -1.7], np.float32)


class Mods(nn.Cell):
    def construct(self, a, b):
        return a % b, ops.floor_mod(a, b), a % -1.7, 3.4 % b, ops.remainder(a, b)


def signs(a, b):
    outs = Mods()(a, b)
    return [o.asnumpy().tolist() for o in outs] + [np.signbit(o.asnumpy()).tolist() for o in outs]


for dt in (ms.float16, ms.float32, ms.float64):
    emit_error(f"floor mod zero sign {dt}", signs, Tensor(X, dt), Tensor(Y, dt))
emit_error("bool % -1.7", lambda t: [(t % -1.7).asnumpy().tolist(), np.signbit((t % -1.7).asnumpy()).tolist()],
           Tensor(np.array([True, False])))
