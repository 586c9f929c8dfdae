"""Compare /tmp/adapt37sy_out/NAME.ms.txt and .mg.txt: lines differ unless equal, or both errors where MindSpore's
class is one of msgraph's classes (and the messages are ignored with -c).

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import run_named  # noqa: E402

run_named("/tmp/adapt37sy_out")
