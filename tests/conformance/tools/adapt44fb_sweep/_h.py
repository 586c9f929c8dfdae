"""adapt44fb sweep harness: adapt43gs_sweep's (adapt42gs / adapt40fb run_all: P eagerly, J as @ms.jit, G in a
Graph-mode Cell; run_drivers; ``captured(fn)``), loaded from there."""
import importlib.util
import os
import sys

_spec = importlib.util.spec_from_file_location("_h43gs", os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "adapt43gs_sweep", "_h.py"))
_h43gs = sys.modules["_h43gs"] = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_h43gs)
case, show, registry, run_all, run_drivers, captured = (_h43gs.case, _h43gs.show, _h43gs.registry, _h43gs.run_all,
                                                        _h43gs.run_drivers, _h43gs.captured)
