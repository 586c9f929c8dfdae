import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

MODES = ("graph",)


class Holder(nn.Cell):
    def __init__(self, x):
        super().__init__()
        self.x = x


class AssignThroughSubscript(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cell_list = nn.CellList([Holder(0)])

    def construct(self, x):
        self.cell_list[0].x = x
        return self.cell_list[0].x.shape


class FormatCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.h = Holder(5)

    def construct(self):
        return "value is {0.x}".format(self.h)


class FormatNewCell(nn.Cell):
    def construct(self):
        h = Holder(123)
        return "value is {0.x}".format(h)


class FormatNumber(nn.Cell):
    def construct(self):
        return "value is {0}".format(3)


def message(cell, *args):
    try:
        return cell(*args)
    except (TypeError, RuntimeError) as e:
        return type(e).__mro__[[c.__module__ for c in type(e).__mro__].index("builtins")].__name__ + ": " + \
            str(e).split("\n")[0]


emit("assign_attr_of_subscript", message(AssignThroughSubscript(), Tensor(np.array([1, 2, 3]))))
emit("format_cell_attribute", message(FormatCell()))
emit("format_new_cell", message(FormatNewCell()))
emit("format_number", message(FormatNumber()))
