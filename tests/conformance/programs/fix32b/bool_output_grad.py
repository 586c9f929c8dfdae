"""Gradients of functions returning bool Tensors, no sens given (session 32, fix32b): MindSpore 2.10 gives a bool
output the sensitivity ones in both modes, so ``x.astype(ms.bool_)`` of a float x has gradient 1 (Cast's bprop),
``(x * 2).astype(ms.bool_)`` 2, ``x * y`` of bool Tensors ``(y, x)``.  msgraph's Graph mode had differentiated no
bool output without a sens (zeros, False); PyNative matched."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

x = Tensor(np.array([1.0, 0.0, 3.0], np.float32))
a = Tensor(np.array([True, False, True]))
b = Tensor(np.array([True, True, False]))


def to_bool(v):
    return v.astype(ms.bool_)


def scaled_to_bool(v):
    return (v * 2).astype(ms.bool_)


def with_mask(v):
    return v * 2, v > 1


def bool_mul(u, w):
    return u * w


def bool_not(u):
    return ops.logical_not(u)


def to_int(v):
    return v.astype(ms.int32)


emit_error("to_bool", ms.grad(to_bool), x)
emit_error("scaled_to_bool", ms.grad(scaled_to_bool), x)
emit_error("with_mask", ms.grad(with_mask), x)
emit_error("bool_mul", ms.grad(bool_mul, grad_position=(0, 1)), a, b)
emit_error("bool_not", ms.grad(bool_not), a)
emit_error("to_int", ms.grad(to_int), x)
emit_error("bool_mul_get_all", ops.GradOperation(get_all=True)(bool_mul), a, b)
emit_error("to_bool_value_and_grad", ms.value_and_grad(scaled_to_bool), x)
