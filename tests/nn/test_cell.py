"""Cell: registration, MindSpore parameter naming, traversal, modes, repr."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn
from msgraph.common import hooks


class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.dense_relu_sequential = nn.SequentialCell(
            nn.Dense(28 * 28, 512), nn.ReLU(), nn.Dense(512, 512), nn.ReLU(), nn.Dense(512, 10))

    def construct(self, x):
        x = self.flatten(x)
        return self.dense_relu_sequential(x)


def test_cells_are_recognised_by_protocol():
    assert hooks.is_cell(nn.Dense(2, 3))
    assert not hooks.is_cell(object())


def test_parameter_names_follow_attribute_paths():
    net = Network()
    names = [p.name for p in net.trainable_params()]
    assert names == [f"dense_relu_sequential.{i}.{w}" for i in (0, 2, 4) for w in ("weight", "bias")]
    assert [n for n, _ in net.parameters_and_names()] == names
    assert list(net.parameters_dict()) == names
    assert net.dense_relu_sequential[0].weight.shape == (512, 784)


def test_explicitly_named_parameter_keeps_name_at_top_level_and_is_prefixed_below():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.z = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name="z")
            self.w = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)))

        def construct(self, x):
            return x * self.z * self.w

    net = Net()
    assert [p.name for p in net.get_parameters()] == ["z", "w"]

    class Outer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.inner = Net()

    assert [p.name for p in Outer().get_parameters()] == ["inner.z", "inner.w"]


def test_shared_parameters_are_listed_once():
    class Shared(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = nn.Dense(2, 2)
            self.b = self.a

    assert len(list(Shared().get_parameters())) == 2


def test_cells_and_names_and_traversal():
    net = Network()
    names = [n for n, _ in net.cells_and_names()]
    assert names[:3] == ["", "flatten", "dense_relu_sequential"]
    assert "dense_relu_sequential.4" in names
    assert len(net.cells()) == 2
    assert list(net.name_cells()) == ["flatten", "dense_relu_sequential"]


def test_untrainable_params_and_requires_grad():
    bn = nn.BatchNorm1d(3)
    assert [p.name for p in bn.trainable_params()] == ["gamma", "beta"]
    assert [p.name for p in bn.untrainable_params()] == ["mean", "variance"]


def test_set_train_propagates_and_returns_self():
    net = Network()
    assert net.training is False
    assert net.set_train() is net
    assert all(c.training for _, c in net.cells_and_names())
    net.set_train(False)
    assert not net.dense_relu_sequential[1].training
    assert net.set_grad() is net and net.requires_grad


def test_assigning_params_before_init_fails():
    class Bad(nn.Cell):
        def __init__(self):
            self.w = ms.Parameter(np.zeros(1, np.float32))
            super().__init__()

    with pytest.raises(AttributeError):
        Bad()


def test_insert_param_to_cell_and_tensor_assignment_updates_in_place():
    net = nn.Cell()
    p = ms.Parameter(np.zeros(2, np.float32))
    net.insert_param_to_cell("p", p)
    assert p.name == "p" and net.p is p
    net.p = ms.Tensor(np.array([1.0, 2.0], np.float32))
    assert net.p is p
    np.testing.assert_array_equal(p.asnumpy(), [1.0, 2.0])
    with pytest.raises(KeyError):
        net.insert_param_to_cell("a.b", ms.Parameter(np.zeros(1, np.float32)))


def test_reassigning_attribute_unregisters():
    net = nn.Cell()
    net.d = nn.Dense(2, 2)
    assert len(list(net.get_parameters())) == 2
    net.d = None
    assert list(net.get_parameters()) == []


def test_missing_attribute_message():
    with pytest.raises(AttributeError, match="'Network' object has no attribute 'nope'"):
        Network().nope  # noqa: B018


def test_repr_is_mindspore_like():
    text = repr(Network())
    # MindSpore 2.10's form (recorded: tests/conformance/programs/tensor_api/cell_repr.py)
    assert text.splitlines()[0] == "Network("
    assert "  (flatten): Flatten()" in text
    assert "    (0): Dense(input_channels=784, output_channels=512, has_bias=True)" in text
    assert text.endswith("  )\n)")


def test_sequential_and_cell_list_containers():
    seq = nn.SequentialCell([nn.Dense(3, 4), nn.ReLU()])
    assert len(seq) == 2 and isinstance(seq[1], nn.ReLU)
    seq.append(nn.Dense(4, 2))
    assert seq(ms.Tensor(np.ones((5, 3), np.float32))).shape == (5, 2)
    assert [p.name for p in seq.get_parameters()] == ["0.weight", "0.bias", "2.weight", "2.bias"]
    layers = nn.CellList([nn.Dense(3, 3), nn.Dense(3, 3)])
    layers.append(nn.Dense(3, 1))
    assert len(layers) == 3 and [type(c).__name__ for c in layers] == ["Dense"] * 3
    assert layers[2].weight.name == "2.weight"
    with pytest.raises(TypeError):
        nn.SequentialCell(nn.ReLU(), 3)


def test_cell_list_used_in_construct():
    class Stack(nn.Cell):
        def __init__(self):
            super().__init__()
            self.layers = nn.CellList([nn.Dense(2, 2, weight_init="ones", bias_init="zeros") for _ in range(3)])

        def construct(self, x):
            for layer in self.layers:
                x = layer(x)
            return x

    out = Stack()(ms.Tensor(np.array([[1.0, 1.0]], np.float32)))
    np.testing.assert_allclose(out.asnumpy(), [[8.0, 8.0]])


def test_parameter_tuple():
    a, b = ms.Parameter(np.zeros(2, np.float32), name="a"), ms.Parameter(np.ones(2, np.float32), name="b")
    pt = ms.ParameterTuple([a, b])
    assert isinstance(pt, tuple) and pt[0] is a
    c = pt.clone("m", "zeros")
    assert [p.name for p in c] == ["m.a", "m.b"]
    np.testing.assert_array_equal(c[1].asnumpy(), [0, 0])
    with pytest.raises(TypeError):
        ms.ParameterTuple([a, ms.Tensor(np.zeros(1))])


def test_graph_mode_call_goes_to_run_graph(monkeypatch):
    seen = []
    monkeypatch.setattr(hooks, "_run_graph", lambda obj, args, kwargs: seen.append((obj, args)) or "graph")
    net = nn.ReLU()
    x = ms.Tensor(np.ones(2, np.float32))
    with ms.context_scope(mode=ms.GRAPH_MODE):
        assert net(x) == "graph"
        assert ms.grad(net)(x) == "graph"
    assert seen[0][0] is net and seen[1][0].kind == "grad"
