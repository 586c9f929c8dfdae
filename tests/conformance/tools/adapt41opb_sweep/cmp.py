"""cmp.py MS_OUT MG_OUT [RTOL]: tools/sweep_cmp.py with " => " records, differences grouped."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402
main(sep=" => ", grouped=True)
