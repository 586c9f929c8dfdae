"""adapt43gs sweep harness: adapt42gs_sweep's (adapt40fb's run_all / run_drivers: P eagerly, J as @ms.jit, G in a
Graph-mode Cell; resumable after a MindSpore crash; ``captured(fn)``), loaded from there."""
import importlib.util
import os
import sys

_spec = importlib.util.spec_from_file_location("_h42gs", os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "adapt42gs_sweep", "_h.py"))
_h42gs = sys.modules["_h42gs"] = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_h42gs)
case, show, registry, run_all, run_drivers, captured = (_h42gs.case, _h42gs.show, _h42gs.registry, _h42gs.run_all,
                                                        _h42gs.run_drivers, _h42gs.captured)
