"""``global GQ; GQ += x`` of a module Parameter in graph code is MindSpore 2.10's Assign: GQ is updated every run
([2, 4] after one call, [3, 6] after two) and ``return GQ`` is the new value; ``GP = GP * 2`` only binds a local
(GP unchanged, the first-block read after it is the Parameter's value).  msgraph refused it (MSG103), then returned
the Parameter unchanged.  Measured session 37 (global37)."""
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, jit
from _conf import emit, emit_error

GP = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="gp")
GQ = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="gq")


@jit
def rebind(x):
    global GP
    GP = GP * 2
    return GP + x


@jit
def add_in_place(x):
    global GQ
    GQ += x
    return GQ


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("GP = GP * 2", rebind, x)
emit("GP after", GP.asnumpy())
emit_error("GQ += x", add_in_place, x)
emit("GQ after", GQ.asnumpy())
emit_error("GQ += x, second call", add_in_place, x)
emit("GQ after second call", GQ.asnumpy())
