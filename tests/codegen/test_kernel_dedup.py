"""Fused groups with the same code share one compiled kernel (twin layers: Add + ReLU of each, whatever their
bias Parameters are called)."""
import re

import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops

pytest.importorskip("numba")


class TwoLayers(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = nn.Dense(16, 16)
        self.b = nn.Dense(16, 16)
        self.c = nn.Dense(16, 8)

    def construct(self, x):
        return self.c(ops.relu(self.b(ops.relu(self.a(x)))))


def test_twin_groups_compile_once_and_compute_their_own_values(monkeypatch, tmp_path):
    monkeypatch.setenv("MSGRAPH_SYNC_COMPILE", "1")
    monkeypatch.setenv("MSGRAPH_CACHE_DIR", str(tmp_path))
    ms.set_seed(1)
    net = TwoLayers()
    x = ms.Tensor(np.random.default_rng(0).standard_normal((4, 16)).astype(np.float32))
    fn31 = lambda t: net(t).sum()
    grad = ms.value_and_grad(fn31, None, net.trainable_params())
    want_v, want_g = grad(x)
    jf = ms.jit(grad)
    got_v, got_g = jf(x)
    src = jf.get_source()
    py, kernels = src.split("# ---- Numba kernels")
    defined = re.findall(r"^def (k\d+_\w+)\(", kernels, re.M)
    called = re.findall(r"_(k\d+_\w+)\(", py)
    assert len(called) > len(set(called)), "expected a kernel called by two groups:\n" + py
    assert sorted(set(called)) == sorted(defined)             # each unique kernel compiled once
    np.testing.assert_allclose(got_v.asnumpy(), want_v.asnumpy(), rtol=1e-5)
    for a, b in zip(got_g, want_g):
        np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=1e-5, atol=1e-6)
