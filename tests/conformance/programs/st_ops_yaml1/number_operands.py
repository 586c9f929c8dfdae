"""Adapted from tests/st/ops/test_ops_less.py::test_ops_less_number_to_number_forward (and probes of the ops it uses):
MindSpore 2.10's signatures refuse a Python number as the first input of Less/Equal (``ops.less(5, x)``,
``P.Equal()(1.5, x)``: TypeError, while ``5 < x`` computes), a non-bool number at either input of
LogicalAnd/Or/Xor, and a Python number in the function form of the unary math ops (``ops.exp(3)``), in both modes.
msgraph computed them all."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mint, ops
from mindspore.ops import operations as P
from mindspore.ops.auto_generate import less
from _conf import emit, emit_error

GRAPH = ms.get_context("mode") == ms.GRAPH_MODE
X = Tensor(np.array([1, 6, 9], np.int32))
XF = Tensor(np.array([1.5, 0.0, -2.0], np.float32))
XB = Tensor(np.array([True, False, True]))


def call(fn, *consts):
    """fn on the constants (and X, XF, XB as Tensor arguments) in the current mode."""
    if not GRAPH:
        return lambda x, xf, xb: fn(x, xf, xb, *consts)

    @jit
    def f(x, xf, xb):
        return fn(x, xf, xb, *consts)
    return f


def run(label, fn, *consts):
    emit_error(label, call(fn, *consts), X, XF, XB)


def ok(label, fn, *consts):
    emit(label, call(fn, *consts)(X, XF, XB))


def number_first(fn, which):
    """fn(number, Tensor): X, XF or XB by ``which``."""
    def f(x, xf, xb, a):
        return fn(a, (x, xf, xb)[which])
    return f


def number_second(fn, which):
    def f(x, xf, xb, a):
        return fn((x, xf, xb)[which], a)
    return f


def numbers_only(fn):
    def f(x, xf, xb, a, b):
        return fn(a, b)
    return f


def lt_operator(x, xf, xb, a):
    return a < x


def eq_operator(x, xf, xb, a):
    return a == xf


# Less / Equal: a Tensor first
run("auto_less_int_tensor", number_first(less, 0), 5)
run("ops_less_int_tensor", number_first(ops.less, 0), 5)
run("ops_lt_float_tensor", number_first(ops.lt, 1), 0.5)
run("ops_less_ints", numbers_only(ops.less), 5, 6)
run("prim_less_int_tensor", number_first(P.Less(), 0), 5)
run("ops_equal_float_tensor", number_first(ops.equal, 1), 1.5)
run("ops_eq_bool_tensor", number_first(ops.eq, 2), True)
run("prim_equal_int_tensor", number_first(P.Equal(), 0), 6)
ok("ops_less_tensor_int", number_second(ops.less, 0), 5)
ok("prim_less_tensor_float", number_second(P.Less(), 1), 0.5)
ok("ops_equal_tensor_int", number_second(ops.equal, 0), 6)
ok("op_int_lt_tensor", lt_operator, 5)
ok("op_float_eq_tensor", eq_operator, 1.5)
ok("ops_greater_int_tensor", number_first(ops.greater, 0), 5)
ok("ops_not_equal_int_tensor", number_first(ops.not_equal, 0), 6)
ok("ops_less_equal_int_tensor", number_first(ops.less_equal, 0), 6)

# LogicalAnd / LogicalOr / LogicalXor: a bool or a Tensor at each input (numeric Tensors are fine)
run("logical_and_tensor_int", number_second(ops.logical_and, 2), 5)
run("logical_and_int_tensor", number_first(ops.logical_and, 2), 1)
run("logical_or_tensor_float", number_second(ops.logical_or, 1), 2.0)
run("logical_xor_tensor_float", number_second(ops.logical_xor, 2), 1.5)
run("prim_logical_and_tensor_int", number_second(P.LogicalAnd(), 0), 1)
run("prim_logical_or_int_tensor", number_first(P.LogicalOr(), 2), 0)
ok("logical_and_tensor_bool", number_second(ops.logical_and, 0), True)
ok("logical_or_bool_tensor", number_first(ops.logical_or, 1), False)
ok("logical_and_int_tensors", number_second(ops.logical_and, 0), XF)

# the mint forms
run("mint_lt_int_tensor", number_first(mint.lt, 0), 5)
run("mint_eq_float_tensor", number_first(mint.eq, 1), 0.5)
run("mint_logical_and_tensor_int", number_second(mint.logical_and, 2), 2)
ok("mint_lt_tensor_int", number_second(mint.lt, 0), 5)
ok("mint_logical_or_tensor_bool", number_second(mint.logical_or, 0), True)


# the unary function forms on a Python number
def unary_on(name):
    fn = getattr(ops, name)

    def on_number(x, xf, xb, a):
        return fn(a)

    def on_tensor(x, xf, xb):
        return fn(xf)
    return on_number, on_tensor


def mint_exp_on_number(x, xf, xb, a):
    return mint.exp(a)


for name in ("exp", "neg", "abs", "sqrt", "floor", "sin", "sigmoid", "logical_not", "isnan", "reciprocal"):
    on_number, on_tensor = unary_on(name)
    run(f"{name}_int", on_number, 3)
    run(f"{name}_float", on_number, 2.5)
    ok(f"{name}_tensor", on_tensor)
run("mint_exp_int", mint_exp_on_number, 3)
