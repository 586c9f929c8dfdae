"""Golden IR text: after lowering and after each pass of the O1 pipeline; plus pass equivalence."""
import os
import pathlib

import numpy as np
import pytest

import msgraph as ms
from msgraph.compiler import CompileOptions, lower
from msgraph.ir.interpreter import interpret
from msgraph.ir.printer import format_graph
from msgraph.ir.verify import verify
from msgraph.passes.manager import pipeline

from golden_programs import PROGRAMS

GOLDEN = pathlib.Path(__file__).parent / "golden"
REGEN = os.environ.get("MSGRAPH_REGEN_GOLDEN") == "1"


def _stages(name):
    fn, raw = PROGRAMS[name]
    args = [ms.Tensor(a) for a in raw]
    graph = lower(fn, args, {}, CompileOptions("O1"))
    texts = [("lowered", format_graph(graph))]
    results = []
    inputs = [np.asarray(a) for a in raw]
    results.append(interpret(graph, inputs))
    for p in pipeline("O1"):
        p.run(graph)
        assert verify(graph) == [], p.name
        texts.append((p.name, format_graph(graph)))
        if p.name != "expand_grad":
            results.append(interpret(graph, inputs))
    return texts, results


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_golden_ir(name):
    texts, _ = _stages(name)
    text = "\n\n".join(f"## {stage}\n{t}" for stage, t in texts) + "\n"
    path = GOLDEN / f"{name}.ir"
    if REGEN:
        path.write_text(text)
    assert path.exists(), f"no golden IR for {name}: write it with MSGRAPH_REGEN_GOLDEN=1 and review it"
    assert text == path.read_text(), f"IR of {name} changed; regenerate with MSGRAPH_REGEN_GOLDEN=1 if intended"


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_every_pass_preserves_results(name):
    _, results = _stages(name)
    first = results[0][0]
    for res, _ in results[1:]:
        assert len(res) == len(first)
        for a, b in zip(res, first):
            np.testing.assert_array_equal(np.asarray(a), np.asarray(b))
            assert np.asarray(a).dtype == np.asarray(b).dtype
