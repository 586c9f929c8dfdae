"""jit(capture_mode='bytecode', fullgraph=True) over Python constructs MindSpore's bytecode capture takes whole
(adapted from st/pi_jit test_fullgraph_api, test_yield, control_flow/test_exception, control_flow/test_with): a
``try`` (raising inside or not), ``with`` on a Python context manager, a generator function's values, a lambda
called inside a lambda.  msgraph's graph compiler refuses them (MSG101 / MSG108 / MSG201 / MSG407) and raised
Unsupported; they run as Python now, with Python's values, as there.  `filter(None, ...)` keeps the true items there
(the 'ast' graph rule, "The object is not callable", no longer applies to bytecode functions)."""
import numpy as np
from mindspore import Tensor, jit
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def try_no_raise(t):
    try:
        y = t + 1
    except ValueError:
        y = t
    return y


emit("try_no_raise", jit(try_no_raise, capture_mode="bytecode", fullgraph=True)(x))


def try_raise_caught(t):
    try:
        raise ValueError("a")
    except ValueError:
        return t * 2


emit("try_raise_caught", jit(try_raise_caught, capture_mode="bytecode", fullgraph=True)(x))


class Ctx:
    def __enter__(self):
        return 2

    def __exit__(self, *a):
        return False


def with_ctx(t):
    with Ctx() as v:
        return t * v


emit("with_python_ctx", jit(with_ctx, capture_mode="bytecode", fullgraph=True)(x))


def gen(n):
    for i in range(n):
        yield i * 2


def use_gen(t, n):
    return list(gen(n)), t + sum(gen(n))


emit("generator_values", jit(use_gen, capture_mode="bytecode", fullgraph=True)(x, 3))
emit("lambda_in_lambda", jit(lambda t: (lambda y: y * 2)(t) + 1, capture_mode="bytecode", fullgraph=True)(x))


def filter_none(t, items):
    return list(filter(None, items)), list(map(abs, items)), t


emit("filter_none_fullgraph", jit(filter_none, capture_mode="bytecode", fullgraph=True)(x, [0, -1, 2, 0]))
emit("filter_none_bytecode", jit(filter_none, capture_mode="bytecode")(x, (3, 0, -2)))
