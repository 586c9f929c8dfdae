"""adapt45utd sweep harness: tools/_toolkit.py's case_call (`label => value` / `label => EXC Class | message`) and
$MODE (default pynative)."""
import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_call as case, mode_from_env  # noqa: E402,F401

mode_from_env("pynative")
