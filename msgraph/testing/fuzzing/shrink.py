"""Shrinking a failing program: delete statements, flatten blocks, drop outputs while it still fails.

Edits work on the program's paired statement trees (:mod:`.program`), so the msgraph code and its
numpy reference shrink together; :func:`_cleanup` then drops Parameters, helpers, sub-Cells,
attributes and constants nothing refers to any more.
"""
from __future__ import annotations

import time
from typing import Any, Callable, List, Optional, Tuple

from .program import Program, Stmt, _touch_params
from .results import Failure
from .runner import check_program

__all__ = ["shrink"]


def _stmt_lists(prog: Program) -> List[List[Stmt]]:
    out: List[List[Stmt]] = []

    def walk(lst: List[Stmt]) -> None:
        out.append(lst)
        for s in lst:
            if s.body is not None:
                walk(s.body)
            if s.orelse:
                walk(s.orelse)
    for f in [prog.net] + prog.cells + prog.helpers:
        walk(f.body)
    return out


def _edits(prog: Program):
    """Candidate simplifications of ``prog`` (each a fresh copy), biggest first."""
    n_lists = len(_stmt_lists(prog))
    # drop outputs
    if prog.net.ret_ms and ("," in prog.net.ret_ms):
        for keep in range(3):
            p = prog.copy()
            if _keep_output(p, keep):
                yield p
    for li in range(n_lists):
        lst = _stmt_lists(prog)[li]
        for si in range(len(lst) - 1, -1, -1):
            s = lst[si]
            if s.fixed:
                continue
            # delete the statement
            p = prog.copy()
            del _stmt_lists(p)[li][si]
            yield p
            if s.body is not None and s.kind in ("if", "for", "while"):
                # flatten: keep only the body (then the else branch)
                for part in ("body", "orelse"):
                    blk = getattr(s, part)
                    if blk and s.kind in ("if", "while") or (part == "body" and s.kind == "while"):
                        p = prog.copy()
                        L = _stmt_lists(p)[li]
                        inner = getattr(L[si], part) or []
                        inner = [x for x in inner if x.kind not in ("break", "continue")]
                        L[si:si + 1] = inner
                        yield p
                if s.orelse:
                    p = prog.copy()
                    _stmt_lists(p)[li][si].orelse = None
                    yield p


def _keep_output(p: Program, keep: int) -> bool:
    """Make the Net return only its ``keep``-th top-level output (early returns too)."""
    import ast

    def pick(text: str) -> Optional[str]:
        try:
            node = ast.parse(text, mode="eval").body
        except SyntaxError:
            return None
        if not isinstance(node, ast.Tuple) or keep >= len(node.elts):
            return None
        return ast.unparse(node.elts[keep])

    new_ms, new_np = pick(p.net.ret_ms), pick(p.net.ret_np)
    if new_ms is None or new_np is None:
        return False
    p.net.ret_ms, p.net.ret_np = new_ms, new_np
    for lst in _stmt_lists(p):
        for s in lst:
            if s.kind == "return":
                a, b = pick(s.ms[len("return "):]), pick(s.np[len("return "):])
                if a is None or b is None:
                    return False
                s.ms, s.np = "return " + a, "return " + b
    # the Loss weights the float outputs: recompute their paths from the kept one
    paths = [(path[1:], shp) for path, shp in p.out_paths if path and path[0] == keep]
    p.out_paths = paths
    return True


def _cleanup(prog: Program) -> Program:
    """Drop Parameters, helpers, sub-Cells and attributes nothing refers to any more."""
    p = prog.copy()
    changed = True
    while changed:
        changed = False
        text = p.source()
        for h in list(p.helpers):
            if f"{h.name}(" not in text.replace(f"def {h.name}(", ""):
                p.helpers.remove(h)
                changed = True
        for attr, cls in list(p.net.cells):
            if f"self.{attr}(" not in text:
                p.net.cells.remove((attr, cls))
                p.cells = [c for c in p.cells if c.name != cls]
                changed = True
        for f in [p.net] + p.cells:
            body = "\n".join(_render_body(f))
            for item in list(f.params):
                attr = item[0]
                if f"self.{attr}" not in body + f.ret_ms:
                    f.params.remove(item)
                    changed = True
            for k in list(f.attrs):
                if f"self.{k}" not in body:
                    del f.attrs[k]
                    changed = True
        for k in list(p.consts):
            if text.count(k) <= 1:
                del p.consts[k]
                changed = True
        for f in [p.net] + p.cells:    # the Parameter reads at the top follow the Parameters left
            if any(s.kind == "touch" for s in f.body):
                f.body = [s for s in f.body if s.kind != "touch"]
                _touch_params(f, p.cells)
    return p


def _render_body(f: Any) -> List[str]:
    out: List[str] = []
    for s in f.body:
        if s.kind != "touch":
            s.render("ms", "", out)
    return out


def shrink(prog: Program, failure: Failure, budget: int = 150, deadline: float = 60.0,
           workdir: Optional[str] = None, log: Optional[Callable[[str], None]] = None,
           numba: bool = False, cuda_sim: bool = False,
           fails: Optional[Callable[[Program], bool]] = None) -> Tuple[Program, int]:
    """Delete statements while ``failure`` (same kind, stage, mode, exception type) persists.

    ``fails(program) -> bool`` replaces the check (tests use it to shrink toward a property).
    Returns the smallest failing program found and the number of candidates tried.
    """
    sig = failure.signature()
    only = (failure.stage if failure.stage != "cached" else "forward", failure.mode) \
        if failure.stage not in ("params", "load") else None
    if failure.stage == "cached":
        only = None
    t_end = time.perf_counter() + deadline
    tries = 0

    custom = fails

    def fails(p: Program) -> bool:
        nonlocal tries
        tries += 1
        if custom is not None:
            return custom(p)
        r = check_program(p, workdir=workdir, only=only, timeout=30.0, numba=numba, cuda_sim=cuda_sim,
                          fd=failure.stage == "fd", grad=failure.stage in ("grad", "fd"))
        return any(f.signature() == sig for f in r.failures)

    best = prog.copy()
    best.data_seed = prog.data_seed
    progress = True
    while progress and tries < budget and time.perf_counter() < t_end:
        progress = False
        for cand in _edits(best):
            if tries >= budget or time.perf_counter() > t_end:
                break
            if fails(cand):
                best = cand
                progress = True
                break
    cleaned = _cleanup(best)
    if tries < budget + 5 and fails(cleaned):
        best = cleaned
    if log:
        log(f"shrunk seed {prog.seed} in {tries} tries")
    return best, tries
