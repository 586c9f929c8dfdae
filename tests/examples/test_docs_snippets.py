"""Every ```python block in docs/*.md runs, and the outputs the docs show are the real ones.

Conventions (for doc writers):

* Blocks of one file run in order in one fresh process, like cells of a notebook: a block may use
  names defined by an earlier block of the same file.
* ``<!-- snippet: skip -->`` on the line before a fence marks a block that is not meant to run
  (a fragment, a shell session, code that fails on purpose is better shown with try/except).
* ``<!-- snippet: output -->`` before a ```text block says: this is exactly what the preceding
  python block prints.  A line that is just ``...`` matches any number of lines, and source
  locations (``demo.py:7``, ``File "demo.py", line 7``) are compared without file and line.
* The script is laid out so that each block keeps its line numbers: a traceback's
  ``docs_<file>.py, line N`` is line N of the Markdown file.

docs/rules.md is generated from the rule table and holds fragments, docs/testing.md has its own
tests; both are skipped here.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = os.path.join(ROOT, "docs")
SKIP_FILES = {"rules.md", "testing.md"}
SENTINEL = "@@msgraph-doc-snippet@@ "


class Block:
    def __init__(self, lang, start, lines, marker):
        self.lang, self.start, self.lines, self.marker = lang, start, lines, marker  # start: fence line, 1-based


def parse_blocks(text):
    blocks, lines = [], text.splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"^```\s*([\w+-]*)", lines[i])
        if m and not lines[i].startswith("````"):
            lang, start = m.group(1).lower(), i + 1
            j = i - 1
            while j >= 0 and not lines[j].strip():
                j -= 1
            mm = re.match(r"^<!--\s*snippet:\s*(\w+)\s*-->$", lines[j].strip()) if j >= 0 else None
            marker = mm.group(1) if mm else ""
            body = []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            blocks.append(Block(lang, start, body, marker))
        i += 1
    return blocks


def doc_files():
    return sorted(f for f in os.listdir(DOCS) if f.endswith(".md") and f not in SKIP_FILES)


def build_script(text, blocks):
    """One script with every runnable block at its own Markdown line numbers."""
    n_lines = len(text.splitlines())
    out = [""] * (n_lines + 1)
    runnable = []
    for k, b in enumerate(blocks):
        if b.lang not in ("python", "py") or b.marker == "skip":
            continue
        out[b.start - 1] = f"print({SENTINEL + str(k)!r}, flush=True)"
        for off, line in enumerate(b.lines):
            out[b.start + off] = line
        runnable.append(k)
    return "\n".join(out) + "\n", runnable


def expected_regex(expected_lines):
    parts = []
    for line in expected_lines:
        if line.strip() == "...":
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(re.escape(line.rstrip()) + r"[ \t]*\n")
    return "".join(parts)


_LOC = re.compile(r"[\w.<>-]+\.py:\d+")
_TB_LOC = re.compile(r'File "[^"]*", line \d+')
_IN_FILE = re.compile(r"In file \S+?\.py:\d+")


def normalize(text):
    """Trailing spaces and blank edge lines dropped; every ``file.py:N`` becomes ``FILE:LINE``
    (a snippet's file is docs_<name>.py here and demo.py in the text the reader sees)."""
    text = _IN_FILE.sub("In file FILE:LINE", text)
    text = _LOC.sub("FILE:LINE", text)
    text = _TB_LOC.sub('File "FILE", line LINE', text)
    lines = [line.rstrip() for line in text.splitlines()]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", doc_files())
def test_doc_snippets_run(name, tmp_path):
    path = os.path.join(DOCS, name)
    text = open(path, encoding="utf-8").read()
    blocks = parse_blocks(text)
    script, runnable = build_script(text, blocks)
    if not runnable:
        pytest.skip(f"{name} has no runnable python block")
    script_path = tmp_path / f"docs_{name[:-3]}.py"
    script_path.write_text(script, encoding="utf-8")
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env["MPLBACKEND"] = "Agg"
    for var in ("MSGRAPH_JIT", "MS_JIT", "MSGRAPH_SAVE_GRAPHS", "MS_DEV_SAVE_GRAPHS"):
        env.pop(var, None)
    proc = subprocess.run([sys.executable, str(script_path)], cwd=str(tmp_path), env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, (f"a python block of docs/{name} failed (line numbers below are the "
                                  f"Markdown file's):\n{proc.stderr[-6000:]}")
    # stdout of each block, by the sentinel printed before it
    outputs, current = {}, None
    for line in proc.stdout.splitlines(keepends=True):
        if line.startswith(SENTINEL):
            current = int(line[len(SENTINEL):])
            outputs[current] = ""
        elif current is not None:
            outputs[current] += line
    for k, b in enumerate(blocks):
        if b.marker != "output":
            continue
        prev = [j for j in runnable if j < k]
        assert prev, f"docs/{name}:{b.start}: an output block with no python block before it"
        got = normalize(outputs.get(prev[-1], ""))
        want = expected_regex(normalize("\n".join(b.lines)).splitlines())
        assert re.fullmatch(want, got), (f"docs/{name}:{b.start}: the output shown differs from what the "
                                         f"block at line {blocks[prev[-1]].start} prints:\n--- shown ---\n"
                                         + "\n".join(b.lines) + "\n--- printed ---\n" + got)


def test_parser_and_markers():
    text = "\n".join([
        "# T", "", "```python", "x = 1", "print(x)", "```", "",
        "<!-- snippet: output -->", "```text", "1", "```", "",
        "<!-- snippet: skip -->", "```python", "raise SystemExit(3)", "```", "",
        "```bash", "ls", "```"])
    blocks = parse_blocks(text)
    assert [(b.lang, b.start, b.marker) for b in blocks] == [
        ("python", 3, ""), ("text", 9, "output"), ("python", 14, "skip"), ("bash", 18, "")]
    script, runnable = build_script(text, blocks)
    assert runnable == [0]
    lines = script.splitlines()
    assert lines[3] == "x = 1" and lines[4] == "print(x)"      # Markdown line 4 is script line 4
    assert "SystemExit" not in script
    assert re.fullmatch(expected_regex(["a", "...", "d"]), "a\nb\nc\nd\n")
    assert not re.fullmatch(expected_regex(["a", "d"]), "a\nb\nd\n")
    assert normalize("x  # demo.py:7  \n\n") == normalize("\nx  # docs_architecture.py:130\n")
    assert normalize('File "demo.py", line 3, column 8') == normalize('File "/tmp/docs_x.py", line 99, column 8')
    assert normalize("In file demo.py:3:8, in f") == normalize("In file /tmp/p-1/docs_x.py:99:8, in f")


def test_generated_rules_doc_is_linked_not_copied():
    syntax = open(os.path.join(DOCS, "syntax.md"), encoding="utf-8").read()
    assert "(rules.md)" in syntax
    assert "gen_rules_doc" in syntax
