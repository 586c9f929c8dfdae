"""Compare /tmp/a35f/NAME.ms and NAME.mg: adapt33o's cmp.py with this folder's output directory (A33O_OUT).

usage: python cmp.py NAME [-m] [-v]
"""
import os
import runpy

os.environ.setdefault("A33O_OUT", "/tmp/a35f")
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "adapt33o_sweep", "cmp.py"),
               run_name="__main__")
