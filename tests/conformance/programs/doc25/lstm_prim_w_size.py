"""ops.LSTM (MindSpore 2.10's docstring example passes a ``w`` of 112 elements where 104 are needed): the CPU
kernel reads the first ``weight_size`` elements of ``w`` and ignores the rest; an exact size works as before.
One layer and two layers; Graph mode calls it in a Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, h, c, w):
        out, hn, cn, _, _ = self.op(x, h, c, w)
        return out, hn, cn


def run(inp, hid, layers, bidir, n):
    dirs = 2 if bidir else 1
    x = Tensor((np.arange(5 * 2 * inp) % 5 / 10 - 0.2).reshape(5, 2, inp).astype(np.float32))
    h = Tensor(np.full([layers * dirs, 2, hid], 0.5, np.float32))
    w = Tensor((np.arange(n) % 7 / 10 - 0.3).reshape(n, 1, 1).astype(np.float32))
    return Net(ops.LSTM(inp, hid, layers, True, bidir, 0.0))(x, h, h, w)


emit_error("one_layer_exact", run, 10, 2, 1, False, 104)
emit_error("one_layer_doc_112", run, 10, 2, 1, False, 112)
emit_error("one_layer_ones_doc", lambda: Net(ops.LSTM(10, 2, 1, True, False, 0.0))(
    Tensor(np.ones([5, 2, 10]), ms.float32), Tensor(np.ones([1, 2, 2]), ms.float32),
    Tensor(np.ones([1, 2, 2]), ms.float32), Tensor(np.ones([112, 1, 1]), ms.float32))[0])
# two layers, input 2, hidden 2 (oneDNN's multi-layer LSTM wants input = hidden): 2 * (8*2 + 8*2 + 8) = 80
emit_error("two_layers_exact", run, 2, 2, 2, False, 80)
emit_error("two_layers_extra", run, 2, 2, 2, False, 96)
