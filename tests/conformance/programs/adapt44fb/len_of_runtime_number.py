"""adapt44fb: ``len()`` of a Python number made when the graph runs (``len(x.tolist())`` of a 0-d x, ``len(l[0])``) in
graph code is MindSpore 2.10's AttributeError "'float' object has no attribute '__len__'" (as for a number constant);
msgraph raised Python's TypeError "object of type 'float' has no len()".  ``len`` of a run-time list is its length
(@ms.jit and a Graph-mode Cell, CPU; adapted from st compiler/fallback/python_builtin_funtions/
test_graph_fallback_runtime_len.py with run-time values)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
X0 = Tensor(2.5, ms.float32)
XI = Tensor(np.array([3, 1, 2], np.int32))


@ms.jit
def len_tolist(x):
    return len(x.tolist())


@ms.jit
def len_elem(x):
    return len(x.tolist()[0])


class Net(nn.Cell):
    def construct(self, x):
        return len(x.asnumpy().tolist())


emit("len_tolist", len_tolist(X))
emit_error("len_tolist_0d", len_tolist, X0)
emit_error("len_elem_float", len_elem, X)
emit_error("len_elem_int", len_elem, XI)
ms.set_context(mode=ms.GRAPH_MODE)
emit("cell_len", Net()(X))
emit_error("cell_len_0d", Net(), X0)
ms.set_context(mode=ms.PYNATIVE_MODE)
