"""A Bool Tensor times the Python int 1 (``x * 1``, ``1 * x``, a constant 1 argument of ms.jit) in Graph mode and
ms.jit: MindSpore 2.10 simplifies Muls(x, 1) to x, so the result stays Bool; msgraph promoted it to Int64 as
PyNative does (silently: mask * 1 then carries another dtype).  PyNative's Cell, ``x * 2``, ``x * 1.0``,
``x * Tensor(1)`` and ``ops.mul(x, 1)`` are unchanged.  Found by adapting st/ops/cpu's Mul tests to bool inputs
inside a Cell (session 36, adapt36cpu)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

b = Tensor(np.array([[True, False, True], [False, False, True]]))


@ms.jit
def mul_one(x):
    return x * 1


@ms.jit
def one_mul(x):
    return 1 * x


@ms.jit
def mul_arg(x, n):
    return x * n


@ms.jit
def chained(x):
    return (x * 1) * 2, (x * 1).astype(ms.float32) + 1, x * 2, x * 1.0, ops.mul(x, 1), x * Tensor(1), x * True


class Net(nn.Cell):
    def construct(self, x):
        return x * 1, 1 * x, x * 0


emit_error("mul_one", lambda: mul_one(b))
emit_error("one_mul", lambda: one_mul(b))
emit_error("mul_arg_1", lambda: mul_arg(b, 1))
emit_error("mul_arg_3", lambda: mul_arg(b, 3))
emit_error("chained", lambda: chained(b))
emit_error("net", lambda: Net()(b))
emit_error("int8_mul_one", lambda: mul_one(b.astype(ms.int8)))
emit_error("f16_mul_one", lambda: mul_one(b.astype(ms.float16)))
emit("plain_mul_one", b * 1)
