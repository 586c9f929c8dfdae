"""cmp.py A B: list cases whose results differ, grouped: SILENT (both values), MS-EXC-only, MG-EXC-only, EXC class.
adapt35q_sweep's cmp.py (the same comparer; this file only runs it)."""
import os
import runpy

runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "adapt35q_sweep", "cmp.py"),
               run_name="__main__")
