# A list/tuple operand of a Tensor operator: + - and // convert it to a Tensor; in PyNative mode
# * / ** and the reflected % are TypeErrors (MindSpore 2.10's PyNative); Graph mode converts it, but for **.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit_error

def add_tuple_numbers(t):
    return t + (1, 2)


def sub_list_floats(t):
    return t - [1.0, 2.0]


def mul_tuple_numbers(t):
    return t * (1, 2)


def rmul_tuple_numbers(t):
    return (1, 2) * t


def div_list_floats(t):
    return t / [1.0, 2.0]


def rdiv_list(t):
    return [1, 2] / t


def pow_list(t):
    return t ** [2, 3]


def floordiv_list(t):
    return t // [2, 3]


def rmod_tuple(t):
    return (1, 2) % t


def mod_tuple(t):
    return t % (1, 2)


def mul_tuple_of_tensors(t):
    return t * (t, t)


class Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


x = Tensor(np.array([1.0, 4.0], np.float32))
for fn in [add_tuple_numbers, sub_list_floats, mul_tuple_numbers, rmul_tuple_numbers, div_list_floats, rdiv_list, pow_list, floordiv_list, rmod_tuple, mod_tuple, mul_tuple_of_tensors]:
    emit_error(fn.__name__, lambda: Call(fn)(x).asnumpy())
