import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(x):
    return x.no_such_method_here(2)


emit_error("missing", f, Tensor(np.array([1.0], np.float32)))
