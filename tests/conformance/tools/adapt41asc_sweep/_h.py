"""The adapt41asc variant scripts' harness (`from _h import case`): tools/_toolkit.py's case_call, the mode from
$MODE (default graph); $FROM=label skips the cases before that label (MindSpore's Graph mode dies after ~1400 Cells
in one process: run the rest in a second one)."""
import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_call, mode_from_env, show  # noqa: E402,F401

mode_from_env()
_skip = [bool(os.environ.get("FROM"))]


def case(label, fn):
    if _skip[0]:
        if label != os.environ["FROM"]:
            return
        _skip[0] = False
    case_call(label, fn)
