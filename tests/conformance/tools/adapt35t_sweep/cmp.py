"""cmp.py A.ms B.mg: case-wise differences; `EXC Cls: msg` lines compare by class only (messages differ often).

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402

# MindSpore 2.10's CPU has no kernel for these (msgraph computes them, docs/differences.md); PyNative errors are
# asynchronous, so the case after one may carry it too (--all: keep them)
NOKERNEL = ("unregistered,support Ascend only,not supported on this device,Select CPU operator,"
            "Kernel select failed,Unsupported op")
main([a for a in sys.argv[1:] if a != "--all"], sep=": ", exc="class",
     skip_ms="" if "--all" in sys.argv else NOKERNEL)
