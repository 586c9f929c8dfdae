"""The adapt41opb variant scripts' harness (`from _h import case`): tools/_toolkit.py's case_call and show, the mode
from $MODE (default graph); an exception's message is its first line that is not one of MindSpore's Graph-mode
banners (dashes, "- Kernel select failed:"), so kernels missing on MindSpore's CPU read as such."""
import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_call, mode_from_env, show  # noqa: E402,F401

mode_from_env()


def case(label, fn):
    def run():
        try:
            return fn()
        except Exception as e:  # noqa
            lines = [ln for ln in str(e).strip().splitlines() if ln.strip() and not ln.startswith(("---", "- "))]
            if lines and lines[0] != str(e).strip().splitlines()[0]:
                e.args = (lines[0],)
            raise
    case_call(label, run)
