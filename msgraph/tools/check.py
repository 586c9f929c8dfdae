"""``msgraph-check``: report every static-graph syntax violation in files, without running them.

Usage: ``msgraph-check [options] [PATH ...]`` (also ``python -m msgraph.check``).  Files are read as
text and parsed; graph code is found statically (see :mod:`msgraph.tools.discover`) and checked with
the compiler's own rule table (:mod:`msgraph.frontend.syntax`).  Exit status: 0 clean, 1 findings,
2 usage or internal error.
"""
from __future__ import annotations

import argparse
import ast
import dataclasses
import fnmatch
import io
import logging
import os
import re
import sys
import tokenize
from typing import Collection, Dict, Iterator, List, Optional, Sequence, TextIO, Tuple

import gast

from ..frontend.syntax import RULES, Diagnostic, Level, bytecode_outcome, check_function
from . import config as config_mod
from . import report
from .discover import FRAMEWORKS, Project, graph_functions

log = logging.getLogger(__name__)

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2
DEFAULT_EXCLUDE = (".git", ".hg", ".svn", "__pycache__", ".tox", ".nox", ".eggs", "*.egg",
                   ".venv", "venv", ".mypy_cache", ".pytest_cache", "node_modules")
_NOQA = re.compile(r"#\s*noqa(?::\s?(?P<codes>[A-Z][0-9A-Z]*(?:[,\s]+[A-Z][0-9A-Z]*)*))?",
                   re.IGNORECASE)


class UsageError(Exception):
    """Bad options or config: exit code 2 with a one-line message."""


@dataclasses.dataclass
class Options:
    paths: List[str]
    fmt: str = "text"
    select: Tuple[str, ...] = ()
    ignore: Tuple[str, ...] = ()
    exclude: Tuple[str, ...] = ()
    level: Level = Level.LAX
    statistics: bool = False
    show_source: bool = False
    color: str = "auto"
    exit_zero: bool = False
    output: Optional[str] = None


# -- command line -------------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="msgraph-check",
        description="Check msgraph/MindSpore Graph-mode code (Cell.construct, @jit functions and "
                    "what they call) for syntax Graph mode rejects. Never imports or runs the code.",
        epilog="Exit status: 0 clean, 1 findings, 2 usage or internal error. Rules: docs/rules.md.")
    p.add_argument("paths", nargs="*", metavar="PATH", help="files or directories (default: .)")
    p.add_argument("--format", choices=("text", "json", "sarif"), help="output format (default text)")
    p.add_argument("--select", metavar="CODES", help="comma-separated codes or prefixes to report")
    p.add_argument("--ignore", metavar="CODES", help="comma-separated codes or prefixes to skip")
    p.add_argument("--exclude", metavar="GLOBS", help="comma-separated globs of files/directories "
                   "to skip, added to the defaults (.git, __pycache__, .venv, ...)")
    p.add_argument("--syntax-level", type=str.lower, choices=("strict", "lax"),
                   help="jit_syntax_level of graph code whose jit call does not set one "
                        "(fullgraph=..., JitConfig(jit_syntax_level=...)); default lax")
    p.add_argument("--statistics", action="store_true", default=None,
                   help="count findings per code (text: after the findings)")
    p.add_argument("--show-source", action="store_true", default=None,
                   help="print the source line with a caret under each finding")
    p.add_argument("--no-show-source", dest="show_source", action="store_false")
    p.add_argument("--color", choices=("auto", "always", "never"),
                   help="color text output (auto: only on a terminal)")
    p.add_argument("--exit-zero", action="store_true", default=None,
                   help="exit 0 even when there are findings")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report to FILE")
    p.add_argument("--config", metavar="FILE", help="read settings from this pyproject.toml/setup.cfg")
    p.add_argument("--isolated", action="store_true", help="ignore configuration files")
    p.add_argument("--list-rules", action="store_true", help="print the rule table and exit")
    p.add_argument("--version", action="version", version=f"%(prog)s {report.tool_version()}")
    return p


