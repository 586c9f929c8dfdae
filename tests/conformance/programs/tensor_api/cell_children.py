"""Cell children API: cells_and_names, name_cells, cells, insert_child_to_cell, insert_param_to_cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.relu = nn.ReLU()
        self.seq = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU()])

    def construct(self, x):
        return self.relu(self.conv(x))


net = Net()
emit("cells_and_names", [n for n, _ in net.cells_and_names()])
emit("cells_and_names_types", [type(c).__name__ for _, c in net.cells_and_names()])
emit("name_cells", list(net.name_cells().keys()))
emit("name_cells_type", type(net.name_cells()).__name__)
emit("cells", [type(c).__name__ for c in net.cells()])
emit("cells_type", type(net.cells()).__name__)
net.insert_child_to_cell("extra", nn.Tanh())
emit("insert_child", [n for n, _ in net.cells_and_names()])
emit("insert_child_attr", type(net.extra).__name__)
net.insert_param_to_cell("bias2", Parameter(Tensor(np.ones(2, np.float32)), name="b2"))
emit("insert_param", [p.name for p in net.get_parameters()][-1])
emit("insert_param_attr", net.bias2)
emit_error("insert_child_bad", lambda: net.insert_child_to_cell("bad", 3))
emit_error("insert_param_bad", lambda: net.insert_param_to_cell("badp", Tensor([1.0])))
emit_error("insert_child_dot", lambda: net.insert_child_to_cell("a.b", nn.ReLU()))
emit("cells_and_names_prefix", [n for n, _ in net.seq.cells_and_names(name_prefix="s")])
