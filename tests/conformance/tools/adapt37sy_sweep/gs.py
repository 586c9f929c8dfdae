"""adapt37sy's runner is adapt34g's gs.py (loaded from ../adapt34g_sweep/gs.py; its `from h import case` finds this
folder's h.py first on sys.path)."""
import importlib.util as _ilu
import os as _os

_spec = _ilu.spec_from_file_location("_gs_adapt34g", _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..",
                                                                    "adapt34g_sweep", "gs.py"))
_mod = _ilu.module_from_spec(_spec)
_spec.loader.exec_module(_mod)
globals().update({k: v for k, v in vars(_mod).items() if not k.startswith("__")})
