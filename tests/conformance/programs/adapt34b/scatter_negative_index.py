"""A negative index in ScatterAdd / ScatterSub / ScatterMul / ScatterDiv / ScatterMax / ScatterMin / ScatterUpdate
as MindSpore 2.10's CPU kernels take it (found by the adapt34b variant sweep of st ops/cpu
test_scatter_arithmetic_op.py): a RuntimeError "the value of indices should be in [0, N)" (msgraph wrapped it
around, as numpy does) and the Parameter is left as it was; in-range indices still write."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op
        self.p = Parameter(Tensor(np.arange(12).reshape(3, 4).astype(np.float32) + 1), "p")

    def construct(self, i, u):
        self.op(self.p, i, u)
        return self.p


u = Tensor(np.full((2, 4), 2, np.float32))
for name in ("ScatterAdd", "ScatterSub", "ScatterMul", "ScatterDiv", "ScatterMax", "ScatterMin", "ScatterUpdate"):
    net = Net(getattr(ops, name)())
    emit_error(f"{name}_neg", net, Tensor(np.array([-1, 0], np.int32)), u)
    emit(f"{name}_after", net.p)
    emit(f"{name}_ok", net(Tensor(np.array([2, 0], np.int64)), u))
