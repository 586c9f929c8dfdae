"""Division of Python numbers known only when the graph runs (``ms.mutable``) by zero: MindSpore 2.10's scalar
ops raise ValueError ("The divisor could not be zero. But the divisor is zero now.", "The floor divisor ...",
"Cannot perform modulo operation on zero."); msgraph computed inf or a wrapped int64.  A constant zero divisor
of a runtime number is refused the same way.  Each case uses a fresh function (MindSpore 2.10's graph then
fails every later call of the same function with an internal RuntimeError)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mutable
from _conf import emit_error


def div(a, b):
    return a / b


def floordiv(a, b):
    return a // b


def mod(a, b):
    return a % b


def scaled(x, b):
    return x * (3 // b)


def make(op):
    return ms.jit({"div": div, "floordiv": floordiv, "mod": mod, "scaled": scaled}[op])


M = mutable
X = Tensor(np.array([1.0, 2.0], np.float32))
CASES = [  # (label, function, arguments)
    ("m(7) / m(2)", "div", (M(7), M(2))), ("m(3) / m(0)", "div", (M(3), M(0))),
    ("m(3.0) / m(0.0)", "div", (M(3.0), M(0.0))), ("m(3.0) / m(-0.0)", "div", (M(3.0), M(-0.0))),
    ("3 / m(0)", "div", (3, M(0))), ("m(3) / 0", "div", (M(3), 0)),
    ("m(7) // m(2)", "floordiv", (M(7), M(2))), ("m(3) // m(0)", "floordiv", (M(3), M(0))),
    ("m(3.5) // m(0.0)", "floordiv", (M(3.5), M(0.0))), ("m(7) % m(3)", "mod", (M(7), M(3))),
    ("m(3) % m(0)", "mod", (M(3), M(0))), ("m(3.0) % m(0.0)", "mod", (M(3.0), M(0.0))),
    ("3 % m(0)", "mod", (3, M(0))), ("x * (3 // m(2))", "scaled", (X, M(2))), ("x * (3 // m(0))", "scaled", (X, M(0))),
]
for label, op, args in CASES:
    emit_error(label, make(op), *args)
