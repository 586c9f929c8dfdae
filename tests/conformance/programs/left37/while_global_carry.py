"""left37: a name first assigned in the body of a `while` on a Tensor condition, read after the loop, that is a
module-level Tensor: MindSpore 2.10 carries the global in (the global's value where the body never runs, of another
shape too); msgraph raised its UnboundLocalError (MSG402)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

y = Tensor(np.array([1.0, 2.0], np.float32))
w = Tensor(np.float32(-3.0))


@ms.jit
def f(x):
    while x < 5:
        y = x
        x = x + 1.5
    return y


@ms.jit
def g(x):
    while x < 5:
        w = x * 2
        x = x + 1
    return w + x


for v in (1.0, 9.0):
    emit(f"f_{v}", f(Tensor(v, ms.float32)), rtol=0, atol=0)
    emit(f"g_{v}", g(Tensor(v, ms.float32)), rtol=0, atol=0)
