"""Compare two sweep outputs by exception class only (first builtin class of msgraph vs MindSpore), ignoring
msgraph's Mutable* vs MindSpore's _Int/_Tuple class names.  usage: python cmp2.py MS_OUT MG_OUT

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402

args = sys.argv[1:3] + (["--skip-ms", sys.argv[3]] if len(sys.argv) > 3 else [])
main(args, exc="class", norm="mutable")
