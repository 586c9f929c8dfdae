"""compiler/inline variants: lazy_inline / no_inline Cells and functions, nested SequentialCells, Parameters
shared by the blocks, gradients (GradOperation, get_by_list), int / float / 0-d inputs, loops of no_inline calls."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, lazy_inline, no_inline, jit
from h import case, modes


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.y = Parameter(Tensor(np.array(5.0, np.float32)), name="y")

    def construct(self, x):
        x = x + self.y
        x = x + self.y * 2
        return x - 9


class My(nn.Cell):
    @lazy_inline
    def __init__(self, k=3):
        super().__init__()
        self.block = Block()
        self.k = k

    def construct(self, x):
        return self.block(x + self.k) * 0.5


class Front(nn.Cell):
    @lazy_inline(policy="front")
    def __init__(self):
        super().__init__()
        self.blocks = nn.SequentialCell([My(i) for i in range(3)])

    def construct(self, x):
        return self.blocks(x + 1)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.SequentialCell([Front() for _ in range(2)])

    def construct(self, x):
        out = self.blocks(x)
        out = out + x
        return self.blocks(out)


@no_inline
def ni(v):
    return v * 3 + 2


@jit
def loop_ni(v):
    for _ in range(5):
        v = ni(v)
    return v


@no_inline
def ni_tuple(a, b):
    return a + b, a * b


@jit
def call_ni_tuple(x):
    p, q = ni_tuple(x, 2)
    return p - q


class NoInlineCell(nn.Cell):
    @no_inline
    def helper(self, x):
        return x * x

    def construct(self, x):
        return self.helper(x) + self.helper(x + 1)


for mname, mode in modes():
    ms.set_context(mode=mode)
    if mode == ms.GRAPH_MODE:
        ms.set_context(jit_config={"jit_level": "O0"})   # (the st test's level: O2 fails lazy_inline on CPU)
    for xn, x in (("f32", Tensor(np.array([1.0, 2.0], np.float32))), ("i64_0d", Tensor(10)),
                  ("f16", Tensor(np.array([1.0, -1.0], np.float16))), ("f64_0d", Tensor(np.float64(2.5)))):
        case("%s net %s" % (mname, xn), lambda: Net()(x))
        case("%s grad net %s" % (mname, xn), lambda: ops.GradOperation()(Net())(x))
        case("%s grad params %s" % (mname, xn),
             lambda: (lambda n: ops.GradOperation(get_by_list=True)(n, n.trainable_params())(x))(Net()))
        case("%s my %s" % (mname, xn), lambda: My(7)(x))
        case("%s loop_ni %s" % (mname, xn), lambda: loop_ni(x))
        case("%s ni_tuple %s" % (mname, xn), lambda: call_ni_tuple(x))
        case("%s noinline cell %s" % (mname, xn), lambda: NoInlineCell()(x))
        case("%s grad loop_ni %s" % (mname, xn), lambda: ms.grad(loop_ni)(x))
        case("%s params %s" % (mname, xn), lambda: len(Net().trainable_params()))
