"""MindSpore 2.10's graph errors for Python builtins and operators on constants met by its unit tests:
<< / >> on floats (TypeError) and with a negative count (ValueError); bool/int/float of a multi-element
Tensor (ValueError); ``Tensor and Tensor`` on multi-element constants (ValueError); enumerate of a number
(TypeError); int/float of a one-element numpy array; mstype.tuple_
compared with a dtype; two Parameters of one name in a list attribute (ValueError)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, jit, Parameter
from mindspore.common import dtype as mstype
from _conf import emit, emit_error

MODES = ("graph",)


class Shift(nn.Cell):
    def construct(self, x, y):
        return x >> y, x << 1


@jit
def int_of(x):
    return int(x)


@jit
def float_of(x):
    return float(x)


@jit
def bool_of(x):
    return bool(x)


@jit
def bool_const():
    return bool(Tensor([1, 2, 3]))


@jit
def int_const():
    return int(Tensor([1, 2, 3]))


@jit
def and_const():
    return Tensor([0, 1]) and Tensor([1, 2])


@jit
def enumerate_int():
    return enumerate(1)


@jit
def numpy_scalar():
    x = np.array([3])
    return int(x), float(x)


class TypeEq(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = mstype.tuple_
        self.f = mstype.float32

    def construct(self):
        return self.t == self.f, self.f == mstype.float32


class ListParams(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = (Parameter(Tensor([1], ms.float32), name="same"), Parameter(Tensor([2], ms.float32)))
        self.l = [Parameter(Tensor([3], ms.float32), name="same")]

    def construct(self, x):
        return x


x3 = Tensor(np.array([1, 2, 4], np.int32))
emit_error("shift_float", Shift(), 10.0, 1.0)
emit_error("shift_negative", Shift(), 16, -2)
emit("shift_ok", Shift()(16, 2))
emit_error("int_of_tensor", int_of, x3)
emit_error("float_of_tensor", float_of, x3)
emit_error("bool_of_tensor", bool_of, x3)
emit_error("bool_const", bool_const)
emit_error("int_const", int_const)
emit_error("and_const", and_const)
emit_error("enumerate_int", enumerate_int)
emit("numpy_scalar", numpy_scalar())
emit("tuple_type_eq", TypeEq()())
emit("tuple_type_str", (str(mstype.tuple_), str(mstype.list_)))
emit_error("list_param_names", ListParams)


@jit
def isinstance_number(x):
    return isinstance(x, (int, tuple)), isinstance(x, float), isinstance(x, bool)


emit("isinstance_mutable_int", isinstance_number(ms.mutable(2)))
emit("isinstance_mutable_bool", isinstance_number(ms.mutable(True)))
emit("isinstance_mutable_float", isinstance_number(ms.mutable(1.5)))
