"""m..z ops inside control flow inside a gradient: a Graph-mode Cell whose construct runs the op under an `if` on a
Tensor (both branches), in a `for` over a range (the op applied 3 times) and in a `while` with a Tensor bound;
ms.grad of the Cell w.r.t. its input, float16 / float32 / float64."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case

UN = {
    "relu6": lambda x: ops.relu6(x * 3.0), "softplus": ops.softplus, "sigmoid": ops.sigmoid, "tanh": ops.tanh,
    "mish": ops.mish, "selu": ops.selu, "softsign": ops.softsign, "sqrt": lambda x: ops.sqrt(ops.abs(x) + 0.5),
    "square": ops.square, "sin": ops.sin, "sinh": ops.sinh, "softshrink": lambda x: ops.softshrink(x, 0.3),
    "softmax": lambda x: ops.softmax(x, 0) * 2.0, "log_softmax": lambda x: ops.log_softmax(x, 0),
    "xlogy": lambda x: ops.xlogy(x, ops.abs(x) + 1.0), "sort0": lambda x: ops.sort(x, 0, True)[0] * x,
    "topk": lambda x: ops.topk(x, 2)[0].sum() * x, "prod": lambda x: x.prod() + x, "std": lambda x: ops.std(x) * x,
    "norm": lambda x: ops.norm(x) * x, "smooth_l1": lambda x: ops.smooth_l1_loss(x, x * 0.5, 0.5, "none"),
    "pow": lambda x: ops.pow(ops.abs(x) + 0.1, 1.5), "trunc_mul": lambda x: ops.trunc(x) * x,
    "renorm": lambda x: ops.renorm(x.reshape(2, 2), 2, 0, 0.8).reshape(4),
}


class IfNet(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        if x.sum() > 0:
            y = self.f(x)
        else:
            y = self.f(-x) * 2
        return y.sum()


class ForNet(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        for _ in range(3):
            x = self.f(x) * 0.5
        return x.sum()


class WhileNet(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, n):
        i = 0
        while i < n:
            x = self.f(x) * 0.5
            i += 1
        return x.sum()


XS = np.array([-1.2, 0.3, 0.7, 1.9])
for name, f in UN.items():
    for dt in (np.float16, np.float32, np.float64):
        for sign in (1, -1):
            case(f"if.{name}.{np.dtype(dt).name}.{sign}", lambda f=f, dt=dt, sign=sign: ms.grad(IfNet(f))(
                Tensor((XS * sign).astype(dt))))
        case(f"for.{name}.{np.dtype(dt).name}", lambda f=f, dt=dt: ms.grad(ForNet(f))(Tensor(XS.astype(dt))))
        case(f"while.{name}.{np.dtype(dt).name}", lambda f=f, dt=dt: ms.grad(WhileNet(f))(
            Tensor(XS.astype(dt)), Tensor(2, ms.int32)))
