# A jit function writes its Tensor argument in place; calling it in a loop accumulates.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


@ms.jit
def bump(x, y):
    ops.assign_add(x, y)
    return x * 1


a = Tensor(np.array([1.0, 2.0], np.float32))
for _ in range(3):
    r = bump(a, Tensor(np.array([0.5, 0.5], np.float32)))
emit("last", r)
emit("arg", a)
