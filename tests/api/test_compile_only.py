"""Compiling without running: ``_cell_graph_executor.compile`` and ``MS_DEV_PRECOMPILE_ONLY=1``."""
from __future__ import annotations

import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, nn, ops
from msgraph.common.api import _cell_graph_executor


class Double(nn.Cell):
    def construct(self, x):
        return x * 2


class BadMatmul(nn.Cell):
    def construct(self, x):
        return ops.matmul(x, Tensor(np.ones((3, 3), np.float32)))


def test_cell_graph_executor_compiles_without_running():
    net = Double()
    x = Tensor(np.ones((2, 2), np.float32))
    phase, new = _cell_graph_executor.compile(net, x)
    assert new and phase.startswith("predict.")
    assert _cell_graph_executor.compile(net, x)[1] is False          # cached: not compiled again
    np.testing.assert_array_equal(_cell_graph_executor(net, x).asnumpy(), np.full((2, 2), 2, np.float32))
    with pytest.raises(RuntimeError):      # shape inference runs at compile time (MindSpore: MatMulExt RuntimeError)
        _cell_graph_executor.compile(BadMatmul(), x)
    with pytest.raises(KeyError):
        _cell_graph_executor(Double(), x)                            # never compiled


def test_precompile_only_compiles_and_returns_none(monkeypatch):
    @ms.jit
    def spin(i):
        while i < 3:          # never ends when run: i is not updated in the loop
            i = i * 1
        return i

    monkeypatch.setenv("MS_DEV_PRECOMPILE_ONLY", "1")
    assert spin(Tensor(0, ms.int32)) is None
    assert spin.compiles == 1
