"""SumExt / ProdExt / MeanExt (and ReduceSum / ReduceMean beside them) of uint8 / int8 / int16 / int32 / bool /
float16 Tensors in graph code: a captured constant (Cell attribute), a global read by a jit function, a Cell
argument, an ms.mutable argument; forms t.sum(), t.sum(0), t.sum(dtype=), ops.sum(keepdim), mint.sum, t.prod(),
ops.prod(t, 1), mint.prod, t.mean(), mint.mean(dtype=), ops.mean; axis as int / tuple / negative / repeated."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _h import case

DATA = {
    "u8": np.array([[200, 100, 3], [4, 5, 6]], np.uint8),
    "i8": np.array([[100, 100, -3], [4, 5, 6]], np.int8),
    "i16": np.array([[30000, 30000, -3], [4, 5, 6]], np.int16),
    "i32": np.array([[2000000000, 2000000000, -3], [4, 5, 6]], np.int32),
    "bool": np.array([[True, False, True], [True, True, False]]),
    "f16": np.array([[1000.5, 0.1, 2049.0], [3.3, 1e-3, 60000.0]], np.float16),
}

def f_sum(c):
    return c.sum()


def f_sum0(c):
    return c.sum(0)


def f_sum_neg(c):
    return c.sum(-1)


def f_sum_tuple(c):
    return c.sum((0, 1))


def f_sum_keep(c):
    return c.sum(1, keepdims=True)


def f_sum_i32(c):
    return c.sum(dtype=ms.int32)


def f_sum_f32(c):
    return c.sum(dtype=ms.float32)


def f_sum_u8(c):
    return c.sum(dtype=ms.uint8)


def f_ops_sum1(c):
    return ops.sum(c, 1)


def f_ops_sum_keep(c):
    return ops.sum(c, 1, keepdim=True)


def f_ops_sum_dtype(c):
    return ops.sum(c, 0, dtype=ms.int16)


def f_mint_sum(c):
    return mint.sum(c)


def f_mint_sum_dim(c):
    return mint.sum(c, (0,))


def f_prod(c):
    return c.prod()


def f_prod0(c):
    return c.prod(0)


def f_prod_keep(c):
    return c.prod(1, keep_dims=True)


def f_ops_prod1(c):
    return ops.prod(c, 1)


def f_ops_prod_dtype(c):
    return ops.prod(c, 0, dtype=ms.int32)


def f_mint_prod(c):
    return mint.prod(c)


def f_mint_prod_dim(c):
    return mint.prod(c, 1)


def f_mean(c):
    return c.mean()


def f_mean1(c):
    return c.mean(1)


def f_mean_keep(c):
    return c.mean(0, keep_dims=True)


def f_mint_mean(c):
    return mint.mean(c)


def f_mint_mean_dtype(c):
    return mint.mean(c, dtype=ms.float32)


def f_mint_mean_dim(c):
    return mint.mean(c, 1)


def f_ops_mean(c):
    return ops.mean(c)


def f_sum_plus(c):
    return c.sum() + 1


FORMS = {
    "sum": f_sum,
    "sum0": f_sum0,
    "sum_neg": f_sum_neg,
    "sum_tuple": f_sum_tuple,
    "sum_keep": f_sum_keep,
    "sum_i32": f_sum_i32,
    "sum_f32": f_sum_f32,
    "sum_u8": f_sum_u8,
    "ops_sum1": f_ops_sum1,
    "ops_sum_keep": f_ops_sum_keep,
    "ops_sum_dtype": f_ops_sum_dtype,
    "mint_sum": f_mint_sum,
    "mint_sum_dim": f_mint_sum_dim,
    "prod": f_prod,
    "prod0": f_prod0,
    "prod_keep": f_prod_keep,
    "ops_prod1": f_ops_prod1,
    "ops_prod_dtype": f_ops_prod_dtype,
    "mint_prod": f_mint_prod,
    "mint_prod_dim": f_mint_prod_dim,
    "mean": f_mean,
    "mean1": f_mean1,
    "mean_keep": f_mean_keep,
    "mint_mean": f_mint_mean,
    "mint_mean_dtype": f_mint_mean_dtype,
    "mint_mean_dim": f_mint_mean_dim,
    "ops_mean": f_ops_mean,
    "sum_plus": f_sum_plus,
}


class Cap(nn.Cell):
    def __init__(self, c, f):
        super().__init__()
        self.c = Tensor(c)
        self.f = f

    def construct(self, x):
        return self.f(self.c), x


class Arg(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, c):
        return self.f(c)


GC = [None]


def make_jit(f):
    @ms.jit
    def j(x):
        return f(GC[0]), x
    return j


def run_jglob(c, f):
    GC[0] = Tensor(c)
    return make_jit(f)(Tensor(1.0))[0]


for dn, c in DATA.items():
    for fn, f in FORMS.items():
        case(f"cap.{dn}.{fn}", lambda: Cap(c, f)(Tensor(1.0))[0])
        case(f"arg.{dn}.{fn}", lambda: Arg(f)(Tensor(c)))
        case(f"mut.{dn}.{fn}", lambda: Arg(f)(ms.mutable(Tensor(c))))
        case(f"jglob.{dn}.{fn}", lambda: run_jglob(c, f))
