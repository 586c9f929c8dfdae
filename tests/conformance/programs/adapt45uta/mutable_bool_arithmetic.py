"""adapt45uta: arithmetic and comparisons on ``ms.mutable(True)`` in graph code (MindSpore 2.10 CPU; found by the
adapt45uta sweep s4, variants of ut dynamic_sequence/test_dynamic_scalar_math and mutable/test_mutable_in_graph).

A mutable bool is a value MindSpore knows only when the graph runs: ``a * b``, ``a + True``, ``a // b``, ``a > b``
of mutable bools (or a mutable bool and a constant number) are too (``F.isconstant`` False), with Python's values.
msgraph folded them to constants (SILENT: ``F.isconstant`` True; the values were already Python's).  ``-a`` is
MindSpore's TypeError (ScalarUsub refuses a bool), ``+a`` the bool itself.  Bit operators: ``a & b`` / ``a | b`` of two
bools (one a mutable bool) are MindSpore's RuntimeError (its bit_and / bit_or kernels take no bool), with an int a
run-time value; ``^`` and ``<<`` with a mutable bool operand are RuntimeErrors (msgraph computed them all)."""
import mindspore as ms
from mindspore import jit, mutable
from mindspore.ops import functional as F
from _conf import emit_error


def mul(a, b):
    return a * b


def add_const(a, b):
    return a + True


def floordiv(a, b):
    return a // b


def div(a, b):
    return a / b


def gt(a, b):
    return a > b


def eq(a, b):
    return a == b


def neg(a, b):
    return -a


def pos(a, b):
    return +a


def mul_int(a, b):
    return a * 3


def band(a, b):
    return a & b


def bor(a, b):
    return a | b


def bxor(a, b):
    return a ^ b


def band_int(a, b):
    return a & 3


def bor_int(a, b):
    return a | 2


def lshift(a, b):
    return a << 2


for f in (mul, add_const, floordiv, div, gt, eq, neg, pos, mul_int, band, bor, bxor, band_int, bor_int, lshift):
    def g(a, b, f=f):
        c = f(a, b)
        return c, F.isconstant(c)
    for ta, tb in ((True, True), (False, True), (True, 2.5)):
        emit_error(f"{f.__name__}_{ta}_{tb}", jit(g), mutable(ta), mutable(tb))


@jit
def chained(a, b):
    c = a * b + 1
    return c * 2, F.isconstant(c), isinstance(c, int)


emit_error("chained", chained, mutable(True), mutable(True))
