"""Session 24's leftovers (fn25): a float trunc division keeps the sign of a zero quotient (-0.0); ops.topk of a 0-d
Tensor is TopK's kernel RuntimeError (bool: its TypeError); ops.searchsorted refuses a 0-d sequence (ValueError),
gives an empty result for an empty one, and has no bool / uint8 / float16 kernel in PyNative (RuntimeError; Graph
mode: TypeError for bool / uint8, float16 runs); ops.aminmax of an empty Tensor is ArgMinWithValue's ValueError,
before its bool check; ops.addmm's MatMul checks the inner dimensions before refusing bool in PyNative
(ValueError first; Graph mode selects the kernel first: TypeError)."""
import numpy as np
from mindspore import Tensor, ops
from _fn25_util import mk, run


def trunc_t(x, y):
    return ops.div(x, y, rounding_mode="trunc")


def topk1(x):
    return ops.topk(x, 1)


def topk2(x):
    return ops.topk(x, 2)


def searchsorted(s, v):
    return ops.searchsorted(s, v)


def addmm(x):
    return ops.addmm(x, x, x)


def aminmax0(x):
    return ops.aminmax(x, axis=0)


for dt in ("float16", "float32", "float64"):
    run(f"trunc_t_neg_{dt}", trunc_t, mk(dt, (3, 4)), Tensor(np.full((3, 4), 3.0, dt)))
for dt in ("bool", "int32", "float32"):
    run(f"topk1_0d_{dt}", topk1, mk(dt, ()))
    run(f"topk2_0d_{dt}", topk2, mk(dt, ()))
for dt in ("bool", "int8", "uint8", "int32", "int64", "float16", "float32", "float64"):
    run(f"searchsorted_1d_{dt}", searchsorted, mk(dt, (5,)), mk(dt, (5,)))
    run(f"searchsorted_0d_{dt}", searchsorted, mk(dt, ()), mk(dt, ()))
    run(f"searchsorted_e_{dt}", searchsorted, mk(dt, (0, 3)), mk(dt, (0, 3)))
    run(f"aminmax_e_{dt}", aminmax0, mk(dt, (0, 3)))
for dt in ("bool", "int32", "float32"):
    run(f"addmm_2d_{dt}", addmm, mk(dt, (3, 4)))
    run(f"addmm_sq_{dt}", addmm, mk(dt, (3, 3)))
