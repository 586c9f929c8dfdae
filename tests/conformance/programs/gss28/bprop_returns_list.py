"""graph_state_sweep (gss28): a Cell's ``bprop`` returning a list: MindSpore 2.10's graph compiler refuses it
(TypeError "For bprop function, output should be a tuple, but got AbstractList"), PyNative takes it as the tuple
(msgraph took it in both modes)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit_error
from _gss28_util import xf, yf


class BP(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return [dout * 2, dout * y]


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bp = BP()

    def construct(self, x, y):
        return self.bp(x * 1, y)


emit_error("direct", lambda: ops.GradOperation(get_all=True)(BP())(xf(), yf()))
emit_error("nested", lambda: ops.GradOperation(get_all=True)(Outer())(xf(), yf()))
