"""``global G; G = 9`` in graph code, then reads in expressions that are blocks of their own in MindSpore 2.10's
parser: a conditional expression's branches, a list comprehension's body, a lambda's body and a nested function read
the assigned 9, while the conditional's test and the comprehension's iterable are in the first block (the module
global, 5).  Measured session 37 (global37)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error

G = 5


@jit
def if_expression(x):
    global G
    G = 9
    return x + (G if x[0] > 0 else 1)


@jit
def comprehension(x):
    global G
    G = 9
    return x + sum([G for _ in range(2)])


@jit
def lambda_and_iterable(x):
    global G
    G = 9
    f = lambda y: y + G
    return f(x), [G + i for i in range(G - 3)]


@jit
def nested_def(x):
    global G
    G = 9

    def h(y):
        return y + G
    return h(x)


@jit
def for_then_if(x):
    global G
    for i in range(2):
        G += i
    if x[0] > 0:
        G = G * 10
    return x + G


@jit
def write_after_if(x):
    global G
    G = 9
    if x[0] > 0:
        pass
    G = G + 1
    return x + G


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("conditional expression", if_expression, x)
emit_error("list comprehension body", comprehension, x)
emit_error("lambda body, comprehension iterable", lambda_and_iterable, x)
emit_error("nested def", nested_def, x)
emit_error("for then if", for_then_if, x)
emit_error("write after an if", write_after_if, x)
emit("G after", G)
