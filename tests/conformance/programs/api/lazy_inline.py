"""ms.lazy_inline on a Cell's __init__ (same results). PyNative only: MindSpore 2.10's Graph mode on CPU
crashes on a lazy-inlined Cell (RuntimeError 'Input[0] must be a Primitive ValueNode'); msgraph's
Graph mode runs it (tests/api/test_toplevel.py checks the two modes agree)."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit

MODES = ("pynative",)


class Block(nn.Cell):
    @ms.lazy_inline
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.d(x) * 2


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Block()
        self.b = Block()

    def construct(self, x):
        return self.b(self.a(x))


emit("lazy_inline_net", Net()(ms.Tensor(np.array([[1.0, 2.0]], np.float32))))
