"""adapt40fb: ``set()`` / ``frozenset()`` of values known when the graph runs (MindSpore 2.10 CPU; adapted from st
fallback/python_builtin_funtions/test_graph_fallback_runtime_set.py, its constant list varied to
``x.asnumpy().tolist()``, ``x.asnumpy()`` and the Tensor itself).

MindSpore's fallback makes Python's set when the graph runs: ``len(set(x.asnumpy()))`` of [1.5, -2.5, 1.5] is 2
(SILENT: msgraph iterated the array while compiling and counted 3 graph placeholders), ``set(x.asnumpy().tolist())``
is {1.5, -2.5} (msgraph: len()'s TypeError "len() of a 0-d Tensor"), and ``in`` / ``sorted`` / ``len`` / ``add`` on
that set are Python's."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


def T():
    return Tensor(np.array([1.5, -2.5, 1.5], np.float32))


@ms.jit
def len_set_numpy(x):
    return len(set(x.asnumpy()))


@ms.jit
def len_set_list(x):
    return len(set(x.asnumpy().tolist()))


@ms.jit
def sorted_set_list(x):
    return sorted(set(x.asnumpy().tolist()))


@ms.jit
def in_set(x):
    s = set(x.asnumpy().tolist())
    return 1.5 in s, 7.0 in s, 7.0 not in s


@ms.jit
def set_add(x):
    s = set(x.asnumpy().tolist())
    s.add(7.0)
    return sorted(s), len(s) + 1


@ms.jit
def frozenset_list(x):
    return sorted(frozenset(x.asnumpy().tolist()))


@ms.jit
def len_set_tensor(x):
    return len(set(x))


class SetNet(nn.Cell):
    def construct(self, x):
        return len(set(x.asnumpy().tolist())), sorted(set(x.asnumpy().tolist()))


emit("len_set_numpy", len_set_numpy(T()))
emit("len_set_list", len_set_list(T()))
emit("sorted_set_list", sorted_set_list(T()))
emit("in_set", in_set(T()))
emit("set_add", set_add(T()))
emit("frozenset_list", frozenset_list(T()))
emit("len_set_tensor", len_set_tensor(T()))
emit("set_cell", SetNet()(T()))
