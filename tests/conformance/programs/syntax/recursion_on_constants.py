import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@ms.jit
def f(x):
    return x * fact(5) + fib(7)


emit("folded", f(Tensor(np.array([1.0, 2.0], np.float32))))
