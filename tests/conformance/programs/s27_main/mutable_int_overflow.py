"""Python ints known only when the graph runs (``ms.mutable``) add, subtract and multiply as MindSpore 2.10's
scalar ops: int64, and a result outside int64 is its ValueError ("For prim ScalarMul Overflow of the mul of two
signed number x: ..., y: ...."); msgraph's int64 arithmetic wrapped.  A loop counter in a Tensor ``while`` too."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mutable
from _conf import emit_error


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def mul(a, b):
    return a * b


def tripled(x):
    i = 1
    while x.sum() < 1e30:
        x = x * 1.1 + 0.01
        i = i * 3
    return i


M = mutable
BIG = 2 ** 62
CASES = [
    ("m(BIG) + m(BIG)", add, (M(BIG), M(BIG))), ("m(2**63-1) + 1", add, (M(2 ** 63 - 1), 1)),
    ("m(-2**63) + m(-1)", add, (M(-2 ** 63), M(-1))), ("BIG + m(BIG)", add, (BIG, M(BIG))),
    ("m(-BIG) - m(BIG)", sub, (M(-BIG), M(BIG))), ("m(-2**63) - m(1)", sub, (M(-2 ** 63), M(1))),
    ("m(BIG) - m(-BIG)", sub, (M(BIG), M(-BIG))), ("m(BIG) * m(4)", mul, (M(BIG), M(4))),
    ("m(BIG) * 4", mul, (M(BIG), 4)), ("m(-BIG) * m(2)", mul, (M(-BIG), M(2))),
    ("m(-BIG) * m(-2)", mul, (M(-BIG), M(-2))), ("m(3) * m(5)", mul, (M(3), M(5))),
]
for label, fn, args in CASES:
    emit_error(label, ms.jit(fn), *args)
emit_error("tripled loop counter", ms.jit(tripled), Tensor(np.full((4,), 0.01, np.float32)))
