"""Per chunk: tests run / failed on msgraph / of those passed under MindSpore (the targets), from run.sh's
--out folders (OURS/<chunk>/*.xml for msgraph, MS/<chunk>/*.xml for MindSpore on msgraph's failing files).

    python targets.py OURS MS [--list]
"""
import glob
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from st_suite import outcomes  # noqa: E402  (tests/conformance/st_suite.py)


def load(folder):
    out = {}
    for xml in glob.glob(os.path.join(folder, "*.xml")):
        out.update(outcomes(xml))
    return out


def main():
    ours_root, ms_root = sys.argv[1], sys.argv[2]
    show = "--list" in sys.argv
    ms_all = {}
    for d in sorted(glob.glob(os.path.join(ms_root, "*"))):
        ms_all.update(load(d))
    print(f"{'chunk':12s} {'ran':>6s} {'failed':>7s} {'ms_pass':>8s}")
    for d in sorted(glob.glob(os.path.join(ours_root, "*"))):
        ours = load(d)
        bad = [t for t, k in ours.items() if k in ("failed", "errors")]
        tg = [t for t in bad if ms_all.get(t) == "passed"]
        ran = sum(1 for k in ours.values() if k != "skipped")
        print(f"{os.path.basename(d):12s} {ran:6d} {len(bad):7d} {len(tg):8d}")
        if show:
            for t in sorted(tg):
                print("   ", t)


if __name__ == "__main__":
    main()
