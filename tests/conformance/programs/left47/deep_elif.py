"""An ``if``/``elif`` chain of 100 Tensor conditions in Graph mode (MindSpore 2.10 computes it): every branch
reached (first, middle, last, ``else``), its gradient, a ``while`` on a Tensor in the deepest branch, and a Cell
whose deepest branch writes a Parameter.  msgraph's generated Python nested one ``if`` per ``elif`` and Python refused
it ("too many levels of indentation", from 97 conditions)."""
import importlib
import os
import sys
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit

MODES = ("graph",)
N = 100


def _source():
    lines = ["import mindspore as ms", "from mindspore import nn, ops", "", "", "def chain(x):",
             "    if x[0] > 0.0:", "        y = x * 1.0"]
    for i in range(1, N):
        lines += [f"    elif x[0] > {-i}.0:", f"        y = x * {i + 1}.0"]
    lines += ["    else:", "        y = x * x", "        while y.sum() < 1000.0:", "            y = y * 2.0",
              "    return y", "", "", "class ChainCell(nn.Cell):", "    def __init__(self, p):",
              "        super().__init__()", "        self.p = p", "", "    def construct(self, x):",
              "        if x[0] > 0.0:", "            y = x + 1.0"]
    for i in range(1, N):
        lines += [f"        elif x[0] > {-i}.0:", f"            y = x + {i + 1}.0"]
    lines += ["        else:", "            ops.assign(self.p, self.p + x.sum())", "            y = x - 1.0",
              "        return y", ""]
    return "\n".join(lines)


folder = tempfile.mkdtemp()
with open(os.path.join(folder, "deep_elif_chain.py"), "w") as f:
    f.write(_source())
sys.path.insert(0, folder)
mod = importlib.import_module("deep_elif_chain")

chain = ms.jit(mod.chain)
for start in (1.0, -0.5, -50.5, -98.5, -200.0):
    x = Tensor(np.array([start, 2.0, 3.0], np.float32))
    emit(f"value_{start}", chain(x))
grad = ms.jit(ms.grad(mod.chain))
for start in (-0.5, -50.5, -200.0):
    emit(f"grad_{start}", grad(Tensor(np.array([start, 2.0, 3.0], np.float32))))
p = Parameter(Tensor(np.array([0.0], np.float32)), name="p")
net = mod.ChainCell(p)
emit("cell_middle", net(Tensor(np.array([-10.5, 1.0], np.float32))))
emit("cell_middle_p", p.asnumpy())
emit("cell_else", net(Tensor(np.array([-300.0, 1.0], np.float32))))
emit("cell_else_p", p.asnumpy())
