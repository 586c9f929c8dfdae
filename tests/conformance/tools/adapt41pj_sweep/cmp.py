"""cmp.py A B [RTOL]: the differences of two sweep outputs (tools/sweep_cmp.py with ` => ` records, grouped)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from sweep_cmp import main  # noqa: E402
sys.exit(main(sep=" => ", grouped=True) and 0)
