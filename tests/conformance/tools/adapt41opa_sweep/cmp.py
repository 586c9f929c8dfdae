"""cmp.py A B: the adapt41opa sweep outputs compared (SILENT, MS_EXC, MG_EXC, EXC class).

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402

main(sep=" => ", grouped=True, exc="class")
