"""Graph mode accepts the syntax MindSpore's GRAPH_MODE accepts (issue 4/9), and agrees with PyNative."""
import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import errors, ops


def T(a, dtype=np.float32):
    return ms.Tensor(np.asarray(a, dtype))


def both(fn, *args):
    """fn run eagerly and under ms.jit; returns the two results as numpy (or Python values)."""
    def conv(v):
        if isinstance(v, ms.Tensor):
            return v.asnumpy()
        if isinstance(v, (tuple, list)):
            return type(v)(conv(x) for x in v)
        return v
    return conv(fn(*args)), conv(ms.jit(fn)(*args))


def assert_same(fn, *args):
    eager, graph = both(fn, *args)
    np.testing.assert_equal(eager, graph)
    return graph


# -- recursion is judged per function and receiver ------------------------------------------------

class Wrap(nn.Cell):
    def __init__(self, inner=None):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        if self.inner is None:
            return x * 2
        return self.inner(x) + 1


def test_same_class_cells_nested_are_not_recursion():
    x = T(np.ones((2, 4)))
    net = Wrap(Wrap(Wrap()))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        np.testing.assert_equal(net(x).asnumpy(), np.full((2, 4), 4.0, np.float32))
        np.testing.assert_equal(ms.grad(net)(x).asnumpy(), np.full((2, 4), 2.0, np.float32))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_nested_sequential_cells_in_jit_function():
    net = nn.SequentialCell(nn.SequentialCell(nn.Dense(4, 4), nn.ReLU()), nn.Dense(4, 2))
    x = T(np.arange(8).reshape(2, 4) / 8)

    @ms.jit
    def fwd(v):
        return net(v)
    np.testing.assert_allclose(fwd(x).asnumpy(), net(x).asnumpy(), rtol=1e-6)


def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)


def test_recursion_on_constants_folds():
    def f(x):
        return x * fact(5)
    assert_same(f, T([1.0, 2.0]))


def halve(x):
    if x.sum() > 1:
        return halve(x / 2)
    return x


def test_recursion_on_a_tensor_condition_is_a_graph_call():
    # (MSG408 before: a graph that calls itself now, see test_recursion_graph_call.py)
    assert_same(halve, T([4.0]))


# -- bool()/and/or/not on Tensors in conditions; operand-valued and/or --------------------------

def w_bool_and(t):
    i = 0
    while i < 4 and bool(t.mean() < 2.1):
        t = t + 0.5
        i += 1
    return t


def if_bool_not_or(t):
    if bool(t.sum() > 1) and not t.max() > 5 or t.min() > 100:
        t = t * 2
    return t


def and_or_values(t):
    b = t.sum()
    c = t.max()
    return b and c, b or c, (b - 3) and c, (b - 3) or c


def w_bool_and_counter(t):
    i = 0
    while bool(t.mean() < 2.1) and i < 4:
        t = t + 0.5
        i += 1
    return t


@pytest.mark.parametrize("fn", [w_bool_and, w_bool_and_counter, and_or_values])
def test_tensor_truth_forms_match_pynative(fn):
    assert_same(fn, T([1.0, 2.0]))


def test_python_bool_and_tensor_condition_does_not_join():
    # MindSpore 2.10 (measured, left34): ``bool(t) and <Tensor>`` is a Tensor ``if`` joining a bool scalar with a
    # Tensor: its join TypeError in graph code (PyNative runs it)
    with pytest.raises(TypeError, match="Cannot join"):
        ms.jit(if_bool_not_or)(T([1.0, 2.0]))


def test_and_of_float_and_bool_tensors_does_not_join():
    def f(t):
        return (t.sum() > 1) and t.sum()
    with pytest.raises(TypeError, match="MSG401"):
        ms.jit(f)(T([1.0, 2.0]))


def test_int_float_bool_of_a_tensor_are_python_numbers():
    def f(t):
        return bool(t.sum() > 1), int(t.sum()), float(t.max()), t * int(t.sum())
    b, i, fl, y = ms.jit(f)(T([1.5, 2.0]))
    assert (b, i, fl) == (True, 3, 2.0) and type(i) is int and type(b) is bool
    np.testing.assert_equal(y.asnumpy(), [4.5, 6.0])


# -- names assigned in one branch (or not joinable) are errors only where read ----------------

