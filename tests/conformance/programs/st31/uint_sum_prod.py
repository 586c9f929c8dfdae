"""Reductions of unsigned Tensors: MindSpore 2.10's SumExt / ProdExt (``x.sum()``, ``ops.sum``, ``mint.sum``,
``x.prod()``, ``ops.prod``, ``mint.prod``) widen bool, int8-int32 and uint8 to Int64 but keep uint16, uint32 and
uint64 (msgraph had made every integer Int64); ``cumprod`` widens all of them.  ``Tensor.mean`` of a bool Tensor
is a RuntimeError (msgraph had returned Float64).  Found by adapting st graph_syntax test_sum / test_max_min to
other dtypes (session 31)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


def t_sum(x):
    return x.sum()


def t_sum0(x):
    return x.sum(0)


def o_sum(x):
    return ops.sum(x)


def m_sum(x):
    return mint.sum(x)


def t_prod(x):
    return x.prod()


def o_prod(x):
    return ops.prod(x)


def m_prod(x):
    return mint.prod(x)


def t_cumprod(x):
    return x.cumprod(0)


def o_cumsum(x):
    return ops.cumsum(x, 0)


def t_mean(x):
    return x.mean()


for dt in (np.uint8, np.uint16, np.uint32, np.uint64, np.int16, np.bool_):
    x = Tensor(np.array([3, 2, 1]).astype(dt))
    for name, fn in (("x.sum()", t_sum), ("x.sum(0)", t_sum0), ("ops.sum", o_sum), ("mint.sum", m_sum),
                     ("x.prod()", t_prod), ("ops.prod", o_prod), ("mint.prod", m_prod), ("x.cumprod", t_cumprod),
                     ("ops.cumsum", o_cumsum), ("x.mean()", t_mean)):
        emit_error("%s %s" % (name, np.dtype(dt).name), Net(fn), x)
