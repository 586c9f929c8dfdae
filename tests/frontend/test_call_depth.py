"""Graph mode's call depth (frontend/calls.py): nesting and recursion are bounded by MindSpore 2.10's
``max_call_depth`` (``ms.set_recursion_limit``), never by Python's recursion limit; Python's limit is raised only while
inlining goes deep, and restored after the compile, also when it fails."""
from __future__ import annotations

import sys

import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import errors


class Leaf(nn.Cell):
    def construct(self, x):
        return x + 1.0


class Wrap(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        return self.inner(x) * 1.0 + 1.0


def nested(n):
    c = Leaf()
    for _ in range(n):
        c = Wrap(c)
    return c


def count(x, n):
    if n == 0:
        return x
    return count(x, n - 1) + 1.0


class RecCell(nn.Cell):
    def construct(self, x):
        return self.construct(x) * 2.0


X = ms.Tensor(np.arange(3, dtype=np.float32))


def on_deep_stack(frames, fn):
    """``fn()`` called ``frames`` Python frames deeper than here."""
    return on_deep_stack(frames - 1, fn) if frames else fn()


@pytest.fixture(autouse=True)
def graph_mode():
    saved = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=saved)


def test_deep_nesting_compiles_without_python_recursion_error():
    limit = sys.getrecursionlimit()
    assert nested(150)(X).asnumpy().tolist() == [151.0, 152.0, 153.0]
    assert ms.jit(count)(X, 200).asnumpy().tolist() == [200.0, 201.0, 202.0]
    assert sys.getrecursionlimit() == limit


def test_recursion_limit_error_far_down_pythons_stack():
    # an endless recursive construct is MSG408 (MindSpore's RuntimeError), not Python's RecursionError, even when
    # the compile starts with most of Python's recursion limit used
    limit = sys.getrecursionlimit()
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    with pytest.raises(errors.CompileError, match="Recursive call") as info:
        on_deep_stack(limit - depth - 150, lambda: RecCell()(X))
    assert isinstance(info.value, RuntimeError) and "Exceed function call depth limit 1000" in str(info.value)
    assert sys.getrecursionlimit() == limit


def test_call_depth_follows_set_recursion_limit():
    ms.set_recursion_limit(100)
    try:
        assert nested(96)(X).asnumpy().tolist() == [97.0, 98.0, 99.0]
        with pytest.raises(RuntimeError, match="Exceed function call depth limit 100"):
            nested(97)(X)
        assert ms.jit(count)(X, 32).asnumpy().tolist() == [32.0, 33.0, 34.0]
        with pytest.raises(RuntimeError, match="Exceed function call depth limit 100"):
            ms.jit(count)(X, 33)
    finally:
        ms.set_recursion_limit(1000)
