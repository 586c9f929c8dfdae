"""``global G; G = 9`` under ``jit(capture_mode='bytecode')``: MindSpore 2.10's bytecode capture writes the module
global (STORE_GLOBAL: Python's semantics, G is 9 after the call and ``x + G`` adds 9), unlike the 'ast' parser
(global37's other programs).  A guard: msgraph runs such a function as Python."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error

G = 5
tmp = None


def write_then_read(x):
    global G
    G = 9
    return x + G


def tensor_global():
    global tmp
    tmp = Tensor(np.array([1, 3], np.int64))
    tmp *= 2
    return tmp


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("G = 9; x + G", jit(write_then_read, capture_mode="bytecode"), x)
emit("G after", G)
emit_error("tmp = Tensor; tmp *= 2", jit(tensor_global, capture_mode="bytecode"))
emit("tmp after", tmp)
