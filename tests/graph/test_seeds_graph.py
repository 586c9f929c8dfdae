"""Every seed tutorial cell in GRAPH_MODE and under @ms.jit prints the seeds' numbers."""
import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import ops


class MyNet(nn.Cell):
    def __init__(self):
        super(MyNet, self).__init__()
        self.add = ops.Add()

    def construct(self, x, y):
        return self.add(x, y)


class MulNet(nn.Cell):
    def __init__(self):
        super(MulNet, self).__init__()
        self.mul = ops.Mul()

    def construct(self, x, y):
        return self.mul(x, y)


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.matmul = ops.MatMul()
        self.z = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name='z')

    def construct(self, x, y):
        x = x * self.z
        x = self.matmul(x, y)
        return x


class GradNetWrtX(nn.Cell):
    def __init__(self, net):
        super(GradNetWrtX, self).__init__()
        self.net = net
        self.grad_op = ops.GradOperation()

    def construct(self, x, y):
        gradient_function = self.grad_op(self.net)
        return gradient_function(x, y)


class LoopNet(nn.Cell):
    def __init__(self):
        super(LoopNet, self).__init__()
        self.matmul = ops.MatMul()
        self.z = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name='z')

    def construct(self, x):
        for _ in range(3):
            x = x + self.z
        return x


class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.dense_relu_sequential = nn.SequentialCell(
            nn.Dense(28 * 28, 512),
            nn.ReLU(),
            nn.Dense(512, 512),
            nn.ReLU(),
            nn.Dense(512, 10)
        )

    def construct(self, x):
        x = self.flatten(x)
        logits = self.dense_relu_sequential(x)
        return logits


X3 = ms.Tensor(np.array([1.0, 2.0, 3.0]).astype(np.float32))
Y3 = ms.Tensor(np.array([4.0, 5.0, 6.0]).astype(np.float32))


@pytest.fixture
def graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_add_and_mul_nets(graph_mode, capsys):
    print(MyNet()(X3, Y3))
    print(MulNet()(X3, Y3))
    assert capsys.readouterr().out == "[5. 7. 9.]\n[ 4. 10. 18.]\n"


def test_grad_net_wrt_x(graph_mode, capsys):
    x = ms.Tensor([[0.8, 0.6, 0.2], [1.8, 1.3, 1.1]], dtype=ms.float32)
    y = ms.Tensor([[0.11, 3.3, 1.1], [1.1, 0.2, 1.4], [1.1, 2.2, 0.3]], dtype=ms.float32)
    net = GradNetWrtX(Net())
    out = net(x, y)
    np.testing.assert_allclose(out.asnumpy(), [[4.51, 2.7, 3.6], [4.51, 2.7, 3.6]], rtol=1e-6)
    assert out.dtype == ms.float32
    print(out)
    assert capsys.readouterr().out.split() == "[[4.5099998 2.7 3.6000001] [4.5099998 2.7 3.6000001]]".split()
    # The compiled graph computes the gradient (matmul with y^T), not the tape.
    ir = ms.compiled(net).get_ir()
    assert "gradient of line" in ir and "transpose_b=True" in ir


def test_for_loop_net(graph_mode, capsys):
    print(LoopNet()(X3))
    assert capsys.readouterr().out == "[4. 5. 6.]\n"


def test_parameter_update_seen_without_recompile(graph_mode):
    net = LoopNet()
    net(X3)
    net.z.set_data(ms.Tensor(np.array([2.0], np.float32)))
    assert net(X3).asnumpy().tolist() == [7.0, 8.0, 9.0]
    assert ms.compiled(net).cache_info().compiles == 1


def test_mlp_graph_mode_matches_pynative():
    ms.set_seed(1)
    model = Network()
    inp = ms.Tensor(np.ones([64, 1, 28, 28]).astype(np.float32))
    eager = model(inp)
    with ms.context_scope(mode=ms.GRAPH_MODE):
        graph = model(inp)
    assert graph.shape == (64, 10) and graph.dtype == ms.float32
    np.testing.assert_allclose(graph.asnumpy(), eager.asnumpy(), rtol=1e-5, atol=1e-6)


def test_jit_decorator_function_transform_and_construct():
    inp = ms.Tensor(np.ones([64, 1, 28, 28]).astype(np.float32))

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

    class JitNetwork(Network):
        @ms.jit
        def construct(self, x):
            x = self.flatten(x)
            logits = self.dense_relu_sequential(x)
            return logits
    ms.set_seed(3)
    model = JitNetwork()
    out = model(inp)
    assert out.shape == (64, 10)
    assert model.construct.cache_info().compiles == 1
    ms.set_seed(3)
    ref = Network()
    np.testing.assert_allclose(out.asnumpy(), ref(inp).asnumpy(), rtol=1e-5, atol=1e-6)
