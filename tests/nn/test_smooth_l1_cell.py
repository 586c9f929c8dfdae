"""nn.SmoothL1Loss is ops.SmoothL1Loss (one definition): MindSpore's checks, values and gradient."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops


def T(a, dtype=np.float32):
    return ms.Tensor(np.asarray(a, dtype))


X = np.array([0.0, 0.5, 1.0, 2.0, -3.0], np.float32)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_cell_calls_the_op(mode):
    ms.set_context(mode=mode)
    try:
        cell = nn.SmoothL1Loss(beta=0.5, reduction="sum")
        assert isinstance(cell.smooth_l1_loss, ops.SmoothL1Loss)
        d = np.abs(X)
        ref = np.where(d < 0.5, 0.5 * d * d / 0.5, d - 0.25).sum()
        np.testing.assert_allclose(cell(T(X), T(np.zeros(5))).asnumpy(), ref, rtol=1e-6)
        g = ms.grad(nn.SmoothL1Loss(reduction="sum"))(T(X), T(np.zeros(5)))
        np.testing.assert_allclose(g.asnumpy(), np.clip(X, -1, 1))
        with pytest.raises(RuntimeError, match="should greater than 0"):
            nn.SmoothL1Loss(beta=0.0)(T(X), T(X))
        with pytest.raises(RuntimeError, match="not support negative"):
            nn.SmoothL1Loss(beta=-1.0)(T(X), T(X))
        with pytest.raises(TypeError):
            nn.SmoothL1Loss()(T([1, 2], np.int32), T([0, 0], np.int32))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_bad_beta_type_and_reduction():
    with pytest.raises(TypeError):
        nn.SmoothL1Loss(beta="a")
    with pytest.raises(ValueError):
        nn.SmoothL1Loss(reduction="foo")
    np.testing.assert_allclose(nn.SmoothL1Loss(beta=True)(T(X), T(np.zeros(5))).asnumpy(),
                               nn.SmoothL1Loss(beta=1.0)(T(X), T(np.zeros(5))).asnumpy())