class Inner(nn.Cell):
    def construct(self, x):
        if x.sum() > 2:
            h = x * 2
            x = h
        return x


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def construct(self, x, y=None):
        if x.sum() > 0:
            y = self.inner(x)
            x = y + 1
        while x.sum() < 20:
            if x.sum() > 3:
                tmp = x * 2
                x = tmp
            else:
                y = 0
                x = x + 1
        return x


def test_one_branch_names_not_read_after_are_fine():
    net = Outer()
    x = T([1.0, 2.0])
    expected = net(x).asnumpy()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        np.testing.assert_equal(net(x).asnumpy(), expected)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_unjoinable_name_read_after_is_msg401():
    # A Tensor in one branch and None in the other: MindSpore 2.10's LAX level joins them as a Python object
    # made when the graph runs (recorded: ut_nn10/tensor_none_join); STRICT is the join TypeError.
    def f(x, y=None):
        if x.sum() > 0:
            y = x
        return y
    assert ms.jit(f)(T([1.0])).asnumpy().tolist() == [1.0]
    assert ms.jit(f)(T([-1.0])) is None
    with pytest.raises(TypeError, match="MSG401"):
        ms.jit(f, fullgraph=True)(T([1.0]))   # (MindSpore 2.10: a jit_config's level does not change jit's)


# -- return inside a while whose condition is a Tensor ---------------------------------------

def ret_in_while(t):
    while t.sum() < 100:
        t = t * 2
        if t.sum() > 20:
            return t * t
    return t - 1


def ret_with_continue(t):
    while t.sum() < 100:
        t = t * 2
        if t.sum() > 5:
            continue
        if t.sum() > 20:
            return t
        break
    return t - 1


def ret_tuple_in_while(t):
    for k in range(3):
        t = t + k
    while t.sum() < 100:
        t = t * 2
        if t.sum() > 50:
            return t, 1
    return t - 1, 0


# (range(ms.Tensor(5)) in graph code is MindSpore 2.10's make_range TypeError: st_fallback4/range_tensor_bound)
@pytest.mark.parametrize("fn", [ret_in_while, ret_with_continue, ret_tuple_in_while])
@pytest.mark.parametrize("start", [[1.0, 2.0], [60.0, 70.0]])
def test_return_in_tensor_while_matches_pynative(fn, start):
    assert_same(fn, T(start))


def test_gradient_through_return_in_tensor_while():
    x = T([1.0, 2.0])
    np.testing.assert_equal(ms.jit(ms.grad(ret_in_while))(x).asnumpy(), ms.grad(ret_in_while)(x).asnumpy())


# -- & | ^ ~ on integer Tensors (MindSpore: bitwise; ~ is LogicalNot) ---------------------------

def bit_ops(a, b):
    return a & b, a | b, a ^ b, ~a, a & 3, a | 6, a ^ 1   # (eager `6 | a`: MindSpore 2.10's TypeError, adapt33n)


@pytest.mark.parametrize("dtype", [np.int64, np.int32, np.uint8, np.bool_])
def test_bitwise_operators_match_pynative(dtype):
    a = ms.Tensor(np.array([5, 3, 0], dtype))
    b = ms.Tensor(np.array([6, 1, 7], dtype))
    eager, graph = both(bit_ops, a, b)
    for e, g in zip(eager, graph):
        assert e.dtype == g.dtype
        np.testing.assert_equal(e, g)
    assert eager[0].dtype == np.dtype(dtype) and eager[3].dtype == np.bool_
    np.testing.assert_equal(eager[2], np.bitwise_xor(a.asnumpy(), b.asnumpy()))


def test_bitwise_on_floats_is_a_dtype_error():
    with pytest.raises(TypeError, match="BitwiseAnd"):
        ops.bitwise_and(T([1.0]), T([2.0]))


# -- starred targets, namedtuple, map, Tensor-indexed tuples, function joins, jit_class -------

import collections  # noqa: E402

Pair = collections.namedtuple("Pair", ["x", "y"])


def starred(t):
    a, *rest = t
    b, *mid, c = (t, t + 1, t + 2, t + 3)
    *d, e = [1, 2, 3]
    return a, rest, b, mid, c, d, e


def named(t):
    p = Pair(t, t * 2)
    return p.x + p.y, p[1]


def comprehensions(t):
    return [v * 2 for v in (t, t)], list(map(lambda v: v + 1, [t, t])), map(lambda v: v - 1, (t,))


