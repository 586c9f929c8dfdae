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


class PS(nn.Cell):
    def construct(self, x):
        print(ops.shape(x))
        return x


class PX(nn.Cell):
    def construct(self, x):
        print("shape:", x.shape)
        return x


class FS(nn.Cell):
    def construct(self, x):
        return f"{ops.shape(x)}", "{}".format(ops.shape(x))


for name, cls in (("print ops.shape", PS), ("print x.shape", PX), ("format ops.shape", FS)):
    for dyn_name, dyn in (("static", None), ("dyn rank", Tensor(shape=None, dtype=ms.float32)),
                          ("dyn dims", Tensor(shape=[None, 3, None], dtype=ms.float32))):
        net = cls()
        if dyn is not None:
            net.set_inputs(dyn)
        if cls is FS:
            emit(f"{name} {dyn_name}", net(x))
        else:
            emit_stdout(f"{name} {dyn_name}", lambda: net(x).asnumpy())
