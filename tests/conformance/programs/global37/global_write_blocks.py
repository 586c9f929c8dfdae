"""``global G`` assigned in graph code, read in a later block: after or inside an ``if`` / ``for`` / ``while`` a read
of G is the value assigned (a Tensor ``if`` that assigns G in one branch reads the module global in the other; a
Tensor ``while`` body carries G in from the module global), while the module global is never written.  msgraph
refused every assigned ``global`` (MSG103).  Measured session 37 (global37)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error

G = 5


@jit
def if_tensor(x):
    global G
    if x[0] > 0:
        G = 7
    return x + G


@jit
def if_const(x):
    global G
    if G > 0:
        G = 7
    return x + G


@jit
def for_loop(x):
    global G
    for i in range(3):
        G = G + i
    return x + G


@jit
def while_const(x):
    global G
    i = 0
    while i < 3:
        G = G + 1
        i += 1
    return x + G


@jit
def while_tensor(x):
    global G
    while x[0] < 10:
        x = x + 1
        G = G + 1
    return x + G


@jit
def read_in_if(x):
    global G
    G = 9
    y = x + G
    if x[0] > 0:
        y = y * G
    return y


@jit
def read_in_for(x):
    global G
    G = 50
    for _ in range(2):
        x = x + G
    return x


@jit
def if_then_rest(x):
    global G
    G = G * 4
    if x[0] > 100:
        x = x - 1
    return x + G


pos = Tensor(np.array([1.0, 2.0], np.float32))
neg = Tensor(np.array([-1.0, -2.0], np.float32))
emit_error("if Tensor, taken", if_tensor, pos)
emit_error("if Tensor, not taken (global)", if_tensor, neg)
emit_error("if constant condition", if_const, pos)
emit_error("for over range", for_loop, pos)
emit_error("while constant", while_const, pos)
emit_error("while Tensor (carried in from the global)", while_tensor, pos)
emit_error("while Tensor, never runs", while_tensor, Tensor(np.array([20.0, 1.0], np.float32)))
emit_error("read inside if after write", read_in_if, pos)
emit_error("read inside for after write", read_in_for, pos)
emit_error("read after an if not taken", if_then_rest, pos)
emit("G after", G)
