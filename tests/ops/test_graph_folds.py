"""MindSpore 2.10's Graph-mode constant folds go through ONE registry (``registry.GRAPH_FOLDS``, keyed by MindSpore
primitive name) and ONE hook (``registry.graph_fold``): the folds ``apply`` runs (ReduceSum, Softmax...) and those of
MindSpore's division forms and LinalgVectorNorm, which their function forms reach with the user's operands (whether
an operand was a Python number decides Div or Divs; Divs, the operators' own primitive, is folded by apply).  Values: tests/conformance/programs/left31/*_const_fold."""
from __future__ import annotations

import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, mint, nn, ops
from msgraph.ops import registry

ALL = {"ReduceSum", "ReduceMean", "ReduceProd", "Softmax", "Div", "Divs", "DivMod", "DivMods", "LinalgVectorNorm"}


def test_every_fold_is_in_the_registry():
    assert ALL <= set(registry.GRAPH_FOLDS)
    assert {"ReduceSum", "ReduceMean", "ReduceProd", "Softmax", "Divs"} <= set(registry._APPLY_FOLDS)
    assert not {"Div", "DivMod", "DivMods", "LinalgVectorNorm"} & set(registry._APPLY_FOLDS)
    assert registry._APPLY_FOLDS["Divs"] and not registry._APPLY_FOLDS["ReduceSum"]   # Divs: apply's arguments
    with pytest.raises(ValueError, match="twice"):
        registry.register_graph_fold("Divs", lambda p, o: None)


def test_the_hook_folds_only_while_a_graph_is_built():
    x = Tensor(np.array([5, 6], np.int32))
    assert registry.graph_fold("Divs", (x, 2)) is None          # PyNative: no fold
    assert ops.div(x, 2).dtype == ms.float32


class _Consts(nn.Cell):
    def __init__(self):
        super().__init__()
        self.x = Tensor(np.array([5, -6], np.int32))
        self.s = Tensor(np.array(7, np.int32))
        self.f = Tensor(np.array([[0.5, -1.25], [3.0, 4.0]], np.float32))

    def construct(self):
        return (self.x / 2, self.s / 2, ops.div(self.s, 2), ops.div(self.x, 4, rounding_mode="trunc"),
                self.x.div(4, rounding_mode="trunc"), ops.Div()(self.x, self.x), mint.linalg.vector_norm(self.f),
                mint.norm(self.f), ops.ReduceSum()(self.x), ops.softmax(self.f))


def test_each_form_reaches_its_fold_through_the_registry(monkeypatch):
    """A fold replaced in the registry changes what graph code gets: each form is looked up there, by MindSpore's
    primitive name (a 0-d Int32 Tensor divided by a number is Divs -- Float32 --, ops.div's Div -- Float64)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        want = [v.asnumpy() for v in _Consts()()]
        assert [w.dtype for w in want[:3]] == [np.float64, np.float32, np.float64]
        assert want[6].dtype == want[7].dtype == np.float64 and want[8].dtype == np.int64
        seen = []
        for name in ALL:
            def spy(p, operands, name=name, fold=registry.GRAPH_FOLDS[name]):
                seen.append(name)
                return fold(p, operands)
            monkeypatch.setitem(registry.GRAPH_FOLDS, name, spy)
        got = [v.asnumpy() for v in _Consts()()]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert set(seen) == ALL - {"ReduceMean", "ReduceProd"}
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and np.array_equal(g, w)
