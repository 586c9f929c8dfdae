"""cmp.py MS_OUT MG_OUT: the differing cases, grouped (tools/sweep_cmp.py; ' => ' records, exceptions by class)."""
import os, sys  # noqa: E401
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402
main(sep=" => ", rtol=4e-7, grouped=True)
