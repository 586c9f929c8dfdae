"""CumSum/CumProd with exclusive and reverse, negative axes, integer inputs, gradients."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

x = Tensor(np.array([[1.0, 2.0, 3.0, 4.0], [0.5, -1.0, 2.0, 0.0]], np.float32))


def cs(a):
    return ops.CumSum()(a, 1)


def cs_excl(a):
    return ops.CumSum(exclusive=True)(a, 1)


def cs_rev(a):
    return ops.CumSum(reverse=True)(a, -1)


def cs_both(a):
    return ops.CumSum(exclusive=True, reverse=True)(a, 0)


def cp(a):
    return ops.CumProd()(a, 1)


def cp_excl(a):
    return ops.CumProd(exclusive=True)(a, 1)


def cp_rev(a):
    return ops.CumProd(reverse=True)(a, -1)


def f_cum(a):
    return ops.cumsum(a, 0), ops.cumprod(a, 1), a.cumsum(axis=1), a.cumsum()


for name, f in (("CumSum", cs), ("CumSum_exclusive", cs_excl), ("CumSum_reverse", cs_rev),
                ("CumSum_excl_rev", cs_both), ("CumProd", cp), ("CumProd_exclusive", cp_excl),
                ("CumProd_reverse", cp_rev)):
    check(name, f, x, grad=True)
check("functional", f_cum, x)
check("CumSum_int", cs_rev, Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32)))
check("CumProd_int", cp, Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32)))
check("CumSum_f16", cs, Tensor(np.array([[0.5, 0.25, 1.0]], np.float16)))
