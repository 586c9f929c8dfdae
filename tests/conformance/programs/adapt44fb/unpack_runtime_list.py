"""adapt44fb: ``a, b, c = x.tolist()`` -- unpacking a Python list made when the graph runs -- and a chained comparison
``1 < v < 3`` of a run-time value, in graph code (MindSpore 2.10 CPU, @ms.jit and a Graph-mode Cell; adapted from st
compiler/fallback/test_graph_fallback_runtime_list_inplace.py / python_builtin_funtions/..._list_tuple.py with the list
made when the graph runs).  MindSpore's JIT Fallback unpacks the list then (Python's floats / ints) and compares as
Python (Python bools).  msgraph raised TypeError "len() of a 0-d Tensor" for the unpacking; SILENT: the chained
comparison was a pair of Bool Tensors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
XI = Tensor(np.array([3, 1, 2], np.int32))


@ms.jit
def unpack_tolist(x):
    a, b, c = x.tolist()
    return c, a + b


@ms.jit
def unpack_then_tensor(x):
    a, b, c = x.asnumpy().tolist()
    return x * a - b, c


@ms.jit
def chained_compare(x):
    v = x.tolist()[2]
    return 1 < v < 3, 0 < v < 1


class Net(nn.Cell):
    def construct(self, x):
        first, second, _ = x.tolist()
        return first * 2, 0 <= second <= 1


for fn in (unpack_tolist, unpack_then_tensor, chained_compare):
    emit(fn.__name__, fn(X))
    emit(fn.__name__ + "_int", fn(XI))
ms.set_context(mode=ms.GRAPH_MODE)
emit("cell", Net()(X))
emit("cell_int", Net()(XI))
ms.set_context(mode=ms.PYNATIVE_MODE)
