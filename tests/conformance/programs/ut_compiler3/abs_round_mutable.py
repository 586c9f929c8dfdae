"""Brief of h-comp13 (session 19), from h-comp12's open item (tests/ut/python/dynamic_sequence scalar math): in graph
code ``abs()`` / ``round()`` of an ``ms.mutable`` number is MindSpore 2.10's TypeError (the Abs / Round Tensor ops
refuse a number); msgraph computed them as Python's.  Constants still fold as Python's."""
import mindspore as ms
from mindspore import jit, mutable
from _conf import emit, emit_error


@jit
def absf(x):
    return abs(x)


@jit
def roundf(x):
    return round(x)


@jit
def round_digits(x):
    return round(x, 1)


@jit
def abs_plus(x):
    return abs(x) + 1


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("abs_mut_float", absf, mutable(-1.5))
    emit_error("abs_mut_int", absf, mutable(-3))
    emit_error("round_mut_float", roundf, mutable(1.5))
    emit_error("round_mut_int", roundf, mutable(3))
    emit_error("round_digits_mut", round_digits, mutable(1.25))
    emit_error("abs_plus_mut", abs_plus, mutable(-1.5))
    emit("abs_const", absf(-1.5))
    emit("round_const", roundf(2.5))
    emit("round_const_int", roundf(7))
