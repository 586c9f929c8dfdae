import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit

MODES = ("graph",)   # PyNative runs Python's own tuple comparison


@jit
def tuple_lt(x, y):
    return (x, 1) < (y, 2)


@jit
def list_le(x, y):
    return [x, 1] <= [y, 2]


@jit
def tuple_gt(x, y):
    return (x, 1) > (y, 2)


@jit
def nested_ge(x, y):
    return ((1, 2), x) >= ((2, 3), y)


@jit
def nested_list_lt(x, y):
    return [[1, 2], x] < [[2, 3], y]


@jit
def decided_first(x, y):
    return (1, x) < (2, y)


@jit
def decided_by_length(x, y):
    return (1, x) > (1,)


def outcome(fn, *args):
    try:
        return fn(*args)
    except TypeError as e:
        return "TypeError: " + str(e).split("\n")[0].split(", value")[0]


x, y = Tensor(np.array([1])), Tensor(np.array([3]))
for fn in (tuple_lt, list_le, tuple_gt, nested_ge, nested_list_lt, decided_first, decided_by_length):
    emit(fn.__name__, outcome(fn, x, y))
