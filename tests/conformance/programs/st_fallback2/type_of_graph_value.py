import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, Parameter
from _conf import emit


@jit
def kinds(x):
    a = type(x) == Tensor
    b = type(x) is Tensor
    c = type(int(x[0])) is int
    d = type(x.shape) is tuple
    return a, b, c, d


class ParamNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        if type(x) == Tensor:
            return x + self.w
        return self.w


emit("type_of_tensor", kinds(Tensor(np.array([3, 4], np.int64))))
emit("type_branch", ParamNet()(Tensor(np.array([1.0, 1.0], np.float32))))
