"""ops.cross / ops.cdist with a Python number operand (adapt38oa variants of st/ops test_cdist-style calls):
MindSpore 2.10 refuses the number before anything else (TypeError "Failed calling Cross / Cdist with ..."); msgraph
failed later with a ValueError (cdist: the rank check; cross: numpy's axis error)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _cellrun import run

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) * 0.5 - 1)


def cross_i(a):
    return ops.cross(a, 2)


def cross_f(a):
    return ops.cross(a, 1.5, dim=1)


def cross_t(a, b):
    return ops.cross(a, b, 1)


def cdist_i(a):
    return ops.cdist(a, 2)


def cdist_f(a):
    return ops.cdist(a, 0.5)


def cdist_t(a, b):
    return ops.cdist(a, b)


run("cross_int", cross_i, x)
run("cross_float", cross_f, x)
run("cross_tensors", cross_t, x, x * x)
run("cdist_int", cdist_i, x)
run("cdist_float", cdist_f, x)
run("cdist_tensors", cdist_t, x, x * 2 + 1)
