"""graph_syntax_sweep (ctrl26): ``setattr(self, "p", value)`` in construct is the assignment ``self.p = value``: on a
Parameter an Assign (msgraph set the Python attribute to its graph value while compiling: a TypeError), on a plain
attribute the attribute.  (MindSpore 2.10's calls return the Parameter as read before the write -- plainly wrong,
msgraph returns the value written, docs/differences.md; the labels read the Parameter after each call.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from _conf import emit, emit_error

MODES = ("graph",)
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


class SetParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name='p')

    def construct(self, x):
        setattr(self, 'p', x + 1)
        return self.p


class SetInt(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 2

    def construct(self, x):
        setattr(self, 'k', 7)
        return x * self.k


net = SetParam()
emit_error("first_call_compiles", lambda: net(X) is not None)
emit("parameter_after_first_call", net.p.value())
emit_error("second_call_compiles", lambda: net(X * 2) is not None)
emit("parameter_after_second_call", net.p.value())
emit_error("plain_attribute", SetInt(), X)
