"""GradOperation(sens_param=True) with a sens shaped unlike the output (session 39's left item)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))


class Poly(nn.Cell):
    def construct(self, a, b):
        return 2 * a * a + b * b


class Add(nn.Cell):
    def construct(self, a, b):
        return a + b


class Mul(nn.Cell):
    def construct(self, a, b):
        return a * b


class Relu(nn.Cell):
    def construct(self, a, b):
        return ops.relu(a) + 0 * b


class Exp(nn.Cell):
    def construct(self, a, b):
        return ops.exp(a)


class Sum(nn.Cell):
    def construct(self, a, b):
        return (a * b).sum()


class Loss1(nn.Cell):   # a (1,) loss as BERT's
    def construct(self, a, b):
        return (a * b).sum().reshape((1,))


class MatMul(nn.Cell):
    def construct(self, a, b):
        return ops.matmul(a.reshape((1, 3)), b.reshape((3, 1))).reshape((1,))


class Tup(nn.Cell):
    def construct(self, a, b):
        return a * b, a + b


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, a, b, s):
        return self.g(self.net)(a, b, s)


def sens(shape, dt=np.float32):
    n = int(np.prod(shape)) if shape else 1
    return Tensor((np.arange(n) + 1.0).astype(dt).reshape(shape))


SHAPES = [(3,), (1, 3), (3, 1), (2, 3), (1,), (), (4,), (1, 1), (6,)]
for name, cls in [("poly", Poly), ("add", Add), ("mul", Mul), ("relu", Relu), ("exp", Exp), ("sum", Sum),
                  ("loss1", Loss1), ("matmul", MatMul)]:
    for sh in SHAPES:
        case(f"sens_{name}_{'x'.join(map(str, sh)) or 'scalar'}", lambda: Grad(cls())(x, y, sens(sh)))
case("sens_loss1_f16", lambda: Grad(Loss1())(x, y, sens((), np.float16)))
case("sens_poly_f16", lambda: Grad(Poly())(x, y, sens((3,), np.float16)))
case("sens_tup_ok", lambda: Grad(Tup())(x, y, (sens((3,)), sens((3,)))))
case("sens_tup_bad", lambda: Grad(Tup())(x, y, (sens((2, 3)), sens((3,)))))
case("sens_tup_scalar", lambda: Grad(Tup())(x, y, (sens(()), sens(()))))
