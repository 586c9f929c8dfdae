"""Primitives that MindSpore 2.10 builds from their numbers when it compiles (``Primitive.__init__`` arguments):
given a number known only when the graph runs -- ``int(t)`` of a Tensor argument in a Graph-mode Cell, as st
TEST_OP passes numbers, or ``ms.mutable`` -- they are its compile-time TypeError "When creating an instance of
'Stack', all arguments are required to be constants".  msgraph ran the call when the graph ran (session 48 widened
that to every op function); ops.stack's and ops.argsort's / ops.sort's axis are now the TypeError.  Ops that take the
number as an input keep computing (ops.cat, ops.triu: recorded here too)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

MODES = ("graph",)


def stack(t, s, d):
    return ops.stack((t, s), int(d))


def argsort(t, d):
    return ops.argsort(t, int(d))


def sort(t, d):
    return ops.sort(t, int(d))[0]


def cat(t, s, d):
    return ops.cat((t, s), int(d))


def triu(t, d):
    return ops.triu(t, int(d))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


x = Tensor(np.array([[-1.5, 0.5, 2.0, 0.0], [3.0, -0.25, -4.0, 1.25], [0.75, 6.0, -2.5, 0.125]], np.float32))
y = Tensor(np.array([[0.5, -1.0, 1.5, 2.0], [1.0, 2.0, -0.5, 0.25], [-1.25, 0.5, 3.0, -2.0]], np.float32))
emit_error("stack", Net(stack), x, y, Tensor(1))
emit_error("argsort", Net(argsort), x, Tensor(0))
emit_error("sort", Net(sort), x, Tensor(0))
emit_error("stack_mutable", Net(ops.stack), (x, y), ms.mutable(1))
emit("cat", Net(cat)(x, y, Tensor(1)))
emit("triu", Net(triu)(x, Tensor(-1)))
emit("stack_const_axis", ops.stack((x, y), 1))
