"""``ms.Symbol`` dims declared with ``Cell.set_inputs`` are checked against every call's shapes (st
graph_kernel/symbolic_shape/test_symbol_api.py test_symbol_graphmode_setinputs, test_symbol_pynativemode_setinputs):
a Graph-mode Cell, or a ``@jit`` construct in either mode, raises ValueError for a dim above ``max``, below ``min``,
not ``divisor * N + remainder`` (N > 0, so a 0 dim too), or a ``unique`` Symbol taking two values; a plain
PyNative construct checks nothing.  A ``@jit`` construct in PyNative also gets set_inputs' rank/shape checks."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Symbol, nn
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, y):
        return x + y


class JNet(nn.Cell):
    @ms.jit
    def construct(self, x, y):
        return x + y


class Net3(nn.Cell):
    @ms.jit
    def construct(self, a, x, y):
        return x * a + y


def outcome(net, *shapes):
    args = [Tensor(np.arange(int(np.prod(s)), dtype=np.float32).reshape(s)) if isinstance(s, tuple) else s
            for s in shapes]
    try:
        out = net(*args).asnumpy()   # (PyNative raises at the first read)
    except ValueError as e:   # the Symbol and set_inputs checks' messages (others: the class only)
        msg = str(e).splitlines()[0]
        return "ValueError: " + (msg if "symbol" in msg.lower() or "set_inputs" in msg else "")
    return out


for cls in (Net, JNet):
    name = cls.__name__
    s1 = Symbol(max=16, divisor=8)
    s2 = Symbol(unique=True)
    net = cls()
    net.set_inputs(Tensor(shape=[s1, s2, s2], dtype=ms.float32), Tensor(shape=[s1, s1, s2], dtype=ms.float32))
    emit(name + "_max", outcome(net, (32, 2, 2), (32, 2, 2)))
    emit(name + "_unique_second_arg", outcome(net, (16, 1, 1), (16, 16, 2)))
    emit(name + "_divisor_second_arg", outcome(net, (16, 2, 2), (16, 1, 1)))
    emit(name + "_unique_same_arg", outcome(net, (8, 1, 5), (8, 8, 5)))
    emit(name + "_divisor", outcome(net, (10, 2, 2), (10, 2, 2)))
    emit(name + "_ok", outcome(net, (8, 1, 1), (8, 8, 1)))
    s3 = Symbol(min=4, remainder=1, divisor=3)
    net = cls()
    net.set_inputs(Tensor(shape=[s3, None], dtype=ms.float32), Tensor(shape=[s3, None], dtype=ms.float32))
    emit(name + "_remainder_n0", outcome(net, (1, 2), (1, 2)))
    emit(name + "_remainder_bad", outcome(net, (5, 2), (5, 2)))
    emit(name + "_remainder_ok", outcome(net, (7, 2), (7, 2)))
    s4 = Symbol(min=16, max=32, divisor=8, remainder=3)
    net = cls()
    net.set_inputs(Tensor(shape=[s4], dtype=ms.float32), Tensor(shape=[s4], dtype=ms.float32))
    emit(name + "_min_before_divisor", outcome(net, (3,), (3,)))
    emit(name + "_max_before_divisor", outcome(net, (40,), (40,)))
    emit(name + "_min_max_ok", outcome(net, (19,), (19,)))
    net = cls()
    net.set_inputs(Tensor(shape=[Symbol(), 2], dtype=ms.float32), Tensor(shape=[None, 2], dtype=ms.float32))
    emit(name + "_zero_dim", outcome(net, (0, 2), (0, 2)))
    u = Symbol(max=4, unique=True)
    net = cls()
    net.set_inputs(Tensor(shape=[u, u], dtype=ms.float32), Tensor(shape=[None, u], dtype=ms.float32))
    emit(name + "_unique_first_max", outcome(net, (6, 6), (6, 6)))
    emit(name + "_unique_then_max", outcome(net, (3, 6), (3, 6)))
    net = cls()
    net.set_inputs(Tensor(shape=[Symbol(max=4), 3], dtype=ms.float32), Tensor(shape=[None, 3], dtype=ms.float32))
    emit(name + "_static_dim", outcome(net, (2, 4), (2, 4)))
    emit(name + "_rank", outcome(net, (2,), (2,)))
    emit(name + "_again_ok", outcome(net, (4, 3), (4, 3)))
    emit(name + "_again_max", outcome(net, (5, 3), (5, 3)))

s = Symbol(max=4, min=2, divisor=2, unique=True)
net = Net3()
net.set_inputs(2.0, Tensor(shape=[s, 2], dtype=ms.float32), Tensor(shape=[s, 2], dtype=ms.float32))
emit("scalar_first_max", outcome(net, 2.0, (6, 2), (6, 2)))
emit("scalar_first_unique", outcome(net, 2.0, (4, 2), (2, 2)))
emit("scalar_first_ok", outcome(net, 2.0, (4, 2), (4, 2)))
