"""ops.einsum / ops.Einsum: MindSpore 2.10 has no CPU kernel for them (RuntimeError on CPU), so there is no
recorded oracle; the values are numpy's einsum, the conventions MindSpore's documented ones (operands as one
tuple, a label-less output of shape (1,), TypeError for a bad equation)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops

X = np.arange(6, dtype=np.float32).reshape(2, 3) - 2
Y = np.arange(12, dtype=np.float32).reshape(3, 4) / 3
V = np.array([1.0, 2.0, 4.0], np.float32)


class _Net(nn.Cell):
    def __init__(self, eq):
        super().__init__()
        self.e = ops.Einsum(eq)

    def construct(self, *a):
        return self.e(a)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("eq,args,want", [
    ("ij,jk->ik", (X, Y), X @ Y),
    ("ij->ji", (X,), X.T),
    ("ij->j", (X,), X.sum(0)),
    ("j,i->ji", (V, V), np.outer(V, V)),
    ("i->", (V,), np.array([7.0], np.float32)),
    ("...->", (X,), np.array([X.sum()], np.float32)),
])
def test_einsum_primitive(mode, eq, args, want):
    ms.set_context(mode=mode)
    try:
        out = _Net(eq)(*[ms.Tensor(a) for a in args])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert out.shape == want.shape and out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), want, rtol=1e-6, atol=1e-6)


def test_einsum_function_forms_and_grad():
    x, y = ms.Tensor(X), ms.Tensor(Y)
    np.testing.assert_allclose(ops.einsum("ij,jk->ik", x, y).asnumpy(), X @ Y, rtol=1e-6)
    np.testing.assert_allclose(ops.einsum(x, [0, 1], y, [1, 2], [0, 2]).asnumpy(), X @ Y, rtol=1e-6)

    def f(a, b):
        return ops.einsum("ij,jk->ik", a, b)

    ga, gb = ms.grad(f, grad_position=(0, 1))(x, y)
    jga, jgb = ms.jit(ms.grad(f, grad_position=(0, 1)))(x, y)
    ones = np.ones((2, 4), np.float32)
    for g in (ga, jga):
        np.testing.assert_allclose(g.asnumpy(), ones @ Y.T, rtol=1e-6)
    for g in (gb, jgb):
        np.testing.assert_allclose(g.asnumpy(), X.T @ ones, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("bad", [1, "i->j->k"])
def test_einsum_bad_equation(bad):
    with pytest.raises(TypeError):
        ops.Einsum(bad)
