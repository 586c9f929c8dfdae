"""Shared by the zoo programs: import the networks from examples/zoo and give them deterministic
weights (the same under MindSpore and msgraph) and inputs.

Every Parameter, in sorted name order, is set from a golden-ratio sequence over ``np.arange``
(computed in float64, then cast to float32): weights get a uniform spread of variance 1/fan_in,
BatchNorm gammas and moving variances stay near 1, biases, betas and moving means near 0.
"""
import os
import sys

import numpy as np

ZOO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..",
                                   "examples", "zoo"))


def zoo_path():
    """Put examples/zoo on sys.path (each program calls it: the harness restores sys.path after a run)."""
    if ZOO not in sys.path:
        sys.path.insert(0, ZOO)


zoo_path()

import mindspore as ms  # noqa: E402


def pattern(n, k):
    """n values in [-1, 1): a quasi-random sequence, shifted per parameter index k."""
    return ((np.arange(n, dtype=np.float64) * 0.6180339887498949 + 0.1 * k + 0.05) % 1.0) * 2.0 - 1.0


def set_weights(net):
    params = sorted(net.parameters_and_names(), key=lambda kv: kv[1].name)
    for k, (_, p) in enumerate(params):
        shape = tuple(p.shape)
        n = int(np.prod(shape)) if shape else 1
        u = pattern(n, k).reshape(shape)
        name = p.name
        if len(shape) > 1:
            fan_in = int(np.prod(shape[1:]))
            arr = u * np.sqrt(3.0 / fan_in)
        elif name.endswith("gamma"):
            arr = 1.0 + 0.2 * u
        elif name.endswith("variance"):
            arr = 1.0 + 0.5 * np.abs(u)
        else:  # bias, beta, moving mean
            arr = 0.1 * u
        p.set_data(ms.Tensor(arr.astype(np.float32)))
    return [p.name for _, p in params]


def image(batch, channels, size):
    n = batch * channels * size * size
    x = np.sin(np.arange(n, dtype=np.float64) * 0.37) + 0.5 * np.cos(np.arange(n, dtype=np.float64) * 0.011)
    return ms.Tensor(x.reshape(batch, channels, size, size).astype(np.float32))


def labels(batch, classes):
    return ms.Tensor((np.arange(batch) * 3 % classes).astype(np.int32))


def head(t, k=64):
    """The first k values of a Tensor, flattened (a sample that keeps the records small)."""
    return t.asnumpy().ravel()[:k]
