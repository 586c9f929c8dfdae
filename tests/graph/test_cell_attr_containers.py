"""Graph code on list/dict Cell attributes and MindSpore 2.10's graph-syntax errors met by its unit tests
(tests/ut/python/graph_syntax): no Tensor of a graph stays in a Cell's lists/dicts, list item writes are
not seen by the attribute, dict item sets are written back; constant dict keys; shift and truth errors."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn


X = ms.Tensor(np.arange(2, dtype=np.int32))


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.z = [[1, 2], 3]
        self.d = {"a": 1}
        self.op = op

    def construct(self, x):
        if self.op == "setitem":
            self.z[1] = x
        elif self.op == "nested_append":
            self.z[0].append(4)
        elif self.op == "dset":
            self.d["b"] = x * 2
        return self.z[1], self.z[0]


def graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)


def test_list_attribute_item_write_is_local_to_the_graph():
    graph_mode()
    net = Net("setitem")
    out = net(X)
    assert np.array_equal(out[0].asnumpy(), [0, 1])
    assert net.z == [[1, 2], 3]          # no Sym left in the attribute
    out = net(X + 1)
    assert np.array_equal(out[0].asnumpy(), [1, 2]) and net.z == [[1, 2], 3]


def test_nested_append_returns_the_new_list_and_keeps_the_attribute():
    graph_mode()
    net = Net("nested_append")
    assert net(X) == (3, [1, 2, 4])
    assert net.z == [[1, 2], 3]


def test_dict_attribute_item_set_to_a_tensor_is_written_back():
    graph_mode()
    net = Net("dset")
    net(X)
    assert isinstance(net.d["b"], ms.Tensor) and np.array_equal(net.d["b"].asnumpy(), [0, 2])


def test_returned_dict_attribute_holds_the_item_set_in_the_graph():
    # MindSpore 2.10 returns self.d itself, with the Tensor stored by graph code (checked with the oracle)
    class Ret(nn.Cell):
        def __init__(self):
            super().__init__()
            self.d = {"a": 1, "b": 2}

        def construct(self, x):
            self.d["b"] = x * 2
            return self.d

    graph_mode()
    net = Ret()
    out = net(X)
    assert out is net.d and np.array_equal(out["b"].asnumpy(), [0, 2]) and out["a"] == 1
    assert np.array_equal(net(X + 1)["b"].asnumpy(), [2, 4])


def test_returned_argument_list_keeps_the_callers_tensors():
    @ms.jit
    def f(lst):
        return {"k": lst}

    lst = [X, 3]
    out = f(lst)
    assert out["k"] is lst and lst[0] is X


def test_dict_key_must_be_constant():
    graph_mode()

    @ms.jit
    def list_key():
        x = [1, 2]
        return {x: 3}.values()

    @ms.jit
    def tensor_key(x):
        return {x: 10}.values()

    with pytest.raises(RuntimeError, match="key only supports string, number, type, none, constant tensor"):
        list_key()
    with pytest.raises(RuntimeError, match="but got ValueAny"):
        tensor_key(X)


def test_shift_and_truth_errors():
    graph_mode()

    class Shift(nn.Cell):
        def construct(self, x, y):
            return x >> y

    with pytest.raises(TypeError, match="only integer types are supported"):
        Shift()(10.0, 1.0)
    with pytest.raises(ValueError, match="shift count must be a non-negative integer"):
        Shift()(16, -2)

    @ms.jit
    def and_const():
        return ms.Tensor([0, 1]) and ms.Tensor([1, 2])

    @ms.jit
    def bool_arg(x):
        return bool(x)

    with pytest.raises(ValueError, match="can be converted to bool, but"):
        and_const()
    with pytest.raises(ValueError, match="The truth value of an array with more than one element"):
        bool_arg(X)


def test_strict_level_rejects_item_writes_on_container_attributes(monkeypatch):
    graph_mode()
    monkeypatch.setenv("MS_DEV_JIT_SYNTAX_LEVEL", "0")
    with pytest.raises(TypeError, match="to perform assign subscript"):
        Net("setitem")(X)
    with pytest.raises(TypeError, match="to perform assign subscript"):
        Net("nested_append")(X)


def test_list_pop_index_type_error():
    graph_mode()

    @ms.jit
    def pop_float():
        x = [1, 2, 3]
        x.pop(1.0)
        return x

    with pytest.raises(TypeError, match="Integer argument expected, but got FP32Imm type value: 1"):
        pop_float()
