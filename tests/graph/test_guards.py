"""Guards: a graph that folded a Cell attribute is reused only while the attribute is unchanged.

One rule (msgraph.frontend.guards) decides by value vs by identity, for guarded attributes and
for scalar arguments of a jitted call alike: numbers, strings, None and tuples of them by value
*and type*; sub-Cells, constant Tensors and other objects by identity.
"""
import weakref

import numpy as np
import pytest

import msgraph as ms
from msgraph import api, nn
from msgraph.frontend import guards


class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k


def run_both(net, x):
    """net(x) in Graph mode, then in PyNative: (graph result, pynative result, compiles so far)."""
    with ms.context_scope(mode=ms.GRAPH_MODE):
        g = net(x)
        compiles = ms.compiled(net).cache_info().compiles
    with ms.context_scope(mode=ms.PYNATIVE_MODE):
        p = net(x)
    return g, p, compiles


def same(a, b):
    assert a.dtype == b.dtype, (a.dtype, b.dtype)
    np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())


def test_number_attribute_changing_type_recompiles():
    # 2, 2.0 and True are == in Python but fold to different constants: each its own graph.
    net = Scale(2)
    x = ms.Tensor(np.array([1, 2], np.int32))
    seen = []
    for k in (2, 2.0, True, 1 + 1, 2.0):
        net.k = k
        g, p, compiles = run_both(net, x)
        same(g, p)
        seen.append(compiles)
    assert seen == [1, 2, 3, 4, 5], seen   # back to int 2 after True: compiled again, never True's graph
    net.k = 2
    with ms.context_scope(mode=ms.GRAPH_MODE):
        assert net(x).dtype == ms.int32


def test_equal_value_same_type_reuses_the_graph():
    net = Scale(3.0)
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    with ms.context_scope(mode=ms.GRAPH_MODE):
        net(x)
        net.k = 1.5 * 2                      # another float object, same value
        net(x)
        assert ms.compiled(net).cache_info().compiles == 1


