"""Output formats of ``msgraph-check``: flake8-style text, JSON and SARIF 2.1.0.

Columns are 1-based characters in every format (the AST's UTF-8 byte offsets are converted before
they get here).  ``end_column`` is the column just after the flagged text, as in SARIF.

JSON schema (``schema_version`` 1; new keys may be added, existing ones keep name and type)::

    {"schema_version": 1, "tool": {"name": str, "version": str}, "syntax_level": "LAX"|"STRICT",
     "files_checked": int,
     "findings": [{"path": str, "line": int, "column": int, "end_column": int|null, "code": str,
                   "name": str, "message": str, "hint": str, "chain": [str], "severity": "error"}],
     "statistics": {code: int}}
"""
from __future__ import annotations

import collections
import json
import os
import urllib.parse
from typing import Dict, List, Sequence, TextIO

from ..frontend.syntax import Diagnostic, Level, iter_rules

TOOL_NAME = "msgraph-check"
SCHEMA_VERSION = 1
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFO_URI = "https://github.com/msgraph/msgraph/blob/main/docs/rules.md"


def tool_version() -> str:
    try:
        from .. import __version__
        return str(__version__)
    except ImportError:  # pragma: no cover - partially installed package
        return "0"


class Style:
    """ANSI styling, or none."""

    def __init__(self, enabled: bool):
        self.enabled = enabled

    def __call__(self, text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.enabled else text


def chain_text(diag: Diagnostic) -> str:
    """' (in helper, called from Net.construct)' when reached through calls, else ''."""
    if len(diag.chain) < 2:
        return ""
    return f" (in {diag.chain[-1]}, called from {' -> '.join(diag.chain[:-1])})"


def statistics(diags: Sequence[Diagnostic]) -> Dict[str, int]:
    return dict(sorted(collections.Counter(d.rule.code for d in diags).items()))


def write_text(out: TextIO, diags: Sequence[Diagnostic], *, sources: Dict[str, List[str]],
               show_source: bool, show_statistics: bool, color: bool) -> None:
    style = Style(color)
    for d in diags:
        where = style(f"{d.filename}:{d.line}:{d.col + 1}:", "1")
        info = d.rule.severity == "info"
        code = style(d.rule.code, "1;36" if info else "1;31") + (" (info)" if info else "")
        out.write(f"{where} {code} {d.message}{chain_text(d)}\n")
        if show_source:
            lines = sources.get(d.filename, [])
            if 0 < d.line <= len(lines):
                text = lines[d.line - 1].rstrip("\r\n").expandtabs(1)
                width = max(1, (d.end_col or d.col + 1) - d.col)
                width = min(width, max(1, len(text) - d.col))
                out.write(f"    {text}\n    {' ' * d.col}{style('^' * width, '1;31')}\n")
        if d.hint:
            out.write(f"    {style('hint:', '36')} {d.hint}\n")
    if show_statistics:
        first: Dict[str, Diagnostic] = {}
        for d in diags:
            first.setdefault(d.rule.code, d)
        for code, count in statistics(diags).items():
            out.write(f"{count:<5} {code} {first[code].message}\n")


def _finding(d: Diagnostic) -> dict:
    return {
        "path": d.filename, "line": d.line, "column": d.col + 1,
        "end_column": None if d.end_col is None else d.end_col + 1,
        "code": d.rule.code, "name": d.rule.name, "message": d.message, "hint": d.hint,
        "chain": list(d.chain), "severity": d.rule.severity,
    }


def json_document(diags: Sequence[Diagnostic], *, files_checked: int, level: str) -> dict:
    return {
        "schema_version": SCHEMA_VERSION,
        "tool": {"name": TOOL_NAME, "version": tool_version()},
        "syntax_level": level,
        "files_checked": files_checked,
        "findings": [_finding(d) for d in diags],
        "statistics": statistics(diags),
    }


def _artifact_uri(path: str) -> dict:
    posix = path.replace(os.sep, "/")
    if os.path.isabs(path):
        return {"uri": "file://" + urllib.parse.quote(posix if posix.startswith("/") else "/" + posix)}
    posix = posix[2:] if posix.startswith("./") else posix
    return {"uri": urllib.parse.quote(posix), "uriBaseId": "%SRCROOT%"}


def sarif_document(diags: Sequence[Diagnostic], *, level: str, ok: bool = True) -> dict:
    rules = [r for r in iter_rules() if r.static]
    index = {r.code: i for i, r in enumerate(rules)}
    results = []
    for d in diags:
        region = {"startLine": d.line, "startColumn": d.col + 1}
        if d.end_col is not None and d.end_col > d.col:
            region["endColumn"] = d.end_col + 1
        text = d.message + chain_text(d) + (f"\nHint: {d.hint}" if d.hint else "")
        results.append({
            "ruleId": d.rule.code,
            "ruleIndex": index[d.rule.code],
            "level": "note" if d.rule.severity == "info" else "error",
            "message": {"text": text},
            "locations": [{"physicalLocation": {"artifactLocation": _artifact_uri(d.filename),
                                                "region": region}}],
            "properties": {"hint": d.hint, "chain": list(d.chain)},
        })
    driver = {
        "name": TOOL_NAME,
        "version": tool_version(),
        "informationUri": INFO_URI,
        "rules": [{
            "id": r.code,
            "name": r.name,
            "shortDescription": {"text": r.message.split("\n")[0]},
            "fullDescription": {"text": r.why},
            "help": {"text": r.hint},
            "helpUri": f"{INFO_URI}#{r.code.lower()}",
            "defaultConfiguration": {"level": "note" if r.severity == "info" else "error"},
            "properties": {"levels": sorted(lv.value for lv in r.levels)},
        } for r in rules],
    }
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": driver},
            "columnKind": "unicodeCodePoints",
            "invocations": [{"executionSuccessful": ok,
                             "properties": {"syntaxLevel": level}}],
            "results": results,
        }],
    }


def write_json(out: TextIO, document: dict) -> None:
    json.dump(document, out, indent=2, sort_keys=False)
    out.write("\n")


def rule_listing() -> str:
    """The ``--list-rules`` table: code, name, levels, first line of the message."""
    rows = []
    for r in iter_rules():
        levels = "all" if len(r.levels) == len(Level) else "+".join(lv.value[:3] for lv in Level if lv in r.levels)
        found = "checker" if r.static else "compiler"
        rows.append(f"{r.code}  {r.name:<34} {levels:<6} {found:<8} {r.message.splitlines()[0]}")
    return "\n".join(rows) + "\n"
