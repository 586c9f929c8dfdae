# ops.Print in a Cell: PyNative prints each Tensor as its repr (a Parameter as its value's), Graph mode
# in the Print op's own form (scalars bare, no commas); strings, numbers and tuples as str().
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit_stdout


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.print = ops.Print()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x, y, s):
        self.print("x:", x, "y:", y, "s:", s, 5, (1, 2))
        self.print("w:", self.w)
        return x


net = Net()
x = Tensor(np.arange(3, dtype=np.float32))
y = Tensor(np.array([[1, 2], [3, 4]], np.int32))
s = Tensor(np.array(7, np.int32))
emit_stdout("print_in_cell", lambda: net(x, y, s))


class FnPrint(nn.Cell):
    def construct(self, x):
        ops.print_("t:", x, 3)
        return x


emit_stdout("print_function_in_cell", lambda: FnPrint()(x))
