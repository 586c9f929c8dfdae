"""cmp.py A.ms B.mg: case-wise differences; `EXC Cls: msg` lines compare by class only (messages differ often).

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402

main(sep=": ", exc="class")
