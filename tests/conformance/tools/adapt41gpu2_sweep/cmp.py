"""cmp.py MS_OUT MG_OUT [flags]: the one comparer (tools/sweep_cmp.py) on this sweep's ``label => value`` lines."""
import os, sys  # noqa: E401
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from sweep_cmp import main  # noqa: E402
sys.exit(main(sep=" => ", grouped=True) and 0)
