"""zoo47_sweep: shared start of every new driver (zoo46_sweep's _z46: tools/_toolkit.py's zoo_start with the
earlier sweeps' module stubs and zoo46_sweep's ``stubs/`` (gensim). ``from _z47 import *`` gives zoo28_sweep's _drv helpers (out, guard, set_weights,
data, weights), PERT, NSTEP and ``train_record``."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))   # tests/conformance/tools
from _toolkit import NSTEP, PERT, train_record, zoo_start  # noqa: E402,F401

sys.path.pop(0)
zoo_start('zoo30_sweep', 'zoo31_sweep', 'zoo32_sweep', 'zoo33_sweep')
sys.path.append(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "zoo46_sweep", "stubs"))   # gensim (the LSTM's imdb.py)
from _drv import *  # noqa: E402,F401,F403
