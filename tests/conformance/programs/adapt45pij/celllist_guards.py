"""jit(capture_mode='bytecode') on a Cell's construct recompiles when the members of a CellList it reads change:
append, del, item replacement, and a SequentialCell's append (st pi_jit guard/test_cell_guard
test_guard_for_CellList_5/6/7).  PyNative context (MindSpore's bytecode capture)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit

MODES = ("pynative",)


class AddBias(nn.Cell):
    def __init__(self, bias):
        super().__init__()
        self._bias = bias

    def construct(self, x):
        return x + self._bias


class ByIndex(nn.Cell):
    def __init__(self, cells):
        super().__init__()
        self.layers = nn.CellList(cells)

    def construct(self, x):
        for i in range(len(self.layers)):
            x = self.layers[i](x)
        return x


class ByIter(nn.Cell):
    def __init__(self, cells):
        super().__init__()
        self.layers = nn.CellList(cells)

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


class Seq(nn.Cell):
    def __init__(self, cells):
        super().__init__()
        self.seq = nn.SequentialCell(cells)

    def construct(self, x):
        return self.seq(x) * 2


x = Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
for name, cls in (("index", ByIndex), ("iter", ByIter)):
    net = cls([AddBias(1), AddBias(2)])
    net.construct = jit(net.construct, capture_mode="bytecode")
    emit(f"{name}_first", net(x))
    net.layers.append(AddBias(10))
    emit(f"{name}_after_append", net(x))
    del net.layers[-1]
    emit(f"{name}_after_del", net(x))
    net.layers[-1] = AddBias(100)
    emit(f"{name}_after_replace", net(x))
    net.layers.append(nn.ReLU())
    emit(f"{name}_after_append_relu", net(x - 200))

seq = Seq([AddBias(1), AddBias(2)])
seq.construct = jit(seq.construct, capture_mode="bytecode")
emit("seq_first", seq(x))
seq.seq.append(AddBias(5))
emit("seq_after_append", seq(x))
