import sys
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit

MODES = ("graph",)


def message(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # MindSpore's class and wording, first line
        cls = next(c for c in type(e).__mro__ if c.__module__ == "builtins")   # the builtin class
        return cls.__name__ + ": " + str(e).splitlines()[0].strip()
    return "no error"


@jit
def no_args(x):
    for _ in range():
        x = x + 1
    return x


@jit
def four_args(x):
    for _ in range(1, 2, 3, 4):
        x = x + 1
    return x


@jit
def float_stop(x):
    for _ in range(0, 0.02):
        x = x + 1
    return x


@jit
def float_step(x):
    for _ in range(0, 1, 3.00):
        x = x + 1
    return x


@jit
def float_only(x):
    for _ in range(3.00):
        x = x + 1
    return x


@jit
def overflow_up(x):
    m = sys.maxsize
    for _ in range(m - 1, m, 3):
        x = x + 1
    return x


@jit
def overflow_down(x):
    m = -sys.maxsize
    for _ in range(m, m - 1, -3):
        x = x + 1
    return x


@jit
def int32_edge_ok(x):
    for _ in range(2**31 - 3, 2**31 - 1, 1):
        x = x + 1
    return x


@jit
def int32_edge_over(x):
    for _ in range(1, 2, 2**31 - 1):
        x = x + 1
    return x


@jit
def big_step_from_zero(x):
    for _ in range(0, 2, 2**31):
        x = x + 1
    return x


@jit
def negative_edge(x):
    for _ in range(-2**31 + 2, -2**31, -1):
        x = x + 1
    return x


@jit
def negative_over(x):
    for _ in range(-2**31, -2**31 - 1, -1):
        x = x + 1
    return x


@jit
def empty_backwards(x):
    for _ in range(1, -1, 3):
        x = x + 1
    return x


x = Tensor(2, ms.int32)
emit("range_no_args", message(no_args, x))
emit("range_four_args", message(four_args, x))
emit("range_float_stop", message(float_stop, x).split(" but got")[0])
emit("range_float_step", message(float_step, x).split(" but got")[0])
emit("range_float_only", message(float_only, x).split(" but got")[0])
emit("range_overflow_up", message(overflow_up, x))
emit("range_overflow_down", message(overflow_down, x))
emit("range_int32_edge_ok", int32_edge_ok(x))
emit("range_int32_edge_over", message(int32_edge_over, x))
emit("range_big_step_from_zero", big_step_from_zero(x))
emit("range_negative_edge", negative_edge(x))
emit("range_negative_over", message(negative_over, x))
emit("range_empty_backwards", empty_backwards(x))
