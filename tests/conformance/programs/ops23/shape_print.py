"""str / print of ops.shape of a dynamic-rank input in Graph mode (h-ops23, session 23): a ``set_inputs``
input of unknown rank."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit, emit_stdout


class S(nn.Cell):
    def construct(self, x):
        return str(ops.shape(x))


class SS(nn.Cell):
    def construct(self, x):
        return str(x.shape)


class SP(nn.Cell):
    def construct(self, x):
        s = ops.shape(x)
        return s


x = Tensor(np.ones((3, 3, 3), np.float32))
for name, cls in (("str ops.shape", S), ("str x.shape", SS), ("ops.shape", SP)):
    net = cls()
    emit(f"{name} static", net(x))
    net = cls()
    net.set_inputs(Tensor(shape=None, dtype=ms.float32))
    emit(f"{name} dyn rank", net(x))
    net = cls()
    net.set_inputs(Tensor(shape=[None, 3, None], dtype=ms.float32))
    emit(f"{name} dyn dims", net(x))
