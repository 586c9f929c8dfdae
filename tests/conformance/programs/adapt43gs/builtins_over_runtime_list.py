"""adapt43gs: ``map`` with a lambda, ``any`` / ``all`` (of the list, of a generator expression), ``sorted`` with a
key lambda, ``sum(map(...))`` and ``ms.Tensor(...)`` of a Python list made when the graph runs (``x.tolist()``,
``x.asnumpy().tolist()``) in graph code (MindSpore 2.10 CPU; adapted from st fallback's runtime-list / builtin tests
(test_graph_fallback_runtime_list, test_fallback_runtime_builtin) with the iterable a run-time list).

MindSpore's JIT Fallback runs these as Python when the graph runs, the graph code's lambda a Python function then:
``list(map(lambda e: e * 2, x.tolist()))`` is Python's list of floats, ``any(e > 2.5 for e in l)`` a bool.  msgraph
tried to unroll them while compiling (TypeError "len() of a 0-d Tensor", "iteration over a 0-d tensor") or handed
the Python call its graph lambda ("'StagedFunction' object is not callable"); ``ms.Tensor(l)`` of such a list in
graph code was the list itself (silent).  A lambda reading a Tensor variable is MindSpore's RuntimeError "The Map
operator don't support Closure with free variable yet." (msgraph's TypeError "len() of a 0-d Tensor"); SILENT:
``type(map(...)).__name__`` was 'Tensor' (MindSpore 'map'); ``filter(None, l)`` keeps MindSpore's ValueError.  (``[e * 2 for e in x.tolist()]`` is MindSpore 2.10's own TypeError in graph
code, under @ms.jit in PyNative too: no oracle, not recorded here; msgraph gives Python's list.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
XZ = Tensor(np.array([0, 0, 0], np.int32))


@ms.jit
def map_lambda(x):
    return list(map(lambda e: e * 2, x.tolist()))


@ms.jit
def map_lambda_numpy_list(x):
    return list(map(lambda e: e + 1, x.asnumpy().tolist()))


@ms.jit
def map_int(x):
    return list(map(int, x.tolist()))


@ms.jit
def sum_map(x):
    return sum(map(lambda e: e * e, x.tolist()))


@ms.jit
def any_genexpr(x):
    return any(e > 2.5 for e in x.tolist())


@ms.jit
def all_genexpr(x):
    return all(e > 1.5 for e in x.tolist())


@ms.jit
def any_list(x):
    return any(x.tolist())


@ms.jit
def all_list(x):
    return all(x.tolist())


@ms.jit
def sorted_key(x):
    return sorted(x.tolist(), key=lambda e: -e)


@ms.jit
def tensor_of_sorted(x):
    return Tensor(sorted(x.tolist()))


@ms.jit
def map_lambda_reads_tensor(x):
    return list(map(lambda e: x * e, x.tolist()))


@ms.jit
def type_of_map(x):
    return type(map(lambda e: e * 2, x.tolist())).__name__


@ms.jit
def filter_none(x):
    return tuple(filter(None, [0.0] + x.tolist()))


class MapNet(nn.Cell):
    def construct(self, x):
        l = x.asnumpy().tolist()
        return list(map(lambda a: a - 1, l)), any(e < 1.5 for e in l)


emit("map_lambda", map_lambda(X))
emit("map_lambda_numpy_list", map_lambda_numpy_list(X))
emit("map_int", map_int(X))
emit("sum_map", sum_map(X))
emit("any_genexpr", any_genexpr(X))
emit("all_genexpr", all_genexpr(X))
emit("any_list", any_list(X))
emit("all_list_zeros", all_list(XZ))
emit("sorted_key", sorted_key(X))
emit("tensor_of_sorted", tensor_of_sorted(X))
emit("map_any_cell", MapNet()(X))
emit_error("map_lambda_reads_tensor", map_lambda_reads_tensor, X)
emit("type_of_map", type_of_map(X))
emit_error("filter_none", filter_none, X)
