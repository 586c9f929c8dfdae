"""tests/st/compiler/fallback/test_graph_fallback_runtime_dict_inplace.py::test_dict_inplace_setitem_with_dict_getitem
adapted: ops.grad of a Cell that sets items of its dict argument (``x[key] *= 2``), and gradients of functions
that store values in a dict or list argument. msgraph's Graph mode wrote the stored values back from inside the
gradient's forward region (generated code used names it never defined: NameError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

ms.set_context(jit_level="O0")

FOLLOW_PYNATIVE = {
    "dict_after_grad": "MindSpore's Graph mode drops the forward's dict writes under ops.grad (kept without grad)",
    "store_grad": "MindSpore's Graph mode gives a zero gradient through a value stored in a dict argument",
    "store_value_and_grad": "the same zero gradient",
}


class DictNet(nn.Cell):
    def construct(self, x):
        for key in x:
            x[key] *= 2
        return x[0] + x[1]


class StoreNet(nn.Cell):
    def construct(self, a, d):
        d["y"] = a * 3
        return d["y"] + d["b"]


x = {0: Tensor(np.array([0], np.int32)), 1: Tensor(np.array([1], np.int32))}
emit("dict_grad", ops.grad(DictNet())(x))
emit("dict_after_grad", (x[0], x[1]))

d = {"b": Tensor(np.array([1.0, 2.0], np.float32))}
a = Tensor(np.array([0.5, -1.0], np.float32))
emit("store_grad", ops.grad(StoreNet())(a, d))
emit("store_value_and_grad", ops.value_and_grad(StoreNet())(a, d))
