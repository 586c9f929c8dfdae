"""``global GT; GT += x`` (``*=``) of a module Tensor in graph code: MindSpore 2.10's in-place op writes the module's
Tensor itself, every run (GT is [2, 4] after one call, [3, 6] after two), and a read of GT after it in the first
block sees the new value (a read before it the old).  msgraph refused it (MSG103); with the assigned global compiled
it had returned the old Tensor and left the global unchanged.  Measured session 37 (global37)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error

GT = Tensor(np.array([1.0, 2.0], np.float32))
GU = Tensor(np.array([1.0, 2.0], np.float32))
GV = Tensor(np.array([1.0, 2.0], np.float32))


@jit
def add_in_place(x):
    global GT
    GT += x
    return GT


@jit
def before_and_after(x):
    global GU
    a = GU * 1
    GU += x
    return a, GU + 0


@jit
def then_if(x):
    global GV
    GV *= 3
    if x[0] > 0:
        x = x + GV
    return x


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("GT += x; return GT", add_in_place, x)
emit("GT after", GT)
emit_error("GT += x, second call", add_in_place, x)
emit("GT after second call", GT)
emit_error("read before and after", before_and_after, x)
emit("GU after", GU)
emit_error("GV *= 3 then if", then_if, x)
emit("GV after", GV)
