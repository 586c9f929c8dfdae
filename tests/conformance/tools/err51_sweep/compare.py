"""Compare two errdump recordings (MindSpore 2.10's and msgraph's), raises call by raises call (session 51).

    python compare.py MS_DIR MG_DIR [--out diffs.tsv] [--show CAT,CAT] [--msg]

Each folder holds errdump.py's ``*.jsonl`` files (any depth).  A record's key is (test node id, raises site,
occurrence).  Categories, per key recorded on both sides:

* ``SAME``: exact class names equal,
* ``NAME``: the same built-in class (the first ``builtins`` class of the MRO, what the conformance harness compares)
  under another name: msgraph's own subclasses (``DTypeError`` for ``TypeError``) -- ``type(e).__name__`` differs,
  ``except`` / ``pytest.raises`` / the harness do not,
* ``MULTI``: as NAME, msgraph's class derives from two or more built-in classes, MindSpore's among them,
* ``CLASS``: the built-in classes differ (both raised): a real difference,
* ``MS_NONE`` / ``MG_NONE``: that side raised nothing inside the raises block,
* ``NONE``: neither raised.

Keys recorded on one side only (the test stopped before on the other, or was not run) are counted as ``ONLY_MS`` /
``ONLY_MG``.  ``--msg`` adds message comparison: ``MSG`` flags (printed with the class category) where the first
lines differ after normalization (file paths, numbers in addresses).
"""
from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import re

_BUILTIN_SKIP = ("builtins.Exception", "builtins.BaseException")


def load(folder):
    recs, outcomes = {}, {}
    for path in sorted(glob.glob(os.path.join(folder, "**", "*.jsonl"), recursive=True)):
        with open(path) as fh:
            for line in fh:
                try:
                    r = json.loads(line)
                except ValueError:
                    continue
                if "outcome" in r:
                    outcomes[r["test"]] = r["outcome"]
                else:
                    recs[(r["test"], r["site"], r["n"])] = r
    return recs, outcomes


def builtin(rec):
    """The first built-in class of the MRO (``Exception`` when none narrower), or None."""
    if rec["cls"] is None:
        return None
    for name in rec["mro"]:
        if name.startswith("builtins.") and name not in _BUILTIN_SKIP:
            return name.split(".", 1)[1]
    return rec["cls"]


def builtins_of(rec):
    """Every built-in class of the MRO but Exception / BaseException (msgraph's errors may be two: IndexError and
    ValueError)."""
    out = [n.split(".", 1)[1] for n in rec["mro"] if n.startswith("builtins.") and n not in _BUILTIN_SKIP]
    return out or [rec["cls"]]


def norm_msg(text):
    text = re.sub(r"0x[0-9a-f]+", "0x_", text or "")
    return re.sub(r"\s+", " ", text).strip()


def category(a, b):
    if a["cls"] is None and b["cls"] is None:
        return "NONE"
    if a["cls"] is None:
        return "MS_NONE"
    if b["cls"] is None:
        return "MG_NONE"
    if a["cls"] == b["cls"]:
        return "SAME"
    if builtin(a) in builtins_of(b):
        return "NAME" if len(builtins_of(b)) == 1 else "MULTI"
    return "CLASS"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ms")
    ap.add_argument("mg")
    ap.add_argument("--out")
    ap.add_argument("--show", default="CLASS,MS_NONE,MG_NONE")
    ap.add_argument("--msg", action="store_true")
    args = ap.parse_args(argv)
    ms, ms_out = load(args.ms)
    mg, mg_out = load(args.mg)
    counts = collections.Counter()
    rows = []
    for key in sorted(set(ms) | set(mg)):
        if key not in mg:
            counts["ONLY_MS"] += 1
            continue
        if key not in ms:
            counts["ONLY_MG"] += 1
            continue
        a, b = ms[key], mg[key]
        cat = category(a, b)
        counts[cat] += 1
        msg = ""
        if args.msg and a["cls"] and b["cls"] and norm_msg(a["msg"]) != norm_msg(b["msg"]):
            msg = "MSG"
            counts[cat + "+MSG"] += 1
        rows.append((cat, msg, key[0], key[1], key[2], ",".join(a["expected"]), a["cls"] or "-", b["cls"] or "-",
                     builtin(a) or "-", "|".join(builtins_of(b)) if b["cls"] else "-", ms_out.get(key[0], "?"), mg_out.get(key[0], "?"),
                     a["msg"][:200], b["msg"][:200]))
    show = set(args.show.split(",")) if args.show else set()
    for r in rows:
        if r[0] in show:
            print("\t".join(map(str, r)))
    print("# counts:", dict(sorted(counts.items())))
    names = collections.Counter((r[6], r[7]) for r in rows if r[0] in ("NAME", "MULTI"))
    print("# NAME pairs (MindSpore, msgraph):", names.most_common())
    targets = sorted(t for t, o in ms_out.items() if o == "passed" and mg_out.get(t, "passed") != "passed")
    rev = sorted(t for t, o in mg_out.items() if o == "passed" and ms_out.get(t, "passed") != "passed")
    print(f"# tests: MindSpore {len(ms_out)}, msgraph {len(mg_out)}, both {len(set(ms_out) & set(mg_out))}; "
          f"MindSpore passed / msgraph not: {len(targets)}; the reverse: {len(rev)}")
    for t in targets:
        print("# TARGET", t, mg_out.get(t))
    for t in rev:
        print("# REVERSE", t, ms_out.get(t))
    if args.out:
        with open(args.out, "w") as fh:
            fh.write("cat\tmsg\ttest\tsite\tn\texpected\tms_cls\tmg_cls\tms_builtin\tmg_builtin\tms_outcome\tmg_outcome"
                     "\tms_msg\tmg_msg\n")
            for r in rows:
                fh.write("\t".join(str(x).replace("\t", " ").replace("\n", " ") for x in r) + "\n")


if __name__ == "__main__":
    main()
