# A Cell bprop that reads a Parameter: MindSpore's Graph mode refuses it when a gradient is taken, even
# when the inputs are numbers that get no gradient (PyNative runs it).
import mindspore as ms
from mindspore import nn, Parameter, mutable
from mindspore.ops import composite as C
from _conf import emit, emit_error


class WithParameter(nn.Cell):
    def __init__(self):
        super(WithParameter, self).__init__()
        self.param1 = Parameter(1, 'param1')
        self.param2 = Parameter(2, 'param2')

    def construct(self, x, y):
        return self.param1 * self.param2 * x + y

    def bprop(self, x, y, out, dout):
        return self.param1 * self.param2 * dout, 2 * y


emit_error("grad", lambda: C.GradOperation(get_all=True)(WithParameter())(mutable(1), 2))
