"""graph_jit_sweep (jit29): a Graph-mode Cell's plain attributes (a number, a bool flag, a str, a tuple, a list
replaced, a Tensor, None -> Tensor, a child Cell replaced) changed between calls.  MindSpore 2.10's Graph mode
keeps running the graph compiled at the first call (stale values: plainly wrong); its PyNative and msgraph's
Graph mode use the new value (msgraph guards the folded attributes and recompiles)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit
from _jit29_util import xf


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 2
        self.flag = True
        self.act = "relu"
        self.t = (1, 2)
        self.l = [1, 2]
        self.s = ms.Tensor(np.float32(2))
        self.b = None
        self.child = nn.ReLU()

    def construct(self, x):
        y = x * self.k * self.t[1] * self.l[0] * self.s
        if self.flag:
            y = y + 1
        if self.act == "relu":
            y = ops.relu(y - 10)
        if self.b is not None:
            y = y + self.b
        return self.child(y - 5)


CHANGES = [("k", 3), ("flag", False), ("act", "none"), ("t", (1, 7)), ("l", [4, 2]),
           ("s", ms.Tensor(np.float32(0.5))), ("b", ms.Tensor(np.float32(100))), ("child", nn.Sigmoid())]
# MindSpore 2.10's Graph mode reuses the first call's graph after a plain attribute changed (stale)
FOLLOW_PYNATIVE = {
    "after_k": "stale graph",
    "after_flag": "stale graph",
    "after_act": "stale graph",
    "after_t": "stale graph",
    "after_l": "stale graph",
    "after_s": "stale graph",
    "after_b": "stale graph",
    "after_child": "stale graph",
}

net = Net()
emit("first", net(xf()))
for name, value in CHANGES:
    setattr(net, name, value)
    emit(f"after_{name}", net(xf()))
