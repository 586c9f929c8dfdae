"""Graph-mode print / ops.Print of values MindSpore 2.10 folds while compiling (session 50, pr50 probes).

MindSpore holds ``ops.ones_like(x)`` / ``ops.zeros_like(x)`` of a graph input of static shape as constants, and
what it folds from them (``a * a``, ``a + a``, ``a * 3``, ``2 * a``, ``a / 2``, ``-a``, casts, reshapes, sums, a
zeros_like times such a constant): print shows them as constant tuples, ``(( 1.00000000e+00, ...))``.  The
sensitivity of a gradient is such a OnesLike, so a Cell backward hook's ``grad_output`` prints so in Graph mode
(st pynative/hook test_hook_function test_cell_hook_grad; session 49 left it).  A constant times a Python number is
one too (``Tensor([1, 2]) * 2`` prints ``(2, 4)``), and constants in a printed tuple print so.  Computed when the
graph runs, printed as a Tensor: a constant plus or minus a number, a zeros_like times / over a number or plus
itself, anything with the input.  msgraph printed all of these as Tensors."""
import sys
import time

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import composite as C
from _conf import emit, emit_stdout

CONST = Tensor([1, 2])


def flushed(fn):
    def run():
        r = fn()
        sys.stdout.flush()
        time.sleep(0.5)
        return r
    return run


class Folds(nn.Cell):
    def construct(self, x):
        a = ops.ones_like(x)
        z = ops.zeros_like(x)
        print("a", a, "z", z)
        print("a*a", a * a, "a+a", a + a, "a*3", a * 3, "2*a", 2 * a, "a/2", a / 2, "neg", -a)
        print("cast", ops.cast(a, ms.int32), "reshape", a.reshape((4,)), "sum", a.sum())
        print("z*a", z * a, "a*0", a * 0, "ones_expr", ops.ones_like(x * x))
        print("fill", ops.fill(ms.int32, (3,), 1), "const*2", CONST * 2, "ones*2", ops.ones((2,), ms.float32) * 2)
        print("tuple", (a, x), "list", [CONST, 1])
        ops.Print()("op", a * 2)
        print("runtime a+1", a + 1, "a-1", a - 1, "z*2", z * 2, "z/2", z / 2, "z+z", z + z, "a*x", a * x)
        return x


def hook(cell, grad_input, grad_output):
    print("grad_input:", grad_input)
    print("grad_output:", grad_output)


class HookLast(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.relu.register_backward_hook(hook)

    def construct(self, x):
        x = x + x
        return self.relu(x * x)


class HookMid(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.relu.register_backward_hook(hook)

    def construct(self, x):
        return self.relu(x * 2) * 3


x = Tensor(np.array([[1.0, -2.0], [3.0, 0.5]], np.float32))
emit_stdout("folds", flushed(lambda: Folds()(x)))
grad_all = C.GradOperation(get_all=True)
for name, cell in (("hook_last", HookLast), ("hook_mid", HookMid)):
    out = {}
    emit_stdout(name, flushed(lambda cell=cell: out.setdefault("g", grad_all(cell())(x))))
    emit(name + "_grad", out["g"])
