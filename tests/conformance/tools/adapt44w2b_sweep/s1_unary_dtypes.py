"""adapt44w2b: the functional ops of st/ops/test_ops_[i-z] (mint / ops forms) over dtypes float16 / float64 / int32 /
bool / uint8 and 0-d / empty inputs, forward inside a Cell (Graph mode compiles it) and ms.grad of the float ones."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _h import case


class C(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


class G(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x).sum()


def f_softmax(x):
    return mint.nn.functional.softmax(x, dim=-1)

def f_logical_and_self(x):
    return mint.logical_and(x, x)

def f_ne0(x):
    return mint.ne(x, 0)

def f_less1(x):
    return mint.less(x, 1)

def f_le1(x):
    return mint.less_equal(x, 1)

def f_pow2(x):
    return mint.pow(x, 2)

def f_pow_s(x):
    return mint.pow(2, x)

def f_xlogy(x):
    return mint.xlogy(x, x)

def f_sub1(x):
    return mint.sub(x, 1, alpha=2)

def f_mul2(x):
    return mint.mul(x, 2)

def f_maximum(x):
    return mint.maximum(x, x * 0)

def f_where(x):
    return mint.where(x > 0, x, 0)

def f_masked_fill(x):
    return mint.masked_fill(x, x > 0, 5)

def f_tile(x):
    return mint.tile(x, (2,))

def f_permute(x):
    return mint.permute(x, tuple(range(x.ndim))[::-1])

def f_transpose(x):
    return ops.transpose(x, tuple(range(x.ndim))[::-1])

def f_squeeze(x):
    return mint.squeeze(x)

def f_true_divide(x):
    return ops.true_divide(x, 2)

def f_subtract(x):
    return ops.subtract(x, 1)

def f_isclose(x):
    return mint.isclose(x, x)

def f_log_softmax(x):
    return mint.nn.functional.log_softmax(x, dim=-1)


U = {
    "isfinite": mint.isfinite,
    "isnan": ops.isnan,
    "isneginf": ops.isneginf,
    "isposinf": ops.isposinf,
    "log": mint.log,
    "log10": ops.log10,
    "log1p": mint.log1p,
    "log2": mint.log2,
    "logical_not": mint.logical_not,
    "logsigmoid": mint.nn.functional.logsigmoid,
    "mish": ops.mish,
    "neg": mint.neg,
    "reciprocal": mint.reciprocal,
    "relu": mint.nn.functional.relu,
    "round": mint.round,
    "rsqrt": mint.rsqrt,
    "sigmoid": mint.sigmoid,
    "sign": mint.sign,
    "silu": mint.nn.functional.silu,
    "sin": mint.sin,
    "sinc": mint.sinc,
    "sinh": mint.sinh,
    "softplus": mint.nn.functional.softplus,
    "softshrink": mint.nn.functional.softshrink,
    "sqrt": mint.sqrt,
    "square": mint.square,
    "tanh": mint.tanh,
    "tanhshrink": getattr(mint.nn.functional, "tanhshrink", None),
    "trunc": mint.trunc,
    "positive": ops.positive,
    "numel": ops.numel,
    "nonzero": mint.nonzero,
    "var": mint.var,
    "softmax": f_softmax,
    "tril": mint.tril,
    "triu": mint.triu,
    "max": mint.max,
    "min": mint.min,
    "norm": mint.norm,
    "unique": mint.unique,
    "isreal": ops.isreal,
    "is_complex": ops.is_complex,
    "logical_and_self": f_logical_and_self,
    "ne0": f_ne0,
    "less1": f_less1,
    "le1": f_le1,
    "pow2": f_pow2,
    "pow_s": f_pow_s,
    "xlogy": f_xlogy,
    "sub1": f_sub1,
    "mul2": f_mul2,
    "maximum": f_maximum,
    "where": f_where,
    "masked_fill": f_masked_fill,
    "tile": f_tile,
    "permute": f_permute,
    "transpose": f_transpose,
    "squeeze": f_squeeze,
    "true_divide": f_true_divide,
    "subtract": f_subtract,
    "isclose": f_isclose,
    "log_softmax": f_log_softmax,
}
DT = {"f16": np.float16, "f64": np.float64, "i32": np.int32, "bool": np.bool_, "u8": np.uint8}
SH = {"0d": np.array(1.5), "vec": np.array([-2.0, -0.5, 0.0, 0.5, 3.0]), "empty": np.zeros((0, 3)),
      "mat": np.array([[1.0, -2.0, 3.0], [0.0, 4.0, -1.0]])}
for on, f in U.items():
    if f is None:
        print(on, "=> missing attribute")
        continue
    for dn, dt in DT.items():
        for sn, a in SH.items():
            x = a.astype(dt)
            case(f"{on} {dn} {sn}", lambda f=f, x=x: C(f)(Tensor(x)))
    for dn in ("f16", "f64"):
        for sn in ("vec", "mat", "0d"):
            x = SH[sn].astype(DT[dn])
            case(f"grad {on} {dn} {sn}", lambda f=f, x=x: ms.grad(G(f))(Tensor(x)))
