"""The one comparer of the differential sweeps' outputs (MindSpore's run against msgraph's; not run in CI).

    python sweep_cmp.py MS_OUT MG_OUT [RTOL] [--sep SEP] [--exc class|message] [--grouped] [--norm numpy2,mutable]
                        [--skip-ms TEXT,...] [-v]

A sweep prints one record per case: ``label -> value`` (``--sep " -> "``, the default; a line ``label EXC Class |
message`` is an exception, and lines that start no record continue the one above), ``label => value`` or ``label:
value`` (``--sep " => "`` / ``--sep ": "``: other lines are ignored).  An exception's value starts with ``EXC
Class``; msgraph's side may name two builtin classes (``EXC ValueError/IndexError``).

- ``RTOL``: numbers compare within this relative tolerance (atol 1e-12), the rest of the text exactly; without it
  values compare as text.  ``--nan-equal``: nan matches nan.
- ``--exc class`` (default): two exceptions agree when MindSpore's class is one of msgraph's (message-only
  differences are counted on the last line); ``--exc message``: their text must agree too.
- ``--grouped``: differences listed by kind (SILENT: both values; MS_EXC / MG_EXC: one side raised; EXC_CLASS;
  MISSING), else one list.
- ``--norm numpy2``: numpy 2's scalar reprs (msgraph's side) read as numpy 1's (``np.float32(2.5)`` -> ``2.5``);
  ``--norm mutable``: msgraph's ``MutableInt`` / ``MutableTuple`` class names read as MindSpore's ``_Int`` / ``_Tuple``.
- ``--skip-ms TEXT,...``: leave out the cases whose MindSpore record contains one of these texts (kernels MindSpore's
  CPU lacks, whose asynchronous PyNative errors may land on the next case too).

Each sweep folder's ``cmp.py`` calls :func:`main` with its own defaults (and its own output folder, where it takes
a case-file NAME).
"""
from __future__ import annotations

import argparse
import re
import sys
from typing import Any, Dict, List, Optional, Sequence

NUM = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|nan|inf")
_EXC = re.compile(r"^EXC\s+([^\s|:]+)")

NORMS = {
    "numpy2": lambda v: re.sub(r"np\.\w+\(([^()]*)\)", r"\1", re.sub(r"bool\(np\.(True|False)_\)", r"bool_(\1)", v)),
    "mutable": lambda v: re.sub(r"Mutable(Int|Float|Bool|Tuple|List|Dict)", r"_\1", v),
}


def load(path: str, sep: str = " -> ") -> Dict[str, str]:
    """label -> value (an exception's value starts with ``EXC``)."""
    out: Dict[str, str] = {}
    cur: Optional[str] = None
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        if sep == " -> ":
            m = re.match(r"^(\S+) EXC (.*)", line)
            if m and " -> " not in line.split(" EXC ", 1)[0]:
                cur = m.group(1)
                out[cur] = "EXC " + m.group(2)
            elif " -> " in line:
                cur, value = line.split(" -> ", 1)
                out[cur] = value
            elif cur is not None:
                out[cur] += "\n" + line
        elif sep in line:
            k, v = line.split(sep, 1)
            out[k] = v
    return out


def exc_classes(value: str) -> Optional[List[str]]:
    m = _EXC.match(value)
    return m.group(1).split("/") if m else None


def _numbers_close(a: str, b: str, rtol: float, nan_equal: bool) -> bool:
    if NUM.sub("#", a).replace(" ", "").replace("\n", "") != NUM.sub("#", b).replace(" ", "").replace("\n", ""):
        return False
    na, nb = NUM.findall(a), NUM.findall(b)
    if len(na) != len(nb):
        return False
    for x, y in zip(na, nb):
        x, y = float(x), float(y)
        if x != x or y != y:
            if nan_equal and x != x and y != y:
                continue
            return False
        if x == y:
            continue
        if abs(x - y) > rtol * max(abs(x), abs(y), 1e-30) and abs(x - y) > 1e-12:
            return False
    return True


