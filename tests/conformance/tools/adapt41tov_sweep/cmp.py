"""cmp.py MS_OUT MG_OUT [RTOL] [flags]: tools/sweep_cmp.py with this sweep's defaults (MindSpore's missing kernels left out)."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main
sys.exit(main(skip_ms="unregistered,EXC RuntimeError | ---,EXC Crash,Not implement,not support on CPU,Unsupported op") and 0)
