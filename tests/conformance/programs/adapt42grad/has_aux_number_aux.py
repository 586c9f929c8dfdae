"""``ms.grad`` / ``ms.value_and_grad`` with ``has_aux=True`` of a function whose aux outputs are all Python numbers
(``return loss, 3``; st compiler/gradient has_aux tests adapted).  MindSpore 2.10's PyNative raises RuntimeError "If
you set has_aux for grad or value_and_grad, that forward function should be multi output" for a plain function, an
``@ms.jit`` function and a Cell alike, while an aux that is a tuple / list / dict (even of numbers, or empty) or a
Tensor is accepted; its Graph mode computes all of them.  msgraph's PyNative computed (silently)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))


def one_int(a):
    return (a * a).sum(), 3


def two_numbers(a):
    return (a * a).sum(), 3, 4.5


def list_aux(a):
    return (a * a).sum(), [a]


def dict_aux(a):
    return (a * a).sum(), {"k": a}


def tuple_of_numbers(a):
    return (a * a).sum(), (3, 4.5)


def empty_tuple(a):
    return (a * a).sum(), ()


def shape_aux(a):
    return (a * a).sum(), a.shape


def vector_loss(a):
    return a * 2, 3


def tensor_and_number(a):
    return (a * a).sum(), 3.5, a


@ms.jit
def jit_one_int(a):
    return (a * a).sum(), 3


class CellOneInt(nn.Cell):
    def construct(self, a):
        return (a * a).sum(), 3


for fn in (one_int, two_numbers, list_aux, dict_aux, tuple_of_numbers, empty_tuple, shape_aux, vector_loss,
           tensor_and_number, jit_one_int, CellOneInt()):
    name = getattr(fn, "__name__", type(fn).__name__)
    emit_error(f"grad_{name}", lambda f=fn: ms.grad(f, has_aux=True)(x))
    emit_error(f"value_and_grad_{name}", lambda f=fn: ms.value_and_grad(f, has_aux=True)(x))