def kind(a: str, b: str, opts: Any) -> Optional[str]:
    """None where the two records agree, else the kind of difference."""
    ea, eb = exc_classes(a), exc_classes(b)
    if ea and eb:
        if ea[0] not in eb:
            return "EXC_CLASS"
        if opts.exc == "message" and a.split(None, 2)[2:] != b.split(None, 2)[2:]:
            return "EXC_MESSAGE"
        return None
    if ea:
        return "MS_EXC"
    if eb:
        return "MG_EXC"
    if a == b or (opts.rtol is not None and _numbers_close(a, b, opts.rtol, opts.nan_equal)):
        return None
    return "SILENT"


def parser(**defaults: Any) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description="compare a MindSpore sweep output with msgraph's")
    p.add_argument("ms")
    p.add_argument("mg")
    p.add_argument("rtol", nargs="?", type=float)
    p.add_argument("--sep", default=" -> ")
    p.add_argument("--exc", choices=("class", "message"), default="class")
    p.add_argument("--nan-equal", action="store_true")
    p.add_argument("--grouped", action="store_true")
    p.add_argument("--norm", default="")
    p.add_argument("--skip-ms", default="")
    p.add_argument("-v", "--verbose", action="store_true", help="(accepted; differences are always listed)")
    p.set_defaults(**defaults)
    return p


def main(argv: Optional[Sequence[str]] = None, **defaults: Any) -> int:
    """Compare; print the differences and a summary line; the number of differing cases."""
    opts = parser(**defaults).parse_args(list(sys.argv[1:] if argv is None else argv))
    ms, mg = load(opts.ms, opts.sep), load(opts.mg, opts.sep)
    norms = [NORMS[n] for n in opts.norm.split(",") if n]
    skips = [s for s in opts.skip_ms.split(",") if s]
    groups: Dict[str, List[str]] = {k: [] for k in ("SILENT", "MS_EXC", "MG_EXC", "EXC_CLASS", "EXC_MESSAGE",
                                                    "MISSING")}
    message_only = 0
    for label, a in ms.items():
        if any(s in a for s in skips):
            continue
        if label not in mg:
            groups["MISSING"].append(f"MISSING {label}")
            continue
        b = mg[label]
        for norm in norms:
            b = norm(b)
        k = kind(a, b, opts)
        if k is None:
            message_only += a != b and bool(exc_classes(a)) and bool(exc_classes(b))
            continue
        groups[k].append(f"DIFF {label}\n  ms: {a.strip()[:600]}\n  mg: {b.strip()[:600]}")
    n = sum(len(v) for v in groups.values())
    if opts.grouped:
        for name, items in groups.items():
            print(f"## {name} {len(items)}")
            for item in items:
                print(item)
    else:
        for items in groups.values():
            for item in items:
                print(item)
    tol = f"rtol {opts.rtol}" if opts.rtol is not None else "values as text"
    extra = f"; {message_only} more differ in exception message only" if opts.exc == "class" else ""
    print(f"{len(ms)} cases, {n} differ ({tol}{extra})")
    return n


def run_named(out_dir: str, argv: Optional[Sequence[str]] = None, suffixes: Sequence[str] = (".ms.txt", ".mg.txt"),
              **defaults: Any) -> int:
    """``cmp.py NAME [-c]`` of the sweeps that keep their outputs as ``OUT_DIR/NAME.ms.txt`` / ``.mg.txt``:
    ``-c`` compares exceptions by class only (else their messages too); ``-m`` asks for messages (``-c``'s
    opposite, adapt33o's flag)."""
    args = list(sys.argv[1:] if argv is None else argv)
    name = args.pop(0)
    exc = "class" if "-c" in args else "message" if "-m" in args else defaults.pop("exc", "message")
    rest = [a for a in args if a not in ("-c", "-m")]
    defaults.pop("exc", None)
    return main([f"{out_dir}/{name}{suffixes[0]}", f"{out_dir}/{name}{suffixes[1]}", *rest], exc=exc, **defaults)


if __name__ == "__main__":
    main()
