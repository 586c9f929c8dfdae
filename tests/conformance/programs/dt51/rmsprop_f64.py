"""P.ApplyRMSProp on float64 Parameters (both modes).

MindSpore 2.10's CPU ApplyRMSProp has no float64 computation: a float64 var / ms / mom is updated by its float32
kernel and widened (float32 digits in Float64 Parameters, the float32 results exactly, for sizes below and above
its 8-element vector blocks).  msgraph computed float64 in float64 (SILENT: 4e-9 relative on var, ms 0.319 where
MindSpore has 0.3190000057220459).  Found by dt51's value dump of st/ops/cpu with the tests' inputs in float64
(test_rmsprop.py::test_rmsprop)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore.ops import operations as P
from _conf import emit as _emit


def emit(label, value):
    _emit(label, value, rtol=0.0, atol=0.0)


class Net(nn.Cell):
    def __init__(self, n, dt):
        super().__init__()
        self.var = Parameter(Tensor((1.0 - np.arange(n) * 0.07).astype(dt)), name="var")
        self.ms = Parameter(Tensor((0.3 + np.arange(n) * 0.05).astype(dt)), name="ms")
        self.mom = Parameter(Tensor((0.01 + np.arange(n) * 0.003).astype(dt)), name="mom")
        self.op = P.ApplyRMSProp()

    def construct(self, g, lr):
        return self.op(self.var, self.ms, self.mom, lr, g, 0.9, 0.3, 1e-6)


for n in (3, 11):
    for dt in (np.float32, np.float64):
        net = Net(n, dt)
        net(Tensor((np.sin(np.arange(n)) * 0.7).astype(dt)), 0.01)
        emit(f"n{n}_{dt.__name__}", (net.var, net.ms, net.mom))
