"""A CellList indexed by a Tensor where some cells always raise: those branches join with the
others (they never return), MindSpore's switch_layer."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

MODES = ("graph",)


class SimpleCellReLu(nn.Cell):
    def construct(self, x):
        return nn.ReLU()(x)


class SimpleCellRaise(nn.Cell):
    def construct(self, x):
        raise ValueError("The input should not be ", x)


class CellInList(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cell_list = nn.CellList()
        self.cell_list.append(SimpleCellReLu())
        self.cell_list.append(SimpleCellRaise())
        self.cell_list.append(SimpleCellRaise())

    def construct(self, index, x):
        return self.cell_list[index](x)


x = Tensor(np.array([[-1.0, 2.0], [3.0, -4.0]], np.float32))
emit("index_0", CellInList()(Tensor(0, ms.int32), x))
