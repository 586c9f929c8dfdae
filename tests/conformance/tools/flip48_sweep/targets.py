"""From run_files.py --out folders: the files msgraph failed (--files, to rerun under MindSpore), or per folder the
counts ran / msgraph failed / MindSpore passed of those, and with --list the targets (MindSpore passes, msgraph fails).

    python targets.py OURS --files > failing.txt
    python targets.py OURS --ids > failing_ids.txt      (node ids for run_files.py --ids)
    python targets.py OURS MS [--list]
"""
import glob
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from st_suite import outcomes  # noqa: E402


def load(folder):
    per = {}
    for xml in glob.glob(os.path.join(folder, "*.xml")):
        rel = os.path.basename(xml)[:-4].replace("__", "/") + ".py"
        per[rel] = outcomes(xml)
    return per


def main():
    ours = load(sys.argv[1])
    if "--ids" in sys.argv:
        for rel, res in sorted(ours.items()):
            mod = "tests.st." + rel[:-3].replace("/", ".")
            for t, k in res.items():
                cls, name = t.split("::", 1)
                if k in ("failed", "errors") and cls:
                    parts = [mod[len(mod):]] if cls == mod else cls[len(mod) + 1:].split(".")
                    print("::".join(["tests/st/" + rel] + [x for x in parts if x] + [name]))
        return
    if "--files" in sys.argv:
        for rel, res in sorted(ours.items()):
            if any(k in ("failed", "errors") for k in res.values()):
                print(rel)
        logs = {os.path.basename(p)[:-4].replace("__", "/") + ".py" for p in glob.glob(os.path.join(sys.argv[1], "*.log"))}
        for rel in sorted(logs - set(ours)):
            print(rel, file=sys.stderr)          # no xml: timed out
        return
    ms = load(sys.argv[2])
    rows = {}
    for rel, res in ours.items():
        folder = rel.split("/")[0]
        r = rows.setdefault(folder, [0, 0, 0, []])
        for t, k in res.items():
            if k == "skipped":
                continue
            r[0] += 1
            if k in ("failed", "errors"):
                r[1] += 1
                if ms.get(rel, {}).get(t) == "passed":
                    r[2] += 1
                    r[3].append(t)
    for folder, (ran, bad, tg, ids) in sorted(rows.items()):
        print(f"{folder:8s} ran {ran:5d}  msgraph failed {bad:4d}  MindSpore passed {tg:4d}")
        if "--list" in sys.argv:
            for t in sorted(ids):
                print("   ", t)


if __name__ == "__main__":
    main()
