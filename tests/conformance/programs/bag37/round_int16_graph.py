"""bag37 (adapt37am's left item): ``round()`` of an int16 Tensor in graph code runs in MindSpore 2.10 (its values,
Int16), though its PyNative kernel refuses int16 (RuntimeError); msgraph raised the kernel RuntimeError in graph code
too.  decimals != 0 stays the RuntimeError; int8 stays the kernel-selection TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, ops
from _conf import emit_error


@jit
def method(x):
    return x.round()


@jit
def func(x):
    return ops.round(x) + 1


@jit
def decimals(x):
    return ops.round(x, decimals=1)


class Net(nn.Cell):
    def construct(self, x):
        return ops.round(x * 2)


X = Tensor(np.array([15, -27, 3, 0]), ms.int16)
emit_error("method", method, X)
emit_error("func", func, X)
emit_error("decimals", decimals, X)
emit_error("cell", Net(), X)
emit_error("int8_method", method, Tensor(np.array([1, 2]), ms.int8))
emit_error("int32_method", method, Tensor(np.array([1, 2]), ms.int32))
