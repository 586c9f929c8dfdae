"""``Tensor.diff()`` / ``ops.diff`` of a bool Tensor in graph code (an ``@jit`` function, a Graph-mode construct):
MindSpore 2.10 subtracts with its Sub primitive there, which refuses Bool (its TypeError); outside graph code it
gives the Bool differences (x[1:] != x[:-1]).  msgraph had computed them in graph code too (adapt37am)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit, nn
from _conf import emit, emit_error

b = Tensor(np.array([[True, False, True], [False, False, True]]))
i = Tensor(np.array([[1, -2, 3], [0, 100, -1]], np.int8))


@jit
def method_diff(x):
    return x.diff()


@jit
def ops_diff(x):
    return ops.diff(x)


class DiffCell(nn.Cell):
    def construct(self, x):
        return x.diff(axis=0)


emit("eager_bool", b.diff())
emit("eager_ops_bool", ops.diff(b))
emit_error("jit_method_bool", lambda: method_diff(b))
emit_error("jit_ops_bool", lambda: ops_diff(b))
emit("jit_method_int8", method_diff(i))
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("cell_bool", lambda: DiffCell()(b))
    emit("cell_int8", DiffCell()(i))
