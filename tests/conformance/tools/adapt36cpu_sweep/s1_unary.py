"""unary ops of st/ops/cpu in a Cell construct (chained op(op(x)) + op(x) * 2) and their GradOperation(get_all,
sens_param) for float16 / float32 / float64 / int32 / 0-d inputs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

def op_cumsum0(x):
    return ops.cumsum(x, 0)


def op_cumprod0(x):
    return ops.cumprod(x, 0)


def op_leaky(x):
    return ops.leaky_relu(x, 0.2)


def op_clamp(x):
    return ops.clamp(x, -0.5, 0.7)


OPS = {"abs": ops.abs,
       "neg": ops.neg,
       "exp": ops.exp,
       "log": ops.log,
       "sqrt": ops.sqrt,
       "rsqrt": ops.rsqrt,
       "square": ops.square,
       "sin": ops.sin,
       "cos": ops.cos,
       "tanh": ops.tanh,
       "sigmoid": ops.sigmoid,
       "relu": ops.relu,
       "relu6": ops.relu6,
       "elu": ops.elu,
       "gelu": ops.gelu,
       "softplus": ops.softplus,
       "floor": ops.floor,
       "ceil": ops.ceil,
       "round": ops.round,
       "sign": ops.sign,
       "reciprocal": ops.reciprocal,
       "erf": ops.erf,
       "atan": ops.atan,
       "asinh": ops.asinh,
       "log1p": ops.log1p,
       "expm1": ops.expm1,
       "softmax": ops.softmax,
       "log_softmax": ops.log_softmax,
       "cumsum0": op_cumsum0,
       "cumprod0": op_cumprod0,
       "hardswish": ops.hardswish,
       "hsigmoid": ops.hardsigmoid,
       "silu": ops.silu,
       "mish": ops.mish,
       "leaky": op_leaky,
       "clamp": op_clamp,
       "logsig": ops.logsigmoid if hasattr(ops, "logsigmoid") else ops.sigmoid,
       "softsign": ops.softsign,
       "selu": ops.selu}


class Chain(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(self.f(x)) + self.f(x) * 2


class One(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


X = np.array([[0.3, -1.2, 2.5], [0.9, 1.7, -0.4]], np.float32)
for name, f in OPS.items():
    for dt in (ms.float16, ms.float32, ms.float64):
        x = Tensor(X).astype(dt)
        case("%s chain %s" % (name, dt), lambda f=f, x=x: Chain(f)(x))
        case("%s grad %s" % (name, dt), lambda f=f, x=x: ops.GradOperation(get_all=True)(One(f))(x))
        case("%s sens %s" % (name, dt), lambda f=f, x=x: ops.GradOperation(sens_param=True)(Chain(f))(x, x * 0 + 0.5))
    xi = Tensor(np.array([[1, -2, 3], [0, 4, -1]], np.int32))
    case("%s int32" % name, lambda f=f, x=xi: One(f)(x))
    case("%s grad int32" % name, lambda f=f, x=xi: ops.GradOperation(get_all=True)(One(f))(x))
    case("%s 0d" % name, lambda f=f: One(f)(Tensor(0.7, ms.float32)))
    case("%s grad 0d f16" % name, lambda f=f: ops.GradOperation()(One(f))(Tensor(0.7, ms.float16)))
