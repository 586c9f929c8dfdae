"""cmp.py MS.txt MG.txt: the lines (label -> result) that differ; two errors agree when MindSpore's builtin class is
among msgraph's (messages ignored).

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402

main(exc="class")
