"""cmp.py A B [rtol]: adapt38pn_sweep's cmp.py (the same comparer, exceptions by builtin class; this file only runs it)."""
import os
import runpy

runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "adapt38pn_sweep", "cmp.py"),
               run_name="__main__")
