"""In-place writes to Tensor arguments of graph code reach the caller's Tensor (ir/argref.py), as in
PyNative and MindSpore; other names for the same Tensor see the new value.  (Values: MindSpore 2.10.)"""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, nn, ops


@pytest.fixture(params=["pynative", "graph"])
def mode(request):
    ms.set_context(mode=ms.GRAPH_MODE if request.param == "graph" else ms.PYNATIVE_MODE)
    yield request.param
    ms.set_context(mode=ms.PYNATIVE_MODE)


class AddInput(nn.Cell):
    def construct(self, x, y):
        ops.AssignAdd()(x, y)
        return x


class Alias(nn.Cell):
    def construct(self, x, y):
        z = x
        ops.AssignAdd()(z, y)
        return x, z


class AssignThenUse(nn.Cell):
    def construct(self, x, y):
        ops.assign(x, y)
        return x * 2


class SetItem(nn.Cell):
    def construct(self, x):
        x[0] = 7
        return x


class AugAssign(nn.Cell):
    def construct(self, x):
        x += 1          # rebinds the name: the caller's Tensor is unchanged (PyNative)
        return x


def test_assign_add_on_argument(mode):
    a = Tensor(np.array([2], np.int32))
    out = AddInput()(a, Tensor(np.array([3], np.int32)))
    assert out.asnumpy().tolist() == [5] and a.asnumpy().tolist() == [5]
    out = AddInput()(a, Tensor(np.array([3], np.int32)))     # a second call (cached graph)
    assert out.asnumpy().tolist() == [8] and a.asnumpy().tolist() == [8]


def test_alias_sees_the_write(mode):
    a = Tensor(np.array([2], np.int32))
    x, z = Alias()(a, Tensor(np.array([3], np.int32)))
    assert x.asnumpy().tolist() == [5] and z.asnumpy().tolist() == [5] and a.asnumpy().tolist() == [5]


def test_assign_then_read(mode):
    a = Tensor(np.array([2.0], np.float32))
    out = AssignThenUse()(a, Tensor(np.array([3.0], np.float32)))
    assert out.asnumpy().tolist() == [6.0] and a.asnumpy().tolist() == [3.0]


def test_setitem_on_argument_follows_pynative(mode):
    a = Tensor(np.array([2, 3], np.int32))
    out = SetItem()(a)
    assert out.asnumpy().tolist() == [7, 3] and a.asnumpy().tolist() == [7, 3]


def test_augmented_assignment_rebinds(mode):
    a = Tensor(np.array([2, 3], np.int32))
    out = AugAssign()(a)
    assert out.asnumpy().tolist() == [3, 4] and a.asnumpy().tolist() == [2, 3]


def test_jit_function_writes_argument(mode):
    @ms.jit
    def f(x):
        ops.assign_add(x, ops.ones_like(x))
        return x * 1

    a = Tensor(np.array([1.0, 2.0], np.float32))
    assert f(a).asnumpy().tolist() == [2.0, 3.0]
    assert a.asnumpy().tolist() == [2.0, 3.0]


# --- containers passed in -------------------------------------------------------------------------
def test_jit_dict_setitem_is_written_back(mode):
    @ms.jit
    def setitem(d):
        d["a"] = 3
        return d

    d = {"a": 1}
    setitem(d)
    assert d == {"a": 3}


def test_jit_dict_setitem_tensor_value(mode):
    @ms.jit
    def f(d, x):
        d["b"] = x * 2
        return x

    d = {"a": 1}
    f(d, Tensor(np.array([2.0], np.float32)))
    assert list(d) == ["a", "b"] and d["b"].asnumpy().tolist() == [4.0]


def test_jit_list_append_is_not_written_back(mode):
    @ms.jit
    def f(l, x):
        l.append(x)
        return x

    lst = [Tensor(np.array([1.0], np.float32))]
    f(lst, Tensor(np.array([2.0], np.float32)))
    assert len(lst) == 1   # MindSpore 2.10, both modes


class AppendThroughAlias(nn.Cell):
    def construct(self, l1, x):
        l2 = l1
        l2.append(x * 2)
        return len(l1)


def test_cell_list_mutation_follows_pynative(mode):
    a = Tensor(np.array([1.0], np.float32))
    lst = [a]
    n = AppendThroughAlias()(lst, Tensor(np.array([2.0], np.float32)))
    assert n == 2 and len(lst) == 2 and lst[0] is a and lst[1].asnumpy().tolist() == [4.0]


# --- Tensors computed inside the graph -------------------------------------------------------------
class LocalInplace(nn.Cell):
    def construct(self, x, y):
        t = x * 1
        ops.assign_add(t, y)
        u = t
        ops.AssignSub()(u, y * 0.5)
        i = Tensor(np.array(0, np.int32))
        while i < 2:
            ops.assign_add(t, y)
            i = i + 1
        return t, u


def test_inplace_on_a_computed_tensor(mode):
    x = Tensor(np.array([1.0, 2.0], np.float32))
    y = Tensor(np.array([3.0, 4.0], np.float32))
    t, u = LocalInplace()(x, y)
    # MindSpore 2.10 (both modes): t = u = x + y - y/2 + 2y
    assert t.asnumpy().tolist() == [8.5, 12.0] and u.asnumpy().tolist() == [8.5, 12.0]
    assert x.asnumpy().tolist() == [1.0, 2.0]


class InplaceThenLoop(nn.Cell):
    """Found by the fuzzer: a name for an in-place-updated Tensor carried into a Tensor while loop
    entered the loop with its value from before the update."""

    def construct(self, x):
        w = x * 1
        ops.AssignAdd()(w, x)
        c = x.sum() * 0
        while c < 2:
            w = w * 0.5 + 1
            c = c + 1
        return w


def test_inplace_value_enters_a_while_loop(mode):
    x = Tensor(np.array([1.0, 2.0], np.float32))
    # w = 2x, then twice w = w/2 + 1
    np.testing.assert_allclose(InplaceThenLoop()(x).asnumpy(), [2.0, 2.5])


# --- plain attributes -------------------------------------------------------------------------------
class SetsAttributes(nn.Cell):
    def __init__(self):
        super().__init__()
        self.count = 0
        self.last = None

    def construct(self, x):
        self.count = self.count + 1
        self.last = x * 2
        return x + self.count, self.last + 1


def test_plain_attributes_set_in_construct(mode):
    net = SetsAttributes()
    a, b = net(Tensor(np.array([1.0], np.float32)))
    assert net.count == 1 and a.asnumpy().tolist() == [2.0] and b.asnumpy().tolist() == [3.0]
    a, b = net(Tensor(np.array([3.0], np.float32)))
    assert net.count == 2 and a.asnumpy().tolist() == [5.0] and net.last.asnumpy().tolist() == [6.0]


class SetsUnderTensorIf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flag = 0

    def construct(self, x):
        if x.sum() > 0:
            self.flag = 1
        return x


def test_attribute_set_under_a_tensor_condition_is_an_error():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(RuntimeError, match="under a Tensor condition"):
            SetsUnderTensorIf()(Tensor(np.array([1.0], np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
