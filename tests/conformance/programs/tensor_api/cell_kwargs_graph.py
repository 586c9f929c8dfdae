"""construct with default and keyword arguments, *args, in Graph mode and PyNative."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, x, y=None, scale=2.0):
        if y is None:
            return x * scale
        return x * scale + y


class VarNet(nn.Cell):
    def construct(self, *inputs):
        out = inputs[0]
        for t in inputs[1:]:
            out = out + t
        return out


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([10.0, 20.0], np.float32))
net = Net()
emit("default", net(x))
emit("positional", net(x, y))
emit("keyword", net(x, y=y))
emit("keyword_scale", net(x, scale=3.0))
emit("all_keywords", net(x=x, y=y, scale=1.0))
emit("varargs", VarNet()(x, y, x))
emit_error("unknown_kw", lambda: net(x, zz=1).asnumpy())
