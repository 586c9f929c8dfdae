"""cmp.py A B [rtol]: adapt35p_sweep's comparer, except that exceptions compare by their builtin class only
(message-only differences are counted on the last line, not listed).

The comparer is tests/conformance/tools/sweep_cmp.py; this file only gives its defaults."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from sweep_cmp import main  # noqa: E402

main(rtol=4e-7, exc="class", nan_equal=True)
