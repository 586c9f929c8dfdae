"""0-d Tensors through elementwise ops, reductions, reshapes, comparisons and gradients."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

s = Tensor(np.float32(2.5))
t = Tensor(np.float32(-1.5))
v = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def arith(a, b):
    return a * b + a / b - b ** 2


def red(a):
    return ops.ReduceSum()(a), ops.ReduceMean(keep_dims=True)(a, ()), ops.reshape(a, (1, 1)), ops.expand_dims(a, 0)


def cmp(a, b):
    return a > b, ops.maximum(a, b), ops.where(a > b, a, b)


def bcast(a, b):
    return a * b, ops.broadcast_to(a, (2, 3))


check("arith", arith, s, t, grad=True)
check("reductions_reshape", red, s)
check("comparisons", cmp, s, t)
check("broadcast_with_vector", bcast, s, v, grad=True)
check("int_0d", arith, Tensor(np.int32(7)), Tensor(np.int32(2)))
check("unary_0d", ops.exp, s, grad=True)
