"""adapt42gs: ``for`` loops, ``zip`` and ``enumerate`` over a Python list made when the graph runs (MindSpore 2.10
CPU; adapted from st fallback's runtime-list tests (test_graph_fallback_runtime_list / _tuple / _builtin) and
graph_syntax's for-statement tests, the iterable varied to ``x.asnumpy().tolist()`` / ``x.tolist()``).

MindSpore's JIT Fallback runs these as Python when the graph runs: ``for e in l: s = s + e`` is Python's float
6.0, ``list(zip(l, (1, 2, 3)))`` / ``list(enumerate(l))`` Python's pairs, a Tensor accumulated in the loop stays a
Tensor.  msgraph tried to unroll the loop while compiling: TypeError "len() of a 0-d Tensor" (for), "Cannot iterate
over a scalar tensor." (zip), "cannot get item by index from an empty sequence" (enumerate)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def for_sum(x):
    l = x.asnumpy().tolist()
    s = 0
    for e in l:
        s = s + e
    return s


@ms.jit
def for_break_continue(x):
    l = x.asnumpy().tolist()
    s = 0.0
    for e in l:
        if e == 1.0:
            continue
        if e > 2.5:
            break
        s = s + e * 10
    return s


@ms.jit
def for_tensor_acc(x):
    l = x.asnumpy().tolist()
    acc = x * 0
    for e in l:
        acc = acc + x * e
    return acc


@ms.jit
def for_tolist(x):
    m = -1.0
    for e in x.tolist():
        if e > m:
            m = e
    return m


@ms.jit
def zip_list(x):
    l = x.asnumpy().tolist()
    return list(zip(l, (1, 2, 3)))


@ms.jit
def enumerate_list(x):
    l = x.asnumpy().tolist()
    return list(enumerate(l))


@ms.jit
def for_enumerate(x):
    l = x.asnumpy().tolist()
    s = 0
    for i, e in enumerate(l):
        s = s + i * e
    return s


class Net(nn.Cell):
    def construct(self, x):
        l = x.asnumpy().tolist()
        t = 0.0
        for a, b in zip(l, l[1:]):
            t = t + a * b
        return t


emit("for_sum", for_sum(X))
emit("for_break_continue", for_break_continue(X))
emit("for_tensor_acc", for_tensor_acc(X))
emit("for_tolist", for_tolist(X))
emit("zip_list", zip_list(X))
emit("enumerate_list", enumerate_list(X))
emit("for_enumerate", for_enumerate(X))
emit("zip_pairs_cell", Net()(X))
