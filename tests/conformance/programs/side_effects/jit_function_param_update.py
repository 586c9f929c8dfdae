# A @jit function that updates a global Parameter; calls accumulate.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, Parameter
from _conf import emit

w = Parameter(Tensor(np.array([1.0, 1.0], np.float32)), name="w")


@ms.jit
def step(x):
    ops.assign_add(w, x)
    return w * 2


emit("call1", step(Tensor(np.array([1.0, 2.0], np.float32))))
emit("call2", step(Tensor(np.array([1.0, 2.0], np.float32))))
emit("w", w)
