"""The losses added by h-nn against numpy references (MindSpore values: conformance nn/losses.py)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

RNG = np.random.default_rng(3)


def T(a):
    return ms.Tensor(np.asarray(a))


def log_softmax(x, axis):
    m = x - x.max(axis=axis, keepdims=True)
    return m - np.log(np.exp(m).sum(axis=axis, keepdims=True))


@pytest.mark.msgraph_modes
def test_cross_entropy_weighted_ignore_mean():
    logits = RNG.normal(size=(5, 4)).astype(np.float32)
    labels = np.array([0, 3, -100, 2, 3], np.int32)
    w = np.array([0.5, 1.0, 2.0, 1.5], np.float32)
    got = nn.CrossEntropyLoss(weight=T(w))(T(logits), T(labels)).asnumpy()
    lp = log_softmax(logits, 1)
    keep = labels != -100
    picked = -lp[np.arange(5)[keep], labels[keep]] * w[labels[keep]]
    np.testing.assert_allclose(got, picked.sum() / w[labels[keep]].sum(), rtol=1e-5)


@pytest.mark.msgraph_modes
def test_nll_and_cross_entropy_agree_on_4d():
    logits = RNG.normal(size=(2, 3, 2, 2)).astype(np.float32)
    labels = RNG.integers(0, 3, size=(2, 2, 2)).astype(np.int32)
    ce = nn.CrossEntropyLoss(reduction="none")(T(logits), T(labels)).asnumpy()
    nll = nn.NLLLoss(reduction="none")(T(log_softmax(logits, 1)), T(labels)).asnumpy()
    assert ce.shape == (2, 2, 2)
    np.testing.assert_allclose(ce, nll, rtol=1e-5, atol=1e-6)


def test_smooth_l1_huber_kl_and_bce_references():
    a, b = RNG.normal(size=(3, 4)).astype(np.float32), RNG.normal(size=(3, 4)).astype(np.float32)
    d = np.abs(a - b)
    np.testing.assert_allclose(nn.SmoothL1Loss(beta=0.5)(T(a), T(b)).asnumpy(),
                               np.where(d < 0.5, d * d, d - 0.25), rtol=1e-5)
    np.testing.assert_allclose(nn.HuberLoss(delta=0.5)(T(a), T(b)).asnumpy(),
                               np.where(d < 0.5, 0.5 * d * d, 0.5 * (d - 0.25)).mean(), rtol=1e-5)
    p = RNG.uniform(0.1, 0.9, size=(3, 4)).astype(np.float32)
    y = RNG.uniform(0, 1, size=(3, 4)).astype(np.float32)
    np.testing.assert_allclose(nn.BCELoss(reduction="sum")(T(p), T(y)).asnumpy(),
                               -(y * np.log(p) + (1 - y) * np.log(1 - p)).sum(), rtol=1e-5)
    lp = log_softmax(a, 1)
    q = np.exp(log_softmax(b, 1))
    np.testing.assert_allclose(nn.KLDivLoss("batchmean")(T(lp), T(q)).asnumpy(),
                               (q * (np.log(q) - lp)).sum() / 3, rtol=1e-5)


def test_bce_clamps_probabilities_at_1e12():
    # MindSpore 2.10 (checked with the oracle) gives 27.631021 = -log(1e-12) for both, not PyTorch's 100
    out = nn.BCELoss(reduction="none")(T(np.array([0.0, 1.0], np.float32)), T(np.array([1.0, 0.0], np.float32)))
    np.testing.assert_allclose(out.asnumpy(), [27.631021, 27.631021], rtol=1e-6)


def test_argument_errors():
    with pytest.raises(ValueError):
        nn.CrossEntropyLoss(reduction="avg")
    with pytest.raises(TypeError):
        nn.CrossEntropyLoss(label_smoothing=1)
    with pytest.raises(ValueError):
        nn.KLDivLoss("avg")
    with pytest.raises(ValueError):
        nn.CosineEmbeddingLoss(margin=2.0)
    with pytest.raises(TypeError):
        nn.CrossEntropyLoss()(T(np.ones((2, 3), np.float32)), T(np.ones(2, np.int64)))
    with pytest.raises(RuntimeError):
        nn.SmoothL1Loss(beta=-1.0)(T(np.ones(2, np.float32)), T(np.ones(2, np.float32)))
