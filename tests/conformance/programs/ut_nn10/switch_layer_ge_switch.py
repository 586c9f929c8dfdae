"""tests/ut/python/ops/test_control_ops.py (test_switch_layer, test_if_compile_true/false, test_cond_data_true):
F.switch_layer(i, layers)(x) picks a Cell by a Tensor index in Graph mode (msgraph had no switch_layer) and is
MindSpore's CPU RuntimeError in PyNative; P.GeSwitch / P.Merge exist (msgraph had neither) and have no CPU kernel."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from _conf import emit, emit_error


class L(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = (L(2.0), L(3.0), L(5.0))

    def construct(self, i, x):
        return F.switch_layer(i, self.layers)(x) + 1


x = Tensor(np.arange(4, dtype=np.float32).reshape(2, 2))
for i in (0, 2, -1, 3):
    emit_error(f"switch_layer_{i}", lambda: Net()(Tensor(i, ms.int32), x))
emit("has_ops_switch_layer", hasattr(ops, "switch_layer"))


class IfNet(nn.Cell):
    """if_compile_test: the switch/merge primitives are held, an ``if`` does the work."""

    def __init__(self):
        super().__init__()
        self.value = Tensor(3, dtype=ms.float32)
        self.switch = P.GeSwitch()
        self.merge = P.Merge()

    def construct(self, x, y):
        ret = self.value
        if x < y:
            ret = x + ret
            ret = y + ret
        else:
            ret = ops.square(self.value)
        return ret


for a, b in ((3, 8), (8, 3)):
    emit(f"if_compile_{a}_{b}", IfNet()(Tensor(a, ms.float32), Tensor(b, ms.float32)))


class SwitchNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.switch = P.GeSwitch()

    def construct(self, x, y):
        st, _ = self.switch(x, x < y)
        return st


emit_error("ge_switch_cpu", lambda: SwitchNet()(Tensor(3, ms.float32), Tensor(8, ms.float32)))
emit_error("merge_cpu", lambda: P.Merge()((Tensor(1.0), Tensor(2.0))))
