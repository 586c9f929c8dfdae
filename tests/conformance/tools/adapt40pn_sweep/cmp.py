"""Compare two sweep outputs, ignoring float differences within a relative tolerance (default 4e-7, ~few float32 ulps).
usage: python cmp.py A B [rtol]

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402

main(rtol=4e-7, exc="class" if os.environ.get("CLS") else "message")
