"""msgraph-check: formats, filters, config, exit codes, unparsable files, graph-code discovery."""
import ast
import configparser
import io
import json
import os
import pathlib
import shutil
import subprocess
import sys
import textwrap

import pytest

from msgraph.frontend.syntax import RULES, iter_rules
from msgraph.tools import check as check_mod
from msgraph.tools.check import main
from msgraph.tools.gen_rules_doc import DOC_PATH, render_rules_markdown

REPO = pathlib.Path(__file__).resolve().parents[2]
CORPUS = pathlib.Path(__file__).resolve().parent / "agreement_corpus"

MODEL = """\
import msgraph as ms
from msgraph import nn


def helper(v):
    del v
    return 1


class Net(nn.Cell):
    def construct(self, x):
        s = {1, 2}
        return helper(x)


@ms.jit
def f(x):
    try:
        pass
    finally:
        pass
    return x
"""
CLEAN = """\
import msgraph as ms


@ms.jit
def f(x):
    return x * 2
"""


def write(root, name, text):
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def run(capsys, *argv):
    code = main(["--isolated", *argv] if "--config" not in argv and "--use-config" not in argv
                else [a for a in argv if a != "--use-config"])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def proj(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
    return tmp_path


def codes_of(out):
    return [line.split()[1] for line in out.splitlines() if line and not line.startswith(" ")]


# -- text output and exit codes ------------------------------------------------------------------
def test_text_format_flake8_style_with_hint_and_chain(proj, capsys):
    write(proj, "model.py", MODEL)
    code, out, err = run(capsys, "model.py")
    assert code == 1 and err == ""
    lines = out.splitlines()
    assert lines[0] == ("model.py:6:5: MSG104 Unsupported statement 'Delete'. "
                        "(in helper, called from Net.construct)")
    assert lines[1].startswith("    hint: Drop the `del`")
    assert lines[2] == "model.py:12:13: MSG203 Unsupported expression 'Set'."
    assert lines[4] == "model.py:18:5: MSG101 Unsupported statement 'Try'."
    assert len(lines) == 6


def test_clean_file_exits_zero_silently(proj, capsys):
    write(proj, "clean.py", CLEAN)
    assert run(capsys, "clean.py") == (0, "", "")


def test_exit_codes(proj, capsys):
    write(proj, "model.py", MODEL)
    assert run(capsys, "model.py")[0] == 1
    assert run(capsys, "model.py", "--exit-zero")[0] == 0
    code, out, err = run(capsys, "--format", "yaml", "model.py")
    assert code == 2 and "invalid choice" in err
    code, out, err = run(capsys, "--select", "E501", "model.py")
    assert code == 2 and "not a rule code" in err and out == ""
    assert run(capsys, "--version")[0] == 0


def test_internal_error_is_exit_2_without_traceback(proj, capsys, monkeypatch):
    write(proj, "a.py", CLEAN)
    write(proj, "b.py", MODEL)

    def boom(*args, **kwargs):
        raise RuntimeError("bug")

    monkeypatch.setattr(check_mod, "check_source", boom)
    code, out, err = run(capsys, ".")
    assert code == 2
    assert "internal error while checking ./a.py: RuntimeError: bug" in err
    assert "internal error while checking ./b.py" in err and "Traceback" not in err


def test_directories_are_walked_recursively_with_excludes(proj, capsys):
    write(proj, "pkg/a.py", MODEL)
    write(proj, "pkg/sub/b.py", MODEL)
    write(proj, "pkg/migrations/c.py", MODEL)
    write(proj, ".venv/lib/d.py", MODEL)
    write(proj, "build/gen_e.py", MODEL)
    code, out, _ = run(capsys, ".")
    files = {line.split(":")[0] for line in out.splitlines() if not line.startswith(" ")}
    assert files == {"./pkg/a.py", "./pkg/sub/b.py", "./pkg/migrations/c.py", "./build/gen_e.py"}
    code, out, _ = run(capsys, ".", "--exclude", "migrations,gen_*.py,pkg/sub")
    files = {line.split(":")[0] for line in out.splitlines() if not line.startswith(" ")}
    assert files == {"./pkg/a.py"}
    # Explicit file arguments honour --exclude too (pre-commit passes file names).
    assert run(capsys, "pkg/a.py", "--exclude", "a.py") == (0, "", "")


# -- JSON -----------------------------------------------------------------------------------------
FINDING_KEYS = {"path": str, "line": int, "column": int, "end_column": (int, type(None)), "code": str,
                "name": str, "message": str, "hint": str, "chain": list, "severity": str}


def test_json_schema_is_stable(proj, capsys):
    write(proj, "model.py", MODEL)
    write(proj, "clean.py", CLEAN)
    code, out, _ = run(capsys, "--format", "json", "model.py", "clean.py")
    assert code == 1
    doc = json.loads(out)
    assert list(doc) == ["schema_version", "tool", "syntax_level", "files_checked", "findings",
                         "statistics"]
    assert doc["schema_version"] == 1 and doc["tool"]["name"] == "msgraph-check"
    assert doc["syntax_level"] == "LAX" and doc["files_checked"] == 2
    for finding in doc["findings"]:
        assert list(finding) == list(FINDING_KEYS)
        for key, kind in FINDING_KEYS.items():
            assert isinstance(finding[key], kind), key
        assert finding["severity"] == "error"
    first = doc["findings"][0]
    assert first == {
        "path": "model.py", "line": 6, "column": 5, "end_column": 8, "code": "MSG104",
        "name": "del-statement", "message": "Unsupported statement 'Delete'.",
        "hint": RULES["MSG104"].hint, "chain": ["Net.construct", "helper"], "severity": "error"}
    assert doc["statistics"] == {"MSG101": 1, "MSG104": 1, "MSG203": 1}


def test_json_when_clean(proj, capsys):
    write(proj, "clean.py", CLEAN)
    code, out, _ = run(capsys, "--format", "json", "clean.py")
    assert code == 0
    assert json.loads(out)["findings"] == [] and json.loads(out)["statistics"] == {}


# -- SARIF ----------------------------------------------------------------------------------------
def test_sarif_is_structurally_valid(proj, capsys):
    write(proj, "src/model.py", MODEL)
    code, out, _ = run(capsys, "--format", "sarif", "src/model.py")
    assert code == 1
    doc = json.loads(out)
    assert doc["version"] == "2.1.0" and doc["$schema"].endswith("sarif-2.1.0.json")
    (sarif_run,) = doc["runs"]
    driver = sarif_run["tool"]["driver"]
    assert driver["name"] == "msgraph-check" and isinstance(driver["version"], str)
    ids = [r["id"] for r in driver["rules"]]
    assert len(ids) == len(set(ids)) and set(ids) == {r.code for r in iter_rules(static=True)}
    for rule in driver["rules"]:
        assert rule["shortDescription"]["text"] and rule["help"]["text"]
        assert rule["defaultConfiguration"]["level"] == ("note" if RULES[rule["id"]].severity == "info" else "error")
    assert sarif_run["columnKind"] == "unicodeCodePoints"
    assert sarif_run["invocations"][0]["executionSuccessful"] is True
    results = sarif_run["results"]
    assert [r["ruleId"] for r in results] == ["MSG104", "MSG203", "MSG101"]
    for result in results:
        assert ids[result["ruleIndex"]] == result["ruleId"]
        assert result["level"] == "error" and result["message"]["text"]
        (loc,) = result["locations"]
        artifact = loc["physicalLocation"]["artifactLocation"]
        assert artifact == {"uri": "src/model.py", "uriBaseId": "%SRCROOT%"}
        region = loc["physicalLocation"]["region"]
        assert region["startLine"] >= 1 and region["startColumn"] >= 1
        assert region.get("endColumn", region["startColumn"] + 1) > region["startColumn"]
    assert results[0]["locations"][0]["physicalLocation"]["region"] == {
        "startLine": 6, "startColumn": 5, "endColumn": 8}
    assert "called from Net.construct" in results[0]["message"]["text"]


SARIF_SUBSET_SCHEMA = {  # the required parts of the SARIF 2.1.0 schema that we emit
    "type": "object", "required": ["version", "runs"],
    "properties": {
        "version": {"const": "2.1.0"},
        "runs": {"type": "array", "items": {
            "type": "object", "required": ["tool"],
            "properties": {
                "tool": {"type": "object", "required": ["driver"], "properties": {"driver": {
                    "type": "object", "required": ["name"],
                    "properties": {"rules": {"type": "array", "items": {
                        "type": "object", "required": ["id"]}}}}}},
                "results": {"type": "array", "items": {
                    "type": "object", "required": ["message"],
                    "properties": {
                        "level": {"enum": ["none", "note", "warning", "error"]},
                        "ruleIndex": {"type": "integer", "minimum": -1},
                        "message": {"type": "object", "anyOf": [{"required": ["text"]},
                                                                {"required": ["id"]}]},
                        "locations": {"type": "array", "items": {"type": "object", "properties": {
                            "physicalLocation": {"type": "object", "properties": {
                                "region": {"type": "object", "properties": {
                                    "startLine": {"type": "integer", "minimum": 1},
                                    "startColumn": {"type": "integer", "minimum": 1},
                                    "endColumn": {"type": "integer", "minimum": 1}}}}}}}}}}},
            }}},
    },
}


def test_sarif_validates_against_schema_subset(proj, capsys):
    import jsonschema  # in the test extra: the check must run in CI, never skip
    write(proj, "model.py", MODEL)
    write(proj, "bad.py", "def f(:\n")
    _, out, _ = run(capsys, "--format", "sarif", ".")
    jsonschema.validate(json.loads(out), SARIF_SUBSET_SCHEMA)


# -- noqa, select, ignore -----------------------------------------------------------------------
def test_noqa(proj, capsys):
    write(proj, "n.py", """\
        import msgraph as ms


        @ms.jit
        def f(x):
            del x  # noqa
            del x  # noqa: MSG104
            del x  # NOQA:MSG203,MSG104
            del x  # noqa: MSG1
            del x  # noqa: MSG203
            del x  # noqa: E501
            del x
            return {x}  # noqa:MSG2
    """)
    code, out, _ = run(capsys, "n.py")
    assert [line.split(":")[1] for line in out.splitlines() if not line.startswith(" ")] == [
        "10", "11", "12"]


def test_select_and_ignore_by_code_and_prefix(proj, capsys):
    write(proj, "model.py", MODEL)
    assert codes_of(run(capsys, "model.py", "--select", "MSG1")[1]) == ["MSG104", "MSG101"]
    assert codes_of(run(capsys, "model.py", "--select", "msg203")[1]) == ["MSG203"]
    assert codes_of(run(capsys, "model.py", "--ignore", "MSG1")[1]) == ["MSG203"]
    assert codes_of(run(capsys, "model.py", "--ignore", "MSG104,MSG203")[1]) == ["MSG101"]
    # The longest matching prefix decides.
    assert codes_of(run(capsys, "model.py", "--select", "MSG104", "--ignore", "MSG1")[1]) == ["MSG104"]
    assert codes_of(run(capsys, "model.py", "--select", "MSG", "--ignore", "MSG101")[1]) == [
        "MSG104", "MSG203"]
    assert run(capsys, "model.py", "--ignore", "MSG")[0] == 0


# -- syntax level ---------------------------------------------------------------------------------
STRICT_SRC = """\
import numpy as onp
import msgraph as ms


@ms.jit
def f(x):
    y = x.asnumpy()
    return x * onp.sqrt(2.0) * onp.sum(x)
"""


def test_syntax_level(proj, capsys):
    write(proj, "s.py", STRICT_SRC)
    # LAX: the runtime fallback is information (exit status 0); numpy on literals folds (no finding,
    # at either level: MindSpore 2.10 folds it under STRICT too)
    code, out, _ = run(capsys, "s.py")
    assert code == 0 and codes_of(out) == ["MSG501", "MSG501"] and "(info) '.asnumpy()' runs as Python" in out
    assert json.loads(run(capsys, "s.py", "--format=json")[1])["findings"][0]["severity"] == "info"
    code, out, _ = run(capsys, "s.py", "--syntax-level", "STRICT")
    assert code == 1 and codes_of(out) == ["MSG302", "MSG303"]
    assert "'onp.sum' of the Python module 'numpy'" in out and "onp.sqrt" not in out
    assert json.loads(run(capsys, "s.py", "--syntax-level=strict", "--format=json")[1])[
        "syntax_level"] == "STRICT"


# -- configuration --------------------------------------------------------------------------------
def test_pyproject_config_and_cli_precedence(proj, capsys):
    write(proj, "model.py", MODEL)
    write(proj, "s.py", STRICT_SRC)
    write(proj, "pyproject.toml", """\
        [tool.msgraph-check]
        ignore = ["MSG1"]
        syntax-level = "strict"
        exclude = ["s_*.py"]
    """)
    code, out, err = run(capsys, "model.py", "s.py", "--use-config")
    assert codes_of(out) == ["MSG203", "MSG302", "MSG303"] and err == ""
    # Command-line flags win over the file.
    code, out, _ = run(capsys, "model.py", "s.py", "--ignore", "MSG3", "--syntax-level", "lax",
                       "--use-config")
    assert codes_of(out) == ["MSG104", "MSG203", "MSG101", "MSG501", "MSG501"]   # MSG501: LAX information
    # --isolated ignores the file.
    assert [c for c in codes_of(run(capsys, "s.py")[1]) if not c.startswith("MSG5")] == []


def test_config_found_in_a_parent_directory(proj, capsys, monkeypatch):
    write(proj, "pyproject.toml", '[tool.msgraph-check]\nselect = "MSG203"\n')
    sub = proj / "deep" / "er"
    write(sub, "model.py", MODEL)
    monkeypatch.chdir(sub)
    assert codes_of(run(capsys, "model.py", "--use-config")[1]) == ["MSG203"]


def test_setup_cfg_config(proj, capsys):
    write(proj, "model.py", MODEL)
    write(proj, "setup.cfg", """\
        [metadata]
        name = demo

        [msgraph-check]
        select =
            MSG1
        ignore = MSG104
        statistics = true
        show_source = yes
        bogus = 1
    """)
    code, out, err = run(capsys, "model.py", "--use-config")
    assert code == 1
    assert "unknown option 'bogus' ignored" in err
    assert "model.py:18:5: MSG101" in out and "MSG104" not in out.split("\n1 ")[0]
    assert "        try:\n        ^^^\n" in out  # show-source from the file
    assert out.splitlines()[-1].startswith("1     MSG101 ")  # statistics


def test_explicit_config_file_and_bad_values(proj, capsys):
    write(proj, "model.py", MODEL)
    cfg = write(proj, "conf/ci.toml", '[tool.msgraph-check]\nselect = ["MSG2"]\n')
    assert codes_of(run(capsys, "model.py", "--config", str(cfg))[1]) == ["MSG203"]
    write(proj, "bad.toml", '[tool.msgraph-check]\nsyntax-level = "medium"\n')
    code, out, err = run(capsys, "model.py", "--config", "bad.toml")
    assert code == 2 and "syntax-level must be one of" in err
    write(proj, "broken.toml", "[tool.msgraph-check\n")
    assert run(capsys, "model.py", "--config", "broken.toml")[0] == 2
    assert run(capsys, "model.py", "--config", "missing.toml")[0] == 2


def test_pyproject_without_our_section_is_ignored(proj, capsys):
    write(proj, "model.py", MODEL)
    write(proj, "pyproject.toml", "[tool.black]\nline-length = 100\n")
    assert len(codes_of(run(capsys, "model.py", "--use-config")[1])) == 3


# -- files that cannot be checked ----------------------------------------------------------------
def test_unparsable_files_are_findings_and_others_are_still_checked(proj, capsys):
    write(proj, "a_syntax.py", "x = 1\ndef f(:\n    pass\n")
    (proj / "b_latin1.py").write_bytes(b"x = 1\ns = '\xe9t\xe9'\n")
    (proj / "c_nul.py").write_bytes(b"x = 1\x00\n")
    write(proj, "d_model.py", MODEL)
    code, out, err = run(capsys, "a_syntax.py", "b_latin1.py", "c_nul.py", "missing.py",
                         "d_model.py", "--format", "json")
    assert code == 2 and err == "msgraph-check: error: missing.py: no such file or directory\n"
    found = [(f["path"], f["line"], f["column"], f["code"]) for f in json.loads(out)["findings"]]
    assert found[:4] == [("a_syntax.py", 2, 7, "MSG001"), ("b_latin1.py", 2, 6, "MSG001"),
                         ("c_nul.py", 1, 1, "MSG001"), ("missing.py", 1, 1, "MSG001")]
    assert [f[3] for f in found[4:]] == ["MSG104", "MSG203", "MSG101"]
    messages = [f["message"] for f in json.loads(out)["findings"][:4]]
    assert messages[0].startswith("cannot parse file: ")
    assert "not valid UTF-8" in messages[1] and "0xe9" in messages[1]
    assert "no such file" in messages[3]


def test_coding_cookie_is_honoured(proj, capsys):
    (proj / "latin.py").write_bytes(b"# -*- coding: latin-1 -*-\ns = '\xe9'\n")
    assert run(capsys, "latin.py") == (0, "", "")


def test_unreadable_file(proj, capsys, monkeypatch):
    write(proj, "secret.py", CLEAN)
    write(proj, "model.py", MODEL)
    real_open = open

    def guarded_open(path, *args, **kwargs):
        if str(path).endswith("secret.py"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(check_mod, "open", guarded_open, raising=False)
    code, out, _ = run(capsys, "secret.py", "model.py")
    assert code == 1
    assert out.startswith("secret.py:1:1: MSG001 cannot parse file: cannot read file: "
                          "Permission denied")
    assert "model.py:6:5: MSG104" in out


# -- finding graph code ---------------------------------------------------------------------------
ALIASES = {  # name -> (import line, base class expression)
    "from_import_nn": ("from msgraph import nn", "nn.Cell"),
    "import_as": ("import msgraph.nn as nn", "nn.Cell"),
    "from_nn_import_cell": ("from msgraph.nn import Cell as Base", "Base"),
    "mindspore_ms": ("import mindspore as ms", "ms.nn.Cell"),
    "mindspore_nn": ("from mindspore import nn as mnn", "mnn.Cell"),
    "dotted": ("import mindspore.nn", "mindspore.nn.Cell"),
    "other_nn_class": ("from msgraph import nn", "nn.SequentialCell"),
    "submodule_class": ("from mindspore.nn.cell import Cell", "Cell"),
}


@pytest.mark.parametrize("name", sorted(ALIASES))
def test_cell_alias_resolution(proj, capsys, name):
    imports, base = ALIASES[name]
    write(proj, "m.py", f"{imports}\n\n\nclass Net({base}):\n    def construct(self, x):\n"
                        "        del x\n")
    code, out, _ = run(capsys, "m.py")
    assert codes_of(out) == ["MSG104"], out


def test_non_cells_are_not_graph_code(proj, capsys):
    write(proj, "m.py", """\
        import torch.nn as nn
        import numba
        from numba import jit


        class Net(nn.Module):
            def construct(self, x):
                del x


        class Plain:
            def construct(self, x):
                del x


        @numba.jit
        def a(x):
            del x


        @jit(nopython=True)
        def b(x):
            del x


        def not_called(x):
            del x
    """)
    assert run(capsys, "m.py") == (0, "", "")


@pytest.mark.parametrize("decorator", ["@ms.jit", "@jit", "@ms.jit(input_signature=None)",
                                       "@jit(input_signature=(1,))", "@mindspore.jit",
                                       "@ms_function", "@msgraph.jit(fullgraph=True)"])
def test_jit_spellings(proj, capsys, decorator):
    write(proj, "j.py", f"import msgraph as ms\nimport mindspore\nimport msgraph\n"
                        f"from msgraph import jit\nfrom mindspore import ms_function\n\n\n"
                        f"{decorator}\ndef f(x):\n    del x\n")
    assert codes_of(run(capsys, "j.py")[1]) == ["MSG104"]


def test_jit_call_forms_and_methods(proj, capsys):
    write(proj, "j.py", """\
        import msgraph as ms
        from msgraph import jit


        def a(x):
            del x


        def b(x):
            return {x}


        class Model:
            @ms.jit
            def forward(self, x):
                return 1j

            def step(self, x):
                yield x

            def compile(self):
                return ms.jit(self.step)


        fa = ms.jit(a)
        fb = jit(input_signature=None)(b)
        fc = ms.jit(function=lambda x: {x})
    """)
    code, out, _ = run(capsys, "j.py", "--format", "json")
    found = [(f["line"], f["code"], f["chain"]) for f in json.loads(out)["findings"]]
    assert found == [(6, "MSG104", ["a"]), (10, "MSG203", ["b"]), (16, "MSG207", ["Model.forward"]),
                     (19, "MSG201", ["Model.step"]), (27, "MSG414", []), (27, "MSG203", ["<lambda>"])]


def test_inheritance_within_a_file(proj, capsys):
    write(proj, "m.py", """\
        from msgraph import nn


        class A(nn.Cell):
            pass


        class B(A):
            pass


        class C(B):
            def construct(self, x):
                del x


        class Loop1(Loop2):
            def construct(self, x):
                del x


        class Loop2(Loop1):
            pass
    """)
    code, out, _ = run(capsys, "m.py")
    assert out.startswith("m.py:14:9: MSG104") and len(codes_of(out)) == 1


def test_inheritance_across_a_package(proj, capsys):
    write(proj, "pkg/__init__.py", "from .layers.base import Base as ExportedBase\n")
    write(proj, "pkg/layers/__init__.py", "")
    write(proj, "pkg/layers/base.py", "from msgraph import nn\n\n\nclass Base(nn.Cell):\n    pass\n")
    write(proj, "pkg/models/__init__.py", "")
    write(proj, "pkg/models/relative.py", """\
        from ..layers.base import Base


        class Net(Base):
            def construct(self, x):
                del x
    """)
    write(proj, "pkg/models/absolute.py", """\
        from pkg.layers import base


        class Net(base.Base):
            def construct(self, x):
                return {x}
    """)
    write(proj, "pkg/models/reexport.py", """\
        import pkg


        class Net(pkg.ExportedBase):
            def construct(self, x):
                return 2j
    """)
    # Only the model files are named: the base class is found by reading the package.
    code, out, _ = run(capsys, "pkg/models/relative.py", "pkg/models/absolute.py",
                       "pkg/models/reexport.py")
    assert codes_of(out) == ["MSG104", "MSG203", "MSG207"]


def test_call_chains(proj, capsys):
    write(proj, "m.py", """\
        from msgraph import nn


        def leaf(v):
            return {v}


        def middle(v):
            return leaf(v)


        class Base(nn.Cell):
            def shared(self, v):
                del v


        class Net(Base):
            def construct(self, x):
                self.shared(x)
                return middle(x)


        class Other(nn.Cell):
            def construct(self, x):
                return middle(x) * 2
    """)
    code, out, _ = run(capsys, "m.py", "--format", "json")
    found = [(f["line"], f["code"], f["chain"]) for f in json.loads(out)["findings"]]
    # Each function once, with the shortest chain from the first graph root that reaches it.
    assert found == [(5, "MSG203", ["Net.construct", "middle", "leaf"]),
                     (14, "MSG104", ["Net.construct", "Base.shared"])]
    text = run(capsys, "m.py")[1]
    assert "(in leaf, called from Net.construct -> middle)" in text


def test_recursive_helpers_terminate(proj, capsys):
    write(proj, "m.py", """\
        import msgraph as ms


        def even(n):
            return True if n == 0 else odd(n - 1)


        def odd(n):
            return False if n == 0 else even(n - 1)


        @ms.jit
        def f(x):
            return x if even(4) else -x
    """)
    assert run(capsys, "m.py") == (0, "", "")


def test_user_code_is_never_executed(proj, capsys):
    marker = proj / "executed"
    write(proj, "evil.py", f"""\
        open({str(marker)!r}, "w").close()
        import msgraph as ms


        @ms.jit
        def f(x):
            del x
    """)
    assert run(capsys, "evil.py")[0] == 1
    assert not marker.exists()


# -- presentation ---------------------------------------------------------------------------------
def test_show_source_caret_with_unicode_columns(proj, capsys):
    write(proj, "u.py", """\
        import msgraph as ms


        @ms.jit
        def f(x):
            name = "héllo"; s = {x}
            return x
    """)
    code, out, _ = run(capsys, "u.py", "--show-source")
    assert out.splitlines()[:3] == [
        "u.py:6:25: MSG203 Unsupported expression 'Set'.",
        '        name = "héllo"; s = {x}',
        "    " + " " * 24 + "^^^",
    ]


def test_statistics(proj, capsys):
    write(proj, "a.py", MODEL)
    write(proj, "b.py", MODEL)
    code, out, _ = run(capsys, "a.py", "b.py", "--statistics")
    assert out.splitlines()[-3:] == [
        "2     MSG101 Unsupported statement 'Try'.",
        "2     MSG104 Unsupported statement 'Delete'.",
        "2     MSG203 Unsupported expression 'Set'.",
    ]


class FakeTTY(io.StringIO):
    def isatty(self):
        return True


@pytest.mark.parametrize("color,tty,no_color,expect", [
    ("auto", False, False, False), ("auto", True, False, True), ("auto", True, True, False),
    ("always", False, False, True), ("never", True, False, False)])
def test_color(proj, monkeypatch, color, tty, no_color, expect):
    write(proj, "model.py", MODEL)
    stream = FakeTTY() if tty else io.StringIO()
    monkeypatch.setattr(sys, "stdout", stream)
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    assert main(["--isolated", "--color", color, "model.py"]) == 1
    assert ("\x1b[" in stream.getvalue()) is expect


def test_output_file_and_list_rules(proj, capsys):
    write(proj, "model.py", MODEL)
    assert run(capsys, "model.py", "-o", "report.sarif", "--format", "sarif")[1] == ""
    assert json.loads((proj / "report.sarif").read_text())["version"] == "2.1.0"
    code, out, _ = run(capsys, "--list-rules")
    assert code == 0 and all(c in out for c in RULES)


# -- entry points ---------------------------------------------------------------------------------
def _env():
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("NO_COLOR", None)
    return env


def test_python_dash_m_entry_point(proj):
    write(proj, "model.py", MODEL)
    proc = subprocess.run([sys.executable, "-m", "msgraph.check", "--isolated", "model.py"],
                          capture_output=True, text=True, env=_env(), timeout=60)
    assert proc.returncode == 1 and proc.stderr == ""
    assert proc.stdout.startswith("model.py:6:5: MSG104 ")
    assert "\x1b[" not in proc.stdout  # not a terminal


def test_console_script_is_declared():
    cfg = configparser.ConfigParser()
    cfg.read(REPO / "setup.cfg")
    scripts = cfg["options.entry_points"]["console_scripts"]
    assert "msgraph-check = msgraph.tools.check:main" in scripts
    exe = shutil.which("msgraph-check")
    if exe:  # installed (pip install -e .): the real console script
        proc = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0 and "msgraph-check" in proc.stdout


def test_pre_commit_hook_manifest():
    text = (REPO / ".pre-commit-hooks.yaml").read_text()
    assert "- id: msgraph-check" in text and "entry: msgraph-check" in text
    assert "types: [python]" in text


# -- docs/rules.md cannot drift -------------------------------------------------------------------
def test_rules_doc_is_generated_from_the_table():
    """If this fails, run: python -m msgraph.tools.gen_rules_doc"""
    assert pathlib.Path(DOC_PATH).read_text(encoding="utf-8") == render_rules_markdown()
    text = render_rules_markdown()
    for rule in iter_rules():
        assert f"## {rule.code} `{rule.name}`" in text and rule.bad.rstrip() in text


def test_rules_doc_generator_check_flag(tmp_path):
    from msgraph.tools.gen_rules_doc import main as gen_main
    target = tmp_path / "rules.md"
    assert gen_main(["--check", "--output", str(target)]) == 1
    assert gen_main(["--output", str(target)]) == 0
    assert gen_main(["--check", "--output", str(target)]) == 0


# -- the agreement corpus (checker side) ---------------------------------------------------------
def load_corpus():
    cases = []
    for path in sorted(CORPUS.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        case = next(ast.literal_eval(stmt.value) for stmt in tree.body
                    if isinstance(stmt, ast.Assign) and getattr(stmt.targets[0], "id", "") == "CASE")
        cases.append((path, case))
    return cases


def test_corpus_covers_every_static_rule():
    cases = load_corpus()
    assert len(cases) >= 100
    expected = {code for _, case in cases for code in case["expect"]}
    # information rules (MSG501) are no verdict: compiling goes on
    assert expected == {r.code for r in iter_rules(static=True) if r.severity != "info"} - {"MSG001"}
    assert sum(1 for _, case in cases if not case["expect"]) >= 40
    for path, case in cases:
        assert set(case) == {"entry", "args", "level", "expect"}, path.name
        assert case["level"] in ("LAX", "STRICT")
        assert path.name.startswith("a_" if not case["expect"] else "r_")


def test_checker_verdicts_on_the_corpus(capsys):
    """msgraph-check's findings on each corpus file are exactly the file's CASE['expect']."""
    mismatches = []
    for level in ("LAX", "STRICT"):
        paths = [str(p) for p, case in load_corpus() if case["level"] == level]
        code, out, _ = run(capsys, "--format", "json", "--syntax-level", level, *paths)
        got = {}
        for f in json.loads(out)["findings"]:
            if f["severity"] != "info":   # information (MSG501) is no verdict
                got.setdefault(f["path"], []).append(f["code"])
        for path, case in load_corpus():
            if case["level"] == level and got.get(str(path), []) != case["expect"]:
                mismatches.append((path.name, got.get(str(path), []), case["expect"]))
    assert mismatches == []


def test_syntax_level_spelled_by_the_jit_call_wins(proj, capsys):
    write(proj, "lv.py", """\
        import numpy as np
        import msgraph as ms

        CFG = ms.JitConfig(jit_syntax_level="STRICT")


        def helper(x):
            return np.sum(x)


        @ms.jit(fullgraph=True)
        def a(x):
            return helper(x)


        @ms.jit(jit_config=ms.JitConfig(jit_syntax_level="STRICT"))
        def b(x):
            return x.asnumpy()


        @ms.jit(jit_config=CFG)
        def c(x):
            return np.abs(x)


        def d(x):
            return np.exp(x)


        fd = ms.jit(d, jit_config=ms.JitConfig("O1", "auto", "STRICT"))


        @ms.jit(fullgraph=False)
        def e(x):
            return np.sqrt(x)


        @ms.jit
        def f(x):
            return np.cos(x) + helper(x)
    """)
    code, out, _ = run(capsys, "lv.py", "--format", "json")
    findings = json.loads(out)["findings"]
    found = [(f["line"], f["code"], f["chain"]) for f in findings if f["severity"] != "info"]
    assert found == [(8, "MSG303", ["a", "helper"]), (18, "MSG302", ["b"]), (23, "MSG303", ["c"]),
                     (27, "MSG303", ["d"])]
    # the LAX ones (e, f and helper reached from f) run numpy at run time: information
    assert [(f["line"], f["code"]) for f in findings if f["severity"] == "info"] == [
        (8, "MSG501"), (35, "MSG501"), (40, "MSG501")]
    # helper is checked at each level it is reached with (STRICT from a, LAX from f): one finding.
    # --syntax-level sets the level of graph code whose jit call does not: f, not e.
    code, out, _ = run(capsys, "lv.py", "--format", "json", "--syntax-level", "strict")
    assert [f["line"] for f in json.loads(out)["findings"] if f["severity"] != "info"] == [8, 18, 23, 27, 40]


def test_inline_lambda_given_to_a_parsing_api_is_msg414(proj, capsys):
    # MindSpore 2.10: ms.grad / GradOperation()(...) / ms.jit of a lambda written inside the call is its parser's
    # TypeError "Parse Lambda Function Fail" (lambda35); a named lambda, and other libraries' jit, are fine
    write(proj, "lam.py", """\
        import mindspore as ms
        from mindspore import ops
        import jax

        sq = lambda x: (x * x).sum()
        g1 = ms.grad(sq)
        g2 = ms.grad(lambda x: (x * x).sum())
        g3 = ops.GradOperation()(lambda x: x.sum())
        j = ms.jit(function=lambda x: x * 2)
        k = jax.jit(lambda x: x)
        """)
    code, out, err = run(capsys, "lam.py")
    assert code == 1 and err == ""
    heads = [line for line in out.splitlines() if not line.startswith(" ")]
    assert [h.split(": MSG")[0] for h in heads] == ["lam.py:7:14", "lam.py:8:26", "lam.py:9:21"]
    assert all("MSG414 Parse Lambda Function Fail. Node type must be Lambda, but got Call." in h for h in heads)
    assert "hint: Assign the lambda to a name on its own line" in out


def test_lambda_written_in_graph_code_is_not_msg414(proj, capsys):
    # MindSpore 2.10 parses a lambda written inside construct / a @jit function with the function around it:
    # ms.grad(lambda a: ...)(x) there runs (adapt34b/nllloss_f64's mean_f64_grad in Graph mode); only the
    # module-level call is its parser's error, and msgraph's compiler agrees
    write(proj, "lamg.py", """\
        import mindspore as ms
        from mindspore import nn, ops


        @ms.jit
        def f(x):
            return ms.grad(lambda a: (a * a).sum())(x)


        class N(nn.Cell):
            def construct(self, x):
                return ops.grad(lambda a: (a * a * a).sum())(x)


        g = ms.grad(lambda a: (a * a).sum())
        """)
    code, out, err = run(capsys, "lamg.py", "--format", "json")
    found = [(f["line"], f["code"]) for f in json.loads(out)["findings"] if f["severity"] != "info"]
    assert found == [(15, "MSG414")]


def test_bytecode_capture_findings_are_graph_breaks(proj, capsys):
    # jit(capture_mode='bytecode') runs what the 'ast' parser refuses as Python (a graph break: MSG502, information);
    # several for clauses in one comprehension are captured (no finding); under fullgraph=True a break is
    # MindSpore's Unsupported (the finding stays an error) except try/with/yield/lambdas, which it takes whole;
    # a lambda given to a bytecode jit is not parsed from source (no MSG414) -- the compiler's rules
    # (frontend.syntax.bytecode_outcome), measured on MindSpore 2.10 (adapt36pj, adapt38pj, st_pijit)
    write(proj, "bc.py", """\
        import mindspore as ms
        from mindspore import jit


        @jit(capture_mode="bytecode")
        def pairs():
            return [(a, b) for a in [1, 2] for b in [3, 4]]


        @jit(capture_mode="bytecode")
        def tries(x):
            try:
                y = x + 1
            except ValueError:
                y = x
            return y


        @jit(capture_mode="bytecode", fullgraph=True)
        def tries_full(x):
            try:
                y = x + 1
            except ValueError:
                y = x
            return y


        @jit(capture_mode="bytecode", fullgraph=True)
        def makes_class(x):
            class Inner:
                y = 1
            return x + Inner.y


        f = jit(lambda t: (lambda y: y * 2)(t) + 1, capture_mode="bytecode", fullgraph=True)
        """)
    code, out, _ = run(capsys, "bc.py", "--format", "json")
    found = [(f["line"], f["code"], f["severity"]) for f in json.loads(out)["findings"]]
    assert found == [(12, "MSG502", "info"), (21, "MSG502", "info"), (30, "MSG106", "error")]
    assert code == 1
