"""adapt37sy (graph_syntax / fallback, Python ints near int64's limits): MindSpore 2.10 computes two Python ints in
graph code with its int64 scalar ops.  ``+`` ``-`` ``*`` (and ``sum``) past int64, ``MIN // -1`` and ``MIN % -1`` are
ValueErrors ("For prim 'ScalarMul' Overflow of the mul of two signed number x: .., y: .."); ``a ** b`` is the double
power cast to int64 (``3 ** 39`` 4052555153018976256, ``2 ** 63`` / ``10 ** 19`` -9223372036854775808); ``<<`` past
int64 is a RuntimeError; ``-MIN`` wraps; an int literal, argument or ``abs`` / ``int`` / ``round`` result outside
int64 is the RuntimeError "Unable to cast Python instance of type <class 'int'> to C++ type 'long'".  msgraph had
computed Python's unbounded ints (silent)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit, emit_error


def pows(x):
    return 2 ** 62, 3 ** 39, 2 ** 63, (-2) ** 63, 5 ** 30, 10 ** 19, 0 ** 0, 7 ** 2


def wraps(x):
    a = -9223372036854775807 - 1
    return -a, a // 1, (-1) << 63, (-3) << 61, 9223372036854775806 + 1


def mul_ovf(x):
    return 2 ** 62 * 2


def add_ovf(x):
    return 9223372036854775807 + 1


def sub_ovf(x):
    return -9223372036854775807 - 2


def mul_var_ovf(x):
    a = 3037000500
    return a * a


def sum_ovf(x):
    return sum([9223372036854775807, 1])


def floordiv_ovf(x):
    a = -9223372036854775807 - 1
    return a // -1


def mod_ovf(x):
    a = -9223372036854775807 - 1
    return a % -1


def shift_ovf(x):
    return 1 << 63


def shift_min(x):
    return (-2) << 62


def big_literal(x):
    return 12345678901234567890


def abs_min(x):
    a = -9223372036854775807 - 1
    return abs(a)


def int_big_float(x):
    return int(9.3e18)


def big_argument(x, v):
    return v


X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


for tag, mode in (("jit", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
    for fn, args in ((pows, (X,)), (wraps, (X,)), (mul_ovf, (X,)), (add_ovf, (X,)), (sub_ovf, (X,)),
                     (mul_var_ovf, (X,)), (sum_ovf, (X,)), (floordiv_ovf, (X,)), (mod_ovf, (X,)), (shift_ovf, (X,)),
                     (shift_min, (X,)), (big_literal, (X,)), (abs_min, (X,)), (int_big_float, (X,)),
                     (big_argument, (X, 2 ** 64))):
        ms.set_context(mode=mode)
        run = jit(fn) if tag == "jit" else Net(fn)
        label = tag + "_" + fn.__name__
        emit_error(label, run, *args)
ms.set_context(mode=ms.PYNATIVE_MODE)
