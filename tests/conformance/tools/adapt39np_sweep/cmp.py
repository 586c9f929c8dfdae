"""(copied from mnp33_sweep) Usage: cmp.py OUTDIR [GROUP_MODE...] [-v PREFIX]: counts of ms/mg differences by kind (and lists them with -v)."""
import collections
import sys


def load(f):
    d = {}
    for line in open(f):
        p = line.rstrip("\n").split(" ", 1)
        if len(p) == 2:
            d[p[0]] = p[1][3:] if p[1].startswith("-> ") else p[1]
    return d


def kind(a, b):
    if b is None:
        return "missing"
    if a.startswith("EXC") and b.startswith("EXC"):
        return "exc-class"
    if a.startswith("EXC"):
        return "ms-error"
    if b.startswith("EXC"):
        return "mg-error"
    if a.split(",")[0] != b.split(",")[0]:
        return "dtype"
    return "value"


args = sys.argv[2:]
verbose = None
if "-v" in args:
    verbose = args[args.index("-v") + 1]
    args = args[:args.index("-v")]
for g in args or ["unary_pyn", "binary_pyn", "red_pyn"]:
    ms, mg = load(f"{sys.argv[1]}/ms_{g}.txt"), load(f"{sys.argv[1]}/mg_{g}.txt")
    cat = collections.Counter()
    for k, a in ms.items():
        if a != mg.get(k):
            c = kind(a, mg.get(k))
            cat[c] += 1
            if verbose is not None and k.startswith(verbose):
                print(f"{k:30s} {c:9s} MS {a[:90]}\n{'':40s} MG {str(mg.get(k))[:90]}")
    print(g, len(ms), "cases,", sum(cat.values()), "differ:", dict(cat))
