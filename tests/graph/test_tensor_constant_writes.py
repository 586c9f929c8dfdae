"""Graph code writing a plain Tensor constant (not a Parameter) in place: an effect primitive instance
(ScatterNdUpdate()(t, ...)) and a composite whose impl writes (BatchNorm training's moving statistics) store into the
object and keep their gradients (adapt43grad)."""
import numpy as np

import msgraph as ms
from msgraph import ops


def test_scatter_primitive_instance_writes_tensor_constant():
    t = ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
    idx = ms.Tensor(np.array([[0], [2]], np.int32))

    @ms.jit
    def f(u):
        return ops.ScatterNdUpdate()(t, idx, u * 2) * 1

    out = f(ms.Tensor(np.ones((2, 2), np.float32)))
    assert out.asnumpy().tolist() == [[2, 2], [2, 3], [2, 2]]
    assert t.asnumpy().tolist() == [[2, 2], [2, 3], [2, 2]]


def test_batchnorm_training_tensor_stats_gradient_and_update():
    x = ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) * 0.37 - 1.3)
    g = ms.Tensor(np.array([1.1, 0.9, 1.3], np.float32))
    b = ms.Tensor(np.array([0.1, -0.2, 0.3], np.float32))
    m = ms.Tensor(np.array([0.2, -0.1, 0.4], np.float32))
    v = ms.Tensor(np.array([1.5, 0.7, 2.2], np.float32))
    bn = ops.BatchNorm(is_training=True)
    s = ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) * 0.11 + 0.3)

    def f(x, g, b):
        return (bn(x, g, b, m, v)[0] * s).sum()

    eager = ms.grad(f, grad_position=(1, 2))(x, g, b)
    m_eager = m.asnumpy().copy()
    m.assign_value(ms.Tensor(np.array([0.2, -0.1, 0.4], np.float32)))
    graph = ms.jit(ms.grad(f, grad_position=(1, 2)))(x, g, b)
    for e, gr in zip(eager, graph):
        np.testing.assert_allclose(gr.asnumpy(), e.asnumpy(), rtol=1e-6)
    assert np.abs(graph[0].asnumpy()).min() > 0.1
    np.testing.assert_allclose(m.asnumpy(), m_eager, rtol=1e-6)   # one update, from the batch mean
