"""Shared by the zoo6 programs: zoo5's helpers (deterministic weights, checkpoint names, LossMonitor lines)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "zoo5"))
from _zoo5 import checkpoint_names, head, image, load_weights, losses_of, pattern, set_weights, weight_dict  # noqa: E402,F401
