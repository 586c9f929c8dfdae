"""An in-place Tensor method (``self.t.add_(x)``, ``mul_``) on a plain Tensor attribute in a Graph-mode construct:
MindSpore 2.10 writes the attribute (it holds the new value after the call, every call adds again); msgraph's Graph
mode raised AttributeError ("'Sym' object has no attribute '_node'") while compiling.  Graph mode only: MindSpore's
PyNative ``t.add_(x)`` leaves ``t`` unchanged (its known in-place bug, not followed; docs/differences.md) (left38)."""
import numpy as np
from mindspore import Tensor, nn
from _conf import emit

MODES = ("graph",)


class InplaceMethod(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        self.t.add_(x)
        return x * 2


n = InplaceMethod()
emit("add_out", n(Tensor(np.array([5.0, 6.0], np.float32))))
emit("add_attr", n.t)
n(Tensor(np.array([5.0, 6.0], np.float32)))
emit("add_attr_second_call", n.t)


class MulMethod(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        self.t.mul_(x)
        return x + 1


n = MulMethod()
emit("mul_out", n(Tensor(np.array([3.0, 4.0], np.float32))))
emit("mul_attr", n.t)
