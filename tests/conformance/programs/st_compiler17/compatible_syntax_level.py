"""tests/st/compiler/fallback/test_graph_fallback_jit_syntax_level.py::test_custom_class_in_cell adapted:
jit_syntax_level COMPATIBLE (a Cell's JitConfig, set_context(jit_syntax_level=ms.COMPATIBLE)) compiles what LAX
compiles (a dict returned as a dict, numpy on constants) but refuses the runtime fallback on Tensors as STRICT does
(``x.asnumpy()``, ``x.tolist()``: AttributeError; numpy on a Tensor: ValueError).  msgraph ran COMPATIBLE as LAX,
and gave ``tolist``'s list under STRICT."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

MODES = ("graph",)


class InnerNet:
    def __init__(self):
        self.number = 2

    def func(self, x):
        return self.number * x.asnumpy()

    def scaled(self, x):
        return self.number * x


class AsNumpy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cls = InnerNet()

    def construct(self, x):
        return self.cls.func(x)


class Method(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cls = InnerNet()

    def construct(self, x):
        return self.cls.scaled(x)


class NumpyOnTensor(nn.Cell):
    def construct(self, x):
        return np.sum(x)


class NumpyConstant(nn.Cell):
    def construct(self, x):
        return x + Tensor(np.array([1.0, 2.0], np.float32))


class ToList(nn.Cell):
    def construct(self, x):
        return x.tolist()


class ConstantToList(nn.Cell):
    def construct(self, x):
        return Tensor([1, 2]).tolist()


class DictOut(nn.Cell):
    def construct(self, x):
        return {"a": x}


def with_level(cell, level):
    cell.set_jit_config(ms.JitConfig(jit_syntax_level=level))
    return cell


X = Tensor(np.array([1.0, 2.0], np.float32))
for level in ("STRICT", "COMPATIBLE", "LAX"):
    emit_error(f"asnumpy_{level}", lambda: with_level(AsNumpy(), level)(X))
    emit(f"method_{level}", with_level(Method(), level)(X))
    if level != "LAX":   # (LAX: MindSpore's numpy calls Tensor.sum(axis=None, out=None), a TypeError; msgraph sums)
        emit_error(f"numpy_on_tensor_{level}", lambda: with_level(NumpyOnTensor(), level)(X))
    emit(f"numpy_constant_{level}", with_level(NumpyConstant(), level)(X))
    emit(f"dict_{level}", with_level(DictOut(), level)(X))
    if level == "LAX":
        emit("tolist_LAX", with_level(ToList(), level)(X))
        emit("constant_tolist_LAX", with_level(ConstantToList(), level)(X))
    else:   # MindSpore's tolist goes through asnumpy: refused, also on a constant Tensor
        emit_error(f"tolist_{level}", lambda: with_level(ToList(), level)(X))
        emit_error(f"constant_tolist_{level}", lambda: with_level(ConstantToList(), level)(X))
ms.set_context(jit_syntax_level=ms.COMPATIBLE)
emit_error("context_asnumpy", lambda: AsNumpy()(X))
emit("context_dict", DictOut()(X))
