"""adapt37pm's scripts use adapt35p's harness (`from _h import *`): loaded from ../adapt35p_sweep/_h.py."""
import importlib.util as _ilu
import os as _os

_spec = _ilu.spec_from_file_location("_h_adapt35p", _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..",
                                                                   "adapt35p_sweep", "_h.py"))
_mod = _ilu.module_from_spec(_spec)
_spec.loader.exec_module(_mod)
globals().update({k: v for k, v in vars(_mod).items() if not k.startswith("__")})
