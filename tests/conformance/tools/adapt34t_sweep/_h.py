"""The adapt34t sweep's harness (`from _h import case`, `@case(name)`): tools/_toolkit.py's case_deco."""
import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_deco as case, fmt  # noqa: E402,F401
