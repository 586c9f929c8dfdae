"""export(MINDIR) -> load -> nn.GraphCell: the loaded network gives the original's output; load's argument
errors. (A GraphCell inside @jit works in msgraph; MindSpore 2.10's CPU build raises an internal error there.)"""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit

MODES = ("graph",)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2) / 4), name="w")

    def construct(self, x, y):
        out = ops.matmul(x, self.w)
        while y < 4:
            out = out + y
            y = y + 1
        return out


x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
y = ms.Tensor(np.array([1], np.float32))
net = Net()
emit("original", net(x, y))
d = tempfile.mkdtemp()
name = os.path.join(d, "net")
ms.export(net, x, y, file_name=name, file_format="MINDIR")
emit("file_exists", os.path.exists(name + ".mindir"))
loaded = nn.GraphCell(ms.load(name + ".mindir"))
emit("loaded", loaded(x, y))

for label, arg in (("missing", os.path.join(d, "none.mindir")), ("suffix", name + ".ckpt"), ("type", 3)):
    try:
        ms.load(arg)
    except ValueError as e:
        emit(label, type(e).__name__)
