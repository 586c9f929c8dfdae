"""Gradients of holomorphic ops on complex inputs: MindSpore's conjugate convention (dout * conj(f'(x)))
and the ops whose complex gradient MindSpore 2.10 refuses (TypeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

x = Tensor(np.array([1 + 2j, 3 - 4j], np.complex64))
y = Tensor(np.array([0.5j, -1], np.complex64))


def f_exp(a):
    return ops.real(ops.exp(a))


def f_log(a):
    return ops.real(ops.log(a))


def f_sin(a):
    return ops.real(ops.sin(a))


def f_tanh(a):
    return ops.real(ops.tanh(a))


def f_atan(a):
    return ops.real(ops.atan(a))


def f_sqrt(a):
    return ops.real(ops.sqrt(a))


def f_reciprocal(a):
    return ops.real(ops.reciprocal(a))


def f_sigmoid(a):
    return ops.real(ops.sigmoid(a))


def f_div(a, b):
    return ops.real(a / b)


def f_matmul(a, b):
    return ops.real(ops.matmul(ops.reshape(a, (2, 1)), ops.reshape(b, (1, 2))))


def f_bmm(a, b):
    return ops.real(ops.BatchMatMul()(ops.reshape(a, (1, 2, 1)), ops.reshape(b, (1, 1, 2))))


def f_cast(a):
    return ops.cast(a, ms.float32)


def f_mul(a, b):
    return ops.real(a * b)


def f_tan(a):
    return ops.real(ops.tan(a))


def f_pow(a):
    return ops.real(ops.pow(a, 2.0))


for name, fn in [("exp", f_exp), ("log", f_log), ("sin", f_sin), ("tanh", f_tanh), ("atan", f_atan), ("sqrt", f_sqrt),
                 ("reciprocal", f_reciprocal), ("sigmoid", f_sigmoid), ("cast", f_cast)]:
    emit(name, ms.grad(fn)(x), rtol=1e-4, atol=1e-5)
emit("div", ms.grad(f_div, grad_position=(0, 1))(x, y), rtol=1e-5)
emit("matmul", ms.grad(f_matmul, grad_position=(0, 1))(x, y), rtol=1e-5)
emit("bmm", ms.grad(f_bmm, grad_position=(0, 1))(x, y), rtol=1e-5)


def grad_of(fn, *args):
    return ms.grad(fn, grad_position=tuple(range(len(args))))(*args)


emit_error("mul_refused", grad_of, f_mul, x, y)
emit_error("tan_refused", grad_of, f_tan, x)
emit_error("pow_refused", grad_of, f_pow, x)
