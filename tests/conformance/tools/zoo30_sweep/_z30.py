"""zoo30_sweep: shared start of every driver (same as zoo29's _z29: zoo28_sweep's _drv helper and module stubs on
sys.path, then zoo30's own stubs/, the network's folder first, the command line dropped).  `from _z30 import *` gives _drv's helpers and
PERT (inputs scaled by 1+PERT) and NSTEP (training steps) from the environment."""
import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_Z28 = os.path.join(_HERE, "..", "zoo28_sweep")
sys.argv = sys.argv[:1]
sys.path.insert(0, _Z28)
sys.path.insert(0, os.getcwd())
sys.path.append(os.environ.get("ZOO_STUBS", os.path.join(_Z28, "stubs")))
sys.path.append(os.path.join(_HERE, "stubs"))   # zoo30's extra stubs (Levenshtein)
from _drv import *  # noqa: E402,F401,F403

PERT = 1 + float(os.environ.get("PERT", "0"))
NSTEP = int(os.environ.get("NSTEP", "3"))
