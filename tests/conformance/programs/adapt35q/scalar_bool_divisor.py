"""Python-number arithmetic in graph code with a `mutable` bool operand (found by the adapt35q sweep of st
ops/dynamic_sequence, test_dynamic_scalar_math): MindSpore 2.10's scalar ops take the bool as 0 / 1, so
`mutable(2.5) % True` is 0.5 and a False divisor is their ValueError, with each op's message ("The floor divisor
could not be zero..." for //, "Cannot perform modulo operation on zero." for %).  msgraph had divided by the
constant False (inf, int64 extremes), refused float % bool (numpy's boolean subtract) and used the / message for //."""
from mindspore import nn, mutable
from _conf import emit_error

MODES = ("graph",)


class Div(nn.Cell):
    def construct(self, x, y):
        return x / y


class Mod(nn.Cell):
    def construct(self, x, y):
        return x % y


class FloorDiv(nn.Cell):
    def construct(self, x, y):
        return x // y


class Mixed(nn.Cell):
    def construct(self, x, y):
        return x + y, x - y, x * y, x / y, x // y, x % y


for cell in (Div, Mod, FloorDiv):
    for a, b in ((3, False), (2.5, True), (2.5, False), (True, False), (3, True), (-2.5, True), (7, True)):
        for w in ("mm", "mc", "cm"):
            A = mutable(a) if w in ("mm", "mc") else a
            B = mutable(b) if w in ("mm", "cm") else b
            emit_error("%s_%r_%r_%s" % (cell.__name__, a, b, w), lambda cell=cell, A=A, B=B: cell()(A, B))
emit_error("mixed_float_true", lambda: Mixed()(mutable(2.5), mutable(True)))
emit_error("mixed_int_true", lambda: Mixed()(mutable(3), True))