def resolve_options(args: argparse.Namespace, err: TextIO) -> Options:
    """Merge defaults < config file < command line."""
    settings: Dict[str, object] = {}
    if not args.isolated:
        path = args.config or config_mod.find_config(os.getcwd())
        if args.config and not os.path.isfile(args.config):
            raise UsageError(f"config file not found: {args.config}")
        if path:
            try:
                settings, warnings = config_mod.load_config(path)
            except config_mod.ConfigError as exc:
                raise UsageError(str(exc)) from None
            for warning in warnings:
                err.write(f"msgraph-check: warning: {warning}\n")

    def pick(cli, key, default):
        return cli if cli is not None else settings.get(key, default)

    def codes(cli, key) -> Tuple[str, ...]:
        values = config_mod.split_list(cli) if cli is not None else settings.get(key, [])
        values = tuple(v.upper() for v in values)
        for v in values:
            if not re.fullmatch(r"MSG\d{0,3}|M|MS", v):
                raise UsageError(f"--{key}: {v!r} is not a rule code or prefix (e.g. MSG101, MSG1)")
        return values

    exclude = list(settings.get("exclude", []))
    if args.exclude is not None:
        exclude += config_mod.anchor_patterns(config_mod.split_list(args.exclude), os.getcwd())
    return Options(
        paths=args.paths or ["."],
        fmt=pick(args.format, "format", "text"),
        select=codes(args.select, "select"),
        ignore=codes(args.ignore, "ignore"),
        exclude=tuple(exclude),
        level=Level.parse(pick(args.syntax_level, "syntax-level", "lax")),
        statistics=bool(pick(args.statistics, "statistics", False)),
        show_source=bool(pick(args.show_source, "show-source", False)),
        color=pick(args.color, "color", "auto"),
        exit_zero=bool(pick(args.exit_zero, "exit-zero", False)),
        output=args.output,
    )


# -- files ------------------------------------------------------------------------------------------
def _excluded(path: str, patterns: Sequence[str]) -> bool:
    name = os.path.basename(os.path.normpath(path))
    full = os.path.abspath(path)
    return any(fnmatch.fnmatch(name, pat) or fnmatch.fnmatch(path, pat) or fnmatch.fnmatch(full, pat)
               for pat in patterns)


def iter_files(paths: Sequence[str], exclude: Sequence[str]) -> Iterator[Tuple[str, Optional[str]]]:
    """(path, None) for each Python file to check, or (path, reason) for one that cannot be listed."""
    patterns = tuple(DEFAULT_EXCLUDE) + tuple(exclude)
    for path in paths:
        if _excluded(path, patterns) and os.path.normpath(path) not in (".", ".."):
            continue
        if os.path.isdir(path):
            errors: List[OSError] = []
            for root, dirs, files in os.walk(path, onerror=errors.append):
                dirs[:] = sorted(d for d in dirs if not _excluded(os.path.join(root, d), patterns))
                for f in sorted(files):
                    full = os.path.join(root, f)
                    if f.endswith(".py") and not _excluded(full, patterns):
                        yield full, None
            for exc in errors:
                yield exc.filename or path, f"cannot read directory: {exc.strerror or exc}"
        elif os.path.exists(path):
            yield path, None
        else:
            yield path, "no such file or directory"


def read_source(path: str) -> Tuple[Optional[str], Optional[Tuple[str, int, int]]]:
    """(text, None) or (None, (reason, line, col)); honours PEP 263 coding cookies."""
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError as exc:
        return None, (f"cannot read file: {exc.strerror or exc}", 1, 0)
    encoding = "utf-8"
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as exc:  # a bad cookie, or undecodable bytes in the first two lines
        cookie_error = (str(exc), 1, 0)
    else:
        cookie_error = None
    try:
        text = data.decode(encoding)
    except (UnicodeDecodeError, LookupError) as exc:
        if not isinstance(exc, UnicodeDecodeError):
            return None, (f"unknown encoding {encoding!r}", 1, 0)
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1)
        bad = data[exc.start:exc.start + 1].hex()
        return None, (f"not valid {exc.encoding.upper()}: byte 0x{bad} cannot be decoded "
                      f"(save the file as UTF-8 or declare its coding)", line, col)
    return (None, cookie_error) if cookie_error else (text, None)


def _char_col(line_text: str, byte_col: Optional[int]) -> Optional[int]:
    """AST columns are UTF-8 byte offsets; convert them to character offsets."""
    if byte_col is None or line_text.isascii():
        return byte_col
    return len(line_text.encode("utf-8")[:byte_col].decode("utf-8", errors="ignore"))


def _under_bytecode(d: Diagnostic, fullgraph: bool) -> Optional[Diagnostic]:
    """A finding of the 'ast' rules in ``jit(capture_mode='bytecode')`` code: dropped where bytecode capture takes the
    construct, MSG502 (information) where it is a graph break, kept where ``fullgraph=True`` makes it an error."""
    outcome = bytecode_outcome(d.rule.code, fullgraph)
    if outcome == "graph":
        return None
    if outcome == "error":
        return d
    rule = RULES["MSG502"]
    message, hint = rule.format(what=f"{d.rule.code} ({d.message.rstrip('.')})")
    return dataclasses.replace(d, rule=rule, message=message, hint=hint)


