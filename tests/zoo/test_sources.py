"""The zoo networks are MindSpore's published code: they keep the Apache-2.0 notice, name the
repository they come from and import ``mindspore`` (not msgraph) -- they run through the alias."""
import ast
import glob
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# gallery.py and the train_*.py recipes are msgraph's own scripts (written after the zoo's recipes'
# structure, not copied): they are checked by test_recipes_name_their_source below.
SOURCES = sorted(p for p in glob.glob(os.path.join(ROOT, "examples", "zoo", "*.py"))
                 if os.path.basename(p) != "gallery.py" and not os.path.basename(p).startswith("train_"))
RECIPES = sorted(glob.glob(os.path.join(ROOT, "examples", "zoo", "train_*.py")))


def test_the_zoo_has_its_networks():
    names = {os.path.basename(p) for p in SOURCES}
    assert {"lenet.py", "resnet.py", "mobilenetv2.py", "lstm.py", "transformer_encoder.py"} <= names


@pytest.mark.parametrize("path", SOURCES, ids=os.path.basename)
def test_licence_source_and_mindspore_imports(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert text.startswith("# Copyright") and "Licensed under the Apache License, Version 2.0" in text[:600]
    assert "github.com/mindspore-ai/" in text
    imported = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            imported.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            imported.add(node.module.split(".")[0])
    assert "mindspore" in imported and "msgraph" not in imported


@pytest.mark.parametrize("path", RECIPES, ids=os.path.basename)
def test_recipes_name_their_source(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert "mindspore-ai/models" in text[:2000] and "import mindspore" in text
