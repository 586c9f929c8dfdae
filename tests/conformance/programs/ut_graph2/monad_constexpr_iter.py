"""ut fallback/control_flow: ``F.depend(x, monad.U)`` (mindspore.common._monad), ``ms.constexpr`` as a
shape at compile time, and the TypeError of a ``for`` over a scalar in graph code."""
import numpy as np
import mindspore as ms
import mindspore.common._monad as monad
from mindspore import Tensor, jit
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from _conf import emit, emit_error


@jit
def use_monad(x, y):
    res = P.Mul()(x, y)
    res = F.depend(res, monad.U)
    return res


emit("depend_on_monad", use_monad(Tensor(2.0, ms.float32), Tensor(3.0, ms.float32)))


@ms.constexpr
def half_of(n):
    out = 0
    for i in range(n):
        if i % 2 == 0:
            out = out + 1
    return out


@jit
def broadcast_constexpr(x):
    return ms.ops.broadcast_to(x, (half_of(7),))


emit("constexpr_shape", broadcast_constexpr(Tensor([1])))


@jit
def for_over_np_scalar():
    y = np.array(0)
    for i in np.int64(1):
        y += i
    return Tensor(y)


@jit
def for_over_int(x):
    for i in 3:
        x = x + i
    return x


def message(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return str(e).splitlines()[0]
    return None


emit_error("for_over_np_int64", for_over_np_scalar)
emit("for_over_np_int64_msg", message(for_over_np_scalar))
emit_error("for_over_int", for_over_int, Tensor(1))
emit("for_over_int_msg", message(for_over_int, Tensor(1)))
