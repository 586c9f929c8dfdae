"""Reductions with a dim/axis given as ms.mutable(int) (and a mutable keepdim) inside a Cell, forward and
gradient (follow-up of s6: mint.max with a mutable dim)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, mutable, mint
from _h import case

xt = Tensor(np.array([[1.0, 2.0, 5.0, 1.0], [3.0, 0.5, 3.0, 0.0]]), ms.float32)


class C(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, d, k):
        return self.f(x, d, k)


def f_mint_max(x, d, k):
    return mint.max(x, d, k)


def f_mint_min(x, d, k):
    return mint.min(x, d, k)


def f_mint_max_kw(x, d, k):
    return mint.max(x, dim=d, keepdim=k)


def f_mint_max_nokeep(x, d, k):
    return mint.max(x, d)


def f_ops_max(x, d, k):
    return ops.max(x, d, k)


def f_tensor_max(x, d, k):
    return x.max(d, k)


def f_mint_sum(x, d, k):
    return mint.sum(x, d, k)


def f_mint_mean(x, d, k):
    return mint.mean(x, d, k)


def f_mint_prod(x, d, k):
    return mint.prod(x, d, k)


def f_mint_amax(x, d, k):
    return mint.amax(x, d, k)


def f_mint_softmax(x, d, k):
    return mint.nn.functional.softmax(x, d)


fns = {"mint_max": f_mint_max, "mint_min": f_mint_min, "mint_max_kw": f_mint_max_kw, "mint_max_nokeep": f_mint_max_nokeep, "ops_max": f_ops_max, "tensor_max": f_tensor_max, "mint_sum": f_mint_sum, "mint_mean": f_mint_mean, "mint_prod": f_mint_prod, "mint_amax": f_mint_amax, "mint_softmax": f_mint_softmax}
for name, f in fns.items():
    case(f"{name}_const", lambda f=f: C(f)(xt, 1, True))
    case(f"{name}_mut", lambda f=f: C(f)(xt, mutable(1), mutable(True)))
    case(f"{name}_mut_neg", lambda f=f: C(f)(xt, mutable(-2), mutable(False)))
    case(f"{name}_mut_grad", lambda f=f: ops.GradOperation()(C(f))(xt, mutable(1), mutable(True)))
