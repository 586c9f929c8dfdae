# ops.jacfwd / jacrev (grouping per output and input, has_aux, inside jit), ops.linearize, ops.jet /
# derivative, nn.grad.Jvp / Vjp and custom_vjp (adapted from MindSpore's st compiler/gradient tests).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, jit
from mindspore.ops import jacfwd, jacrev
from mindspore.ops.functional import linearize, jet, derivative
from mindspore.nn.grad import Jvp, Vjp
from mindspore.ops.function.grad.grad_func import custom_vjp
from _conf import emit


class Cube(nn.Cell):
    def construct(self, x):
        return x ** 3, 2 * x


def f3(x, y, z):
    return x ** 2 + y ** 2 + z ** 2, x * y * z


@jit
def jac_in_jit(x, y, z):
    return jacrev(f3, grad_position=(0, 2), has_aux=True)(x, y, z)


x = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
y = Tensor(np.array([[-2.0, 3.0], [-1.0, 2.0]], np.float32))
z = Tensor(np.array([[0.0, 3.0], [5.0, -1.0]], np.float32))
emit("jacfwd_multi_out", jacfwd(Cube())(x))
emit("jacrev_positions", jacrev(f3, grad_position=(1, 2))(x, y, z))
emit("jacfwd_has_aux", jacfwd(f3, grad_position=0, has_aux=True)(x, y, z))
emit("jacrev_in_jit", jac_in_jit(x, y, z))


def lin(a, b):
    return a * b + ops.sin(a)


out, jvp_fn = linearize(lin, (x, y))
emit("linearize_out", out, rtol=1e-5, atol=1e-5)
emit("linearize_jvp", jvp_fn((z, x)), rtol=1e-5, atol=1e-5)


class SinExp(nn.Cell):
    def construct(self, a):
        return ops.sin(a) * ops.exp(a)


p = Tensor(np.array([[0.5, 1.0], [0.2, 0.3]], np.float32))
s = Tensor(np.array([[[1.0, 1.0], [1.0, 1.0]], [[0.5, 0.0], [0.2, 1.0]], [[0.0, 0.0], [0.0, 0.3]]], np.float32))
emit("jet", jet(SinExp(), p, s), rtol=1e-4, atol=1e-4)
emit("derivative_3", derivative(SinExp(), p, 3), rtol=1e-4, atol=1e-4)


def two(a, b):
    return a * ops.sin(b), a + b


emit("jet_two_outputs", jet(two, (p, p), (s, s)), rtol=1e-4, atol=1e-4)

v = Tensor(np.array([[1.0, 0.5], [2.0, -1.0]], np.float32))
emit("Jvp_cell", Jvp(Cube())(x, v))
emit("Vjp_cell", Vjp(Cube())(x, (v, v)))


@custom_vjp
def mul_fn(a, b):
    return a * b


def mul_bwd(a, b, out, dout):
    return 2 * dout * b, 3 * dout * a


mul_fn.defbwd(mul_bwd)


class UseCustom(nn.Cell):
    def construct(self, a, b):
        return mul_fn(a, b) + a


emit("custom_vjp", ops.GradOperation(get_all=True)(UseCustom())(x, y))
