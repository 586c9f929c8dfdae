"""Shared by the zoo28 programs: deterministic weights and inputs (the same under MindSpore and msgraph)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "zoo3"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "zoo5"))
from _zoo3 import head, pattern, set_weights  # noqa: E402,F401  (zoo3's deterministic weights)
from _zoo5 import checkpoint_names, load_weights  # noqa: E402,F401  (zoo5's checkpoint-dict weights)


def data(*shape, k=0, dtype=np.float32):
    """A smooth deterministic array (sines over np.arange), shifted by k."""
    n = int(np.prod(shape))
    i = np.arange(n, dtype=np.float64)
    return (np.sin(i * 0.37 + k) + 0.5 * np.cos(i * 0.011)).reshape(shape).astype(dtype)
