"""zoo33_sweep: shared start of every driver (as zoo32's _z32: zoo28_sweep's _drv helper and module stubs on sys.path,
then zoo30's, zoo31's zoo32's and zoo33's stubs, the network's folder first, the command line dropped).  `from _z33 import *` gives
_drv's helpers,
PERT (inputs scaled by 1+PERT), NSTEP (training steps) and `train_record` (Model.train with a loss recorder)."""
import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_Z28 = os.path.join(_HERE, "..", "zoo28_sweep")
sys.argv = sys.argv[:1]
sys.path.insert(0, _Z28)
sys.path.insert(0, os.getcwd())
sys.path.append(os.environ.get("ZOO_STUBS", os.path.join(_Z28, "stubs")))
sys.path.append(os.path.join(_HERE, "..", "zoo30_sweep", "stubs"))
sys.path.append(os.path.join(_HERE, "..", "zoo31_sweep", "stubs"))   # zoo31: matplotlib
sys.path.append(os.path.join(_HERE, "..", "zoo32_sweep", "stubs"))   # zoo32: pandas
sys.path.insert(1, os.path.join(_HERE, "stubs"))   # zoo33: sklearn (DeepFM's AUCMetric), the same stub in both
from _drv import *  # noqa: E402,F401,F403
from _drv import guard, out  # noqa: E402

PERT = 1 + float(os.environ.get("PERT", "0"))
NSTEP = int(os.environ.get("NSTEP", "3"))


def train_record(label, model, dset, epochs=1, **kw):
    """model.train(epochs, dset) with LossMonitor and a callback storing each step's net_outputs under label."""
    import mindspore as ms
    seen = []

    class Rec(ms.train.Callback):
        def step_end(self, rc):
            seen.append(rc.original_args().net_outputs)
    guard(label, model.train, epochs, dset, callbacks=[ms.train.LossMonitor(1), Rec()], dataset_sink_mode=False, **kw)
    out(label, seen)
    return seen
