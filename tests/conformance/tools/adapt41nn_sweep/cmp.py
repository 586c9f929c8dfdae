"""cmp.py MS_OUT MG_OUT [RTOL]: sweep_cmp with " => " records, grouped, 1e-5 tolerance by default."""
import os, sys  # noqa: E401
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from sweep_cmp import main  # noqa: E402
sys.exit(main(sep=" => ", grouped=True) and 0)
