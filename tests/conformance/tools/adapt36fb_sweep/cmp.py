"""cmp.py A B: list cases whose results differ, grouped: SILENT (both values), MS-EXC-only, MG-EXC-only, EXC class.
numpy 2's scalar reprs (msgraph's side) are read as numpy 1's (MindSpore 2.10's side): ``float32(np.float32(2.5))``
is ``float32(2.5)``, ``bool(np.True_)`` is ``bool_(True)``, ``int64(np.int64(7))`` is ``int64(7)``.

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402

main(sep=" => ", grouped=True, exc="class", norm="numpy2")
