"""Python numbers chosen or updated under Tensor conditions in graph code (joins), returned to Python: float constants
(0.1 / 32.1) joined, int vs float joins, loop accumulators, ternaries, while loops counting with Tensor conditions."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
C, reg = registry()


@reg(X)
def join_floats(x):
    if x[0] > 0:
        v = 0.1
    else:
        v = 0.2
    return v


@reg(X)
def join_floats_big(x):
    if x[0] > 0:
        v = 32.1
    else:
        v = 123456.789
    return v


@reg(X)
def join_int_float(x):
    if x[0] > 0:
        v = 1
    else:
        v = 2.5
    return v


@reg(X)
def join_int_int(x):
    v = 3 if x[1] > 0 else 4
    return v, v * 2, v / 2


@reg(X)
def ternary_float(x):
    v = 0.1 if x[0] > 0 else 0.3
    return v + 1, v * 3, str(v)


@reg(X)
def loop_accum(x):
    s = 0
    for i in range(3):
        if x[i] > 0:
            s = s + 1
    return s, s * 0.5


@reg(X)
def loop_accum_float(x):
    s = 0.0
    for i in range(3):
        if x[i] > 0:
            s = s + 0.1
    return s


@reg(X)
def while_count(x):
    n = 0
    y = x[0]
    while y < 10:
        y = y * 2
        n += 1
    return n, y


@reg(X)
def join_bool(x):
    b = True if x[0] > 0 else False
    return b, b + 1, not b


@reg(X)
def join_none(x):
    v = None
    if x[0] > 0:
        v = 1
    return v


@reg(X)
def join_tuple(x):
    t = (1, 2.5) if x[0] > 0 else (3, 4.5)
    return t, t[0] + t[1]


@reg(X)
def join_str(x):
    s = "pos" if x[0] > 0 else "neg"
    return s


@reg(X)
def number_and_tensor(x):
    v = 2 if x[0] > 0 else x[1]
    return v


run_all(C)
