"""The adapt41cmp variant scripts' harness (`from _h import case`): tools/_toolkit.py's case_call, the mode from
$MODE (default graph); ONLY=prefix,prefix runs only the cases whose label starts with one of them."""
import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_call, mode_from_env, show  # noqa: E402,F401

mode_from_env()
_ONLY = tuple(p for p in os.environ.get("ONLY", "").split(",") if p)


def case(label, fn):
    if not _ONLY or label.startswith(_ONLY):
        case_call(label, fn)
