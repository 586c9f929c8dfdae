"""Attribute errors from Cells in PyNative and inside construct."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Missing(nn.Cell):
    def construct(self, x):
        return x * self.scale


class Later(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scale = 2.0

    def construct(self, x):
        return x * self.scale


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("missing_in_construct", lambda: Missing()(x).asnumpy())
emit("float_attr", Later()(x))
net = Later()
net.scale = 3.0
emit("float_attr_changed", net(x))
emit_error("getattr_default", lambda: getattr(net, "nope", "dflt"))
emit("hasattr", (hasattr(net, "scale"), hasattr(net, "nope")))
