"""adapt45uta sweep harness (`from _h import case, show`): tools/_toolkit.py's case_call / show; the mode from $MODE
(graph | pynative, default graph)."""
import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_call as case, mode_from_env, show  # noqa: E402,F401

mode_from_env()
