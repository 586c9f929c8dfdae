"""Numpy scalars a graph makes at compile time and returns inside a tuple/list/dict (MindSpore 2.10's
tests/ut/python/graph_syntax/python_builtin_functions/test_enumerate.py::test_fallback_enumerate_with_numpy and
test_zip.py::test_fallback_zip_with_numpy, found by logging jit return values) come back as Python numbers, as a
returned numpy scalar itself does. msgraph returned np.int64/np.float32 inside containers (print shows np.int64(1))."""
import numpy as np
import mindspore as ms
from mindspore import jit, Tensor
from _conf import emit


def kind(v):
    if isinstance(v, (list, tuple)):
        return [type(v).__name__] + [kind(x) for x in v]
    if isinstance(v, dict):
        return ["dict"] + [[k, kind(x)] for k, x in v.items()]
    if isinstance(v, Tensor):
        return ["Tensor", str(v.dtype), list(v.shape), v.asnumpy().tolist()]
    return [type(v).__name__, v]


@jit
def enum_zip():
    x = np.array([1, 2])
    return tuple(enumerate(x)), tuple(zip(x, x))


@jit
def containers():
    x = np.array([1, 2])
    y = np.array([1.5, 0.1], np.float32)
    return x[0], y[1], tuple(x), list(y), np.int64(3), np.float64(2.5), np.bool_(True), x.sum(), [np.bool_(False)]


@jit
def with_tensor(t):
    x = np.array([4, 5])
    return x[0], t, tuple(x), {'a': x[1], 'b': t}


for mode, name in ((ms.GRAPH_MODE, "graph"), (ms.PYNATIVE_MODE, "pynative")):
    ms.set_context(mode=mode)
    emit(name + "_enum_zip", kind(enum_zip()))
    emit(name + "_enum_zip_str", str(enum_zip()))
    emit(name + "_containers", kind(containers()))
    emit(name + "_containers_str", str(containers()))
    emit(name + "_with_tensor", kind(with_tensor(Tensor(1))))
