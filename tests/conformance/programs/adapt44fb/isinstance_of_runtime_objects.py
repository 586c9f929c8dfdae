"""adapt44fb: ``isinstance`` of a Python object made when the graph runs (an element of ``x.tolist()``, of a sorted
run-time list, a number computed from one) in graph code: MindSpore 2.10's JIT Fallback checks the object's class
then (@ms.jit and a Graph-mode Cell, CPU; adapted from st compiler/fallback/python_builtin_funtions/
test_graph_fallback_runtime_isinstance.py with the object a run-time list's element).  SILENT: msgraph answered
while compiling as for a Tensor (``isinstance(l[0], float)`` False, ``isinstance(l[0], Tensor)`` True), so
``if isinstance(v, float): return v * 2`` took the other branch."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
XI = Tensor(np.array([3, 1, 2], np.int32))


@ms.jit
def branch_on_isinstance(x):
    v = x.tolist()[0]
    if isinstance(v, float):
        return v * 2
    return v


@ms.jit
def isinstance_kinds(x):
    v = x.tolist()[0]
    return isinstance(v, int), isinstance(v, (int, float)), isinstance(v, Tensor)


@ms.jit
def isinstance_computed(x):
    l = x.tolist()
    return isinstance(len(l), int), isinstance(l[0] + 1, float)


@ms.jit
def isinstance_sorted(x):
    v = sorted(x.tolist())
    return isinstance(v, list), isinstance(v[0], float), type(v[0]).__name__


class Net(nn.Cell):
    def construct(self, x):
        v = x.asnumpy().tolist()[1]
        if isinstance(v, int):
            return x + v
        return x - 1


for fn in (branch_on_isinstance, isinstance_kinds, isinstance_computed, isinstance_sorted):
    emit(fn.__name__, fn(X))
    emit(fn.__name__ + "_int", fn(XI))
ms.set_context(mode=ms.GRAPH_MODE)
emit("cell_branch", Net()(X))
emit("cell_branch_int", Net()(XI))
ms.set_context(mode=ms.PYNATIVE_MODE)
