"""cmp.py MS_OUT MG_OUT [RTOL]: the differences between MindSpore's and msgraph's records (`label => value`), grouped."""
import os, sys  # noqa: E401
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from sweep_cmp import main  # noqa: E402
sys.exit(1 if main(sep=" => ", grouped=True, norm="mutable") else 0)
