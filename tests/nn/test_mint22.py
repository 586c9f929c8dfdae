"""mint layers / functions added in session 22 (h-mint) that MindSpore 2.10 runs only on Ascend: checked against
numpy references and msgraph's own op forms, in both modes.  (Parameters and the CPU-runnable values are
recorded from MindSpore in tests/conformance/programs/mint22.)"""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, mint, nn, ops
import msgraph.mint.nn.functional as F

MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]


def _ref_conv_transpose2d(x, w, b, s, p, op, g, d):
    n, ci, h, wd = x.shape
    _, cog, kh, kw = w.shape
    ho, wo = (h - 1) * s - 2 * p + d * (kh - 1) + op + 1, (wd - 1) * s - 2 * p + d * (kw - 1) + op + 1
    full = np.zeros((n, cog * g, ho + 2 * p + s * 2 + d * kh, wo + 2 * p + s * 2 + d * kw))
    cig = ci // g
    for c in range(ci):
        gi = c // cig
        for i in range(h):
            for j in range(wd):
                for a in range(kh):
                    for e in range(kw):
                        full[:, gi * cog:(gi + 1) * cog, i * s + a * d, j * s + e * d] += x[:, c, i, j, None] * w[c, :, a, e]
    return full[:, :, p:p + ho, p:p + wo] + b[None, :, None, None]


@pytest.mark.parametrize("s,p,op,g,d", [(1, 0, 0, 1, 1), (2, 1, 1, 1, 1), (2, 0, 1, 2, 1), (1, 1, 0, 1, 2)])
def test_conv_transpose2d_matches_reference(s, p, op, g, d):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 4, 3, 4)).astype(np.float32)
    w = rng.standard_normal((4, 3, 3, 2)).astype(np.float32)
    b = rng.standard_normal(3 * g).astype(np.float32)
    got = F.conv_transpose2d(Tensor(x), Tensor(w), Tensor(b), s, p, op, g, d).asnumpy()
    np.testing.assert_allclose(got, _ref_conv_transpose2d(x, w, b, s, p, op, g, d), rtol=1e-5, atol=1e-5)


def test_conv_functions_are_the_ops_forms():
    rng = np.random.default_rng(1)
    x = Tensor(rng.standard_normal((2, 3, 6, 5)).astype(np.float32))
    w = Tensor(rng.standard_normal((4, 3, 3, 3)).astype(np.float32))
    np.testing.assert_array_equal(F.conv2d(x, w, padding=(1, 2)).asnumpy(),
                                  ops.conv2d(x, w, pad_mode="pad", padding=(1, 1, 2, 2)).asnumpy())
    assert F.conv2d(x, w, padding="same").shape == (2, 4, 6, 5)
    x1 = Tensor(rng.standard_normal((2, 3, 7)).astype(np.float32))
    w1 = Tensor(rng.standard_normal((4, 3, 3)).astype(np.float32))
    np.testing.assert_array_equal(F.conv1d(x1, w1, None, 2, 1).asnumpy(),
                                  ops.conv1d(x1, w1, None, 2, "pad", 1).asnumpy())
    np.testing.assert_array_equal(mint.conv2d(x, w).asnumpy(), F.conv2d(x, w).asnumpy())


def test_pools_and_1d_adaptive_any_length():
    x = Tensor(np.arange(2 * 3 * 7, dtype=np.float32).reshape(2, 3, 7))
    got = F.adaptive_avg_pool1d(x, 3).asnumpy()
    xn = x.asnumpy()
    want = np.stack([xn[..., 0:3].mean(-1), xn[..., 2:5].mean(-1), xn[..., 4:7].mean(-1)], -1)
    np.testing.assert_allclose(got, want, rtol=1e-6)
    v, i = F.adaptive_max_pool1d(x, 3, True)
    np.testing.assert_array_equal(i.asnumpy()[0, 0], [2, 4, 6])
    assert i.dtype == ms.int64
    x4 = Tensor(np.arange(50, dtype=np.float32).reshape(1, 2, 5, 5))
    out, idx = F.max_pool2d(x4, 2, return_indices=True)
    np.testing.assert_array_equal(idx.asnumpy()[0, 0], [[6, 8], [16, 18]])
    assert F.max_pool2d(x4, 2, ceil_mode=True).shape == (1, 2, 3, 3)
    np.testing.assert_array_equal(F.max_unpool2d(out, idx, 2, output_size=(5, 5)).asnumpy().sum(), out.asnumpy().sum())


@pytest.mark.parametrize("mode", MODES)
def test_inplace_functions_write_their_input(mode):
    ms.set_context(mode=mode)

    class Net(nn.Cell):
        def construct(self, x):
            F.hardtanh_(x, -0.5, 0.5)
            y = F.relu6(x * 10, inplace=True)
            z = F.elu(x - 1, inplace=False)
            return x * 2, y, z

    try:
        x = Tensor(np.array([-1.0, 0.2, 3.0], np.float32))
        a, y, z = Net()(x)
        np.testing.assert_allclose(x.asnumpy(), [-0.5, 0.2, 0.5])
        np.testing.assert_allclose(a.asnumpy(), [-1.0, 0.4, 1.0])
        np.testing.assert_allclose(y.asnumpy(), [0.0, 2.0, 5.0])
        # (float32 ELU is MindSpore's nnacl exp minus 1: a few ulps from expm1)
        np.testing.assert_allclose(z.asnumpy(), np.expm1([-1.5, -0.8, -0.5]), rtol=1e-5)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    x = Tensor(np.array([-1.0, 0.2, 3.0], np.float32))
    assert F.sigmoid_(x) is x
    np.testing.assert_allclose(x.asnumpy(), 1 / (1 + np.exp([1.0, -0.2, -3.0])), rtol=1e-6)
    F.threshold_(x, 0.6, 9.0)
    np.testing.assert_allclose(x.asnumpy(), [9.0, 9.0, 1 / (1 + np.exp(-3.0))], rtol=1e-6)
    e = Tensor(np.array([-1.0, 2.0], np.float32))
    F.elu_(e, 2.0)
    np.testing.assert_allclose(e.asnumpy(), [2 * np.expm1(-1.0), 2.0], rtol=1e-5)


