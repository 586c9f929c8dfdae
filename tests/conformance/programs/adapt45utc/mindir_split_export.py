"""MindIR export over ``serialization.TOTAL_SAVE`` (adapt45utc, ut mindir/test_mindir_export_larger_than_2g as
written, the limits set low as the test does): MindSpore writes ``<name>_graph.mindir`` and
``<name>_variables/data_<i>`` (a 64-byte header, each parameter's bytes padded to 64, by name; a new file past
PARAMETER_SPLIT_SIZE; RuntimeError when one parameter fills no file), read-only; loading the graph file needs the
data files.  msgraph wrote one ``<name>.mindir`` whatever the limits."""
import os
import shutil
import stat
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.train import serialization
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.addn = ops.AddN()
        self.y = Parameter(Tensor(np.array([2, 3, 3, 4]).astype(np.float32)), name="w")
        self.z = Parameter(Tensor(np.array([5, 6, 7, 8, 9]).astype(np.float32)), name="z")

    def construct(self, x):
        return self.addn((x, self.y, self.z[:4]))


x = Tensor(np.array([1, 1, 2, 2]).astype(np.float32))
d = tempfile.mkdtemp()


def listing(prefix):
    out = []
    for root, _, files in os.walk(d):
        for f in sorted(files):
            p = os.path.join(root, f)
            if os.path.basename(p).startswith(prefix) or os.path.basename(root).startswith(prefix):
                out.append(os.path.relpath(p, d))
    return sorted(out)


def data(prefix):
    out = []
    folder = os.path.join(d, prefix + "_variables")
    for f in sorted(os.listdir(folder)):
        with open(os.path.join(folder, f), "rb") as fh:
            b = fh.read()
        out.append([f, len(b), b[0], np.frombuffer(b[64:], np.float32).tolist(),
                    oct(os.stat(os.path.join(folder, f)).st_mode)[-3:]])
    return out


def export(prefix, total, split):
    serialization.TOTAL_SAVE = total
    serialization.PARAMETER_SPLIT_SIZE = split
    try:
        ms.export(Net(), x, file_name=os.path.join(d, prefix), file_format="MINDIR")
    finally:
        serialization.TOTAL_SAVE = 1024 * 1024
        serialization.PARAMETER_SPLIT_SIZE = 1024 * 1024 * 1024
    return listing(prefix)


emit_error("default_files", export, "plain", 1024 * 1024, 1024 * 1024 * 1024)
emit_error("split_files", export, "split", 0, 1024 * 1024 * 1024)
emit_error("split_data", data, "split")
emit("split_graph_mode", oct(os.stat(os.path.join(d, "split_graph.mindir")).st_mode)[-3:])
emit_error("split_load_run", lambda: nn.GraphCell(ms.load(os.path.join(d, "split_graph.mindir")))(x))
emit_error("split2_files", export, "split2", 0, 129 / 1024)
emit_error("split2_data", data, "split2")
emit_error("split_too_big", export, "big", 0, 0)
shutil.rmtree(os.path.join(d, "split_variables"))
emit_error("load_without_data", lambda: ms.load(os.path.join(d, "split_graph.mindir")))