def test_tuple_attribute_compares_elements_by_type():
    class Pad(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = (1, 2)

        def construct(self, x):
            return x * self.c[0] + self.c[1]

    net = Pad()
    x = ms.Tensor(np.array([1, 2], np.int32))
    same(*run_both(net, x)[:2])
    net.c = (1.0, 2)
    g, p, compiles = run_both(net, x)
    same(g, p)
    assert g.dtype != ms.int32 and compiles == 2


def test_sub_cell_is_guarded_by_identity():
    class Outer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.inner = Scale(2.0)

        def construct(self, x):
            return self.inner(x) + 1.0

    net = Outer()
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    same(*run_both(net, x)[:2])
    net.inner = Scale(3.0)
    g, p, compiles = run_both(net, x)
    same(g, p)
    assert compiles == 2


@pytest.mark.parametrize("value, by_value", [
    (1, True), (1.5, True), (True, True), ("s", True), (None, True), ((1, (2.0, "a")), True),
    ([1], False), (np.float32(1.0), False), (ms.Tensor(np.ones(2, np.float32)), False), (Scale(1), False),
])
def test_by_value_decision(value, by_value):
    assert guards.by_value(value) is by_value
    assert bool(guards.make_guard(None, "a", value)[3]) is (not by_value)


def test_constant_tensor_guard_follows_its_storage():
    """A constant Tensor attribute written in place between calls recompiles: MindSpore 2.10's graph reads the
    Tensor's storage when it runs (adapt37pm/tensor_attr_inplace)."""
    import weakref

    class Holder:
        pass

    h = Holder()
    h.t = ms.Tensor(np.ones(2, np.float32))
    g = guards.make_guard(weakref.ref(h), "t", h.t)
    assert guards.guards_hold([g])
    h.t[0] = 5.0
    assert not guards.guards_hold([g])


def test_unchanged_compares_type_and_value():
    assert guards.unchanged(2, 2, False)
    assert not guards.unchanged(2.0, 2, False)
    assert not guards.unchanged(True, 1, False)
    assert not guards.unchanged((1, 2.0), (1, 2), False)
    assert guards.unchanged((1, 2), (1, 2), False)
    t = ms.Tensor(np.ones(2, np.float32))
    assert guards.unchanged(t, t, True)
    assert not guards.unchanged(ms.Tensor(np.ones(2, np.float32)), t, True)
    assert not guards.unchanged(2, (2,), False)


def test_guards_hold_ignores_dead_cells_and_sees_deleted_attributes():
    net = Scale(2)
    g = guards.make_guard(weakref.ref(net), "k", 2)
    assert guards.guards_hold([g])
    del net.__dict__["k"]
    assert not guards.guards_hold([g])
    del net
    assert guards.guards_hold([g])


def test_scalar_arguments_use_the_same_by_value_types():
    assert api._SCALARS is guards.BY_VALUE_TYPES
    mul = lambda x, k: x * k
    f = ms.jit(mul)
    x = ms.Tensor(np.array([1, 2], np.int32))
    for k in (2, 2.0, True):
        assert f(x, k).dtype == (x * k).dtype
    assert f.cache_info().compiles == 3


def test_bytecode_closure_cells_and_class_attributes_are_guarded():
    # (adapt38pj) bytecode capture: a rebound closure cell or a class attribute read through an instance recompiles,
    # an unchanged one reuses the graph
    k = 2

    def f(x):
        return x * k
    j = ms.jit(f, capture_mode="bytecode")
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    np.testing.assert_array_equal(j(x).asnumpy(), [2.0, 4.0])
    np.testing.assert_array_equal(j(x).asnumpy(), [2.0, 4.0])
    k = 5
    np.testing.assert_array_equal(j(x).asnumpy(), [5.0, 10.0])
    cell = f.__closure__[0]
    guard = guards.make_guard(lambda c=cell: c, "cell_contents", 5)
    assert guards.guards_hold([guard])
    k = 6
    assert not guards.guards_hold([guard])

    class P:
        c = 1

        @ms.jit(capture_mode="bytecode")
        def m(self, x):
            return x + self.c
    p = P()
    np.testing.assert_array_equal(p.m(x).asnumpy(), [2.0, 3.0])
    P.c = 3
    np.testing.assert_array_equal(p.m(x).asnumpy(), [4.0, 5.0])


def test_bytecode_guards_celllist_members():
    """Bytecode capture recompiles when a CellList it read gains, loses or replaces a member (adapt45pij)."""
    import msgraph as ms
    from msgraph import nn

    class Add(nn.Cell):
        def __init__(self, b):
            super().__init__()
            self.b = b

        def construct(self, x):
            return x + self.b

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.layers = nn.CellList([Add(1), Add(2)])

        def construct(self, x):
            for layer in self.layers:
                x = layer(x)
            return x

    net = Net()
    net.construct = ms.jit(net.construct, capture_mode="bytecode")
    x = ms.Tensor(np.zeros(2, np.float32))
    assert net(x).tolist() == [3.0, 3.0]
    net.layers.append(Add(10))
    assert net(x).tolist() == [13.0, 13.0]
    net.layers[0] = Add(100)
    assert net(x).tolist() == [112.0, 112.0]
    del net.layers[-1]
    assert net(x).tolist() == [102.0, 102.0]


def test_bytecode_guards_closure_list_items():
    """A closure list's item changed between calls recompiles a bytecode function (adapt45pij)."""
    import msgraph as ms

    k = [3]

    @ms.jit(capture_mode="bytecode")
    def f(x):
        return x * k[0]

    x = ms.Tensor(np.ones(2, np.float32))
    assert f(x).tolist() == [3.0, 3.0]
    k[0] = 7
    assert f(x).tolist() == [7.0, 7.0]
