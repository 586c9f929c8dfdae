"""``ms.mutable`` called inside graph code (jax-style loop helpers): a Tensor stays a Tensor, a
Python number becomes a runtime scalar (range() over it is a graph loop)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, mutable
from mindspore.ops import operations as P
from _conf import emit


def while_loop(cond_fun, body_fun, init_val):
    val = mutable(init_val)
    while cond_fun(val):
        val = body_fun(val)
    return val


@ms.jit
def call_while_loop(x):
    return while_loop(lambda v: v < 10, lambda v: v * 3 - 1, x)


def fori_loop(lower, upper, body_fun, init_val):
    val = init_val
    upper = mutable(upper)
    for i in range(lower, upper):
        val = body_fun(i, val)
    return val


@ms.jit
def call_fori_loop(x):
    return fori_loop(1, 4, lambda i, v: v * i + 1, x)


emit("mutable_tensor_while", call_while_loop(Tensor([1], ms.int32)))
emit("mutable_tensor_while_grad", ms.grad(call_while_loop)(Tensor([1.0], ms.float32)))
emit("mutable_int_range", call_fori_loop(Tensor([2.0], ms.float32)))
emit("tensor_add_primitive", P.TensorAdd()(Tensor([1.0, 2.0], ms.float32), Tensor([3.0, 4.0], ms.float32)))
