"""Every seed tutorial cell in GRAPH_MODE and under @ms.jit prints the seeds' numbers.

The Cells are the tutorials' code, shared with examples/quickstart.py (examples/_seed_cells.py).
"""
import importlib.util
import pathlib
import sys

import numpy as np
import pytest

import msgraph as ms

_SEEDS_FILE = pathlib.Path(__file__).resolve().parents[2] / "examples" / "_seed_cells.py"


def _load_seed_cells():
    # By path, registered in sys.modules: Graph mode reads the Cells' source through their module.
    name = "_seed_cells"
    mod = sys.modules.get(name)
    if mod is not None and pathlib.Path(mod.__file__).resolve() == _SEEDS_FILE:
        return mod
    spec = importlib.util.spec_from_file_location(name, _SEEDS_FILE)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


seeds = _load_seed_cells()
MyNet, MulNet, Net, GradNetWrtX, LoopNet = seeds.MyNet, seeds.MulNet, seeds.Net, seeds.GradNetWrtX, seeds.LoopNet
Network, JitNetwork = seeds.Network, seeds.JitNetwork

X3, Y3 = seeds.xy()


@pytest.fixture
def graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_add_and_mul_nets(graph_mode, capsys):
    print(MyNet()(X3, Y3))
    print(MulNet()(X3, Y3))
    assert capsys.readouterr().out == f"{seeds.ADD_TEXT}\n{seeds.MUL_TEXT}\n"


def test_grad_net_wrt_x(graph_mode, capsys):
    x, y = seeds.grad_xy()
    net = GradNetWrtX(Net())
    out = net(x, y)
    np.testing.assert_allclose(out.asnumpy(), [[4.51, 2.7, 3.6], [4.51, 2.7, 3.6]], rtol=1e-6)
    assert out.dtype == ms.float32
    print(out)
    assert capsys.readouterr().out.split() == seeds.GRAD_TEXT.split()
    # The compiled graph computes the gradient (matmul with y^T), not the tape.
    ir = ms.compiled(net).get_ir()
    assert "gradient of line" in ir and "transpose_b=True" in ir


def test_for_loop_net(graph_mode, capsys):
    print(LoopNet()(X3))
    assert capsys.readouterr().out == seeds.LOOP_TEXT + "\n"


def test_parameter_update_seen_without_recompile(graph_mode):
    net = LoopNet()
    net(X3)
    net.z.set_data(ms.Tensor(np.array([2.0], np.float32)))
    assert net(X3).asnumpy().tolist() == [7.0, 8.0, 9.0]
    assert ms.compiled(net).cache_info().compiles == 1


def test_mlp_graph_mode_matches_pynative():
    ms.set_seed(1)
    model = Network()
    inp = seeds.mlp_input()
    eager = model(inp)
    with ms.context_scope(mode=ms.GRAPH_MODE):
        graph = model(inp)
    assert graph.shape == seeds.MLP_SHAPE and graph.dtype == ms.float32
    np.testing.assert_allclose(graph.asnumpy(), eager.asnumpy(), rtol=1e-5, atol=1e-6)


def test_jit_decorator_function_transform_and_construct():
    inp = seeds.mlp_input()

    @ms.jit
    def run(x):
        model = Network()
        return model(x)
    assert run(inp).shape == (64, 10)

    def run2(x):
        model = Network()
        return model(x)
    run_with_jit = ms.jit(run2)
    assert run_with_jit(inp).shape == (64, 10)

    ms.set_seed(3)
    model = JitNetwork()
    out = model(inp)
    assert out.shape == (64, 10)
    assert model.construct.cache_info().compiles == 1
    ms.set_seed(3)
    ref = Network()
    np.testing.assert_allclose(out.asnumpy(), ref(inp).asnumpy(), rtol=1e-5, atol=1e-6)
