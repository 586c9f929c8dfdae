import sys
sys.path.insert(0, "/work/wt-vd49t")
from msgraph.common.tensor_overload_table import TABLE
VAL = {"bool": "True", "int": "0", "float": "0.5", "number": "1", "tuple[int]": "(0,)", "TypeId": "ms.float32"}
lines = []
for name, ovs in TABLE.items():
    for ov in ovs:
        ps = ov["params"]
        for j, p in enumerate(ps):
            if j == 0 or not p[2]:
                continue
            if not all(q[2] for q in ps[:j]):   # earlier params must have defaults
                continue
            if p[3] not in VAL:
                continue
            lines.append(f"{name}({p[0]}={VAL[p[3]]})")
print(len(lines), file=sys.stderr)
src = ["import numpy as np", "import mindspore as ms", "x = ms.Tensor(np.array([[-2.5, -1.0, 0.0], [0.3, 1.7, 3.0]], np.float32))",
       "def show(r):", "    if isinstance(r, (tuple, list)): return '(' + ', '.join(show(e) for e in r) + ')'",
       "    if isinstance(r, ms.Tensor): return f'{r.dtype} {r.shape} {np.round(r.asnumpy().astype(np.float64), 6).tolist()}'", "    return repr(r)"]
for c in sorted(set(lines)):
    src.append(f"try:\n    print({c!r}, show(x.{c}))\nexcept Exception as e:\n    print({c!r}, 'ERR', type(e).__name__, str(e).splitlines()[0][:90] if str(e) else '')")
open("kwsweep.py", "w").write("\n".join(src) + "\n")
