"""adapt39up: ``x += seq`` / ``x //= seq`` with a tuple or list operand (MindSpore 2.10 CPU; adapted from ut
fallback/control_flow/test_fallback_102_if_after_for.py, ``sum_x += x`` over ``zip(tuple_x)``).

In PyNative MindSpore's ``Tensor.__iadd__`` / ``__ifloordiv__`` are ``add_`` / ``floor_divide_``, whose argument
parser takes no tuple or list: a TypeError, while ``x + seq`` / ``x // seq`` / ``x -= seq`` convert the sequence.
msgraph's ``+=`` / ``//=`` fell back to ``+`` / ``//`` and computed (SILENT).  Graph code converts the sequence
in both (the fallback test's own function, ``sum_x += x`` with ``x`` a 1-tuple of Tensors, gives [14])."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


def iadd(a, b):
    a += b
    return a


def ifloordiv(a, b):
    a //= b
    return a


def isub(a, b):
    a -= b
    return a


def T():
    return Tensor(np.array([5, 7], np.int64))


emit_error("iadd_tuple", lambda: iadd(T(), (1, 2)))
emit_error("iadd_list", lambda: iadd(T(), [1, 2]))
emit_error("iadd_tuple_tensor", lambda: iadd(T(), (Tensor(1),)))
emit_error("iadd_tuple_float", lambda: iadd(Tensor(0.5, ms.float32), (1.5,)))
emit_error("ifloordiv_tuple", lambda: ifloordiv(T(), (2, 3)))
emit_error("ifloordiv_list", lambda: ifloordiv(T(), [2, 3]))
emit("add_tuple", T() + (1, 2))
emit("floordiv_list", T() // [2, 3])
emit("isub_tuple", isub(T(), (1, 2)))
emit("iadd_number", iadd(T(), 2.5))
emit("iadd_tensor", iadd(T(), Tensor(np.array([1, 1], np.int64))))
emit("ifloordiv_number", ifloordiv(T(), 2))


@ms.jit
def zip_sum():
    tuple_x = (Tensor(1), Tensor(3), Tensor(5))
    sum_x = Tensor(0)
    a = Tensor(0)
    for x in zip(tuple_x):
        sum_x += x
        a = x
    if sum_x == 9:
        sum_x += a
    return sum_x


class SeqNet(nn.Cell):
    def construct(self, x):
        x += (1, 2)
        x //= [2, 3]
        return x


emit("jit_iadd_zip_tuple", zip_sum())
emit_error("cell_iadd_ifloordiv_seq", lambda: SeqNet()(T()))   # PyNative: the TypeError; Graph: computed
