"""x + 0 of a -0.0 in graph code: MindSpore 2.10's Graph mode folds the addition of a zero away for float32 / float64
(the -0.0 stays -0.0, where IEEE addition gives +0.0) but adds in float16 (+0.0, as PyNative does); x - 0 and x * 1
keep -0.0 anyway (adapt45uta's sweep found the float16 case).  Signs printed, so -0.0 and +0.0 differ."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit
from _conf import emit


@jit
def zero_plus(t):
    return 0 + t


@jit
def plus_zero(t):
    return t + 0


@jit
def plus_float_zero(t):
    return t + 0.0


@jit
def add_zero(t):
    return ops.add(t, 0)


@jit
def minus_zero(t):
    return t - 0


@jit
def times_one(t):
    return t * 1


for dt in (np.float16, np.float32, np.float64):
    t = Tensor(np.array([-0.0, 1.5, -2.0], dt))
    for name, fn in (("0 + t", zero_plus), ("t + 0", plus_zero), ("t + 0.0", plus_float_zero),
                     ("ops.add(t, 0)", add_zero), ("t - 0", minus_zero), ("t * 1", times_one)):
        r = fn(t)
        emit(f"{np.dtype(dt).name} {name}", (r, np.signbit(r.asnumpy()).tolist()))
    emit(f"{np.dtype(dt).name} eager 0 + t", np.signbit((0 + t).asnumpy()).tolist())
