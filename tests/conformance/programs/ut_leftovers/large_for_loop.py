"""Adapted from tests/ut/python/ops/test_control_ops.py (test_large_for_loop, test_large_for_loop_case2): MindSpore
2.10 evaluates a for loop unrolled at compile time as nested calls (two levels per iteration) and stops past
max_call_depth (ms.set_recursion_limit) with a RuntimeError; msgraph unrolled any length."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, jit
from mindspore.ops import operations as P
from _conf import emit, emit_error

MODES = ("graph",)


class Loop(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.relu = P.ReLU()

    def construct(self, x):
        for elem in range(1, self.n):
            x = self.relu(x + elem)
        return x


class Outer(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.inner = Loop(n)

    def construct(self, x):
        return self.inner(x)


class Layers(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.layers = nn.CellList([nn.ReLU() for _ in range(n)])

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


def jit_loop(n):
    @jit
    def f(x):
        for i in range(n):
            x = x * 1.5
        return x
    return f


t = Tensor(np.ones([2, 3], dtype=np.float32))
ms.set_recursion_limit(60)
emit_error("loop_1900", lambda: Loop(1900)(t))
for n in (29, 30):   # range(1, n): n - 1 iterations
    emit_error(f"loop_{n}", lambda: emit(f"loop_{n}", Loop(n)(t)))
for n in (28, 29):
    emit_error(f"outer_{n}", lambda: emit(f"outer_{n}", Outer(n)(t)))
    emit_error(f"layers_{n}", lambda: emit(f"layers_{n}", Layers(n)(t)))
    emit_error(f"jit_{n}", lambda: emit(f"jit_{n}", jit_loop(n)(t)))
ms.set_recursion_limit(1000)
emit_error("loop_499_default", lambda: emit("loop_499_default", Loop(499)(t)))
emit_error("loop_500_default", lambda: emit("loop_500_default", Loop(500)(t)))
