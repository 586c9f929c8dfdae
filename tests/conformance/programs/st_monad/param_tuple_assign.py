# A tuple of Parameters in a Cell: reading an element (or the tuple) after an Assign to it sees the new
# value (the tuple holds the Parameters, not their values at the time it was built).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assign = P.Assign()
        self.addn = P.AddN()
        self.param1 = Parameter(Tensor(np.array(1, np.int32)), name="param1")
        self.param2 = Parameter(Tensor(np.array(2, np.int32)), name="param2")

    def construct(self, x):
        params = (self.param1, self.param2)
        res1 = self.addn(params)
        self.assign(params[0], x)
        res2 = self.addn(params)
        return res1, res2, params[0], params[1] * 1


net = Net()
emit("tuple_elements_after_assign", net(Tensor(np.array(5, np.int32))))
emit("param1_after", net.param1.value())
