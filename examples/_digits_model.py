"""The data and network shared by examples/train.py and examples/eval.py (MindSpore style).

scikit-learn's 8x8 handwritten digits, flattened to 64 features in [0, 1]; a fixed split (the
last 20% of the samples are the test set); a 64-128-10 MLP.
"""
from __future__ import annotations

import numpy as np

import msgraph as ms
import msgraph.nn as nn


def create_dataset(split: str, batch_size: int = 32, limit: int = 0):
    """The batches of ``split`` ('train' or 'test') as ``[(images, labels), ...]``, last partial batch dropped.

    Model accepts any iterable of batches.  Once ``msgraph.dataset`` is available this is
    ``ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=split == "train").batch(batch_size,
    drop_remainder=True)`` -- the MindSpore spelling; Model takes either.
    """
    from sklearn.datasets import load_digits

    digits = load_digits()
    x = (digits.data / 16.0).astype(np.float32)
    y = digits.target.astype(np.int32)
    cut = int(len(x) * 0.8)
    x, y = (x[:cut], y[:cut]) if split == "train" else (x[cut:], y[cut:])
    if limit:
        x, y = x[:limit], y[:limit]
    if split == "train":   # a fixed shuffle, the same for every run and mode
        order = np.random.default_rng(0).permutation(len(x))
        x, y = x[order], y[order]
    n = len(x) // batch_size * batch_size
    return [(x[i:i + batch_size], y[i:i + batch_size]) for i in range(0, n, batch_size)]


class DigitsNet(nn.Cell):
    """64 -> 128 -> ReLU -> 10."""

    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(64, 128)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(128, 10)

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


def loss_fn():
    return nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")


def set_mode(name: str) -> None:
    ms.set_context(mode=ms.GRAPH_MODE if name == "graph" else ms.PYNATIVE_MODE)
