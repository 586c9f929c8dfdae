import operator
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


class Apply(nn.Cell):
    def __init__(self, fn, other):
        super().__init__()
        self.fn = fn
        self.other = other

    def construct(self, x):
        return self.fn(x, self.other)


class AugSub(nn.Cell):
    def construct(self):
        x = Tensor(1)
        y = None
        x -= y
        return x


def outcome(cell, *args):
    try:
        return cell(*args)
    except TypeError as e:
        return "TypeError: " + str(e).split("\n")[0]


x = Tensor(np.array([1.0, 2.0], np.float32))
for name in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "lt", "le", "gt", "ge",
             "and_", "or_", "xor"):
    for label, other in (("none", None), ("tuple", (2, 2)), ("str", "a")):
        emit(f"{name}_{label}", outcome(Apply(getattr(operator, name), other), x))
if ms.get_context("mode") == ms.GRAPH_MODE:   # (PyNative: Tensor.__isub__, MindSpore's in-place sub_)
    emit("aug_sub_none", outcome(AugSub()))
