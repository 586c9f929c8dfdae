"""passes.manager's test-only switches: ``MSGRAPH_JIT_LEVEL`` forces the pipeline's level and
``MSGRAPH_SKIP_PASSES`` drops named optimizations (docs/debugging.md, "Bisect the pass pipeline")."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor
from msgraph.passes.manager import pipeline


def _names(level):
    return [type(p).__name__ for p in pipeline(level)]


def test_no_switch_keeps_the_levels(monkeypatch):
    monkeypatch.delenv("MSGRAPH_JIT_LEVEL", raising=False)
    monkeypatch.delenv("MSGRAPH_SKIP_PASSES", raising=False)
    assert "CSE" not in _names("O0") and "Fuse" not in _names("O0")
    assert "CSE" in _names("O1")
    assert _names("O2").count("CSE") == 2


def test_forced_level(monkeypatch):
    monkeypatch.setenv("MSGRAPH_JIT_LEVEL", "o0")
    assert _names("O1") == _names("O0") == ["ExpandGrad", "Float16RaisedChains", "LowerOps", "Simplify", "DCE",
                                              "MissingKernels"]
    monkeypatch.setenv("MSGRAPH_JIT_LEVEL", "O2")
    assert _names("O0").count("CSE") == 2


def test_skipped_passes(monkeypatch):
    monkeypatch.delenv("MSGRAPH_JIT_LEVEL", raising=False)
    monkeypatch.setenv("MSGRAPH_SKIP_PASSES", "simplify, fold_constants,Fuse")
    names = _names("O1")
    assert "Simplify" not in names and "FoldConstants" not in names and "Fuse" not in names
    assert "FuseEpilogues" in names and "CSE" in names and "ExpandGrad" in names


@pytest.mark.parametrize("var,value", [("MSGRAPH_JIT_LEVEL", "O3"), ("MSGRAPH_SKIP_PASSES", "LowerOps"),
                                       ("MSGRAPH_SKIP_PASSES", "Simplfy")])
def test_bad_values_are_named(monkeypatch, var, value):
    monkeypatch.setenv(var, value)
    with pytest.raises(ValueError, match=var):
        pipeline("O1")


def test_skipping_simplify_keeps_the_identity(monkeypatch):
    monkeypatch.delenv("MSGRAPH_JIT_LEVEL", raising=False)
    x = Tensor(np.arange(3, dtype=np.float32))

    def compiled_ir():
        @ms.jit
        def f(a):
            return a * 1.0 + 0.0
        assert np.array_equal(f(x).asnumpy(), np.arange(3, dtype=np.float32))
        return f.get_ir()

    monkeypatch.setenv("MSGRAPH_SKIP_PASSES", "")
    assert "Mul" not in compiled_ir()
    monkeypatch.setenv("MSGRAPH_SKIP_PASSES", "Simplify")
    assert "Mul" in compiled_ir()