def parse_error(path: str, reason: str, line: int = 1, col: int = 0) -> Diagnostic:
    rule = RULES["MSG001"]
    message, hint = rule.format(reason=reason)
    return Diagnostic(rule, path, max(line, 1), max(col, 0), None, message, hint)


def check_source(path: str, text: str, project: Project, level: Level) -> List[Diagnostic]:
    """All findings for one file's text (MSG001 if it does not parse)."""
    try:
        tree = ast.parse(text, filename=path)
    except SyntaxError as exc:
        col = (exc.offset - 1) if exc.offset else 0
        return [parse_error(path, exc.msg, exc.lineno or 1, col)]
    except (ValueError, RecursionError, MemoryError) as exc:  # null bytes, absurd nesting
        return [parse_error(path, str(exc) or type(exc).__name__)]
    info = project.add(path, tree, text)
    lines = text.splitlines()
    found: Dict[Tuple[int, int, str], Diagnostic] = {}
    graph_fns = graph_functions(info, project)
    for graph_fn in graph_fns:
        node = gast.ast_to_gast(graph_fn.node)
        capture = graph_fn.level if (graph_fn.level or "").startswith("BYTECODE") else None
        for d in check_function(node, filename=path, level=level if capture else graph_fn.level or level,
                                module_aliases=info.aliases, chain=graph_fn.chain, include_info=True):
            if capture and d.rule.severity == "error":
                d = _under_bytecode(d, capture == "BYTECODE_FULLGRAPH")
                if d is None:
                    continue
            line_text = lines[d.line - 1] if 0 < d.line <= len(lines) else ""
            d = dataclasses.replace(d, col=_char_col(line_text, d.col),
                                    end_col=_char_col(line_text, d.end_col))
            found.setdefault((d.line, d.col, d.rule.code), d)
    # (a lambda written inside graph code is parsed with the function around it: MSG414 is for the others)
    in_graph = {id(n) for g in graph_fns for n in ast.walk(g.node)
                if isinstance(n, ast.Lambda) and n is not g.node}
    for d in lambda_diagnostics(tree, path, info.aliases, skip=in_graph):
        found.setdefault((d.line, d.col, d.rule.code), d)
    return sorted(found.values(), key=Diagnostic.sort_key)


#: the APIs whose function argument MindSpore's Graph mode parses (ms.jit: in both modes)
_PARSING_APIS = frozenset({"jit", "grad", "value_and_grad", "vmap", "jvp", "GradOperation"})


def _parsing_api(call: ast.Call, aliases: Dict[str, str]) -> bool:
    """Whether ``call`` is msgraph's / MindSpore's ``jit(fn)``, ``grad(fn)``, ... or ``GradOperation(...)(fn)``."""
    from ..frontend.syntax import dotted_name

    func = call.func
    wanted = _PARSING_APIS - {"GradOperation"}
    if isinstance(func, ast.Call):   # ops.GradOperation(...)(fn)
        func, wanted = func.func, frozenset({"GradOperation"})
    parts = dotted_name(func)
    if not parts:
        return False
    qualified = ".".join([aliases.get(parts[0], parts[0])] + parts[1:])
    return qualified.split(".", 1)[0] in FRAMEWORKS and qualified.rsplit(".", 1)[-1] in wanted


def _bytecode_capture(call: ast.Call) -> bool:
    """``jit(fn, capture_mode="bytecode")`` / ``jit(capture_mode="bytecode")(fn)``."""
    calls = [call] + ([call.func] if isinstance(call.func, ast.Call) else [])
    return any(kw.arg == "capture_mode" and isinstance(kw.value, ast.Constant) and kw.value.value == "bytecode"
               for c in calls for kw in c.keywords)


def lambda_diagnostics(tree: ast.Module, path: str, aliases: Dict[str, str],
                       skip: Collection[int] = ()) -> List[Diagnostic]:
    """MSG414: a lambda written inside the call that gives it to ``ms.jit`` / ``ms.grad`` / ``value_and_grad`` /
    ``GradOperation()`` / ``vmap`` / ``jvp`` (MindSpore's parser reads the lambda's whole statement: "Parse Lambda
    Function Fail"); a lambda alone on its statement (``f = lambda x: ...``) passed by name is fine, and so is one
    written in graph code (``skip``: the ids of those Lambda nodes; MindSpore 2.10 parses it with the ``construct`` or
    ``@jit`` function around it, and so does msgraph's compiler)."""
    from ..frontend.rules import RULES

    rule = RULES["MSG414"]
    out: List[Diagnostic] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and _parsing_api(node, aliases)) or _bytecode_capture(node):
            continue   # (bytecode capture reads no source)
        args = list(node.args) + [k.value for k in node.keywords if k.arg in ("fn", "function")]
        for arg in args:
            if isinstance(arg, ast.Lambda) and id(arg) not in skip:
                message, hint = rule.format(kind="Call")
                message = message.split("\n", 1)[0]   # (MindSpore's example of the fix follows: the hint says it)
                out.append(Diagnostic(rule, path, arg.lineno, arg.col_offset, arg.col_offset + len("lambda"),
                                      message, hint))
    return out


