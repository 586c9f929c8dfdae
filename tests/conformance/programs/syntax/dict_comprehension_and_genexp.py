import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    d = {str(i): t * i for i in range(3)}
    g = tuple(v + 1 for v in (t, t * 2))
    return d["2"], g


emit("comp", f(Tensor(np.array([1.0, 2.0], np.float32))))
