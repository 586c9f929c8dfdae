# A Tensor ``if`` that returns Parameters (self.p1, self.p2 in one branch, swapped in the other): the
# joined values are references to the chosen Parameters, so ops.assign through them writes those
# Parameters and later reads of the tuple see the writes (MindSpore's st auto_monad
# test_auto_monad_expression.py::test_parameter_tuple_assign_addn_inner_net_control_flow).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.ops import operations as P
from _conf import emit


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p1 = Parameter(Tensor(np.array(1, np.int64)), name="p1")
        self.p2 = Parameter(Tensor(np.array(2, np.int64)), name="p2")

    def construct(self, x):
        if x > 0:
            return self.p1, self.p2
        return self.p2, self.p1


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.addn = P.AddN()
        self.assign = P.Assign()

    def construct(self, x, y):
        ps = self.inner(x)
        r1 = self.addn(ps)
        self.assign(ps[1], y)
        r2 = self.addn(ps)
        self.assign(ps[0], 2 * y)
        return r1 + r2, ps[0] + ps[1]


for label, xv in (("taken", 3), ("not_taken", -3)):
    net = Net()
    emit(label, net(Tensor(np.array(xv, np.int64)), Tensor(np.array(5, np.int64))))
    emit(label + "_p1", net.inner.p1)
    emit(label + "_p2", net.inner.p2)
