"""The errors of ops given numbers known only when the graph runs (``int(t)`` of a Tensor argument in a Graph-mode
Cell, as st TEST_OP passes an op's numbers, or ``ms.mutable``), where MindSpore 2.10 refuses them.

MindSpore: mint.argmax / mint.sum with an out-of-range dim are its ValueError (the value checked when the op runs;
msgraph: TypeError "the 'axis' must be a constant int when the graph is compiled" / "must be an int, but got Aval");
ops.diff with n = 2 its RuntimeError "'n' must be 1" as with a constant (msgraph: TypeError "'n' must be int, but got
Sym"); ops.split / ops.chunk / ops.tensor_split / mint.split whose output count would follow the number its
compile-time RuntimeError (msgraph: TypeError "len() of a 0-d Tensor").  A valid run-time dim computes (recorded too).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error

MODES = ("graph",)


def argmax(t, d):
    return mint.argmax(t, int(d))


def msum(t, d):
    return mint.sum(t, int(d))


def diff(t, n):
    return ops.diff(t, int(n))


def split(t, s):
    return ops.split(t, int(s), 1)[0]


def chunk(t, c):
    return ops.chunk(t, int(c), 1)[0]


def tensor_split(t, c):
    return ops.tensor_split(t, int(c), 1)[0]


def mint_split(t, s):
    return mint.split(t, int(s), 1)[0]


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


x = Tensor(np.array([[-1.5, 0.5, 2.0, 0.0], [3.0, -0.25, -4.0, 1.25], [0.75, 6.0, -2.5, 0.125]], np.float32))
emit("argmax_dim1", Net(argmax)(x, Tensor(1)))
emit("sum_dim_neg2", Net(msum)(x, Tensor(-2)))
emit_error("argmax_dim2", Net(argmax), x, Tensor(2))
emit_error("argmax_mutable_dim2", Net(mint.argmax), x, ms.mutable(2))
emit_error("sum_dim2", Net(msum), x, Tensor(2))
emit_error("sum_dim_neg3", Net(msum), x, Tensor(-3))
emit_error("diff_n2", Net(diff), x, Tensor(2))
emit("diff_n1", Net(diff)(x, Tensor(1)))
emit_error("split", Net(split), x, Tensor(3))
emit_error("chunk", Net(chunk), x, Tensor(2))
emit_error("tensor_split", Net(tensor_split), x, Tensor(2))
emit_error("mint_split", Net(mint_split), x, Tensor(3))
