"""Brief of h-comp13 (session 19), from tests/st/compiler/fallback/test_graph_fallback_jit_syntax_level.py
(test_custom_class_in_cell, test_dict_in_cell): MindSpore 2.10's jit_syntax_level COMPATIBLE is LAX but for Python on
a Tensor variable: ``x.asnumpy()`` (also inside a custom class's method) is an AttributeError and a numpy call on it
a ValueError, as under STRICT; a dict, a numpy constant, a list built in place and a custom object's attribute
still work as under LAX.  msgraph ran COMPATIBLE as LAX."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

MODES = ("graph",)


class Inner:
    def __init__(self):
        self.number = 2

    def func(self, x):
        return self.number * x.asnumpy()

    def add(self, x):
        return self.number + x


inner = Inner()


class AsNumpy(nn.Cell):
    def construct(self, x):
        return x.asnumpy()


class ClassAsNumpy(nn.Cell):
    def construct(self, x):
        return inner.func(x)


class NumpyCall(nn.Cell):
    def construct(self, x):
        return np.sum(x)


class NumpyArray(nn.Cell):
    def construct(self, x):
        return np.array(x)


class DictOut(nn.Cell):
    def construct(self, x):
        d = {"a": 1}
        d["b"] = x
        return d


class NumpyConst(nn.Cell):
    def construct(self, x):
        return Tensor(np.ones(2) + 1) + x


class ListAppend(nn.Cell):
    def construct(self, x):
        a = [1, 2]
        a.append(3)
        return a


class ClassAttr(nn.Cell):
    def construct(self, x):
        return inner.number + 1, inner.add(x)


class FString(nn.Cell):
    def construct(self, x):
        return f"{x}"


def net(cls, level):
    n = cls()
    n.set_jit_config(ms.JitConfig(jit_syntax_level=level))
    return n


x = Tensor(np.array([1.0, 2.0], np.float32))
for level in ("COMPATIBLE", "LAX"):
    emit_error(f"asnumpy:{level}", net(AsNumpy, level), x)
    emit_error(f"class_asnumpy:{level}", net(ClassAsNumpy, level), x)
    if level == "COMPATIBLE":   # (LAX: np.sum calls Tensor.sum(axis=None, out=None), MindSpore's TypeError)
        emit_error(f"numpy_call:{level}", net(NumpyCall, level), x)
    emit_error(f"numpy_array:{level}", net(NumpyArray, level), x)
    emit(f"dict_out:{level}", net(DictOut, level)(x))
    emit(f"numpy_const:{level}", net(NumpyConst, level)(x))
    emit(f"list_append:{level}", net(ListAppend, level)(x))
    emit(f"class_attr:{level}", net(ClassAttr, level)(x))
    emit(f"fstring:{level}", net(FString, level)(x))