# -- filtering --------------------------------------------------------------------------------------
def is_selected(code: str, select: Sequence[str], ignore: Sequence[str]) -> bool:
    """flake8 semantics: the longest matching prefix decides (a tie ignores); no select = all."""
    chosen = max((len(p) for p in select if code.startswith(p)), default=-1) if select else 0
    dropped = max((len(p) for p in ignore if code.startswith(p)), default=-1)
    return chosen >= 0 and chosen > dropped


def suppressed(diag: Diagnostic, lines: Sequence[str]) -> bool:
    """``# noqa`` (all codes) or ``# noqa: MSG101,MSG2`` on the finding's line."""
    if not 0 < diag.line <= len(lines):
        return False
    match = _NOQA.search(lines[diag.line - 1])
    if match is None:
        return False
    codes = match.group("codes")
    if not codes:
        return True
    return any(diag.rule.code.startswith(c.upper()) for c in re.split(r"[,\s]+", codes) if c)


# -- main -------------------------------------------------------------------------------------------
def run(opts: Options, out: TextIO, err: TextIO) -> int:
    project = Project()
    diags: List[Diagnostic] = []
    sources: Dict[str, List[str]] = {}
    files = 0
    internal_error = False
    for path, problem in iter_files(opts.paths, opts.exclude):
        files += 1
        if problem is not None:
            found = [parse_error(path, problem)]
            lines: List[str] = []
            if problem == "no such file or directory":
                # a path that does not exist is a usage error (exit 2), still listed as a finding
                err.write(f"msgraph-check: error: {path}: no such file or directory\n")
                internal_error = True
        else:
            text, failure = read_source(path)
            if failure is not None:
                found, lines = [parse_error(path, *failure)], []
            else:
                lines = text.splitlines()
                try:
                    found = check_source(path, text, project, opts.level)
                except Exception as exc:  # noqa: BLE001 - one bad file must not stop the run
                    log.debug("internal error", exc_info=True)
                    err.write(f"msgraph-check: internal error while checking {path}: "
                              f"{type(exc).__name__}: {exc}\n")
                    internal_error = True
                    continue
        kept = [d for d in found if is_selected(d.rule.code, opts.select, opts.ignore)
                and not suppressed(d, lines)]
        if kept and opts.show_source:
            sources[path] = lines
        diags.extend(kept)

    if opts.fmt == "json":
        report.write_json(out, report.json_document(diags, files_checked=files,
                                                     level=opts.level.value))
    elif opts.fmt == "sarif":
        report.write_json(out, report.sarif_document(diags, level=opts.level.value,
                                                      ok=not internal_error))
    else:
        color = opts.color == "always" or (
            opts.color == "auto" and hasattr(out, "isatty") and out.isatty()
            and not os.environ.get("NO_COLOR"))
        report.write_text(out, diags, sources=sources, show_source=opts.show_source,
                          show_statistics=opts.statistics, color=color)
    if internal_error:
        return EXIT_ERROR
    # information findings (the runtime fallback, MSG501) are reported but change no exit status
    errors = [d for d in diags if d.rule.severity != "info"]
    return EXIT_FINDINGS if errors and not opts.exit_zero else EXIT_CLEAN


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Console entry point; returns the exit status (0 clean, 1 findings, 2 usage/internal error)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse: --help/--version (0) or a usage error (2)
        return int(exc.code or 0)
    err = sys.stderr
    if args.list_rules:
        sys.stdout.write(report.rule_listing())
        return EXIT_CLEAN
    try:
        opts = resolve_options(args, err)
    except (UsageError, ValueError) as exc:
        err.write(f"msgraph-check: error: {exc}\n")
        return EXIT_ERROR
    try:
        if opts.output:
            with open(opts.output, "w", encoding="utf-8") as fh:
                return run(opts, fh, err)
        return run(opts, sys.stdout, err)
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - keeps the interpreter's flush quiet
        return EXIT_FINDINGS
    except Exception as exc:  # noqa: BLE001 - exit code 2, never a traceback
        log.debug("internal error", exc_info=True)
        err.write(f"msgraph-check: internal error: {type(exc).__name__}: {exc}\n")
        return EXIT_ERROR


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
