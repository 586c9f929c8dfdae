"""Per-folder counts of a vdump48 comparison: tests compared (both passed), and flagged ones per first category.

    python tally.py MS_DIR MG_DIR [--all]
"""
import collections
import glob
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vdump48_sweep"))
from compare import compare_test, load  # noqa: E402


def folder(nodeid):
    parts = nodeid.split("::")[0].split("/")
    return "/".join(parts[2:4]) if parts[2] == "compiler" and len(parts) > 4 else parts[2]


def main():
    ms_dir, mg_dir = sys.argv[1:3]
    both_passed = "--all" not in sys.argv
    ms = {os.path.basename(p): p for p in glob.glob(os.path.join(ms_dir, "*.npz"))}
    mg = {os.path.basename(p): p for p in glob.glob(os.path.join(mg_dir, "*.npz"))}
    files, compared, flagged = collections.defaultdict(set), collections.Counter(), collections.defaultdict(collections.Counter)
    for name in sorted(set(ms) & set(mg)):
        a, b = load(ms[name]), load(mg[name])
        nid = a[0]["nodeid"]
        f = folder(nid)
        files[f].add(nid.split("::")[0])
        if both_passed and not (a[0]["outcome"] == b[0]["outcome"] == "passed"):
            continue
        compared[f] += 1
        d = compare_test(a, b)
        if d:
            flagged[f][d[0][0]] += 1
    for f in sorted(files):
        print(f"{f}\tfiles {len(files[f])}\tcompared {compared[f]}\tflagged {dict(flagged[f]) or '-'}")


if __name__ == "__main__":
    main()
