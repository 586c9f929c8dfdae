"""cmp.py MS_OUT MG_OUT: lines whose labels match but whose results differ (exception messages ignored).

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402

main(sep=": ", exc="class")
