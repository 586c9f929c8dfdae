"""print() / ops.Print() in graph code of a Tensor whose value is known while compiling.

MindSpore 2.10's Print shows a constant Tensor -- a literal (``Tensor([1, 2])``), a global, a Cell attribute, or
the result of an op it folds from such (Add / Sub / Mul of two constants, Neg, Cast, Reshape, ReduceSum,
ZerosLike, ones / zeros) -- as a constant tuple: ``(1, 2)``, ``( 1.50000000e+00,  2.50000000e+00)``,
``((1, 2),\\n (3, 4))``, ``( True, False)``.  Ops it computes when the graph runs (MatMul, Exp, a comparison,
indexing, a Tensor plus a Python number) and the graph's inputs print as ``Tensor(shape=..., ...)``.  st
compiler/fallback/control_flow/test_fallback_210_while_after_if_in_if.py prints ``x: (1)``.  msgraph printed every
one as ``Tensor(shape=[1], dtype=Int64, value=[1])``.  (Session 49 printed-output comparison.)"""
import sys
import time

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit_stdout

MODES = ("graph",)
C = Tensor([1.0, 2.0])


def flushed(fn):
    def run():
        r = fn()
        sys.stdout.flush()
        time.sleep(0.5)
        return r
    return run


class Literals(nn.Cell):
    def construct(self, y):
        x = Tensor([1])
        z = Tensor([1, 2])
        print("x:", x, z, Tensor([1.5, 2.5]), Tensor([True, False]), Tensor(3))
        print(Tensor([[1, 2], [3, 4]]), Tensor(np.array([1, 2], np.int32)), Tensor([1.5], ms.float16))
        print("input", y, x + y)
        return y


class Folded(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor([1, 2])

    def construct(self, y):
        print("attr", self.t, "glob", C)
        a = Tensor([[1.0, 2.0], [3.0, 4.0]])
        b = Tensor([[0.5, 1.0], [1.5, 2.0]])
        print("add", a + b, "sub", a - b, "mul", a * b, "neg", -a)
        print("cast", a.astype(ms.int32), "reshape", a.reshape(4), "sum", a.sum(), ops.reduce_sum(a, 0))
        print("zl", ops.zeros_like(a), "ones", ops.ones((2,), ms.float32))
        print("matmul", ops.matmul(a, a), "plus1", a + 1, "exp", ops.exp(a), "idx", a[0], "cmp", a > 2)
        return y


class PrintOp(nn.Cell):
    def construct(self, y):
        x = Tensor([1])
        w = Tensor([2])
        ops.Print()("p", x, x * w, y)
        return y


class Big(nn.Cell):
    def construct(self, y):
        print(Tensor(np.arange(13, dtype=np.float32)))
        print(Tensor(np.arange(49).reshape(7, 7)))
        return y


for name, cell in (("literals", Literals), ("folded", Folded), ("print_op", PrintOp), ("big", Big)):
    emit_stdout(name, flushed(lambda cell=cell: cell()(Tensor([5]))))
