"""stub (adapt45utb): print helpers written from the framework's use in ut tests (same file under both)."""
import mindspore.nn as nn
from mindspore.ops import operations as P
from mindspore.ops import composite as C


class PrintShapeTypeCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.print = P.Print()

    def construct(self, msg, x):
        self.print(msg, x)
        return x


class PrintGradShapeTypeCell(nn.Cell):
    def __init__(self, msg):
        super().__init__()
        self.print = P.Print()
        self.msg = msg
        self.hook = P.InsertGradientOf(self.print_grad)

    def print_grad(self, dx):
        self.print(self.msg, dx)
        return dx

    def construct(self, x):
        return self.hook(x)
