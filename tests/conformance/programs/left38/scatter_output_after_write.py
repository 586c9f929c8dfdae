"""A scatter's output used after a second scatter on the same Parameter (``a = op(p, [0], u1); op(p, [1], u2);
(a * x).sum()``): MindSpore 2.10 differentiates ``a`` through the first op's own bprop (ScatterUpdate / ScatterMax: d u1
is x[0], d u2 is 0; ScatterAdd: its "bprop not defined" RuntimeError) in both modes; msgraph's Graph mode had read
``a`` as the Parameter's later state (d u1 = 0, and ScatterAdd computed zeros: silent).  The value of ``a`` there is
the Parameter's value after both writes in MindSpore's PyNative (5 + 70 + 300); its Graph mode keeps the first write's
(stale, FOLLOW_PYNATIVE) (left38)."""
import numpy as np
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit, emit_error

FOLLOW_PYNATIVE = {
    "update_value": "MindSpore's Graph mode reads the scatter's output before the second write (stale)",
    "add_value": "MindSpore's Graph mode reads the scatter's output before the second write (stale)",
    "max_value": "MindSpore's Graph mode reads the scatter's output before the second write (stale)",
}

P = ops.operations


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Twice(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.p = Parameter(f32(1.0, 2.0, 3.0), name="p")
        self.op = op

    def construct(self, x, u1, u2):
        a = self.op(self.p, Tensor(np.array([0], np.int32)), u1)
        self.op(self.p, Tensor(np.array([1], np.int32)), u2)
        return (a * x).sum()


X, U1, U2 = f32(1.0, 10.0, 100.0), f32(5.0), f32(7.0)
for name, op in (("update", P.ScatterUpdate()), ("add", P.ScatterAdd()), ("max", P.ScatterMax())):
    net = Twice(op)
    emit(name + "_value", (net(X, U1, U2), net.p))
    emit_error(name + "_grad", ops.GradOperation(get_all=True)(Twice(op)), X, U1, U2)