@pytest.mark.parametrize("fn", [starred, named])
def test_forms_match_pynative(fn):
    assert_same(fn, T([1.5, 2.0, 3.0]))


def test_map_is_a_list_in_graph_mode():
    out = ms.jit(comprehensions)(T([1.0]))
    assert [type(o) for o in out] == [list, list, tuple]   # map keeps its input's kind


class Switch(nn.Cell):
    def __init__(self):
        super().__init__()
        self.funcs = (nn.ReLU(), nn.Sigmoid(), nn.Tanh())
        self.prims = (ops.Exp(), ops.Neg())

    def construct(self, i, x):
        vals = [1.0, 2.0, 3.0]
        return self.funcs[i](x), self.prims[i % 2](x), vals[i] * x


@pytest.mark.parametrize("i", [0, 1, 2, -1])
def test_tensor_index_into_cells_prims_and_values(i):
    net = Switch()
    x = T([-1.5, 0.5, 3.0])
    idx = ms.Tensor(np.array(i, np.int32))
    eager = [o.asnumpy() for o in net(idx, x)]
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        graph = [o.asnumpy() for o in net(idx, x)]
        first_sum = lambda v: net(idx, v)[0].sum()
        grads = ms.grad(first_sum)(x).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    for e, g in zip(eager, graph):
        np.testing.assert_allclose(g, e, rtol=1e-6)
    np.testing.assert_allclose(grads, ms.grad(lambda v: net(idx, v)[0].sum())(x).asnumpy(), rtol=1e-6)


def double(v):
    return v * 2


def negate(v):
    return -v


def pick(x):
    if x.sum() > 3:
        g = double
    else:
        g = negate
    h = double if x.sum() < 0 else negate
    return g(x), h(x)


@pytest.mark.parametrize("x", [[1.0, 3.0], [0.5, 0.5]])
def test_functions_joined_by_a_tensor_condition(x):
    assert_same(pick, T(x))


@ms.jit_class
class Scale:
    def __init__(self):
        self.k = 3
        self.w = ms.Parameter(T(np.ones(3)), name="w")

    def apply(self, x):
        return x * self.k + self.w

    def __call__(self, x):
        return self.apply(x) - 1


class WithJitMethod:
    def __init__(self):
        self.k = 5

    @ms.jit
    def go(self, x):
        return x + self.k


def test_jit_class_and_callable_objects():
    s, m = Scale(), WithJitMethod()

    def f(x):
        return s.apply(x), s(x), s.k, m.go(x)
    assert_same(f, T([1.5, 2.0, 3.0]))
    with pytest.raises(TypeError, match="jit_class"):
        ms.jit_class(nn.ReLU)


# -- errors: a code, the user's line and a hint that fits ----------------------------------------

def test_missing_ops_function_and_tensor_method_hints():
    def f(x):
        return ops.no_such_op_here(x)

    def g(x):
        return x.no_such_method(2)
    with pytest.raises(AttributeError) as info:
        ms.jit(f)(T([1.0]))
    msg = str(info.value)
    assert "MSG404" in msg and "msgraph.ops" in msg and "'module'" not in msg and "self." not in msg
    with pytest.raises(AttributeError) as info:
        ms.jit(g)(T([1.0]))
    msg = str(info.value)
    assert "MSG404" in msg and "'Tensor' object" in msg and "Sym" not in msg and "self." not in msg


def test_numpy_random_method_folds_at_compile_time():
    def f(x):
        return x * np.float32(np.random.rand() * 0 + 2)
    np.testing.assert_equal(ms.jit(f)(T([1.0, 2.0])).asnumpy(), [2.0, 4.0])


class Counter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.count = 0
        self.table = ms.Parameter(T([1.0, 2.0]), name="table")

    def construct(self, x):
        self.count = self.count + 1
        return x + self.count + self.table.value()


def test_plain_attribute_write_and_parameter_value():
    net = Counter()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        a = net(T([0.0, 0.0])).asnumpy()
        b = net(T([0.0, 0.0])).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_equal(a, [2.0, 3.0])
    np.testing.assert_equal(b, [3.0, 4.0])
    assert net.count == 2


