# A Parameter passed as the argument of a Cell that also holds it as an attribute: assigning the
# attribute (self.param = self.param * 2) is seen through the argument's name, which returns the new
# value (MindSpore's st construct_input/test_outermost_input.py::test_same_arg_parameter_assign).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Holder(nn.Cell):
    def __init__(self, param):
        super().__init__()
        self.param = param

    def construct(self, x):
        self.param = self.param * 2
        return x


class AssignArg(nn.Cell):
    def __init__(self, param):
        super().__init__()
        self.param = param

    def construct(self, x):
        before = self.param * 1
        ops.assign(x, x + 10)
        return before, self.param + 0


p = Parameter(Tensor(np.array([[1, 2], [3, 4]], np.int64)), name="p")
emit("attr_write_seen_by_arg", Holder(p)(p))
emit("param_after", p)
q = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="q")
emit("arg_write_seen_by_attr", AssignArg(q)(q))
emit("q_after", q)
