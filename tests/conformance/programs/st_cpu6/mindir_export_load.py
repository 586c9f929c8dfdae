"""Adapted from tests/st/ops/cpu/test_nllloss_op.py and compiler/control/test_*_mindir.py: ms.export(MINDIR)
writes <name>.mindir and returns None, ms.load + nn.GraphCell run the exported graph (a snapshot of the
Parameters at export), in graph code too; GraphCell's argument errors."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops, export, load
from mindspore.ops import composite as C
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(3, np.float32)), name="w")

    def construct(self, x, y):
        if x.sum() > y.sum():
            return x * self.w
        return x + y


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = C.GradOperation(get_all=True)

    def construct(self, x, y):
        return self.grad(self.net)(x, y)


@ms.jit
def mul_add(a, b):
    return a * b + 1


d = tempfile.mkdtemp()
net = Net()
x, y = Tensor(np.arange(3, dtype=np.float32)), Tensor(np.ones(3, np.float32))
emit("export_returns", export(net, x, y, file_name=os.path.join(d, "net"), file_format="MINDIR"))
emit("file_written", os.path.exists(os.path.join(d, "net.mindir")))
gc = nn.GraphCell(load(os.path.join(d, "net.mindir")))
emit("run_false_branch", gc(x, y))
emit("run_true_branch", gc(x * 10, y))
net.w.set_data(Tensor(np.full(3, 2, np.float32)))
emit("snapshot_of_params", gc(x * 10, y))
emit("param_names", [p.name for p in gc.get_parameters()])
emit_error("too_few_inputs", lambda: gc(x))
emit_error("missing_file", lambda: load(os.path.join(d, "absent.mindir")))
emit_error("not_a_graph", lambda: nn.GraphCell(3))

export(GradNet(Net()), x * 10, y, file_name=os.path.join(d, "grad.mindir"), file_format="MINDIR")
emit("grad_net", nn.GraphCell(load(os.path.join(d, "grad.mindir")))(x * 10, y))
export(mul_add, x, y, file_name=os.path.join(d, "fn"), file_format="MINDIR")
fn_cell = nn.GraphCell(load(os.path.join(d, "fn.mindir")))
emit("jit_function", fn_cell(x, y))


@ms.jit
def twice(a, b):
    return fn_cell(a, b) * 2


emit("graph_cell_in_jit", twice(x, y))
