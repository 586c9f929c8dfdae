"""ops.Xlogy (the Primitive) refuses a Python number operand in MindSpore 2.10 (found by the adapt34b variant sweep
of st ops/cpu test_xlogy_op.py): TypeError 'Failed calling Xlogy with "Xlogy()(input=Tensor, other=int)"', in both
modes; ops.xlogy and Tensor.xlogy take numbers.  In a Cell, both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Prim(nn.Cell):
    def __init__(self, y):
        super().__init__()
        self.y = y

    def construct(self, a):
        return ops.Xlogy()(a, self.y)


class Left(nn.Cell):
    def construct(self, a):
        return ops.Xlogy()(2.0, a)


class Fn(nn.Cell):
    def construct(self, a):
        return ops.xlogy(a, 2), a.xlogy(3)


x = Tensor(np.array([0, 1, 2.5], np.float32))
emit_error("prim_int", Prim(2), x)
emit_error("prim_float", Prim(2.5), x)
emit_error("prim_left", Left(), x)
emit("prim_tensor", ops.Xlogy()(x, Tensor(np.array([1, 2, 3], np.float32))))
emit("fn_and_method", Fn()(x))
