# A name bound to a Parameter inside a Tensor-``if`` branch (``x = self.w``) is another name for it:
# when the branch then assigns ``self.w``, the joined x is the Parameter's new value (MindSpore's
# st control/test_parallel_if.py::test_weight_in_if); ``x = self.w * 1`` is a copy.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from _conf import emit


class Alias(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([4], np.int32)), name="w")

    def construct(self, x, y):
        if y != self.w:
            x = self.w
            self.w = self.w - 1
        return x + y


class Copy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([4], np.int32)), name="w")

    def construct(self, x, y):
        if y != self.w:
            x = self.w * 1
            self.w = self.w - 1
        return x + y


class BothKeep(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([4.0, 1.0], np.float32)), name="w")

    def construct(self, y):
        x = self.w
        if y.sum() > 0:
            self.w = self.w + y
        else:
            self.w = self.w - y
        return x * 2


x = Tensor(np.array([2], np.int32))
n = Alias()
emit("alias_taken", n(x, Tensor(np.array([3], np.int32))))
emit("alias_param", n.w)
emit("alias_not_taken", Alias()(x, Tensor(np.array([4], np.int32))))
c = Copy()
emit("copy_taken", c(x, Tensor(np.array([3], np.int32))))
emit("copy_param", c.w)
b = BothKeep()
emit("both_keep", b(Tensor(np.array([1.0, 2.0], np.float32))))
emit("both_keep_param", b.w)
