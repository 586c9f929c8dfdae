"""ms.Tensor(n) of a graph Python number (MindSpore 2.10's tests/ut/python/graph_syntax/list/test_list_count.py::
test_list_count_11, found by logging jit return values): ``Tensor(lst.count(30))`` where the list holds Tensors,
``Tensor(mutable_int)``, ``Tensor(n * 2.5)``, ``Tensor(n > 1)`` are 0-d Tensors (int64, float32, bool) in a
graph as in PyNative. msgraph returned the Python number itself (printing ``2`` for ``Tensor(shape=[], ...)``)."""
import mindspore as ms
from mindspore import jit, mutable, Tensor
from _conf import emit


def kind(v):
    if isinstance(v, (list, tuple)):
        return [type(v).__name__] + [kind(x) for x in v]
    if isinstance(v, Tensor):
        return ["Tensor", str(v.dtype), list(v.shape), v.asnumpy().tolist()]
    return [type(v).__name__, v]


@jit
def count_with_dict(aa, bb):
    x = [30, {'M': 1, 'B': 'bb'}, aa + bb, bb]
    res = x.count(30)
    return Tensor(res)


@jit
def count_variants(aa, bb):
    x = [30, aa + bb, bb]
    res = x.count(30)
    return Tensor(res), Tensor(res, ms.float32), Tensor(res, dtype=ms.int32), Tensor(res * 1.5), Tensor(res > 1), res


@jit
def count_constant(aa, bb):
    x = [30, {'M': 1}, 30]
    res = x.count(30)
    return Tensor(res), res


@jit
def of_mutable(n):
    return Tensor(n), Tensor(n * 2.5), Tensor(n, ms.float16), Tensor(n > 1), n


for mode, name in ((ms.GRAPH_MODE, "graph"), (ms.PYNATIVE_MODE, "pynative")):
    ms.set_context(mode=mode)
    emit(name + "_count_with_dict", kind(count_with_dict(Tensor(20), Tensor(10))))
    emit(name + "_count_variants", kind(count_variants(Tensor(20), Tensor(10))))
    emit(name + "_count_constant", kind(count_constant(Tensor(20), Tensor(10))))
    emit(name + "_of_mutable", kind(of_mutable(mutable(3))))
    emit(name + "_print", str(count_with_dict(Tensor(20), Tensor(10))))
