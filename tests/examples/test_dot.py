"""msgraph.ir.dot: DOT text of compiled graphs (names as in the text IR, control flow as clusters)."""
from __future__ import annotations

import re
import shutil
import subprocess

import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.ir import dot as dotmod
from msgraph.ir.dot import have_graphviz, render, to_dot


def branchy(x, limit):
    y = x * 2.0
    while ops.abs(y).max() > limit:
        y = y * 0.5
    if y.sum() > 0.0:
        z = ops.exp(y)
    else:
        z = -y
    return z.sum(), y


def loss(x):
    return (ops.sin(x) * x).sum()


def _compiled(fn, *args):
    jf = ms.jit(fn)
    jf(*args)
    return jf


X = ms.Tensor(np.array([1.0, -3.0, 2.0], np.float32))
LIMIT = ms.Tensor(np.float32(1.0))


def _value_names(text):
    return set(re.findall(r"%[A-Za-z_][\w.]*|%\d+", text))


def test_names_and_structure_follow_the_text_ir():
    jf = _compiled(branchy, X, LIMIT)
    text = to_dot(jf)
    ir = jf.get_ir()
    assert text.startswith('digraph "branchy" {') and text.rstrip().endswith("}")
    assert text.count("{") == text.count("}")
    # every value name of the text form appears in the picture, and no other
    assert _value_names(text) == _value_names(ir)
    for title in ('label="then"', 'label="else"', 'label="cond (loop test)"', 'label="body"'):
        assert title in text
    assert "end of while" in text and "end of if" in text
    assert "return (%" in text


def test_edges_are_declared_outside_clusters():
    text = to_dot(_compiled(branchy, X, LIMIT))
    depth = 0
    for line in text.splitlines():
        if "->" in line:
            assert depth == 1, line        # inside the digraph only: no accidental cluster members
        depth += line.count("{") - line.count("}")


def test_backward_nodes_and_parameters_are_marked():
    w = ms.Parameter(ms.Tensor(np.array([0.5, 1.5, -1.0], np.float32)), name="w")

    def f(x):
        return ms.grad(lambda t: loss(t * w))(x)

    text = to_dot(_compiled(f, X))
    assert "gradient of line" in text
    assert dotmod._FILL["backward"] in text
    assert "Parameter 'w'" in text and "shape=cylinder" in text


def test_accepts_graph_executable_and_jit_function():
    jf = _compiled(loss, X)
    exe = jf.executables()[-1]
    assert to_dot(jf) == to_dot(exe) == to_dot(exe.graph)
    small = to_dot(exe.graph, with_loc=False, with_types=False, name="tiny")
    assert small.startswith('digraph "tiny"') and "Float32" not in small and "test_dot.py:" not in small
    with pytest.raises(TypeError, match="to_dot expects"):
        to_dot(object())
    with pytest.raises(TypeError):
        to_dot(ms.jit(loss))          # not compiled yet


def test_labels_are_escaped():
    def f(x):
        if x.sum() > 0.0:
            raise ValueError('a "quoted" \\ message')
        return x
    text = to_dot(_compiled(f, X * -1.0))
    for line in text.splitlines():
        for label in re.findall(r'label="((?:[^"\\]|\\.)*)"', line):
            assert '"' not in label.replace('\\"', "")


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz is not installed")
def test_graphviz_accepts_the_text_and_renders(tmp_path):
    text = to_dot(_compiled(branchy, X, LIMIT))
    subprocess.run(["dot", "-Tsvg", "-o", str(tmp_path / "g.svg")], input=text.encode(), check=True)
    assert have_graphviz()
    assert render(text, str(tmp_path / "g.png"))
    assert (tmp_path / "g.png").read_bytes()[:4] == b"\x89PNG"


def test_render_without_graphviz_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(dotmod.shutil, "which", lambda name: None)
    assert not have_graphviz()
    assert render("digraph g {}", str(tmp_path / "g.png")) is False
    assert not (tmp_path / "g.png").exists()
