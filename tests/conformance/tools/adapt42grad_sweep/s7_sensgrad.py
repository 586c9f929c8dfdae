"""ms.grad / value_and_grad with sens_param=True (the sens as the last argument) over outputs of several kinds,
with has_aux / weights / grad_position, directly and in @ms.jit."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, 0.25, 2.0], np.float32))
one = Tensor(1.0, ms.float32)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")

    def construct(self, a, b):
        return a * self.w * b, (a + b).sum(), 3


net = Net()


def fs(a, b):
    return (a * b).sum()


def ft(a, b):
    return a * b, (a + b).sum()


def fa(a, b):
    return (a * b).sum(), a + 1


@ms.jit
def j_sens(a, b, s):
    return ms.grad(ft, grad_position=(0, 1), sens_param=True)(a, b, s)


for nm, fn, sens in [("fs scalar", fs, one), ("fs vec", fs, x), ("ft tuple", ft, (x, one)), ("ft list", ft, [x, one]),
                     ("ft short", ft, (x,)), ("fa aux", fa, one), ("fa aux tuple", fa, (one, x)),
                     ("net", net, (x, one, 3)), ("net short", net, (x, one)), ("net no number", net, (y, one))]:
    for gp in [0, (0, 1)]:
        case("grad %s gp=%r" % (nm, gp), lambda fn=fn, sens=sens, gp=gp: ms.grad(
            fn, grad_position=gp, sens_param=True, has_aux=(fn is fa))(x, y, sens))
        case("vag %s gp=%r" % (nm, gp), lambda fn=fn, sens=sens, gp=gp: ms.value_and_grad(
            fn, grad_position=gp, sens_param=True, has_aux=(fn is fa))(x, y, sens))
    case("grad %s weights" % nm, lambda fn=fn, sens=sens: ms.grad(net if fn is net else fn, None, net.w,
                                                                 sens_param=True)(x, y, sens) if fn is net else None)
case("jit sens tuple", lambda: j_sens(x, y, (x, one)))
case("jit sens list", lambda: j_sens(x, y, [x, one]))
