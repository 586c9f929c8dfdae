"""``python -m msgraph.run script.py [args...]``: run a MindSpore script on msgraph, unmodified.

The script's ``import mindspore`` statements load msgraph (see :mod:`msgraph.compat`).
"""
from __future__ import annotations

import os
import runpy
import sys


def main(argv: list | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    from .compat import install

    install()
    sys.argv = argv
    # as `python script.py` does: the script's folder is sys.path[0], so its sibling modules import
    sys.path.insert(0, os.path.dirname(os.path.abspath(argv[0])))
    runpy.run_path(argv[0], run_name="__main__")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
