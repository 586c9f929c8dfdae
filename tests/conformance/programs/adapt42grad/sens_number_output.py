"""``GradOperation(sens_param=True)`` of a Cell returning a tuple that holds a Python number (``return loss, 3``,
st compiler/gradient sens tests adapted with a constant output).  MindSpore 2.10 pairs the sens with the WHOLE
output: the sens is a tuple of the output's length, a number in the number's place (its value is not used), a
Tensor there is Graph mode's TypeError "Abstract type AbstractTensor cannot join with AbstractScalar" (PyNative
takes the first sens only); a sens of another length is Graph mode's TypeError (PyNative's RuntimeError "The given
sens gradient's size should be same as out of network").  msgraph's Graph mode paired the sens with the Tensor
outputs only: ``(sens,)`` for ``(loss, 3)`` and ``(s1, s2)`` for ``(loss, 3, x)`` were computed (silently), the
matching ``(ones, 3)`` was its TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))


class LossInt(nn.Cell):
    def construct(self, a):
        return (a * a).sum(), 3


class LossIntTensor(nn.Cell):
    def construct(self, a):
        return (a * a).sum(), 3, a * 2


class LossFloatNested(nn.Cell):
    def construct(self, a):
        return (a * a).sum(), (1.5, a)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(sens_param=True)

    def construct(self, a, s):
        return self.g(self.net)(a, s)


one = Tensor(1.0, ms.float32)
two = Tensor(2.0, ms.float32)
for name, cls, senses in (
        ("int", LossInt, [("one_3", (one, 3)), ("one_5", (one, 5)), ("two_tensor", (two, one)), ("short", (two,)),
                          ("long", (one, 3, x))]),
        ("int_tensor", LossIntTensor, [("match", (one, 3, x)), ("match_7", (two, 7, x)), ("no_number", (two, x)),
                                       ("short", (one, 3)), ("tensor_for_number", (one, one, x))]),
        ("float_nested", LossFloatNested, [("match", (one, (1.5, x))), ("match_int", (two, (0, x))),
                                           ("inner_short", (one, (x,))), ("inner_tensor", (one, (one, x)))])):
    for sname, s in senses:
        emit_error(f"{name}_{sname}", lambda c=cls, s=s: ops.GradOperation(sens_param=True)(c())(x, s))
        emit_error(f"{name}_{sname}_cell", lambda c=cls, s=s: Grad(c())(x, s))


# PyNative pairs a tuple sens with a tuple output by their Tensors in order (numbers / None dropped on both sides)
def two_out(a):
    return (a * a).sum(), a * 2


def loss_int(a):
    return (a * a).sum(), 3


def list_out(a):
    return (a * a).sum(), [3, a * 2]


for name, fn, senses in (
        ("fn_two", two_out, [("extra_number", (one, 3, x)), ("number_last", (one, x, 3)), ("none", (one, x, None)),
                             ("nested", ((one,), x)), ("number_first", (2.0, x)), ("three", (one, x, x))]),
        ("fn_int", loss_int, [("number_first", (3, two)), ("none", (two, None)), ("empty", (two, ())),
                              ("lone_number", 2.0), ("numbers_only", (2.0, 3)), ("list", [two, 3])]),
        ("fn_list", list_out, [("short_inner", (two, [x])), ("flat", (two, x)), ("tuple_inner", (two, (3, x)))])):
    for sname, s in senses:
        emit_error(f"{name}_{sname}", lambda f=fn, s=s: ops.GradOperation(sens_param=True)(f)(x, s))
