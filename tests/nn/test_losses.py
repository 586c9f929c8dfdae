"""Losses against numpy references."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

RNG = np.random.default_rng(5)


def t(a):
    return ms.Tensor(np.asarray(a))


def close(a, b):
    np.testing.assert_allclose(a.asnumpy(), b, rtol=1e-5, atol=1e-6)


def _reduce(x, reduction):
    return {"mean": x.mean(), "sum": x.sum(), "none": x}[reduction]


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_mse_and_l1(reduction):
    a = RNG.normal(size=(3, 4)).astype(np.float32)
    b = RNG.normal(size=(3, 4)).astype(np.float32)
    close(nn.MSELoss(reduction)(t(a), t(b)), _reduce((a - b) ** 2, reduction))
    close(nn.L1Loss(reduction)(t(a), t(b)), _reduce(np.abs(a - b), reduction))


def _log_softmax(z):
    z = z - z.max(-1, keepdims=True)
    return z - np.log(np.exp(z).sum(-1, keepdims=True))


def test_softmax_cross_entropy_dense_and_sparse():
    logits = RNG.normal(size=(4, 6)).astype(np.float32)
    ids = np.array([0, 5, 2, 2], np.int32)
    onehot = np.eye(6, dtype=np.float32)[ids]
    ref = -(onehot * _log_softmax(logits.astype(np.float64))).sum(-1)
    loss = nn.SoftmaxCrossEntropyWithLogits()
    assert loss.reduction == "none" and not loss.sparse
    close(loss(t(logits), t(onehot)), ref)
    close(nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(t(logits), t(ids)), ref.mean())
    close(nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="sum")(t(logits), t(ids)), ref.sum())


def test_bce_with_logits_plain_weighted_and_pos_weight():
    x = (RNG.normal(size=(5, 3)) * 4).astype(np.float32)
    y = RNG.integers(0, 2, size=(5, 3)).astype(np.float32)
    sig = 1 / (1 + np.exp(-x.astype(np.float64)))
    base = -(y * np.log(sig) + (1 - y) * np.log(1 - sig))
    close(nn.BCEWithLogitsLoss()(t(x), t(y)), base.mean())
    w = np.array([1.0, 2.0, 0.5], np.float32)
    close(nn.BCEWithLogitsLoss("none", weight=t(w))(t(x), t(y)), base * w)
    pw = np.array([3.0, 1.0, 2.0], np.float32)
    ref = -(pw * y * np.log(sig) + (1 - y) * np.log(1 - sig))
    close(nn.BCEWithLogitsLoss("sum", pos_weight=t(pw))(t(x), t(y)), ref.sum())


def test_bad_reduction():
    with pytest.raises(ValueError):
        nn.MSELoss("avg")
