# A Parameter passed as an argument to a jit function and updated in place there.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, Parameter
from _conf import emit


@ms.jit
def update(p, g, lr):
    ops.assign_sub(p, g * lr)
    return p * 1


p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p")
g = Tensor(np.array([0.5, -0.5], np.float32))
emit("first", update(p, g, 0.1))
emit("second", update(p, g, 0.1))
emit("param", p)
