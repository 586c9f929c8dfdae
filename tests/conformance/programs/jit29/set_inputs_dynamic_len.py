"""graph_jit_sweep (jit29): ``set_inputs(mutable([Tensor(shape=[None], ...)], True))`` declares a list of any
length: a Graph-mode call with a longer mutable list runs (msgraph refused it: the length ValueError); a plain
list or tuple is still the "should be mutable" TypeError."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error
from _jit29_util import xf


class Net(nn.Cell):
    def construct(self, l):
        return len(l), l[0] * 2


net = Net()
net.set_inputs(ms.mutable([ms.Tensor(shape=[None], dtype=ms.float32)], True))
emit("one", net(ms.mutable([xf()], True)))
emit("two", net(ms.mutable([xf(), xf()], True)))
emit("three_not_dynamic", net(ms.mutable([xf(), xf(), xf()])))
emit_error("plain_list", lambda: net([xf(), xf()]))
