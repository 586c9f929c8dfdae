import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from mindspore.ops import operations as P
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
def abs_two(x, y):
    return P.Abs()(x, y)


@jit
def matmul_three(x, y):
    return P.MatMul()(x, y, x)


@jit
def add_one(x, y):
    return P.Add()(x)


@jit
def add_three(x, y):
    return P.Add()(x, y, x)


@jit
def mod_scalar_one(x, y):
    return P.Mod()(5)


@jit
def right_counts(x, y):
    return P.Add()(x, y), P.Abs()(x), P.Mod()(y, x), P.ReduceSum(keep_dims=True)(x, 0)


x = Tensor(np.array([[1.5, -2.0], [3.0, 4.0]], np.float32))
y = Tensor(np.array([[2.0, 1.0], [-1.0, 0.5]], np.float32))
emit("abs_two_inputs", message(abs_two, x, y))
emit("matmul_three_inputs", message(matmul_three, x, y))
emit("add_one_input", message(add_one, x, y))
emit("add_three_inputs", message(add_three, x, y))
emit("mod_scalar_one_input", message(mod_scalar_one, x, y))
emit("right_counts", right_counts(x, y))
