"""passes.missing_kernels: a node marked ``cpu_kernel_missing`` (mint.fmod in Graph mode) raises only if it outlives
DCE (adapt44w2a: MindSpore 2.10 selects kernels after autodiff's dead-code elimination)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, mint, nn


class _Fwd(nn.Cell):
    def construct(self, a, b):
        return mint.fmod(a, b).sum()


class _Twice(nn.Cell):
    def construct(self, a, b):
        return mint.fmod(mint.fmod(a, b), b).sum()


@pytest.fixture
def graph_mode():
    old = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=old)


X = Tensor(np.array([1.5, -2.0, 3.0], np.float32))
Y = Tensor(np.array([0.5, 0.75, -2.0], np.float32))


def test_dead_forward_node_runs_the_gradient(graph_mode):
    dx, dy = ms.grad(_Fwd(), grad_position=(0, 1))(X, Y)
    np.testing.assert_array_equal(dx.asnumpy(), [1.0, 1.0, 1.0])
    np.testing.assert_array_equal(dy.asnumpy(), [-3.0, 2.0, 1.0])


def test_live_node_raises(graph_mode):
    with pytest.raises(RuntimeError, match="FmodTensor"):
        _Fwd()(X, Y)
    with pytest.raises(RuntimeError, match="FmodTensor"):
        ms.grad(_Twice(), grad_position=(0, 1))(X, Y)


def test_pynative_computes():
    np.testing.assert_allclose(_Fwd()(X, Y).asnumpy(), 0.0 + (-0.5) + 1.0)


def test_o0_sens_reads_only_the_shape():
    @ms.jit(jit_level="O0")
    def f(a, b):
        return ms.grad(lambda p, q: mint.fmod(p, q).sum(), grad_position=(0, 1))(a, b)

    dx, dy = f(X, Y)
    np.testing.assert_array_equal(dy.asnumpy(), [-3.0, 2.0, 1.0])
