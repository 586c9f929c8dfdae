# A Cell bprop that reads a Parameter: MindSpore's PyNative runs it, its Graph mode raises RuntimeError.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.ops import composite as C
from _conf import emit, emit_error


class WithParameter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param1 = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), 'param1')
        self.param2 = Parameter(Tensor(np.array([2.0, 3.0], np.float32)), 'param2')

    def construct(self, x, y):
        return self.param1 * self.param2 * x + y

    def bprop(self, x, y, out, dout):
        return self.param1 * self.param2 * dout, 2 * y


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit_error("bprop_reads_parameter", lambda: C.GradOperation(get_all=True)(WithParameter())(x, y))
