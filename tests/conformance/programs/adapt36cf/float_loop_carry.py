"""A Python float carried by a loop on a Tensor condition (``t = 4.0`` / ``while x < n: t = t / 2``, a decaying
rate ``lr = lr * 0.5``, a ``for i in range(tensor)``, an ``ms.mutable`` float argument or condition, a float Cell
attribute, nested loops, a ``break``): MindSpore 2.10 carries the float32 scalar its float arithmetic makes and
returns a Python float (0.5, 0.30000001192092896 for three 0.1 added).  msgraph carried the constant as a float64
scalar and refused the float32 the body computed (LoopCarryError MSG410 "changes from Float64[]~weak to
Float32[]~weak").  Found by adapting st compiler/control test_jax_control_ops' while_loop with a float (session 36,
adapt36cf)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, mutable, nn
from _conf import emit_error


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def half_while(x, n):
    t = 4.0
    while x < n:
        t = t / 2
        x = x + 1
    return x, t


@jit
def tenth_while(x, n):
    t = 0.1
    s = 0.0
    while x < n:
        s = s + t
        x = x + 1
    return s, t


@jit
def lr_decay(x, n):
    lr = 1.0
    i = 0
    while i < n:
        x = x - lr * x * 0.5
        lr = lr * 0.5
        i = i + 1
    return x, lr


@jit
def for_range_tensor(x, n):
    t = 1.5
    for _ in range(n):
        t = t * 2
        x = x + t
    return x, t


@jit
def mutable_arg(x, t):
    while x < 3:
        t = t * 1.5
        x = x + 1
    return x, t


@jit
def float_cond(t, x):
    t = mutable(t)
    while t > 0.1:
        t = t * 0.3
        x = x * 2
    return t, x


@jit
def nested(x):
    a = 1.0
    i = Tensor(0)
    while i < 2:
        j = Tensor(0)
        while j < 2:
            a = a + 0.25
            j = j + 1
        i = i + 1
    return x * a, a


@jit
def with_break(x):
    t = 10.0
    while x < 100:
        t = t - 2.5
        if t < 3:
            break
        x = x * 2
    return x, t


@jit
def squared(x):
    t = 1.1
    while x < 4:
        t = t ** 2
        x = x + 1
    return t


class Scaled(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scale = 0.5

    def construct(self, x, n):
        s = self.scale
        i = 0
        while i < n:
            s = s * 3
            i += 1
        return x * s, s


emit_error("halved 3 times", half_while, Tensor(0), Tensor(3))
emit_error("loop not run", half_while, Tensor(5), Tensor(3))
emit_error("0.1 added 3 times", tenth_while, Tensor(0), Tensor(3))
emit_error("decaying rate", lr_decay, f32(8.0), Tensor(3))
emit_error("decaying rate grad", ms.grad(lr_decay), f32(8.0), Tensor(3))
emit_error("for range(tensor)", for_range_tensor, f32(0.0), Tensor(3))
emit_error("mutable float argument", mutable_arg, Tensor(0), mutable(2.0))
emit_error("mutable float condition", float_cond, 5.0, f32(1.0))
emit_error("mutable float condition grad", ms.grad(float_cond, 1), 5.0, f32(1.0))
emit_error("nested while", nested, f32(2.0))
emit_error("break", with_break, f32(1.0))
emit_error("power", squared, Tensor(0))
emit_error("cell float attribute", Scaled(), f32(1.0), Tensor(2))
