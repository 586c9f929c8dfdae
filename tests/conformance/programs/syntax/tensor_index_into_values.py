import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(i, x):
    vals = [1.0, 2.0, 3.0]
    return vals[i] * x


x = Tensor(np.array([1.5, 2.0], np.float32))
for i in range(3):
    emit(f"v{i}", f(Tensor(i, ms.int32), x))
