"""bag37 (left37's item): in Graph mode a Cell's custom bprop returning a numpy array as an input's whole gradient
gives that ndarray in the gradient tuple (MindSpore 2.10: type ndarray, its own dtype, float64 kept); msgraph made
it a Tensor constant."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit, emit_error

MODES = ("graph",)


class N64(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return (dout * 2, np.array([1.0, 2.0]))


class N32(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return (dout * 2, np.ones(2, np.float32) * 3)


class NFirst(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return (np.array([5, 6], np.int32), dout * y)


def show(r):
    return [(type(v).__name__, str(v.dtype), v.tolist() if isinstance(v, np.ndarray) else v.asnumpy().tolist())
            for v in r]


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
for net in (N64(), N32(), NFirst()):
    emit(type(net).__name__, show(ops.GradOperation(get_all=True)(net)(x, y)))
