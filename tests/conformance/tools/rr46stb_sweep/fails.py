"""List what an ``st_suite.py --out`` folder failed: the failing test files (relative to tests/st, the
form ``st_suite.py --dirs`` takes, to re-run them under MindSpore), or with ``--ids`` the test ids.

    python fails.py --root /path/to/mindspore_tests OUT_DIR [OUT_DIR ...]
    python fails.py --root /path/to/mindspore_tests --ids OUT_DIR
"""
import argparse
import glob
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from st_suite import outcomes  # noqa: E402  (tests/conformance/st_suite.py)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--ids", action="store_true")
    ap.add_argument("outs", nargs="+")
    args = ap.parse_args()
    files, ids = set(), []
    for out in args.outs:
        for xml in glob.glob(os.path.join(out, "*.xml")):
            for test, key in outcomes(xml).items():
                if key not in ("failed", "errors"):
                    continue
                ids.append(f"{test} {key}")
                cls = test.split("::")[0] or test.split("::")[1]     # a collection error names the module
                parts = cls.split(".")
                for i in range(len(parts), 0, -1):                   # the longest prefix that is a file
                    path = "/".join(parts[:i]) + ".py"
                    if os.path.exists(os.path.join(args.root, path)):
                        files.add(os.path.relpath(path, "tests/st"))
                        break
    print("\n".join(sorted(ids)) if args.ids else " ".join(sorted(files)))


if __name__ == "__main__":
    main()
