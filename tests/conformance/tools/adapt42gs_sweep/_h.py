"""adapt42gs sweep harness: adapt40fb_sweep's run_all (each case eagerly P, as @ms.jit J, in a Graph-mode Cell G;
resumable after a MindSpore crash) and run_drivers, plus ``captured(fn)``: what ``fn()`` writes to the process's
stdout (file descriptor 1: MindSpore's Graph-mode print writes there from C++), with its result."""
import os
import sys
import tempfile

import importlib.util  # noqa: E402

_spec = importlib.util.spec_from_file_location("_h40fb", os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "adapt40fb_sweep", "_h.py"))
_h40fb = sys.modules["_h40fb"] = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_h40fb)
case, show, registry, run_all, run_drivers = (_h40fb.case, _h40fb.show, _h40fb.registry, _h40fb.run_all,
                                              _h40fb.run_drivers)


def captured(fn, *args):
    sys.stdout.flush()
    saved = os.dup(1)
    with tempfile.TemporaryFile() as f:
        os.dup2(f.fileno(), 1)
        try:
            r = fn(*args)
            try:
                import mindspore as ms
                ms.runtime.synchronize()
            except Exception:  # noqa
                pass
            sys.stdout.flush()
        finally:
            os.dup2(saved, 1)
            os.close(saved)
        f.seek(0)
        text = f.read().decode(errors="replace")
    return text, r
