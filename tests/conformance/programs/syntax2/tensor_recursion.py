"""Recursion whose depth is decided by a Tensor: MindSpore runs it (msgraph: a graph that calls itself)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


@ms.jit
def prod_up(x):
    if x < 3:
        y = x * prod_up(x + 1)
    else:
        y = x
    return y


@ms.jit
def fact(n):
    if n <= 1:
        return n
    return n * fact(n - 1)


@ms.jit
def pair(x, k):
    if k > 0:
        a, b = pair(x + 1, k - 1)
        return a * 2, b + a
    return x, x


@ms.jit
def pw(x, w, k):
    if k > 0:
        y = pw(x * w, w, k - 1)
    else:
        y = x
    return y


one = Tensor(np.array(1.0, np.float32))
emit("prod_up", prod_up(one))
emit("prod_up_grad", ms.grad(prod_up)(one))
emit("fact_float", fact(Tensor(np.array(4.0, np.float32))))
emit("fact_int", fact(Tensor(5, ms.int32)))
emit("fact_grad", ms.grad(fact)(Tensor(np.array(4.0, np.float32))))
emit("tuple_results", pair(Tensor(np.array([1.0], np.float32)), Tensor(2, ms.int32)))
x = Tensor(np.array([1.0, 2.0], np.float32))
w = Tensor(np.array([0.5, 2.0], np.float32))
emit("power", pw(x, w, Tensor(3, ms.int32)))
emit("power_grads", ms.grad(pw, grad_position=(0, 1))(x, w, Tensor(3, ms.int32)))
