"""A mutable tuple/list made in graph code and returned (MindSpore 2.10's tests/ut/python/mutable/
test_mutable_variable_length.py::test_convert_to_dynamic_length_sequence_twice, found by logging jit return values):
``mutable((1, 2))``, ``mutable([1, 2])``, ``mutable(mutable(x, True), True)`` come back as a plain tuple/list.
msgraph returned its own mutable classes (type(out) is not tuple)."""
import numpy as np
import mindspore as ms
from mindspore import jit, mutable, Tensor
from _conf import emit


def kind(v):
    if isinstance(v, (list, tuple)):
        return [type(v).__name__] + [kind(x) for x in v]
    if isinstance(v, dict):
        return ["dict"] + [[k, kind(x)] for k, x in v.items()]
    if isinstance(v, Tensor):
        return ["Tensor", str(v.dtype), v.asnumpy().tolist()]
    return [type(v).__name__, v]


@jit
def dyn():
    return mutable((1, 2, 3), True)


@jit
def dyn_twice():
    x = mutable((1, 2, 3), True)
    return mutable(x, True)


@jit
def fixed():
    return mutable([1, 2], True), mutable((1, 2)), mutable([1, 2])


@jit
def with_tensors(t):
    return mutable((t, t + 1)), mutable([t * 2]), (mutable((1, 2)), t)


for mode, name in ((ms.GRAPH_MODE, "graph"), (ms.PYNATIVE_MODE, "pynative")):
    ms.set_context(mode=mode)
    emit(name + "_dyn", kind(dyn()))
    emit(name + "_dyn_twice", kind(dyn_twice()))
    emit(name + "_fixed", kind(fixed()))
    emit(name + "_with_tensors", kind(with_tensors(Tensor(np.array([1.0, 2.0], np.float32)))))
