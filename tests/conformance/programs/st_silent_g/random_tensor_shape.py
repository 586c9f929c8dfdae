"""Adapted from tests/st/ops/gpu/test_standard_normal.py / test_uniform_real.py / test_uniform_int.py
::test_net_dynamic_shape: StandardNormal, UniformReal and UniformInt take the output shape as a 1-D int Tensor (a
dynamic-shape input included); msgraph's shape rule wanted a tuple (ValueError). Shapes and dtypes only: random."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from mindspore.common import dtype as mstype
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, s):
        return self.op(s)


class NetInt(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.UniformInt(10, 10)

    def construct(self, s, a, b):
        return self.op(s, a, b)


shape = Tensor((3, 2, 4), mstype.int64)
for name, op in (("standard_normal", P.StandardNormal(10, 10)), ("uniform_real", P.UniformReal(10, 10))):
    net = Net(op)
    net.set_inputs(Tensor(shape=[None], dtype=mstype.int64))
    out = net(shape)
    emit(name, (out.shape, str(out.dtype)))
    out = Net(op)(Tensor((2, 3), mstype.int32))
    emit(name + "_static", (out.shape, str(out.dtype)))
net = NetInt()
lo, hi = Tensor(1, mstype.int32), Tensor(5, mstype.int32)
net.set_inputs(Tensor(shape=[None], dtype=mstype.int64), lo, hi)
out = net(shape, lo, hi)
emit("uniform_int", (out.shape, str(out.dtype), bool((out.asnumpy() >= 1).all() and (out.asnumpy() < 5).all())))
