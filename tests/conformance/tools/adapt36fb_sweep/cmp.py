"""cmp.py A B: list cases whose results differ, grouped: SILENT (both values), MS-EXC-only, MG-EXC-only, EXC class.
numpy 2's scalar reprs (msgraph's side) are read as numpy 1's (MindSpore 2.10's side): ``float32(np.float32(2.5))``
is ``float32(2.5)``, ``bool(np.True_)`` is ``bool_(True)``, ``int64(np.int64(7))`` is ``int64(7)``."""
import re
import sys


def norm(v):
    v = re.sub(r"bool\(np\.(True|False)_\)", r"bool_(\1)", v)
    return re.sub(r"np\.\w+\(([^()]*)\)", r"\1", v)
def load(p):
    d = {}
    for l in open(p):
        if " => " in l:
            k, v = l.rstrip("\n").split(" => ", 1)
            d[k] = norm(v)
    return d
a, b = load(sys.argv[1]), load(sys.argv[2])
groups = {"SILENT": [], "MS_EXC": [], "MG_EXC": [], "EXC_CLASS": [], "MISSING": []}
def cls(v):
    return v.split("|")[0].split()[1].split("/") if v.startswith("EXC") else None
for k, v in a.items():
    w = b.get(k)
    if w is None:
        groups["MISSING"].append(k); continue
    if v == w: continue
    ea, eb = v.startswith("EXC"), w.startswith("EXC")
    if not ea and not eb: groups["SILENT"].append((k, v, w))
    elif ea and not eb: groups["MS_EXC"].append((k, v, w))
    elif eb and not ea: groups["MG_EXC"].append((k, v, w))
    elif cls(v)[0] not in cls(w): groups["EXC_CLASS"].append((k, v, w))
for g, items in groups.items():
    print("## %s %d" % (g, len(items)))
    for it in items:
        print("  ", *(it if isinstance(it, tuple) else (it,)), sep="\n     " if isinstance(it, tuple) else "")
