"""adapt35p_sweep's _h.py (the same tiny harness: run each case, print results or the exception class); this file
only loads it, so the sweep scripts here keep `from _h import ...`."""
import os
import runpy

globals().update({k: v for k, v in runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                                "adapt35p_sweep", "_h.py")).items()
                  if not k.startswith("__")})
