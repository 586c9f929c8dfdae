"""`Tensor.transpose(dim0=..., dim1=...)` (MindSpore 2.10's newer overload, as model code ported from PyTorch writes it)
swaps two dims in PyNative, in a Graph-mode construct and in `@ms.jit` code, also with one positional argument
(`transpose(1, dim1=2)`); msgraph's graph code read the keywords as the permutation (0, 1) -- a 2-D Tensor came back
untransposed, a 3-D one raised.  Positional `transpose(a, b)` stays a swap in PyNative and the permutation in graph
code, as in MindSpore."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
y = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))


class Kw(nn.Cell):
    def construct(self, a, b):
        return a.transpose(dim0=0, dim1=1), b.transpose(dim0=1, dim1=2), b.transpose(2, dim1=0)


class Pos(nn.Cell):
    def construct(self, a, b):
        return a.transpose(1, 0), b.transpose(2, 0, 1), b.transpose((1, 0, 2))


@ms.jit
def jkw(a, b):
    return (a.transpose(dim0=0, dim1=1) * 2, b.transpose(dim0=-1, dim1=0).sum(0))


@ms.jit
def jpos2(a):
    return a.transpose(0, 1)


emit("eager transpose(dim0=0, dim1=1)", x.transpose(dim0=0, dim1=1))
emit("eager transpose(1, dim1=2)", y.transpose(1, dim1=2))
emit("cell keyword forms", Kw()(x, y))
emit("cell positional forms", Pos()(x, y))
emit("jit keyword forms", jkw(x, y))
emit("jit transpose(0, 1) of 2-D", jpos2(x))
emit_error("eager transpose(dim0=0)", lambda: x.transpose(dim0=0))
