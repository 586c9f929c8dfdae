"""A scatter's output used after a second scatter on the same Parameter: value and gradients."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

P = ops.operations


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Twice(nn.Cell):
    def __init__(self, op, second=True):
        super().__init__()
        self.p = Parameter(f32(1.0, 2.0, 3.0), name="p")
        self.op = op
        self.second = second

    def construct(self, x, u1, u2):
        a = self.op(self.p, Tensor(np.array([0], np.int32)), u1)
        if self.second:
            self.op(self.p, Tensor(np.array([1], np.int32)), u2)
        return (a * x).sum()


for nm, op in (("update", P.ScatterUpdate()), ("add", P.ScatterAdd()), ("max", P.ScatterMax())):
    for second in (True, False):
        lab = f"{nm}_{'twice' if second else 'once'}"
        X, U1, U2 = f32(1.0, 10.0, 100.0), f32(5.0), f32(7.0)
        case(lab + "_value", lambda op=op, second=second: (lambda n: (n(X, U1, U2), n.p))(Twice(op, second)))
        case(lab + "_grad", lambda op=op, second=second: ops.GradOperation(get_all=True)(Twice(op, second))(X, U1, U2))
