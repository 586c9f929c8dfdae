# ms.mutable(True/False): a bool (isinstance bool, prints as a bool, int arithmetic) usable as a Cell
# argument, attribute and inside construct.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, mutable
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = mutable(True)

    def construct(self, x, y, t):
        z = mutable(False)
        return (x, mutable(y), z, self.w, t * 2)


m = mutable(True)
emit("isinstance_bool", isinstance(m, bool))
emit("str", str(m))
emit("arith", m + 1)
emit("and", m & False)
out = Net()(mutable(True), False, Tensor(np.array([1.0], np.float32)))
emit("truth", [bool(o) for o in out[:4]])
emit("tensor", out[4])
