import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit

MODES = ("graph",)


@jit
def do_reverse(x):
    x.reverse()


@jit
def do_extend(x):
    x.extend([7])


@jit
def do_pop(x):
    x.pop()


@jit
def do_insert(x):
    x.insert(0, 8)


@jit
def do_append(x):
    x.append(5)


@jit
def do_setitem(x):
    x[0] = 9


@jit
def do_remove(x):
    x.remove(2)


@jit
def do_sort(x):
    x.sort(reverse=True)


@jit
def do_clear(x):
    x.clear()


@jit
def append_then_reverse(x):
    x.append(5)
    x.reverse()


@jit
def reverse_then_setitem(x):
    x.reverse()
    x[0] = 7


@jit
def clear_and_return(x):
    x.clear()
    return x


@jit
def reverse_tensors(x):
    x.reverse()
    return x[0] + 1


for fn in (do_reverse, do_extend, do_pop, do_insert, do_append, do_setitem, do_remove, do_sort, do_clear,
           append_then_reverse, reverse_then_setitem):
    arg = [1, 2, 3, 4]
    fn(arg)
    emit(fn.__name__, arg)

arg = [3, 2, 1]
out = clear_and_return(arg)
emit("clear_and_return", (arg, out, out is arg))

arg = [Tensor(np.array([1])), Tensor(np.array([2]))]
out = reverse_tensors(arg)
emit("reverse_tensors", (arg, out))
