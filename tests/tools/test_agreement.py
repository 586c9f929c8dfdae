"""The checker and the compiler agree on every corpus case: compile succeeds <=> no finding.

They share one rule module (msgraph.frontend.syntax); this test proves it end to end by
compiling and running each case of tests/tools/agreement_corpus/ in GRAPH_MODE.
"""
import ast
import importlib.util
import pathlib

import numpy as np
import pytest

import msgraph as ms
from msgraph.context import context
from msgraph.errors import MsGraphError
from msgraph.frontend.syntax import RULES

CORPUS = pathlib.Path(__file__).parent / "agreement_corpus"
FILES = sorted(CORPUS.glob("*.py"))


def _case(path):
    tree = ast.parse(path.read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == "CASE":
            return ast.literal_eval(node.value)
    raise AssertionError(f"{path.name} has no CASE literal")


def _load(path):
    spec = importlib.util.spec_from_file_location(f"agreement_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_corpus_is_big_enough_and_covers_both_verdicts():
    cases = [_case(p) for p in FILES]
    assert len(cases) >= 100
    assert any(c["expect"] for c in cases) and any(not c["expect"] for c in cases)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_checker_verdict_equals_compiler_verdict(path):
    case = _case(path)
    module = _load(path)
    args = [ms.Tensor(np.array(a["tensor"], a["dtype"])) if isinstance(a, dict) else a for a in case["args"]]
    entry = case["entry"]
    error = None
    with context(mode=ms.GRAPH_MODE, jit_syntax_level=case["level"]):
        try:
            if "." in entry:
                cls_name, meth = entry.split(".")
                getattr(getattr(module, cls_name)(), meth)(*args)
            else:
                obj = getattr(module, entry)
                if isinstance(obj, type):
                    obj()(*args)
                else:
                    target = obj if hasattr(obj, "cache_info") else ms.jit(obj)
                    target(*args)
        except MsGraphError as exc:
            error = exc
    if not case["expect"]:
        assert error is None, f"checker accepts {path.name} but the compiler raised: {error}"
    else:
        assert error is not None, f"checker reports {case['expect']} for {path.name} but it compiled"
        code = getattr(error, "code", None)
        assert code == case["expect"][0], f"{path.name}: compiler raised {code}, checker {case['expect'][0]}"
        assert isinstance(error, RULES[code].exc_class)
