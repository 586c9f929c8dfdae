"""Gradient dtypes of integer inputs (MindSpore 2.10): true division keeps the float gradient (Div's bprop does not
cast back), ReduceMean / ops.mean truncate it to the integer dtype, MeanExt (mint.mean, eager Tensor.mean) gives a
float gradient (float32 eager, float64 compiled); Graph mode's Tensor.mean is ReduceMean."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit

x = Tensor(np.array([[1, 2], [3, 5]], np.int32))
y = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))


def div2(a):
    return a / 2


def div_t(a):
    return a / y


def mean(a):
    return a.mean()


def mean0(a):
    return a.mean(0)


def ops_mean(a):
    return ops.mean(a)


def reduce_mean(a):
    return ops.ReduceMean(keep_dims=True)(a, 1)


def mint_mean(a):
    return ms.mint.mean(a)


def mean_f(a):
    return a.mean() * 2.0


def sum_div(a):
    return a.sum() / 3


def mul_f(a):
    return (a * y).sum()


for f in [div2, div_t, mean, mean0, ops_mean, reduce_mean, mint_mean, mean_f, sum_div, mul_f]:
    emit(f.__name__ + "_fwd", f(x))
    emit(f.__name__ + "_grad", ms.grad(f)(x))
    emit(f.__name__ + "_jit_grad", ms.jit(ms.grad(f))(x))


def div_ab(a, b):
    return a / b


emit("div_both_grads", ms.grad(div_ab, grad_position=(0, 1))(x, Tensor(np.array([[2, 4], [5, 8]], np.int32))))
