import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    if not t.sum() > 1 or t.max() > 5:
        t = t * 2
    if t.min() > 0 and not t.max() > 10:
        t = t + 1
    return t


for v in ([1.0, 2.0], [0.1, 0.2], [3.0, 6.0], [-1.0, 0.5]):
    emit(f"f{v}", f(Tensor(np.array(v, np.float32))))
