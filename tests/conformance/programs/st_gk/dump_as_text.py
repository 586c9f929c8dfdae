"""Adapted from tests/st/graph_kernel/test_gkcpu_for_llvm.py: with enable_graph_kernel=True and
graph_kernel_flags="--dump_as_text" a Graph-mode run of fusable elementwise ops writes its fused clusters as
text under ./graph_kernel_dump (one graph_kernel_cluster_<pid>.txt); the numbers are unchanged."""
import os
import shutil
import tempfile
import numpy as np
import mindspore as ms
from mindspore import Tensor, context
from mindspore.nn import Cell
import mindspore.ops.operations as P
from _conf import emit

MODES = ("graph",)


class Net(Cell):
    def __init__(self):
        super().__init__()
        self.add = P.Add()
        self.mul = P.Mul()

    def construct(self, x0, x1):
        return self.mul(self.add(x1, x0), x1)


here = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)
try:
    context.set_context(enable_graph_kernel=True, graph_kernel_flags="--dump_as_text")
    i0 = np.arange(4, dtype=np.float32).reshape(1, 4) / 4
    i1 = np.arange(16, dtype=np.float32).reshape(4, 4) / 8
    emit("output", Net()(Tensor(i0), Tensor(i1)))
    emit("dump_dir", os.path.isdir("graph_kernel_dump"))
    files = os.listdir("graph_kernel_dump") if os.path.isdir("graph_kernel_dump") else []
    emit("dump_files", [f.startswith("graph_kernel_cluster_") and f.endswith(".txt") for f in files])
    emit("mentions_fusion", any("GraphKernel_Add_Mul_fusion" in open(os.path.join("graph_kernel_dump", f)).read()
                                for f in files))
finally:
    context.set_context(enable_graph_kernel=False, graph_kernel_flags="")
    os.chdir(here)
    shutil.rmtree(work, ignore_errors=True)
