"""``global G`` assigned under a Tensor condition: a branch that returns, both branches assigning, a ``for`` over a
Tensor, a Tensor ``while`` after a first-block write (the loop starts from the assigned value), and a first-block read
of an int global joined with a Tensor assigned in a branch (MindSpore 2.10's TypeError "Cannot join the return values
of different branches").  msgraph refused them all (MSG103).  Measured session 37 (global37)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error

G = 5


@jit
def if_return(x):
    global G
    if x[0] > 0:
        G = 3
        return x + G
    return x - G


@jit
def both_branches(x):
    global G
    if x[0] > 0:
        G = 3
    else:
        G = 4
    return x + G


@jit
def for_over_tensor(x):
    global G
    for v in x:
        G = G + v
    return G


@jit
def while_after_write(x):
    global G
    G = 1
    while x[0] < 5:
        x = x + G
        G = G + 1
    return x, G


@jit
def int_read_then_tensor(x):
    global G
    G = x * x
    y = G * 1
    if x[0] > 0:
        y = y + G
    return y


pos = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("if with return, taken", if_return, pos)
emit_error("if with return, not taken", if_return, -pos)
emit_error("both branches, true", both_branches, pos)
emit_error("both branches, false", both_branches, -pos)
emit_error("for over a Tensor", for_over_tensor, pos)
emit_error("while after a write", while_after_write, pos)
emit_error("int read joined with a Tensor: TypeError", int_read_then_tensor, pos)
emit("G after", G)
