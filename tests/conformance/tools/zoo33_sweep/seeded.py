"""zoo33: run a zoo train.py / eval.py / export.py (argv[1]) with Python's random seeded (TextCNN's MovieReview.split_dataset
shuffles with it), its folder first on sys.path: `python seeded.py train.py ...` / `python -m msgraph.run seeded.py train.py ...`."""
import random, runpy, sys
random.seed(0)
script = sys.argv[1]
import os
sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
sys.argv = sys.argv[1:]
runpy.run_path(script, run_name="__main__")
