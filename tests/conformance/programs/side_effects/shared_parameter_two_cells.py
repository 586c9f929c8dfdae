# One Parameter shared by two Cells: each call sees the other's update.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Shared(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x):
        ops.assign_add(self.p, x)
        return self.p * 1


p = Parameter(Tensor(np.array([1.0], np.float32)), name="shared")
c1, c2 = Shared(p), Shared(p)
emit("c1", c1(Tensor(np.array([1.0], np.float32))))
emit("c2", c2(Tensor(np.array([2.0], np.float32))))
emit("c1_again", c1(Tensor(np.array([3.0], np.float32))))
emit("param", p)