def test_tensor_attribute_write_is_stored_after_each_run():
    """``self.last = x * 2`` in construct: MindSpore 2.10 accepts it but keeps the first call's value
    ([2.] after a second call with 3.0: stale); msgraph stores each run's value, as PyNative does
    (docs/differences.md, "Side effects and gradients")."""
    class Keep(nn.Cell):
        def construct(self, x):
            self.last = x * 2
            return x
    keep = Keep()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        keep(T([1.0]))
        np.testing.assert_array_equal(keep.last.asnumpy(), [2.0])
        keep(T([3.0]))
        np.testing.assert_array_equal(keep.last.asnumpy(), [6.0])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_library_cell_error_is_reported_at_the_user_line():
    dense = nn.Dense(3, 4)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(ValueError) as info:
            dense(T(np.ones((2, 2))))   # the user's line
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert "dense(T(np.ones((2, 2))))   # the user's line" in str(info.value)
    assert "basic.py" in "".join(info.value.__notes__)


# -- runtime fallback (LAX): Python on Tensor values runs when the graph runs --------------------

def fallback_forms(x):
    a = x.asnumpy()
    return (np.exp(x), f"v={x.sum()}", "s={}".format(x.max()), str(x.sum()), ms.Tensor(a * 2), np.sum(a),
            x.sum() in [3, 4], x.sum() not in (3,))


def test_runtime_fallback_forms():
    x = T([1.0, 2.0])
    out = ms.jit(fallback_forms)(x)
    assert type(out[0]) is np.ndarray     # numpy's result stays numpy, as in MindSpore
    np.testing.assert_allclose(out[0], np.exp([1.0, 2.0]), rtol=1e-6)
    assert out[1:4] == ("v=3.0", "s=2.0", "3.0")
    np.testing.assert_equal(out[4].asnumpy(), [2.0, 4.0])
    assert out[5] == 3.0 and type(out[5]) is np.float32
    # a Tensor is in no sequence of numbers in MindSpore 2.10's graph code (measured: adapt34g/tensor_in_numbers)
    assert bool(out[6]) is False and out[7] is True
    ms.jit(fallback_forms)(x)
    j = ms.jit(fallback_forms)
    j(x)
    assert "PyExecute" in j.get_ir()


def test_runtime_fallback_is_not_differentiable_and_strict_rejects_it():
    def f(x):
        return ms.grad(lambda v: np.exp(v).sum())(x)
    # no gradient flows back through Python run by the graph: zeros, as in MindSpore 2.10
    np.testing.assert_array_equal(ms.jit(f)(T([1.0])).asnumpy(), [0.0])

    def g(x):
        return f"{x}"
    with pytest.raises(TypeError, match="MSG406"):
        ms.jit(g, fullgraph=True)(T([1.0]))


def test_round_half_to_even_and_ndigits_error():
    def f(t):
        return round(t.sum()), ops.round(t), t.round()
    x = T([-2.5, 0.5, 1.5, 2.6])
    for e, g in zip(*both(f, x)):
        np.testing.assert_equal(e, g)
    np.testing.assert_equal(ops.round(x).asnumpy(), [-2.0, 0.0, 2.0, 3.0])
    with pytest.raises(RuntimeError, match="decimals equal 1"):
        round1 = lambda t: round(t.sum(), 1)
        ms.jit(round1)(x)


def test_all_any_of_tensors():
    def f(x, y):
        return all(x), all(y), any(x), any(y - 1), all([x[0], np.array([1])]), any([y[0], 0])
    x, y = ms.Tensor(np.array([0, 1, 2])), ms.Tensor(np.array([1, 1]))
    assert ms.jit(f)(x, y) == (False, True, True, False, False, True)


def test_return_join_error_names_both_returns():
    def foo(x, y):
        if x < y:
            return ms.Tensor([1, 2, 3])
        return 0
    with pytest.raises(TypeError) as info:
        ms.jit(foo)(T(2.0), T(6.0))
    msg = str(info.value)
    assert "MSG401" in msg and "return ms.Tensor([1, 2, 3])" in msg and "return 0" in msg


def hof(x):
    def f(v):
        return v + 3

    def k(v):
        return v - 1

    def g(v):
        if v < 5:
            return f
        return k

    return g(x)(x)


@pytest.mark.parametrize("x", [2.0, 7.0])
def test_function_returned_by_a_tensor_if_then_called(x):
    assert_same(hof, T(x))


def test_set_context_jit_config_dict():
    ms.set_context(jit_config={"jit_level": "O0"})
    try:
        assert ms.get_context("jit_level") == "O0"
    finally:
        ms.set_context(jit_level="O1")
