import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(x):
    return ops.no_such_function_here(x)


emit_error("missing", f, Tensor(np.array([1.0], np.float32)))
