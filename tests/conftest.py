"""Suite-wide setup that must happen before any test module imports numba."""
import os

# Numba's highlighted error messages go through colorama, which swaps sys.stdout from
# whichever thread formats the message; a background kernel compile could then leave a later
# test's ``capsys`` reading an empty stream.  msgraph switches highlighting off when it imports
# numba (runtime/numba_env.py); test modules that import numba first get the same setting here.
os.environ.setdefault("NUMBA_DISABLE_ERROR_MESSAGE_HIGHLIGHTING", "1")
