"""graph_state_sweep (gss28): a Cell with a custom ``bprop`` differentiated only with respect to its Parameters
(``GradOperation(get_by_list=True)``, inputs not differentiated): its Parameters get zero gradients, as when the
inputs are differentiated too (the bprop replaces construct's gradient).  msgraph's PyNative differentiated
construct in that case."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit
from _gss28_util import xf, yf


class BP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([2.0, 2.0, 2.0], np.float32)), name='w')

    def construct(self, x, y):
        return x * y * self.w

    def bprop(self, x, y, out, dout):
        return dout * 10, dout


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bp = BP()
        self.v = ms.Parameter(ms.Tensor(np.array([3.0, 3.0, 3.0], np.float32)), name='v')

    def construct(self, x, y):
        return self.bp(x * self.v, y)


for name, net in (("direct", BP()), ("nested", Outer())):
    params = ms.ParameterTuple(net.trainable_params())
    emit(f"{name}.weights", ops.GradOperation(get_by_list=True)(net, params)(xf(), yf()))
    emit(f"{name}.inputs_and_weights", ops.GradOperation(get_all=True, get_by_list=True)(net, params)(xf(), yf()))
