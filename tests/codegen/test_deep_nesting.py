"""Generated Python stays under Python's 100 nested blocks: an ``if`` / ``while`` node nested
``codegen.python.OUTLINE_DEPTH`` blocks deep is emitted as a function of its own (an ``if``/``elif`` chain of 100
Tensor conditions was an IndentationError; MindSpore 2.10 computes it, left47/deep_elif)."""
from __future__ import annotations

import importlib
import sys

import numpy as np
import pytest

import msgraph as ms


def _chain_module(tmp_path, n):
    lines = ["def chain(x, k):", "    if x[0] > 0.0:", "        y = x * 1.0 + k"]
    for i in range(1, n):
        lines += [f"    elif x[0] > {-i}.0:", f"        y = x * {i + 1}.0 + k"]
    lines += ["    else:", "        y = x * x", "        while y.sum() < 1000000.0:", "            y = y * 2.0 + k",
              "    return y", ""]
    name = f"deep_chain_{n}"
    (tmp_path / f"{name}.py").write_text("\n".join(lines))
    sys.path.insert(0, str(tmp_path))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(tmp_path))


def _reference(start, n, k=0.5):
    x = np.array([start, 2.0, 3.0], np.float32)
    for i in range(n):
        if x[0] > -i:
            return x * (i + 1) + k
    y = x * x
    while y.sum() < 1000000.0:
        y = y * 2.0 + k
    return y


@pytest.mark.parametrize("backend", ["0", "1"])
def test_elif_chain_of_120_tensor_conditions(tmp_path, monkeypatch, backend):
    monkeypatch.setenv("MSGRAPH_NUMBA", backend)
    mod = _chain_module(tmp_path, 120)
    f = ms.jit(mod.chain)
    k = ms.Tensor(np.float32(0.5))
    for start in (1.0, -0.5, -60.5, -118.5, -500.0):
        got = f(ms.Tensor(np.array([start, 2.0, 3.0], np.float32)), k).asnumpy()
        np.testing.assert_allclose(got, _reference(start, 120), rtol=1e-6)
    assert "def _nested0(" in f.get_source()   # (outlined: the chain nests deeper than OUTLINE_DEPTH)

