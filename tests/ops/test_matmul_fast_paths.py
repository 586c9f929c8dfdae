"""MatMul's fast paths (cheap validation, the swapped Dense GEMM) change speed, never results."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph.errors import DTypeError, ShapeError
from msgraph.ops.linalg import _swap_pays


@pytest.mark.parametrize("m,n,k", [(64, 512, 784), (8, 2048, 300), (16, 128, 512)])
def test_swapped_dense_gemm_matches_numpy(m, n, k):
    rng = np.random.default_rng(m + n + k)
    x = rng.standard_normal((m, k), dtype=np.float32)
    w = rng.standard_normal((n, k), dtype=np.float32)
    assert _swap_pays(x, w)                       # the case under test takes the swapped path
    got = ops.MatMul(False, True)(ms.Tensor(x), ms.Tensor(w)).asnumpy()
    assert got.dtype == np.float32 and got.flags.c_contiguous and got.shape == (m, n)
    np.testing.assert_allclose(got, x.astype(np.float64) @ w.T.astype(np.float64), rtol=1e-4, atol=1e-3)


def test_swap_only_where_measured_faster():
    x32, w32 = np.ones((64, 784), np.float32), np.ones((512, 784), np.float32)
    assert _swap_pays(x32, w32)
    assert not _swap_pays(x32.astype(np.float64), w32.astype(np.float64))   # float64: not faster
    assert not _swap_pays(np.ones((256, 784), np.float32), w32)             # batch ~ features
    assert not _swap_pays(np.asfortranarray(x32), w32)                       # not C-contiguous
    assert not _swap_pays(np.ones((2, 8), np.float32), np.ones((16, 8), np.float32))  # tiny


def test_dense_forward_and_grads_agree_exactly_across_modes():
    ms.set_seed(3)
    net = nn.Dense(784, 512)
    x = ms.Tensor(np.random.default_rng(0).standard_normal((64, 784)).astype(np.float32))
    fn35 = lambda t: net(t).sum()
    grad = ms.value_and_grad(fn35, None, net.trainable_params())
    eager_v, eager_g = grad(x)
    graph_v, graph_g = ms.jit(grad)(x)
    assert eager_v.asnumpy() == graph_v.asnumpy()
    for a, b in zip(eager_g, graph_g):
        np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())


def test_invalid_inputs_still_get_mindspore_messages():
    mm = ops.MatMul(False, True)
    with pytest.raises(ShapeError, match="'x1_col': 784 and 'x2_row': 783"):
        mm(ms.Tensor(np.ones((64, 784), np.float32)), ms.Tensor(np.ones((512, 783), np.float32)))
    with pytest.raises(DTypeError, match="should be same as 'x1'"):
        mm(ms.Tensor(np.ones((64, 784), np.float32)), ms.Tensor(np.ones((512, 784), np.float64)))
    with pytest.raises(ShapeError, match="must be a 2-D tensor"):
        mm(ms.Tensor(np.ones((784,), np.float32)), ms.Tensor(np.ones((512, 784), np.float32)))
