"""``global G`` then an assignment in graph code (@jit): MindSpore 2.10 compiles it and never writes the module global;
a read of G in the function's first block (up to its first if/for/while) is the module global even after the
assignment (``G = 9; return x + G`` adds the old 5, ``G += 1; return G`` is 5, a second call the same), for an int,
float, list or Tensor global, and in a plain function called from graph code.  An undeclared new global read is
NameError.  msgraph refused every assigned ``global`` (MSG103).  Measured session 37 (global37)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error

G = 5
GF = 1.5
GL = [1, 2]
GT = Tensor(np.array([1.0, 2.0], np.float32))


@jit
def const_then_read(x):
    global G
    G = 9
    return x + G


@jit
def add_one(x):
    global G
    G = G + 1
    return x + G


@jit
def aug_return(x):
    global G
    G += 1
    return G


@jit
def before_after(x):
    global G
    a = x + G
    G = 9
    b = x * G
    return a, b


@jit
def tensor_global(x):
    global GT
    GT = GT * 2
    return GT + x


@jit
def tensor_op_value(x):
    global G
    G = x * 3
    return G


@jit
def float_global(x):
    global GF
    GF = GF * 2
    return x + GF


@jit
def list_global(x):
    global GL
    GL = GL + [3]
    return x + len(GL)


def inner(y):
    global G
    G = 11
    return y * G


@jit
def calls_inner(x):
    return inner(x)


@jit
def new_global(x):
    global NEWG
    NEWG = 3
    return x + NEWG


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("G = 9 then x + G", const_then_read, x)
emit("G after", G)
emit_error("G = G + 1", add_one, x)
emit_error("G = G + 1, second call", add_one, x)
emit("G after second call", G)
emit_error("G += 1; return G", aug_return, x)
emit_error("read before and after the write", before_after, x)
emit_error("Tensor global", tensor_global, x)
emit("GT after", GT)
emit_error("G = tensor op; return G", tensor_op_value, x)
emit_error("float global", float_global, x)
emit("GF after", GF)
emit_error("list global", list_global, x)
emit("GL after", GL)
emit_error("nested function writes", calls_inner, x)
emit("G after nested", G)
emit_error("undeclared new global: NameError", new_global, x)
