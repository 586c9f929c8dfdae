"""The grad46 variant scripts' harness (`from _h import case`): tools/_toolkit.py's case_call, the mode from
$MODE (default graph); $CASES=LO:HI runs only the cases numbered LO..HI-1 (a MindSpore Graph-mode process slower
than run.sh's 600 s limit is run in parts)."""
import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_call, mode_from_env, show  # noqa: E402,F401

mode_from_env()
_LO, _HI = (int(v) for v in os.environ.get("CASES", "0:100000000").split(":"))
_N = [0]


def case(label, fn):
    i = _N[0]
    _N[0] += 1
    if _LO <= i < _HI:
        case_call(label, fn)
