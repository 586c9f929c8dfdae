# Graph code: ``print(x and y)`` then ``return x and y`` with Tensors of two dtypes: a TypeError (MindSpore
# reports the return's join: it infers the return value before the print; st graph_syntax/operators
# test_and_or).  Same dtypes: both run.
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error


@jit
def both(x, y):
    print(x and y)
    return x and y


@jit
def same(x, y):
    print(x and y)
    return x or y


emit_error("int_and_float", both, Tensor([1]), Tensor([1.0]))
emit("same_dtype", same(Tensor([0.0]), Tensor([2.0])))