def test_mint_functions():
    a = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
    b = Tensor(np.array([[0.5, -1.0], [2.0, 1.0]], np.float32))
    np.testing.assert_allclose(mint.addmm(a, a, b, beta=0.5, alpha=2).asnumpy(),
                               0.5 * a.asnumpy() + 2 * a.asnumpy() @ b.asnumpy())
    assert mint.equal(a, a).asnumpy().item() is True and mint.equal(a, b).dtype == ms.bool_
    assert not mint.equal(a, a[0]).asnumpy()
    assert mint.item(Tensor(np.array([2.5], np.float32))) == 2.5
    u, inv, cnt = mint.unique(Tensor(np.array([[3, 1], [2, 3]], np.int32)), return_inverse=True, return_counts=True)
    np.testing.assert_array_equal(u.asnumpy(), [1, 2, 3])
    np.testing.assert_array_equal(inv.asnumpy(), [[2, 0], [1, 2]])
    np.testing.assert_array_equal(cnt.asnumpy(), [1, 1, 2])
    assert inv.dtype == ms.int64
    assert mint.randint(5, (3,)).dtype == ms.int64 and mint.randint(2, 5, (2, 2)).shape == (2, 2)
    assert mint.randperm(4).dtype == ms.int64
    assert mint.multinomial(Tensor(np.ones(4, np.float32)), 2).dtype == ms.int64
    assert mint.normal(Tensor(np.zeros((2, 3), np.float32)), 1.0).shape == (2, 3)
    assert mint.rand(2, 3).shape == (2, 3) and mint.randn((4,)).shape == (4,)


def test_layers_parameters_and_values():
    conv = mint.nn.Conv2d(3, 4, 3, padding=1, padding_mode="reflect")
    x = Tensor(np.random.default_rng(2).standard_normal((1, 3, 5, 5)).astype(np.float32))
    want = F.conv2d(F.pad(x, (1, 1, 1, 1), "reflect"), conv.weight, conv.bias)
    np.testing.assert_allclose(conv(x).asnumpy(), want.asnumpy(), rtol=1e-6)
    bn = mint.nn.BatchNorm2d(3)
    bn.set_train(True)
    out = bn(x)
    np.testing.assert_allclose(out.asnumpy().mean((0, 2, 3)), 0, atol=1e-5)
    assert int(bn.num_batches_tracked.asnumpy()) == 1
    with pytest.raises(ValueError, match="expected 4D input"):
        bn(x[0])
    ct = mint.nn.ConvTranspose2d(3, 2, 3, stride=2)
    assert ct(x, output_size=(12, 12)).shape == (1, 2, 12, 12)
    with pytest.raises(ValueError, match="requested an output size"):
        ct(x, output_size=(14, 14))
    emb = mint.nn.Embedding(5, 2, padding_idx=1)
    np.testing.assert_array_equal(emb.weight.asnumpy()[1], [0, 0])


def test_distributed_single_process():
    import msgraph.mint.distributed as dist

    assert dist.is_available() is True
    dist.init_process_group()
    assert dist.is_initialized() and dist.get_rank() == 0 and dist.get_world_size() == 1
    x = Tensor(np.array([1.0, 2.0], np.float32))
    assert dist.all_reduce(x) is None
    np.testing.assert_array_equal(x.asnumpy(), [1.0, 2.0])
    out = [Tensor(np.zeros(2, np.float32))]
    dist.all_gather(out, x)
    np.testing.assert_array_equal(out[0].asnumpy(), [1.0, 2.0])
    assert dist.barrier(async_op=True).wait()


def test_kthvalue_and_triangular_solve():
    x = Tensor(np.array([[3.0, 1.0, 2.0], [0.0, 5.0, -1.0]], np.float32))
    v, i = mint.kthvalue(x, 2)
    np.testing.assert_array_equal(v.asnumpy(), [2.0, 0.0])
    np.testing.assert_array_equal(i.asnumpy(), [2, 0])
    assert i.dtype == ms.int64
    rng = np.random.default_rng(1)
    a = rng.standard_normal((3, 3)).astype(np.float32) + 3 * np.eye(3, dtype=np.float32)
    b = rng.standard_normal((3, 2)).astype(np.float32)
    sol, a2 = mint.triangular_solve(Tensor(b), Tensor(a), True, True, True)
    m = np.triu(a)
    np.fill_diagonal(m, 1)
    np.testing.assert_allclose(m.T @ sol.asnumpy(), b, atol=1e-5)
    np.testing.assert_array_equal(a2.asnumpy(), a)
    from msgraph.mint.nn.layer import SyncBatchNorm

    assert SyncBatchNorm is mint.nn.SyncBatchNorm


def test_distributed_single_process_objects():
    import msgraph.mint.distributed as dist

    dist.init_process_group()
    objs = [None]
    dist.all_gather_object(objs, {"a": 1})
    assert objs == [{"a": 1}]
    x = Tensor(np.array([1.0, 2.0], np.float32))
    out = Tensor(np.zeros(2, np.float32))
    dist.reduce_scatter_tensor(out, x)
    np.testing.assert_array_equal(out.asnumpy(), [1.0, 2.0])
    dist.reduce(x, 0)
    np.testing.assert_array_equal(x.asnumpy(), [1.0, 2.0])
