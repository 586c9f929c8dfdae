"""The data and network shared by examples/train.py and examples/eval.py (MindSpore style).

scikit-learn's 8x8 handwritten digits, flattened to 64 features in [0, 1]; a fixed split (the
last 20% of the samples are the test set); a 64-128-10 MLP.
"""
from __future__ import annotations

import numpy as np

import msgraph as ms
import msgraph.nn as nn


def create_dataset(split: str, batch_size: int = 32, limit: int = 0):
    """``split`` ('train' or 'test') of scikit-learn's digits as a MindSpore dataset pipeline:
    ``NumpySlicesDataset`` -> ``batch(drop_remainder=True)``, shuffled for training with the
    dataset seed (``ds.config.set_seed``), so every run and mode sees the same batches."""
    import msgraph.dataset as ds
    from sklearn.datasets import load_digits

    digits = load_digits()
    x = (digits.data / 16.0).astype(np.float32)
    y = digits.target.astype(np.int32)
    cut = int(len(x) * 0.8)
    x, y = (x[:cut], y[:cut]) if split == "train" else (x[cut:], y[cut:])
    if limit:
        x, y = x[:limit], y[:limit]
    ds.config.set_seed(0)
    data = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=split == "train")
    return data.batch(batch_size, drop_remainder=True)


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
