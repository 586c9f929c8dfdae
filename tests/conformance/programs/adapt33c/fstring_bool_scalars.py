"""Python values in graph code's f-strings and Python bools under operators (MindSpore 2.10, graph code: ``@jit``
functions in both modes, Graph-mode Cells).  An f-string formats each constant part with MindSpore's own text,
ignoring conversions and format specs: ``f"{(5,)}"`` is '(5)', ``f"{x.shape}"`` of a 1-d Tensor '(3)', bools 'true',
floats C++'s default '%g' ('0.333333', '2', '1e+20'), strings unquoted ('(a, b)'), ``f"{5:03d}"`` '5'; msgraph had
used Python's formatting (silently different strings).  An f-string with a Tensor part is formatted when the graph
runs with Python's text ('(1,)', 'True') but still no format spec (``f"{x[0]:.2f}"`` of 1.5 is '1.5'; msgraph had
refused the spec on a Tensor, MSG406).  ``-True`` is its TypeError "For 'ScalarUsub, [bool] is not a
valid input dtype.", ``+True`` stays True, ``True & False`` / ``True | False`` are Int 0 / 1, ``^``, ``<<``, ``>>``
with a bool operand its TypeError (integer types only); msgraph had computed Python's values.  Found by adapting st
compiler/syntax simple_expression (test_math_ops, test_logic_*, test_operator) to bools and strings (session 33,
adapt33c)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_error


@jit
def texts(t, i, f, b):
    return (f"{t}", f"{(5,)}", f"{((5,), 2)}", f"{[1, (2,)]}", f"{('a', 'b')}", f"{(1.5, 2.0, 1e20, -0.0)}",
            f"{i:03d}", f"{i:>4}", f"{f}", f"{1.0 / 3}", f"{f:.2f}", f"{b}", f"{b!r}", f"{'s'!r}", f"{[b, None]}",
            f"{()}", f"{[]}", f"{(1,):>8}", f"n={i}, t={t}, b={b}")


@jit
def tensor_texts(x, i):
    return f"{x.sum()} and {(1,)} {True} {i:03d}", f"{x}|{x.shape}", f"{x[0]:.2f}", f"{x.sum():>10}"


@jit
def shape_text(x):
    return f"{x.shape}", f"{x.ndim}-{x.shape}"


class ShapeCell(nn.Cell):
    def construct(self, x):
        return f"{x.shape} {True} {(x.ndim,)}"


@jit
def neg(a):
    return -a


@jit
def pos(a):
    return +a


@jit
def bit_and(a, b):
    return a & b


@jit
def bit_or(a, b):
    return a | b


@jit
def bit_xor(a, b):
    return a ^ b


@jit
def shifts(a, b):
    return a << b, a >> b


@jit
def inv(a):
    return ~a


x3 = Tensor(np.ones(3, np.float32))
emit_error("fstring constants", texts, (7, 8.5), 5, 0.25, True)
emit_error("fstring shape", shape_text, x3)
emit_error("fstring with tensors", tensor_texts, Tensor(np.array([1.5, 2.0], np.float32)), 5)
emit_error("fstring shape 2d", shape_text, Tensor(np.ones((2, 3), np.float32)))
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("fstring cell", ShapeCell(), x3)
for name, fn, args in (("neg true", neg, (True,)), ("neg false", neg, (False,)), ("neg int", neg, (3,)),
                       ("pos bool", pos, (False,)), ("and bools", bit_and, (True, True)),
                       ("and bool int", bit_and, (True, 3)), ("or bools", bit_or, (False, False)),
                       ("or bool int", bit_or, (True, 2)), ("xor bools", bit_xor, (True, True)),
                       ("xor int bool", bit_xor, (3, True)), ("xor ints", bit_xor, (6, 3)),
                       ("shift bools", shifts, (True, True)), ("shift ints", shifts, (6, 1)), ("invert bool", inv, (True,))):
    emit_error(name, fn, *args)
