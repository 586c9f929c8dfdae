"""Each layer's forward against a numpy reference."""
import math

import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

RNG = np.random.default_rng(42)


def t(a):
    return ms.Tensor(np.asarray(a))


def randn(*shape, dtype=np.float32):
    return RNG.normal(size=shape).astype(dtype)


def close(a, b, **kw):
    kw.setdefault("rtol", 1e-5)
    kw.setdefault("atol", 1e-6)
    np.testing.assert_allclose(a.asnumpy() if isinstance(a, ms.Tensor) else a, b, **kw)


# -- Dense -----------------------------------------------------------------------------------
def test_dense_matches_numpy_and_default_init_bounds():
    ms.set_seed(0)
    d = nn.Dense(6, 4)
    w, b = d.weight.asnumpy(), d.bias.asnumpy()
    assert w.shape == (4, 6) and b.shape == (4,) and w.dtype == np.float32
    # HeUniform(sqrt 5): bound = sqrt(3) * sqrt(2 / 6) / sqrt(6) = 1/sqrt(6); bias bound 1/sqrt(6)
    assert np.abs(w).max() <= 1 / math.sqrt(6) + 1e-7 and np.abs(b).max() <= 1 / math.sqrt(6) + 1e-7
    x = randn(3, 6)
    close(d(t(x)), x @ w.T + b)


def test_dense_activation_no_bias_and_nd_input():
    d = nn.Dense(5, 2, has_bias=False, activation="relu")
    assert d.bias is None and len(list(d.get_parameters())) == 1
    x = randn(2, 3, 5)
    out = d(t(x))
    assert out.shape == (2, 3, 2)
    close(out, np.maximum(x @ d.weight.asnumpy().T, 0))
    assert "activation=ReLU()" in repr(d)


def test_dense_initializers_by_name():
    d = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    close(d(t(np.ones((1, 3), np.float32))), [[3.0, 3.0]])


# -- activations ------------------------------------------------------------------------------
@pytest.mark.parametrize("cell, ref", [
    (nn.ReLU(), lambda x: np.maximum(x, 0)),
    (nn.Sigmoid(), lambda x: 1 / (1 + np.exp(-x))),
    (nn.Tanh(), np.tanh),
    (nn.GELU(), lambda x: 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))),
    (nn.GELU(approximate=False),
     lambda x: 0.5 * x * (1 + np.vectorize(math.erf)(x / math.sqrt(2)))),
    (nn.Softmax(), lambda x: np.exp(x) / np.exp(x).sum(-1, keepdims=True)),
    (nn.Softmax(axis=0), lambda x: np.exp(x) / np.exp(x).sum(0, keepdims=True)),
    (nn.LogSoftmax(), lambda x: x - np.log(np.exp(x).sum(-1, keepdims=True))),
])
def test_activations(cell, ref):
    x = randn(3, 4)
    close(cell(t(x)), ref(x.astype(np.float64)), rtol=1e-5, atol=1e-6)


def test_flatten_keeps_batch_dim():
    x = randn(2, 3, 4, 5)
    assert nn.Flatten()(t(x)).shape == (2, 60)
    assert nn.Flatten(0, -1)(t(x)).shape == (120,)


# -- Dropout ---------------------------------------------------------------------------------
def test_dropout_only_in_training_and_seeded():
    x = np.ones((200, 50), np.float32)
    drop = nn.Dropout(p=0.25)
    close(drop(t(x)), x)  # not training: identity
    # MindSpore's seeding: the layer's Dropout primitive takes its seeds when it is built (from the global
    # seed and the "dropout" counter, which set_seed restarts), and each call continues its engine
    ms.set_seed(7)
    drop = nn.Dropout(p=0.25)
    drop.set_train()
    a = drop(t(x)).asnumpy()
    ms.set_seed(7)
    again = nn.Dropout(p=0.25)
    again.set_train()
    b = again(t(x)).asnumpy()
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(drop(t(x)).asnumpy(), a)
    assert set(np.unique(a)) <= {0.0, np.float32(1 / 0.75)}
    assert abs((a == 0).mean() - 0.25) < 0.02
    assert nn.Dropout(keep_prob=0.8).p is None and nn.Dropout(keep_prob=0.8).keep_prob == 0.8  # MindSpore 2.10 keeps the arguments
    with pytest.raises(ValueError):
        nn.Dropout(p=1.0)


