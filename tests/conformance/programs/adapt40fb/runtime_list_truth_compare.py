"""adapt40fb: comparisons, ``not`` and ``if`` on a Python list made when the graph runs (MindSpore 2.10 CPU; adapted
from st fallback/test_graph_fallback_runtime_meta_fg.py's operators on ``x.asnumpy().tolist()`` and
test_graph_fallback_runtime_bool.py).

MindSpore's fallback runs Python's operators on the list then: ``l == [1.5, -2.5]`` is True, ``l < [2.0]`` True,
``not l`` False, ``if l:`` takes the branch.  msgraph treated the list as a Tensor: ``==`` was Equal's TypeError,
``not l`` (SILENT) a bool Tensor [False, False] of the elements' negations, ``if l:`` numpy's ambiguous-truth
ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


def T():
    return Tensor(np.array([1.5, -2.5], np.float32))


@ms.jit
def compare(x):
    a = x.asnumpy().tolist()
    return a == [1.5, -2.5], a != [1.5, -2.5], a == (1.5, -2.5), a < [2.0], a >= a


@ms.jit
def not_list(x):
    a = x.asnumpy().tolist()
    return not a, not a[1:1]


@ms.jit
def if_list(x):
    a = x.asnumpy().tolist()
    if a:
        return 1
    return 0


@ms.jit
def if_empty_list(x):
    a = x.asnumpy().tolist()[5:]
    if a:
        return x + 1
    return x - 1


@ms.jit
def in_list(x):
    a = x.asnumpy().tolist()
    return 1.5 in a, 3.0 in a, 3.0 not in a


class CmpNet(nn.Cell):
    def construct(self, x):
        a = x.asnumpy().tolist()
        return a == [1.5, -2.5], not a


emit("compare", compare(T()))
emit("not_list", not_list(T()))
emit("if_list", if_list(T()))
emit("if_empty_list", if_empty_list(T()))
emit("in_list", in_list(T()))
emit("cmp_cell", CmpNet()(T()))
