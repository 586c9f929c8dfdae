"""Cell.set_inputs (dynamic shapes) in both modes: matching calls, other dims / dtypes / ranks, wrong counts."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from _h import case

class Net(nn.Cell):
    def construct(self, a, b):
        return a.sum(-1) + b, a.shape
for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    m = str(mode)
    net = Net()
    net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[None], dtype=ms.float32))
    f = lambda s, dt=np.float32, bs=None, bdt=np.float32: net(Tensor(np.ones(s, dt)), Tensor(np.ones(bs if bs else s[:1], bdt)))
    case(m + " ok")(lambda: f((2, 3)))
    case(m + " ok2")(lambda: f((5, 3)))
    case(m + " dim")(lambda: f((2, 4)))
    case(m + " rank")(lambda: f((2, 3, 1), bs=(2, 3)))
    case(m + " dtype")(lambda: f((2, 3), np.int32))
    case(m + " dtype_b")(lambda: f((2, 3), bdt=np.float16))
    case(m + " few")(lambda: net(Tensor(np.ones((2, 3), np.float32))))
    case(m + " many")(lambda: net(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones(2, np.float32)), 1))
    net2 = Net()
    net2.set_inputs(Tensor(shape=None, dtype=ms.float32), Tensor(shape=[None], dtype=ms.float32))
    case(m + " dynrank")(lambda: net2(Tensor(np.ones((2, 2, 3), np.float32)), Tensor(np.ones(2, np.float32))))
    case(m + " set_inputs_bad")(lambda: Net().set_inputs(3, 4))
    case(m + " set_inputs_count")(lambda: (lambda n: (n.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32)), n(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones(2, np.float32))))[1])(Net()))
