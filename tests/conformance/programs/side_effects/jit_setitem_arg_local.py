# Item assignment on a jit function's Tensor argument changes the value inside the function only.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit


@ms.jit
def si(x):
    x[0] = 5
    return x


@ms.jit
def si_slice(x, v):
    x[1:] = v
    return x * 2


a = Tensor(np.array([1, 2], np.int32))
emit("returned", si(a))
emit("arg_after", a)
b = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
emit("slice_returned", si_slice(b, Tensor(np.array([7.0, 8.0], np.float32))))
emit("slice_arg_after", b)
