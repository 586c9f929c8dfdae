"""``return`` under a Tensor condition inside loops: in a for loop over range() (unrolled), and in
a Tensor while nested in a Tensor while (both loops are left)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class ForReturn(nn.Cell):
    def construct(self, x):
        for i in range(5):
            if x.sum() > 4:
                return x * i
            x = x + 1
        return x * 10


emit("for_range_return_late", ForReturn()(Tensor(np.array([1.0, 0.5], np.float32))))
emit("for_range_return_first", ForReturn()(Tensor(np.array([3.0, 3.0], np.float32))))
emit("for_range_return_never", ForReturn()(Tensor(np.array([-9.0, -9.0], np.float32))))
emit("for_range_return_grad", ms.grad(ForReturn())(Tensor(np.array([1.0, 0.5], np.float32))))


class NestedWhileReturn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.para = Parameter(Tensor(8, ms.int32), name="a")

    def construct(self, x, y):
        out = y * y
        while x != 3:
            while self.para > 5:
                self.para -= 1
                x += 1
                if x > 3:
                    self.para -= x
                    return out
                out = out + y
            continue
        out = out * y
        return out


net = NestedWhileReturn()
emit("nested_while_return", net(Tensor(2, ms.int32), Tensor(1, ms.int32)))
emit("nested_while_return_param", net.para.value())
