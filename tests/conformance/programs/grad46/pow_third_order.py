"""Third-order gradients of ops.pow with a Tensor exponent that depends on the input (x ** y, both differentiated):
MindSpore 2.10 gives finite values; msgraph gave NaN in both modes (Pow's bprop selects -inf for a zero base under a
negative exponent with `select(cond, dout * -inf, dy)`: the zeros the select passes to the unselected branch became
NaN through the product with -inf at the third order).  The zero-base value itself (-inf) is unchanged."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

a0 = Tensor(np.array([0.7, -1.3, 1.9, 0.4], np.float32))
S = Tensor(np.array([1.0, 2.0, -1.0, 0.5], np.float32))


def pow_self(a):
    return ops.pow(a * a + 1, a).sum()


def pow_two(a):
    return (ops.pow(a * a + 0.5, a * 0.5 + 1) * S).sum()


def orders(f):
    g1 = ms.grad(f)

    def f2(a):
        return (g1(a) * S).sum()
    g2 = ms.grad(f2)

    def f3(a):
        return (g2(a) * S).sum()
    g3 = ms.grad(f3)
    return g1, g2, g3


for f in (pow_self, pow_two):
    g1, g2, g3 = orders(f)
    emit(f"{f.__name__} first", g1(a0))
    emit(f"{f.__name__} second", g2(a0))
    emit(f"{f.__name__} third", g3(a0))


def zero_base(x, y):
    return ops.pow(x, y).sum()


x = Tensor(np.array([0.0, 2.0, 0.0], np.float32))
y = Tensor(np.array([-1.0, -1.0, 2.0], np.float32))
emit("zero base, negative exponent: first order", ms.grad(zero_base, (0, 1))(x, y))
