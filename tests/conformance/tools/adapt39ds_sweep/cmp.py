"""cmp.py A B [rtol]: adapt35p_sweep's cmp.py (the same comparer; this file only runs it)."""
import os
import runpy

runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "adapt35p_sweep", "cmp.py"),
               run_name="__main__")
