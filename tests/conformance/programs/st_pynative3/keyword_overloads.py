# Tensor methods called with the keywords of MindSpore 2.10's newer overloads (dim, keepdim,
# descending...) rather than the older ones (axis, keepdims): each picks its overload and computes
# the same thing in both modes.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

def argmax_dim_keepdim(t):
    return t.argmax(dim=-1, keepdim=True)


def argmax_axis(t):
    return t.argmax(axis=1)


def cumsum_axis(t):
    return t.cumsum(axis=0)


def logsumexp_dim_keepdim(t):
    return t.logsumexp(dim=1, keepdim=True)


def select_dim_index(t):
    return t.select(1, 0)


def select_negative_dim(t):
    return t.select(-1, 2)


def std_axis(t):
    return t.std(axis=1)


def max_dim_keyword_values(t):
    return t.max(dim=1)[0]


def min_dim_keyword_indices(t):
    return t.min(dim=0, keepdim=True)[1]


class Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


x = Tensor(np.array([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]], np.float32))
for fn in [argmax_dim_keepdim, argmax_axis, cumsum_axis, logsumexp_dim_keepdim, select_dim_index, select_negative_dim, std_axis, max_dim_keyword_values, min_dim_keyword_indices]:
    emit_error(fn.__name__, lambda: Call(fn)(x).asnumpy())
