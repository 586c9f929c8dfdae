"""graph_state_sweep (gss28): in Graph mode MindSpore 2.10 runs a Cell's forward hooks where graph code reaches the
Cell directly (an attribute, a local alias of one, an argument, a global), but calls the members of a container
without them: ``self.cells[0]`` of a CellList, the members of a SequentialCell (called or indexed), a CellDict's
values, a tuple attribute's elements.  PyNative runs the hooks in every case."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit
from _gss28_util import xf


def times3(cell, inputs, output):
    return output * 3


class AddOne(nn.Cell):
    def construct(self, x):
        return x + 1


def hooked():
    m = AddOne()
    m.register_forward_hook(times3)
    return m


class CellListIndex(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cl = nn.CellList([hooked(), AddOne()])

    def construct(self, x):
        return self.cl[0](x)


class CellListLoop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cl = nn.CellList([hooked(), AddOne()])

    def construct(self, x):
        for c in self.cl:
            x = c(x)
        return x


class Sequential(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = nn.SequentialCell([hooked(), AddOne()])

    def construct(self, x):
        return self.s(x) + self.s[0](x)


class CellDict(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.CellDict({'a': hooked()})

    def construct(self, x):
        return self.d['a'](x)


class TupleAttr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = (hooked(), AddOne())

    def construct(self, x):
        return self.t[0](x)


def call(cell, x):
    return cell(x)


class Alias(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = hooked()

    def construct(self, x):
        f = self.a
        return f(x)


class Argument(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = hooked()

    def construct(self, x):
        return call(self.a, x)


class AlsoInList(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = hooked()
        self.cl = nn.CellList([self.a])

    def construct(self, x):
        return self.a(x)


for net in (CellListIndex(), CellListLoop(), Sequential(), CellDict(), TupleAttr(), Alias(), Argument(), AlsoInList()):
    emit(type(net).__name__, net(xf()))
emit("sequential_top", nn.SequentialCell([hooked(), AddOne()])(xf()))
