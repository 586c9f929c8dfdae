"""Gradients of conditional expressions and `and` / `or` values under Tensor conditions, a Parameter chosen by a
conditional expression, min / max builtins of Tensors in loops."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def ifexp2(x, y):
    a = x * y if x > y else x + y
    b = (a * a) if a.sum() > 3 else (a - 1)
    return b


for u, v in [(3.0, 1.0), (0.5, 1.0), (1.0, 1.0)]:
    case("ifexp2_%s_%s" % (u, v), lambda u=u, v=v: (ifexp2(f32(u), f32(v)), ms.grad(ifexp2, (0, 1))(f32(u), f32(v))))


@jit
def and_or_val(x, y):
    a = x and y
    b = x or y
    return a * 2 + b * 3


for u, v in [(0.0, 2.0), (1.5, 2.0), (1.5, 0.0)]:
    case("and_or_val_%s_%s" % (u, v), lambda u=u, v=v: (and_or_val(f32(u), f32(v)), ms.grad(and_or_val, (0, 1))(f32(u), f32(v))))


class PChoose(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(f32(2.0), name="a")
        self.b = Parameter(f32(-1.0), name="b")

    def construct(self, x):
        w = self.a if x > 0 else self.b
        return x * w * w


for u in [1.5, -1.5]:
    def run(u=u):
        net = PChoose()
        return net(f32(u)), ms.grad(net, 0, net.trainable_params())(f32(u))
    case("pchoose_%s" % u, run)


@jit
def minmax_loop(x):
    m = x[0]
    n = x[0]
    for v in x:
        m = max(m, v)
        n = min(n, v)
    return m - n


case("minmax_loop", lambda: (minmax_loop(f32(1.0, 4.0, -2.0)), ms.grad(minmax_loop)(f32(1.0, 4.0, -2.0))))
case("minmax_loop_ties", lambda: ms.grad(minmax_loop)(f32(1.0, 1.0, 1.0)))
