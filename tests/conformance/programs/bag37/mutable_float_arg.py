"""bag37 (adapt37sy's left item): a ``ms.mutable(0.1)`` argument of graph code is MindSpore 2.10's float32 scalar
there: returned inside a tuple, given to ``str`` / ``float`` / ``Tensor(m, float64)``, it is 0.10000000149011612
(msgraph kept the double 0.1); returned as the whole result it is the caller's object (0.1, 32.1), as there.
Arithmetic with Tensors of each dtype and its gradients (already matched) stay checked."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, ops
from _conf import emit, emit_error


@jit
def whole(m):
    return m


@jit
def in_tuple(m):
    return (m, m + 1.0)


@jit
def as_str(m):
    return str(m)


@jit
def as_float(m):
    return float(m), m * 2


@jit
def as_tensor(m):
    return Tensor(m, ms.float64)


@jit
def mul(x, m):
    return x * m, m + x


class Net(nn.Cell):
    def construct(self, x, m):
        return x * m, m


def loss(x, m):
    return (x * m).sum()


for v in (0.1, 32.1, 0.5, 123456.789):
    emit_error(f"whole_{v}", whole, ms.mutable(v))
    emit_error(f"in_tuple_{v}", in_tuple, ms.mutable(v))
    emit_error(f"as_str_{v}", as_str, ms.mutable(v))
    emit_error(f"as_float_{v}", as_float, ms.mutable(v))
    emit_error(f"as_tensor_{v}", as_tensor, ms.mutable(v))
for dt in (ms.float16, ms.float32, ms.float64, ms.int32, ms.int8, ms.uint8, ms.bool_):
    emit_error(f"mul_{dt}", mul, Tensor(np.array([1, 2, 3]), dt), ms.mutable(0.1))
X64 = Tensor(np.array([1.0, 2.0, 3.0], np.float64))
X32 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
emit_error("cell_f64", Net(), X64, ms.mutable(0.1))
emit_error("grad_f32", ms.grad(loss, grad_position=(0, 1)), X32, ms.mutable(0.1))
emit_error("grad_f64", ms.grad(loss, grad_position=0), X64, ms.mutable(0.1))
