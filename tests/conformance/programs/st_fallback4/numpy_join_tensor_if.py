import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore import dtype as mstype
from _conf import emit

MODES = ("graph",)


class ForInIf(nn.Cell):
    def __init__(self, a, b):
        super().__init__()
        self.param_a = Parameter(Tensor(a, mstype.int32), name='a')
        self.param_b = Parameter(Tensor(b, mstype.int32), name='b')

    def construct(self):
        x = np.array(10)
        if self.param_a > self.param_b:
            x = x * 2
            self.param_a += 1
            for _ in range(0, 2):
                x = x + x
                self.param_b += 1
        self.param_b = self.param_a + self.param_b
        return Tensor(x), self.param_b


class ArrayJoin(nn.Cell):
    def construct(self, x):
        y = np.array([1.0, 2.0], np.float32)
        if x > 0:
            y = y * 3
        return Tensor(y) + x


emit("for_in_if_taken", ForInIf(5, 4)())
emit("for_in_if_not_taken", ForInIf(3, 4)())
emit("array_join_true", ArrayJoin()(Tensor(np.array(1.0, np.float32))))
emit("array_join_false", ArrayJoin()(Tensor(np.array(-1.0, np.float32))))
