"""``x and y`` / ``x or y`` with a Tensor ``x`` in graph code is ``y if x else x``: the two results
must join, so a Python constant operand is a TypeError (even in an ``if`` test)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit, emit_error

MODES = ("graph",)


def says(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return "Cannot join the return values of different branches" in str(e)
    return "no error"


class LogicAnd(nn.Cell):
    def construct(self, x, y):
        and_v = x and y
        return and_v


class LogicOr(nn.Cell):
    def construct(self, x, y):
        return x or y


class IfAnd(nn.Cell):
    def __init__(self, flag):
        super().__init__()
        self.flag = flag

    def construct(self, x):
        if x.sum() > 0 and self.flag:
            return x + 1
        return x - 1


class IfFlagFirst(nn.Cell):
    def __init__(self, flag):
        super().__init__()
        self.flag = flag

    def construct(self, x):
        if self.flag and x.sum() > 0:
            return x + 1
        return x - 1


xi = Tensor(np.array([1], np.int32))
xb = Tensor(np.array([True]))
xf = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("tensor_and_int", LogicAnd(), xi, 2)
emit("tensor_and_int_msg", says(LogicAnd(), xi, 2))
emit_error("bool_tensor_and_true", LogicAnd(), xb, True)
emit_error("tensor_or_int", LogicOr(), xi, 2)
emit("tensor_or_int_msg", says(LogicOr(), xi, 2))
emit_error("if_tensor_and_attr", IfAnd(True), xf)
emit("if_flag_first", IfFlagFirst(True)(xf))
emit("if_flag_first_false", IfFlagFirst(False)(xf))
emit("tensor_and_tensor", LogicAnd()(xi, Tensor(np.array([3], np.int32))))
emit("int_and_int", LogicAnd()(1, 2))