# -- Conv / pooling --------------------------------------------------------------------------
def _pad_amounts(size, k, s, mode, pad):
    if mode == "valid":
        return 0, 0
    if mode == "pad":
        return pad, pad
    out = -(-size // s)
    total = max((out - 1) * s + k - size, 0)
    return total // 2, total - total // 2


def conv_ref(x, w, b, stride, mode, pad=0, group=1):
    n, c, h, wd = x.shape
    o, cg, kh, kw = w.shape
    pt, pb = _pad_amounts(h, kh, stride, mode, pad)
    pl, pr = _pad_amounts(wd, kw, stride, mode, pad)
    xp = np.pad(x, ((0, 0), (0, 0), (pt, pb), (pl, pr)))
    oh = (xp.shape[2] - kh) // stride + 1
    ow = (xp.shape[3] - kw) // stride + 1
    out = np.zeros((n, o, oh, ow))
    og = o // group
    for oc in range(o):
        g = oc // og
        for i in range(oh):
            for j in range(ow):
                patch = xp[:, g * cg:(g + 1) * cg, i * stride:i * stride + kh, j * stride:j * stride + kw]
                out[:, oc, i, j] = (patch * w[oc]).sum(axis=(1, 2, 3))
    if b is not None:
        out += b.reshape(1, -1, 1, 1)
    return out


@pytest.mark.parametrize("kw", [
    dict(),
    dict(pad_mode="valid", stride=2),
    dict(pad_mode="pad", padding=1, has_bias=True),
    dict(pad_mode="same", stride=2, has_bias=True),
    dict(group=2, pad_mode="valid"),
])
def test_conv2d_matches_numpy(kw):
    conv = nn.Conv2d(4, 6, 3, **kw)
    assert conv.weight.shape == (6, 4 // kw.get("group", 1), 3, 3)
    assert (conv.bias is not None) == kw.get("has_bias", False)
    x = randn(2, 4, 7, 6)
    ref = conv_ref(x.astype(np.float64), conv.weight.asnumpy().astype(np.float64),
                   None if conv.bias is None else conv.bias.asnumpy(), kw.get("stride", 1),
                   kw.get("pad_mode", "same"), kw.get("padding", 0), kw.get("group", 1))
    close(conv(t(x)), ref, rtol=1e-4, atol=1e-5)


def pool_ref(x, k, s, fn):
    n, c, h, w = x.shape
    oh, ow = (h - k) // s + 1, (w - k) // s + 1
    out = np.zeros((n, c, oh, ow), x.dtype)
    for i in range(oh):
        for j in range(ow):
            out[:, :, i, j] = fn(x[:, :, i * s:i * s + k, j * s:j * s + k], axis=(2, 3))
    return out


def test_max_and_avg_pool():
    x = randn(2, 3, 6, 7)
    close(nn.MaxPool2d(kernel_size=2, stride=2)(t(x)), pool_ref(x, 2, 2, np.max))
    close(nn.AvgPool2d(kernel_size=3, stride=1)(t(x)), pool_ref(x, 3, 1, np.mean))
    assert nn.MaxPool2d()(t(x)).shape == x.shape  # MindSpore default kernel 1, stride 1
    assert nn.MaxPool2d(2, 2, pad_mode="same")(t(x)).shape == (2, 3, 3, 4)


# -- normalization --------------------------------------------------------------------------
def test_batchnorm2d_training_updates_moving_stats():
    bn = nn.BatchNorm2d(3, momentum=0.9)
    bn.set_train()
    x = randn(4, 3, 5, 5) * 2 + 1
    out = bn(t(x))
    mean = x.mean(axis=(0, 2, 3))
    var = x.var(axis=(0, 2, 3))
    ref = (x - mean.reshape(1, 3, 1, 1)) / np.sqrt(var.reshape(1, 3, 1, 1) + 1e-5)
    close(out, ref, rtol=1e-4, atol=1e-5)
    n = 4 * 5 * 5
    close(bn.moving_mean, 0.1 * mean, rtol=1e-5)
    close(bn.moving_variance, 0.9 + 0.1 * var * n / (n - 1), rtol=1e-5)
    assert bn.moving_mean.name == "mean" and not bn.moving_mean.requires_grad


def test_batchnorm_eval_uses_moving_stats_and_affine():
    bn = nn.BatchNorm1d(3, gamma_init=2.0, beta_init=0.5, moving_mean_init=1.0, moving_var_init=4.0)
    x = randn(5, 3)
    close(bn(t(x)), (x - 1.0) / np.sqrt(4.0 + 1e-5) * 2.0 + 0.5, rtol=1e-5)
    close(bn.moving_mean, [1.0, 1.0, 1.0])  # unchanged in eval
    with pytest.raises(ValueError):
        bn(t(randn(2, 3, 4, 4)))


def test_batchnorm_gradients_flow_to_gamma_and_beta():
    bn = nn.BatchNorm1d(2)
    bn.set_train()
    x = t(randn(6, 2).astype(np.float32))
    gg, gb = ms.grad(lambda v: (bn(v) * bn(v)).sum(), None, [bn.gamma, bn.beta])(x)
    close(gb, [0.0, 0.0], atol=1e-4)
    assert gg.shape == (2,)


def test_layernorm():
    ln = nn.LayerNorm((4,), gamma_init=3.0, beta_init=1.0)
    x = randn(2, 3, 4)
    ref = (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-7) * 3.0 + 1.0
    close(ln(t(x)), ref, rtol=1e-4, atol=1e-5)
    ln2 = nn.LayerNorm((3, 4), begin_norm_axis=1, begin_params_axis=1)
    ref2 = (x - x.mean((1, 2), keepdims=True)) / np.sqrt(x.var((1, 2), keepdims=True) + 1e-7)
    close(ln2(t(x)), ref2, rtol=1e-4, atol=1e-5)
    assert [p.name for p in ln.get_parameters()] == ["gamma", "beta"]


def test_embedding_lookup_padding_and_one_hot():
    ms.set_seed(1)
    emb = nn.Embedding(10, 4, padding_idx=0)
    table = emb.embedding_table.asnumpy()
    np.testing.assert_array_equal(table[0], 0)
    ids = np.array([[1, 0, 9], [3, 3, 2]], np.int32)
    out = emb(t(ids))
    assert out.shape == (2, 3, 4)
    close(out, table[ids])
    emb1 = nn.Embedding(10, 4, use_one_hot=True)
    close(emb1(t(ids)), emb1.embedding_table.asnumpy()[ids])
