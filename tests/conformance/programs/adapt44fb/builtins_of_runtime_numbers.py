"""adapt44fb: ``max`` / ``min`` of two run-time Python numbers, ``pow`` and ``divmod`` of one, in graph code
(``l = x.tolist(); max(l[0], l[1])``; MindSpore 2.10 CPU, @ms.jit and a Graph-mode Cell; adapted from st
compiler/fallback/python_builtin_funtions/test_graph_fallback_runtime_max_min.py / ..._abs / ..._round with the
operands elements of a list made when the graph runs).  MindSpore's JIT Fallback runs the builtin when the graph runs:
the result is a Python float / int (a tuple of two for divmod).  SILENT: msgraph made ``max(l[0], l[1])`` and
``pow(l[2], 3)`` 0-d float64 / int64 Tensors (ops.maximum / ops.pow); ``divmod(l[0], 2)`` was a TypeError
"unsupported operand type(s) for divmod(): 'Sym' and 'int'"."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
XI = Tensor(np.array([3, 1, 2], np.int32))


@ms.jit
def max_two(x):
    l = x.tolist()
    return max(l[0], l[1])


@ms.jit
def min_two_const(x):
    l = x.tolist()
    return min(l[0], l[2], 2.5)


@ms.jit
def pow_elem(x):
    l = x.tolist()
    return pow(l[2], 3)


@ms.jit
def divmod_elem(x):
    l = x.tolist()
    return divmod(l[0], 2)


@ms.jit
def item_max(x):
    return max(x[0].item(), x[1].item()) * 2


class Net(nn.Cell):
    def construct(self, x):
        l = x.asnumpy().tolist()
        return max(l[1], l[2]), pow(l[0], 2), divmod(l[0], l[2])


for name, fn in [("max_two", max_two), ("min_two_const", min_two_const), ("pow_elem", pow_elem),
                 ("divmod_elem", divmod_elem), ("item_max", item_max)]:
    emit(name, fn(X))
    emit(name + "_int", fn(XI))
ms.set_context(mode=ms.GRAPH_MODE)
emit("cell", Net()(X))
emit("cell_int", Net()(XI))
ms.set_context(mode=ms.PYNATIVE_MODE)
