"""zoo29_sweep: shared start of every driver.  Puts zoo28_sweep (its _drv helper) and its module stubs on sys.path,
the network's folder (the current directory, run.sh cds there) first, and drops the command line the zoo's
argparse configs would read.  Then `from _z29 import *` gives _drv's helpers."""
import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_Z28 = os.path.join(_HERE, "..", "zoo28_sweep")
sys.argv = sys.argv[:1]
sys.path.insert(0, _Z28)
sys.path.insert(0, os.getcwd())
sys.path.append(os.environ.get("ZOO_STUBS", os.path.join(_Z28, "stubs")))
from _drv import *  # noqa: E402,F401,F403
