"""h-opsb: gradients of the new registry ops with bprops (finite differences, both modes) and the
optimizer rule ops' repeated-index semantics."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Parameter, Tensor, ops
from msgraph.ops import operations as P
from msgraph.testing.gradcheck import check_grad


@pytest.mark.msgraph_modes
def test_pinv_grad_full_rank_rect():
    a = Tensor(np.array([[0., 1.], [1., 1.], [1., 0.5]]))
    fn15 = lambda x: ops.pinv(x)
    check_grad(fn15, a)


@pytest.mark.msgraph_modes
def test_pinv_grad_square():
    fn20 = lambda x: ops.pinv(x)
    check_grad(fn20, Tensor(np.array([[3., 8.], [2., 2.5]])))


def test_pinv_drops_small_singular_values():
    out = ops.pinv(Tensor(np.array([[2., 3.], [4., 6.]]))).asnumpy()
    np.testing.assert_allclose(out, np.linalg.pinv(np.array([[2., 3.], [4., 6.]])), rtol=1e-10, atol=1e-12)


@pytest.mark.msgraph_modes
def test_sparse_segment_mean_has_no_gradient():
    # MindSpore 2.10 defines no bprop for SparseSegmentMean: a gradient through it is its RuntimeError in both modes
    # (adapt41gpu/image_segment_prims records it); the forward computes
    x = Tensor(np.arange(12, dtype=np.float64).reshape(4, 3) / 7)
    idx = Tensor(np.array([0, 2, 2, 3, 1], np.int32))
    ids = Tensor(np.array([0, 0, 1, 3, 3], np.int32))
    fn33 = lambda v: ops.sparse_segment_mean(v, idx, ids)
    assert fn33(x).shape == (4, 3)
    with pytest.raises(RuntimeError, match="bprop not defined"):
        ms.grad(fn33)(x)


def test_sparse_segment_mean_values():
    x = np.arange(12, dtype=np.float32).reshape(4, 3)
    out = ops.sparse_segment_mean(Tensor(x), Tensor(np.array([0, 2, 2, 3], np.int64)),
                                  Tensor(np.array([0, 0, 2, 2], np.int64))).asnumpy()
    np.testing.assert_allclose(out, np.stack([(x[0] + x[2]) / 2, np.zeros(3), (x[2] + x[3]) / 2]))


def test_sparse_apply_ftrl_repeats_in_order_fused_sums():
    g = Tensor(np.array([[1.], [2.]], np.float32))
    i = Tensor(np.array([0, 0], np.int32))
    res = []
    for op in (P.SparseApplyFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5),
               P.FusedSparseFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5)):
        var = Parameter(Tensor(np.ones((1, 1), np.float32)), name="v")
        acc = Parameter(Tensor(np.full((1, 1), 0.5, np.float32)), name="a")
        lin = Parameter(Tensor(np.zeros((1, 1), np.float32)), name="l")
        op(var, acc, lin, g, i)
        res.append(float(acc.asnumpy()[0, 0]))
    assert res == [0.5 + 1 + 4, 0.5 + 9]


def test_fused_sparse_adam_checks_shapes():
    var = Parameter(Tensor(np.ones((3, 2), np.float32)), name="v")
    m = Parameter(Tensor(np.ones((3, 3), np.float32)), name="m")
    with pytest.raises(ValueError):
        P.FusedSparseAdam()(var, m, var, 0.9, 0.999, 0.001, 0.9, 0.999, 1e-8,
                            Tensor(np.ones((1, 2), np.float32)), Tensor(np.array([0], np.int32)))
    _ = ms


def _rand_cell(op):
    class Rand(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.op = op

        def construct(self):
            return self.op((3,))
    return Rand()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_seeded_random_ops_own_streams(mode):
    ms.set_context(mode=mode)
    try:
        n1, n2 = _rand_cell(P.UniformReal(7, 7)), _rand_cell(P.UniformReal(7, 7))
        a1, b1, a2 = n1().asnumpy(), n2().asnumpy(), n1().asnumpy()
        assert (a1 == b1).all() and (a1 != a2).any()
        g = _rand_cell(P.StandardNormal())  # unseeded, constant shape: a new draw at every call in Graph mode too
        assert (g().asnumpy() != g().asnumpy()).any()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
