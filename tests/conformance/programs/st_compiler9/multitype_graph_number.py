# MultitypeFuncGraph in graph code: an ms.mutable number, or an element of TensorToTuple's tuple, is a Number
# (not a Tensor) when the overload is chosen (st/compiler/hypermap test_hypermap).
import numpy as np
import mindspore as ms
from mindspore import nn, mutable, Tensor, jit
from mindspore.ops import composite as C
from mindspore.ops.operations._sequence_ops import TensorToTuple
from _conf import emit

pick = C.MultitypeFuncGraph("pick")


@pick.register("Tensor", "Tensor")
def _pick_tensor(x, y):
    return x - y


@pick.register("Number", "Number")
def _pick_number(x, y):
    return x + y


@pick.register("Int", "Float")
def _pick_int_float(x, y):
    return x * y


@jit
def on_mutables(x, y):
    return pick(x, y)


@jit
def on_tensors(x, y):
    return pick(x, y)


class HyperNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.common_map = C.HyperMap()

    def construct(self, x, y):
        return self.common_map(pick, TensorToTuple()(x), TensorToTuple()(y))


emit("mutable_ints", on_mutables(mutable(2), mutable(3)))
emit("mutable_floats", on_mutables(mutable(2.5), mutable(3.0)))
emit("mutable_int_float", on_mutables(mutable(2), mutable(3.0)))
emit("tensors", on_tensors(Tensor([2.0]), Tensor([3.0])))
emit("hypermap_tensor_to_tuple", HyperNet()(Tensor(np.array([1, 2, 3], np.float32)),
                                          Tensor(np.array([4, 5, 6], np.float32))))
