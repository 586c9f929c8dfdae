"""The gradient w.r.t. a bool Tensor input used twice (``a * b + a``, ``a * b + a * b``): both of MindSpore 2.10's
modes add the two bool gradients and fail (TypeError: Add / AddN of Bool).  msgraph's PyNative raised it too, but its
Graph mode retried the compile with the bool input made a constant (the value-specialisation fallback for small
integer / bool Tensors) and returned the other input's gradient alone (``ms.grad(f, (0, 1))`` gave one Tensor, ``()``
for position 0), silently.  A bool input used once keeps its Bool gradient in both.  Found by adapting st
compiler/gradient's ms.grad tests to bool inputs (session 36, adapt36gr)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

a = Tensor(np.array([1, 2, 0], np.float32)).astype(ms.bool_)
b = Tensor(np.array([3.0, 0.5, 2.0], np.float32))


def twice(u, v):
    return u * v + u


def twice_mul(u, v):
    return u * v + u * v


def once(u, v):
    return u * v


for name, fn in (("twice", twice), ("twice_mul", twice_mul), ("once", once)):
    emit_error(name + "_grad01", lambda fn=fn: ms.grad(fn, (0, 1))(a, b))
    emit_error(name + "_grad10", lambda fn=fn: ms.grad(fn, (1, 0))(a, b))
    emit_error(name + "_grad0", lambda fn=fn: ms.grad(fn, 0)(a, b))
    emit_error(name + "_get_all", lambda fn=fn: ops.GradOperation(get_all=True)(fn)(a, b))
    emit_error(name + "_int32", lambda fn=fn: ms.grad(fn, (0, 1))(a.astype(ms.int32), b))
