"""Gradients through complex values where MindSpore 2.10 has them on CPU (real/imag/add/abs/neg/sum)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit

x = Tensor(np.array([1 + 2j, 3 - 4j], np.complex64))
y = Tensor(np.array([0.5j, -1], np.complex64))


def real_of(z):
    return ops.real(z)


def imag_of(z):
    return ops.imag(z)


def add_real(a, b):
    return ops.real(a + b)


def abs_real(a):
    return ops.real(ops.abs(a))


def neg_imag(a):
    return ops.imag(-a)


def sum_real(a):
    return ops.real(a.sum())


emit("real", ms.grad(real_of)(x))
emit("imag", ms.grad(imag_of)(x))
emit("add", ms.grad(add_real, grad_position=(0, 1))(x, y))
emit("abs", ms.grad(abs_real)(x), rtol=1e-5)
emit("neg", ms.grad(neg_imag)(x))
emit("sum", ms.grad(sum_real)(x))


def angle_of(z):
    return ops.angle(z)


def complex_parts(a, b):
    return ops.real(ops.Complex()(a, b)) + ops.imag(ops.Complex()(a, b)) * 3


def conj_real(z):
    return ops.real(ops.conj(z))


def conj_imag(z):
    return ops.imag(ops.conj(z))


f = Tensor(np.array([1.0, 2.0], np.float32))
emit("angle", ms.grad(angle_of)(x), rtol=1e-5)
emit("complex", ms.grad(complex_parts, grad_position=(0, 1))(f, Tensor(np.array([3.0, -1.0], np.float32))))
emit("conj_real", ms.grad(conj_real)(x))
emit("conj_imag", ms.grad(conj_imag)(x))
