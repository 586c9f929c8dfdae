"""ut47 sweep harness (`from _h import case, show`): tools/_toolkit.py's case_call / show; the mode from $MODE
(graph | pynative, default graph); $SEL (a regular expression) runs only the cases whose label it finds."""
import os
import re
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_call, mode_from_env, show  # noqa: E402,F401

mode_from_env()
_SEL = re.compile(os.environ["SEL"]) if os.environ.get("SEL") else None


def case(label, fn):
    if _SEL is None or _SEL.search(label):
        case_call(label, fn)
