# A generator expression in graph code is a list (MindSpore treats it as a list comprehension); tuple()/sum()
# of one keep their own types.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, jit
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        t = (l * l for l in range(10) if l > 5)
        u = tuple(l for l in range(3))
        return t, u, sum(l for l in range(4)), [x * l for l in range(2)]


x = Tensor(np.ones(2, np.float32))
if ms.get_context("mode") == ms.GRAPH_MODE:     # PyNative runs construct as Python: a generator
    emit("cell_genexp", Net()(x))


@jit
def f(x):
    return (x + i for i in range(2))


emit("jit_genexp", f(x))


class JitNet(nn.Cell):
    @jit
    def construct(self, x):
        t = (l * l for l in range(10) if l > 5)
        return t


emit("jit_construct_genexp", JitNet()(x))
emit("jit_construct_genexp_eq", JitNet()(x) == [36, 49, 64, 81])
