"""Compare two pdump folders (MindSpore's first, msgraph's second): the printed text, test by test.

    python pcompare.py MS_DIR MG_DIR [--all-outcomes] [--out diffs.txt] [--show N]

Folders may hold chunk subfolders (searched recursively).  Only tests recorded on both sides and (unless
``--all-outcomes``) passed on both are compared.  Two streams per test: ``stdout`` (the captured standard output)
and ``ret`` (``str`` / ``repr`` of the outputs of the test's own outermost Cell calls).

Normalised before comparing (only what must be): MindSpore's log lines (``[WARNING] ME(...)``, ``[ERROR] ...``
and such) and IR-dump notices, addresses ``0x7f...``, temporary paths, timings (``... 0.123s`` / ``cost ... ms``).

A difference is classified:
* ``NOISE``: the same tokens except numbers that differ only at float rounding (same printed form -- digits after
  the point, exponent or not -- and relative difference < 1e-4); not listed.
* ``VALUE``: the same text shape, numbers differing by more (random ops, real value differences: the value dump's
  business); listed separately.
* ``FORMAT``: anything else (dtype names, shapes, structure, line breaks, summarisation, int vs float form,
  ``True`` / ``False``, a line missing or extra, ...): the findings.
"""
from __future__ import annotations

import argparse
import difflib
import glob
import json
import os
import re
from collections import Counter

_LOG = re.compile(r"^\s*\[(WARNING|ERROR|INFO|DEBUG|CRITICAL)\] [A-Z]+\(\d+[,:].*$")
_ADDR = re.compile(r"0x[0-9a-fA-F]{6,}")
_TMP = re.compile(r"/tmp/[^\s'\"]*")
_TIME = re.compile(r"(\d+(\.\d+)?)\s*(ms|s|sec|seconds)\b")
_NUM = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|[-+]?(?:inf|nan)\b")
_TOK = re.compile(r"\s+|[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|[-+]?(?:inf|nan)\b|[A-Za-z_]\w*|.")


def normalise(text: str) -> str:
    lines = []
    for line in (text or "").splitlines():
        if _LOG.match(line) or "IR file" in line or "save_graphs" in line:
            continue
        line = _ADDR.sub("0xADDR", line)
        line = _TMP.sub("/tmp/PATH", line)
        lines.append(line.rstrip())
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


def _form(tok: str):
    """The printed form of a number: digits after the point, exponent or not, sign."""
    m = re.match(r"[-+]?(\d*)(?:\.(\d*))?([eE][-+]?\d+)?$", tok)
    if not m:
        return tok
    return (m.group(2) is not None, len(m.group(2) or ""), m.group(3) is not None)


def classify(a: str, b: str) -> str:
    """None when equal, else NOISE / VALUE / FORMAT."""
    if a == b:
        return None
    ta = [t for t in _TOK.findall(a) if not t.isspace()]
    tb = [t for t in _TOK.findall(b) if not t.isspace()]
    # whitespace counts (line breaking / alignment), but only once the tokens agree
    if len(ta) != len(tb):
        return "FORMAT"
    worst = "NOISE"
    for x, y in zip(ta, tb):
        if x == y:
            continue
        if not (_NUM.fullmatch(x) and _NUM.fullmatch(y)):
            return "FORMAT"
        if _form(x) != _form(y):
            try:
                if float(x) == float(y):
                    return "FORMAT"
            except ValueError:
                return "FORMAT"
            worst = "VALUE" if worst == "NOISE" else worst
            continue
        try:
            fx, fy = float(x), float(y)
        except ValueError:
            return "FORMAT"
        if fx != fx and fy != fy:
            continue
        if abs(fx - fy) > 1e-4 * max(abs(fx), abs(fy), 1e-30):
            worst = "VALUE"
    if worst == "NOISE":
        # numbers agree: the text differs in spacing only?  Spacing is layout (MindSpore aligns by the widest
        # printed number, so a last digit can move a column): noise only when the non-space tokens agree exactly.
        if re.sub(r"\s+", " ", a) != re.sub(r"\s+", " ", b) and ta == tb:
            return "FORMAT"
    return worst


def load(folder):
    out = {}
    for path in glob.glob(os.path.join(folder, "**", "*.json"), recursive=True):
        try:
            with open(path) as f:
                d = json.load(f)
        except (OSError, ValueError):
            continue
        out[d["nodeid"]] = d
    return out


def compare(ms, mg, all_outcomes=False):
    rows = []
    compared = 0
    for nid in sorted(set(ms) & set(mg)):
        a, b = ms[nid], mg[nid]
        if not all_outcomes and not (a["outcome"] == b["outcome"] == "passed"):
            continue
        compared += 1
        cats = []
        sa, sb = normalise(a["stdout"]), normalise(b["stdout"])
        c = classify(sa, sb)
        if c:
            cats.append(("stdout", c, sa, sb))
        ra, rb = a["ret"], b["ret"]
        if len(ra) != len(rb):
            cats.append(("ret-count", "FORMAT", f"{len(ra)} calls", f"{len(rb)} calls"))
        for i, (x, y) in enumerate(zip(ra, rb)):
            for key in ("str", "repr"):
                c = classify(normalise(x[key]), normalise(y[key]))
                if c:
                    cats.append((f"ret[{i}].{key}", c, x[key], y[key]))
        if cats:
            rows.append((nid, cats))
    return compared, rows


def short_diff(a, b, n=12):
    d = list(difflib.unified_diff(a.splitlines(), b.splitlines(), "ms", "mg", n=0, lineterm=""))
    return "\n".join(d[2:2 + n]) + ("\n    ..." if len(d) > 2 + n else "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ms")
    ap.add_argument("mg")
    ap.add_argument("--all-outcomes", action="store_true")
    ap.add_argument("--out")
    ap.add_argument("--show", type=int, default=12, help="diff lines shown per difference")
    ap.add_argument("--values", action="store_true", help="list VALUE differences too")
    args = ap.parse_args()
    ms, mg = load(args.ms), load(args.mg)
    compared, rows = compare(ms, mg, args.all_outcomes)
    counts = Counter()
    lines = []
    for nid, cats in rows:
        worst = "FORMAT" if any(c[1] == "FORMAT" for c in cats) else \
            "VALUE" if any(c[1] == "VALUE" for c in cats) else "NOISE"
        counts[worst] += 1
        if worst == "NOISE" or (worst == "VALUE" and not args.values):
            continue
        lines.append(f"== {worst} {nid}")
        for where, cat, a, b in cats:
            if cat == "NOISE":
                continue
            lines.append(f"  -- {where} {cat}")
            lines.append(short_diff(a, b, args.show))
    both = len(set(ms) & set(mg))
    head = (f"recorded ms {len(ms)}, mg {len(mg)}, both {both}; compared {compared}; "
            f"differing tests: {dict(counts)}")
    text = head + "\n" + "\n".join(lines)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text + "\n")
    print(text if len(text) < 20000 else text[:20000] + "\n... (see --out)")


if __name__ == "__main__":
    main()
