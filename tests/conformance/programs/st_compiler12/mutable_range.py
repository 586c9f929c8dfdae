# range() over a mutable bound made inside graph code, returned: MindSpore 2.10 returns its (dynamic
# length) tuple; msgraph refused ("a returned range() needs constant bounds").  Sums over such ranges and
# dynamic-length sequences, for reference.
import mindspore as ms
from mindspore import Tensor, jit, mutable
from mindspore.ops import functional as F
from _conf import emit


@jit
def returned_range():
    end = mutable(5)
    return range(end)


@jit
def returned_range_step():
    start = mutable(1)
    return range(start, 9, 3), range(2)


@jit
def range_facts():
    start = mutable(2)
    step = mutable(4)
    a = range(start, 10)
    b = range(3, 10, step)
    return isinstance(a, tuple), F.is_sequence_shape_unknown(a), isinstance(b, tuple), \
        F.is_sequence_shape_unknown(b), b


@jit
def sum_range():
    end = mutable(5)
    s = 0
    for i in range(end):
        s = s + i
    return s


@jit
def dyn_seq():
    x = mutable([1, 2, 3], True)
    x.append(4)
    s = 0
    for v in x:
        s = s + v
    return x, s, len(x)


emit("returned_range", returned_range())
emit("returned_range_step", returned_range_step())
emit("range_facts", range_facts())
emit("sum_range", sum_range())
emit("dyn_seq", dyn_seq())
