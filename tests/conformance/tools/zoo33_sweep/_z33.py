"""zoo33_sweep: shared start of every driver (as zoo32's _z32): ``tools/_toolkit.py``'s zoo_start with zoo30's,
zoo31's and zoo32's stubs, then zoo33's own stubs right after the network's folder (sklearn: DeepFM's AUCMetric, the
same stub in both backends). ``from _z33 import *`` gives zoo28_sweep's _drv helpers, PERT (inputs scaled by
1+PERT), NSTEP (training steps) and ``train_record`` (Model.train with a loss recorder)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))   # tests/conformance/tools
from _toolkit import NSTEP, PERT, train_record, zoo_start  # noqa: E402,F401

sys.path.pop(0)
zoo_start('zoo30_sweep', 'zoo31_sweep', 'zoo32_sweep')
sys.path.insert(1, os.path.join(os.path.dirname(os.path.abspath(__file__)), "stubs"))
from _drv import *  # noqa: E402,F401,F403
