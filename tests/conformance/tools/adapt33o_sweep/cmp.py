"""Compare /tmp/a33o/NAME.ms and NAME.mg by case label; exceptions compare by class only (-m: messages too).

usage: python cmp.py NAME [-m] [-v]   (-v prints the differing pairs)

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import run_named  # noqa: E402

run_named(os.environ.get("A33O_OUT", "/tmp/a33o"), suffixes=(".ms", ".mg"), sep=" => ", exc="class")
