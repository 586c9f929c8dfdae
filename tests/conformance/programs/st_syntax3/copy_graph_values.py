"""copy.copy / copy.deepcopy of a Tensor in graph code (run as Python on the value): a Tensor."""
import copy
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


class MyClass:
    @jit
    def forward2(self, *args, **kw):
        return self(*args, **kw)


@jit
def deep(x):
    return copy.deepcopy(x) + x


@jit
def shallow(x):
    y = copy.copy(x)
    return y * 2


def func1(x):
    return copy.deepcopy(x) + x


func = MyClass.forward2
x = Tensor(np.array([1, 2], np.int32))
emit("deepcopy_add", deep(x))
emit("copy_mul", shallow(x))
emit("deepcopy_as_arg", func(copy.deepcopy, x))
emit("func_as_arg", func(func1, x))
