"""adapt39up: ``w = self.weight; w += x`` in a Cell's construct (MindSpore 2.10 CPU; found adapting ut
pynative_mode/nn/test_parameter_operation.py / test_tensor_operation.py's ``x += y`` to Parameters in Graph mode).

MindSpore's Graph mode runs ``+=`` (``-=``, ``*=``) on a Tensor in place, and a local name bound to a Parameter
names the Parameter itself: the Parameter is updated (as ``self.weight += x``), after every call, with its dtype
kept (an int32 Parameter ``-= 1``, a float one ``+= 1.5``).  msgraph rebound the local name only and left the
Parameter unchanged (SILENT).  PyNative's ``+=`` is out of place in both (the Parameter keeps its value)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit


def mk():
    return Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")


class Direct(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = mk()

    def construct(self, x):
        self.weight += x
        return self.weight


class Alias(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = mk()

    def construct(self, x):
        w = self.weight
        w += x
        return w


class AliasMul(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = mk()

    def construct(self, x):
        w = self.weight
        w *= x
        return w + 0


class AliasNumber(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = mk()

    def construct(self, x):
        w = self.weight
        w += 1.5
        return x


class AliasInt(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor(np.array([1, 2], np.int32)), name="wi")

    def construct(self, x):
        w = self.weight
        w -= 1
        return x


class AliasTwice(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = mk()

    def construct(self, x):
        w = self.weight
        w += x
        w += x
        return self.weight * 1


x = Tensor(np.array([5.0, 6.0], np.float32))
for cls in (Direct, Alias, AliasMul, AliasNumber, AliasInt, AliasTwice):
    net = cls()
    out1 = net(x)
    w1 = net.weight.asnumpy().copy()
    out2 = net(x)
    emit(cls.__name__, (out1, w1, out2, net.weight.asnumpy()))
