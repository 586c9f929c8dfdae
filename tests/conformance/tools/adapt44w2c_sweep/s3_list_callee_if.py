"""Reduction of s2's recurrent-layer differences (left, see docs/differences.md Session 44 adapt44w2c): a Cell whose
construct appends to a list, called in a branch of a Tensor `if`, differentiated; MODE=graph|pynative."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _h import case


class R(nn.Cell):
    def construct(self, x):
        outs = []
        outs.append(x * 2)
        return outs[0]


class RNoList(nn.Cell):
    def construct(self, x):
        return x * 2


class A(nn.Cell):
    def __init__(self, r):
        super().__init__()
        self.r = r

    def construct(self, x):
        if x.sum() > 0:
            y = self.r(x)
        else:
            y = x * 3
        return y.sum()


class Inline(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            outs = []
            outs.append(x * 2)
            y = outs[0]
        else:
            y = x * 3
        return y.sum()


for sign in (1, -1):
    x = Tensor(sign * np.arange(6).reshape(2, 3).astype(np.float32))
    case(f"callee_append.{sign}.fwd", lambda: A(R())(x))
    case(f"callee_append.{sign}.grad", lambda: ms.grad(A(R()))(x))
    case(f"callee_nolist.{sign}.grad", lambda: ms.grad(A(RNoList()))(x))
    case(f"inline_append.{sign}.grad", lambda: ms.grad(Inline())(x))
