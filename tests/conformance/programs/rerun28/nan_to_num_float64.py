"""Tensor.nan_to_num / ops.nan_to_num of float64: MindSpore 2.10's PyNative NanToNum refuses it (TypeError); its
Graph mode computes it, with float32's max / min as the default posinf / neginf.  msgraph had come to refuse it in
both modes (diff_sweep zoo_methods2 rerun: Graph-mode x.nan_to_num() and its gradient)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _rerun28_util import run

X = Tensor(np.array([1.5, np.nan, np.inf, -np.inf, -2.0]))


def method(x):
    return x.nan_to_num()


def function(x):
    return ops.nan_to_num(x, 0.5, 5.0, -5.0)


def grad(x):
    return ms.grad(lambda a: a.nan_to_num() * 2)(x)


run("Tensor.nan_to_num float64", method, X)
run("ops.nan_to_num float64", function, X)
run("grad nan_to_num float64", grad, Tensor(np.array([1.5, -2.0, 0.25])))
run("Tensor.nan_to_num float32", method, Tensor(np.array([1.5, np.nan, np.inf]), ms.float32))
