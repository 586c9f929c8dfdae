"""Adapted from tests/st/ops/cpu/test_print_op.py (test_print_op_string_twice): Cell.compile(*inputs) compiles
without running (nothing printed), the next call runs the graph (prints twice)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit, emit_stdout


class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.arange(15).reshape(5, 3), ms.float32), name='w')
        self.b = Parameter(Tensor(np.arange(3), ms.float32), name='b')

    def construct(self, x):
        out = ops.matmul(x, self.w)
        print('matmul: ', out)
        out = out + self.b
        print('add bias: ', out)
        return out


x = ops.ones(5, ms.float32)
model = Network()
emit_stdout("compile", lambda: model.compile(x))
emit("compile_returns", model.compile(x) is None)
emit_stdout("run", lambda: model(x))
emit("out", model(x))
