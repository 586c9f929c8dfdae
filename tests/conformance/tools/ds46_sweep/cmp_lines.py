"""Compare two `## name <json>` outputs (MindSpore first, msgraph second) key by key; prints the differing paths."""
import json
import sys


def load(path):
    out = {}
    for line in open(path):
        if line.startswith("## "):
            _, name, rest = line.rstrip("\n").split(" ", 2)
            try:
                out[name] = json.loads(rest)
            except ValueError:
                out[name] = rest
    return out


def walk(x, y, path, bad):
    if type(x) != type(y):
        bad.append(f"{path}: MS {json.dumps(x)[:150]} MG {json.dumps(y)[:150]}")
    elif isinstance(x, dict):
        for k in sorted(set(x) | set(y)):
            if k not in x or k not in y:
                bad.append(f"{path}/{k}: only in {'MS' if k in x else 'MG'}")
            else:
                walk(x[k], y[k], f"{path}/{k}", bad)
    elif isinstance(x, list):
        if len(x) != len(y):
            bad.append(f"{path}: lengths {len(x)} / {len(y)}")
        for i, (p, q) in enumerate(zip(x, y)):
            walk(p, q, f"{path}[{i}]", bad)
    elif x != y:
        bad.append(f"{path}: MS {x} MG {y}")


ms, mg = load(sys.argv[1]), load(sys.argv[2])
same = 0
for name in ms:
    bad = []
    walk(ms[name], mg.get(name), "", bad)
    if bad:
        print(f"{name}:", *bad[:6], sep="\n  ")
    else:
        same += 1
print(f"{same} of {len(ms)} cases agree")
