import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit


@ms.jit
def compare(x, y):
    m = ((x, x + 1), x + 2)
    n = ((y, y - 1), y + 2)
    return m < n, m <= n, m > n, m >= n


@ms.jit
def count(x, y):
    m = ((x, y), (x + 1, y + 1), (x, y))
    n = (x, y)
    return m.count(n)


@ms.jit
def index(x, y):
    m = (x, x + 1, y)
    return m.index(y)


@ms.jit
def contains(x, y):
    m = ((x, y), (x + 1, y + 1))
    return (x + 1, y + 1) in m, (y, x) in m


emit("tuple_compare", compare(Tensor([1]), Tensor([3])))
emit("tuple_count", count(Tensor([1]), Tensor([3])))
emit("tuple_index", index(Tensor([1]), Tensor([3])))
emit("tuple_in", contains(Tensor([1]), Tensor([3])))
