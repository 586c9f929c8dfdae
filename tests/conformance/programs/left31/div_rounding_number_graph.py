"""``ops.div`` / ``mint.div`` / ``Tensor.div`` with ``rounding_mode`` and a Python number, in graph code on a Tensor the
graph computes (an argument): MindSpore 2.10's Graph mode makes the number an Int32 / Float32 Tensor whatever the
other's rank, so an Int8 (2,) Tensor // 2 is Int32 and float16 // 2.5 Float32 -- except a float number with 'trunc'
beside a float Tensor (float16 stays Float16).  ``Tensor.div(number)`` keeps it weak; constant operands fold with
numpy (Int8 // 2 stays Int8).  PyNative keeps a number beside a dimensioned Tensor weak (Graph mode only here:
MindSpore 2.10's PyNative fails some of these calls in its FloorDiv kernel, "KernelMod Init Failed")."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit

MODES = ("graph",)


class Div(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.m = mode

    def construct(self, x):
        return (ops.div(x, 2, rounding_mode=self.m), ops.div(x, 2.5, rounding_mode=self.m),
                ops.div(2, x, rounding_mode=self.m), ops.div(2.5, x, rounding_mode=self.m),
                mint.div(2, x, rounding_mode=self.m), mint.div(2.5, x, rounding_mode=self.m),
                x.div(2, rounding_mode=self.m), x.div(2.5, rounding_mode=self.m))


class Mixed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Tensor(np.array([7, -5]), ms.int8)

    def construct(self, a):
        return (ops.div(self.c, 2, rounding_mode='floor'), ops.div(a, 2, rounding_mode='floor'),
                ops.div(a, 2, rounding_mode='trunc'), ops.div(a, True, rounding_mode='floor'),
                ops.div(a, self.c[0], rounding_mode='floor'), ops.div(a[0], 2, rounding_mode='floor'))


for mode in ("floor", "trunc"):
    for dt in (ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8, ms.float16, ms.float32, ms.float64):
        emit(f"{mode}_{dt}", Div(mode)(Tensor(np.array([7, 5]), dt)), rtol=1e-3, atol=1e-3)
emit("constant_and_argument", Mixed()(Tensor(np.array([7, -5]), ms.int8)))
