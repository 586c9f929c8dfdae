"""nn.GraphCell(graph, params_init=...) with a value whose shape or dtype is not the Parameter's (adapt45utc, ut
mindir/test_init_graph_cell_parameters_with_illegal_data as written): MindSpore 2.10 refuses it with ValueError when
the GraphCell is made; msgraph took the value (a float64 Tensor silently: the loaded graph then ran with it; a
(2, 3, 4) Parameter failed later in Mul with RuntimeError).  A value of the same shape and dtype updates the
Parameter.  Each ms.load of a file exported in the same process is its own network (msgraph shared one between
loads: SILENT, one GraphCell's params_init changed another's results)."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor(np.arange(6).reshape(2, 3).astype(np.float32)), name="weight")

    def construct(self, x, y):
        return x * y * self.weight


a = Tensor(np.full((2, 3), 3.0, np.float32))
b = Tensor(np.full((2, 3), 4.0, np.float32))
d = tempfile.mkdtemp()
path = os.path.join(d, "net")
ms.export(Net(), a, b, file_name=path, file_format="MINDIR")


def make(value):
    return nn.GraphCell(ms.load(path + ".mindir"), params_init={"weight": value})


def made(value):
    make(value)
    return "made"


def run(value):
    return make(value)(a, b)


emit_error("shape_param_made", made, Parameter(Tensor(np.ones((2, 3, 4), np.float32))))
emit_error("shape_tensor_made", made, Tensor(np.ones((3, 2), np.float32)))
emit_error("dtype_float64_made", made, Tensor(np.ones((2, 3), np.float64)))
emit_error("dtype_int32_made", made, Tensor(np.ones((2, 3), np.int32)))
emit_error("dtype_float16_run", run, Tensor(np.ones((2, 3), np.float16)))
emit_error("same_tensor_run", run, Tensor(np.full((2, 3), 0.5, np.float32)))
emit_error("same_param_run", run, Parameter(Tensor(np.full((2, 3), 2.0, np.float32))))
emit_error("unknown_name_run", lambda: nn.GraphCell(ms.load(path + ".mindir"),
                                                    params_init={"nope": Tensor(np.ones((5,), np.float64))})(a, b))


def two_loads():
    g1 = make(Tensor(np.full((2, 3), 2.0, np.float32)))
    g2 = nn.GraphCell(ms.load(path + ".mindir"))
    return g1(a, b), g2(a, b)


# SILENT in msgraph before: every ms.load of a file exported in this process shared one network, so the first
# GraphCell's params_init changed what the second load computes
emit_error("two_loads_own_params", two_loads)
