"""The prose of README.md and docs/*.md names only things that exist.

Checked claims: every backticked repository path (``examples/train.py``, ``msgraph/ops/registry.py``,
``docs/syntax.md``) exists; every backticked API name (``ms.jit``, ``ops.GradOperation``,
``nn.Dense``, ``msgraph.dataset.GeneratorDataset``) resolves; every ``--option`` given to an
example script in a command line is an option that script defines.  (Code blocks are run by
test_docs_snippets.py.)
"""
from __future__ import annotations

import importlib
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
TICK = re.compile(r"`([^`\n]+)`")
PATH = re.compile(r"^(?:\.\./)?(?:msgraph|examples|tests|docs|benchmarks|\.ci)(?:/[\w.\-*]+)+/?$")
API = re.compile(r"^(ms|ops|nn|msgraph)((?:\.[A-Za-z_]\w*)+)(?:\(.*\))?$")
COMMAND = re.compile(r"python (examples/[\w/]+\.py)((?: [^`\n|]*)?)")
ROOTS = {"ms": "msgraph", "ops": "msgraph.ops", "nn": "msgraph.nn", "msgraph": "msgraph"}
# Names shown on purpose as what does NOT exist (MindSpore APIs msgraph lacks), per document.
NOT_CLAIMS = {"ms.ops.Custom", "nn.Cell.recompute",
              "ops.softsign", "ops.Softsign"}  # the op a how-to adds in its own code block


_NEGATIVE = ("not provided", "not implemented", "is missing", "are missing", "absent", "does not exist",
             "do not exist")


def _ticks(path):
    """(line, backticked text) outside code blocks; names on a line that says they are not provided
    (or the lines next to it) are not claims of existence."""
    text = path.read_text(encoding="utf-8")
    # code blocks are checked by running them; keep their newlines so line numbers stay true
    text = re.sub(r"```.*?```", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    lines = text.split("\n")
    for m in TICK.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        near = " ".join(lines[max(line - 2, 0):line + 1]).lower()
        if any(neg in near for neg in _NEGATIVE):
            continue
        yield line, m.group(1).strip()


def _resolves(root: str, rest: str) -> bool:
    parts = (ROOTS[root] + rest).split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for p in parts[cut:]:
            if not hasattr(obj, p):
                return False
            obj = getattr(obj, p)
        return True
    return False


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_named_paths_exist(doc):
    missing = []
    for line, tok in _ticks(doc):
        if PATH.match(tok) and "*" not in tok and "<" not in tok:
            target = (doc.parent / tok) if tok.startswith("../") else ROOT / tok
            if not target.exists():
                missing.append(f"{doc.name}:{line}: `{tok}`")
    assert not missing, "documents name files that do not exist:\n" + "\n".join(missing)


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_named_apis_exist(doc):
    missing = []
    for line, tok in _ticks(doc):
        m = API.match(tok)
        if m and tok.split("(")[0] not in NOT_CLAIMS and not _resolves(m.group(1), m.group(2)):
            missing.append(f"{doc.name}:{line}: `{tok}`")
    assert not missing, "documents name APIs that do not exist:\n" + "\n".join(missing)


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_example_options_exist(doc):
    missing = []
    text = doc.read_text(encoding="utf-8")
    for m in COMMAND.finditer(text):
        script = ROOT / m.group(1)
        if not script.exists():
            missing.append(f"{doc.name}: `{m.group(1)}` does not exist")
            continue
        source = script.read_text(encoding="utf-8")
        for opt in re.findall(r"(?<![\w-])(--[a-z][\w-]*)", m.group(2)):
            if f'"{opt}"' not in source and f"'{opt}'" not in source:
                missing.append(f"{doc.name}: `{m.group(1)} {opt}`: the script defines no such option")
    assert not missing, "documents show example options that do not exist:\n" + "\n".join(missing)
