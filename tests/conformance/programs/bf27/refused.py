"""Ops whose MindSpore 2.10 CPU kernels refuse bfloat16 operands: a TypeError from kernel selection (Sub, Exp,
ReLU, Softmax, Equal, Abs, BiasAdd, Lerp, Addcmul, Einsum, ...), a RuntimeError for the reductions.  MindSpore's Graph mode raises another class
for MatMul (RuntimeError) and ReduceMean (TypeError) than its PyNative; msgraph raises PyNative's in both."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _bf27_util import X, Y, bf, run

FOLLOW_PYNATIVE = {"tensor_sub": "Tensor - Tensor runs MindSpore's SubExt kernel (bfloat16) in PyNative, Sub (none) "
                                  "in Graph mode",
                   "sub_scalar": "Tensor - number runs MindSpore's SubExt kernel (bfloat16) in PyNative, Sub (none) in "
                                 "Graph mode",
                   "matmul": "MindSpore's Graph mode reports the missing bfloat16 MatMul kernel as a RuntimeError",
                   "mean": "MindSpore's Graph mode reports the missing bfloat16 ReduceMean kernel as a TypeError"}

x, y = bf(X), bf(Y)
w = bf(np.array([[0.5, 1.5], [-1.1, 0.2], [2.0, 0.3]], np.float32))


def bias_add(a, b):
    return ops.bias_add(a, b)


def lerp(a, b):
    return ops.lerp(a, b, 0.5)


def addcmul(a, b):
    return ops.addcmul(a, a, b, Tensor(1.0, ms.bfloat16))


def einsum(a):
    return ops.einsum("ij->ji", a)


def addn3(a, b):
    return ops.addn([a, b, a])


def index_tensor(a):
    return a[Tensor(np.array([1, 0], np.int32))]


def tensor_sub(a, b):
    return a - b


def ops_sub(a, b):
    return ops.sub(a, b)


def rsub_scalar(a):
    return 2.0 - a


def sub_scalar(a):
    return a - 2.0


def exp(a):
    return ops.exp(a)


def relu(a):
    return ops.relu(a)


def softmax(a):
    return ops.softmax(a)


def equal(a, b):
    return a == b


def absolute(a):
    return ops.abs(a)


def maximum(a, b):
    return ops.maximum(a, b)


def total(a):
    return a.sum()


def mean(a):
    return a.mean()


def matmul(a, b):
    return ops.matmul(a, b)


def square(a):
    return ops.square(a)


def sigmoid(a):
    return ops.sigmoid(a)


run("bias_add", bias_add, x, bf(np.ones(3, np.float32)))
run("lerp", lerp, x, y)
run("addcmul", addcmul, x, y)
run("einsum", einsum, x)
run("addn3", addn3, x, y)
run("index_tensor", index_tensor, x)
run("tensor_sub", tensor_sub, x, y)
run("ops_sub", ops_sub, x, y)
run("rsub_scalar", rsub_scalar, x)
run("sub_scalar", sub_scalar, x)
run("exp", exp, x)
run("relu", relu, x)
run("softmax", softmax, x)
run("equal", equal, x, y)
run("abs", absolute, x)
run("maximum", maximum, x, y)
run("sum", total, x)
run("mean", mean, x)
run("matmul", matmul, x, w)
run("square", square, x)
run("sigmoid", sigmoid, x)
