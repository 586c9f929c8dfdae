"""cmp.py MS_OUT MG_OUT [RTOL]: the adapt41opc sweeps' differences, grouped (tools/sweep_cmp.py; `=>` records;
cases where MindSpore's CPU build lacks the kernel left out)."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402
sys.exit(main(sep=" => ", grouped=True, rtol=2e-6, skip_ms="Unsupported op,unregistered,Kernel select failed,Not found op") and 0)
