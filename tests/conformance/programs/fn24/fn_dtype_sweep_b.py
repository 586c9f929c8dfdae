"""Functional-API dtype x shape sweep (part b), found by diffing msgraph against MindSpore 2.10 call by call:
MindSpore's Python-level argument checks and primitive dtype lists --
ops.diff (0-d TypeError, empty ValueError, n != 1 RuntimeError), ops.bincount (only 1-d, ValueError; a float
input counts only values equal to a bin index), ops.nan_to_num (float64 TypeError), ops.clamp (bool input or
bounds ValueError), ops.fmax (float16/32/64, int32/64 only; a bool Tensor with an int promotes to Int64),
ops.heaviside (no bool), ops.gcd (int16/32/64), ops.lcm (int32/64; a bool Tensor with an int is Int64),
ops.cdist (rank 2 or 3 ValueError, then float TypeError), ops.addmv / ops.mv (the strict 2-D MatMul, input dtype
and mat/vec dtype TypeErrors), ops.cross with no axis of size 3 (ValueError).  Graph mode runs them in a Cell."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit_error
from _fn24_util import Binary, mk, run

FOLLOW_PYNATIVE = {
    "cdist_int32_1d": "MindSpore 2.10's Graph mode checks Cdist's dtype before its rank, PyNative the rank first",
}


class Diff(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.n = n

    def construct(self, x):
        return ops.diff(x, self.n)


class Bincount(nn.Cell):
    def construct(self, x):
        return ops.bincount(x)


class NanToNum(nn.Cell):
    def construct(self, x):
        return ops.nan_to_num(x, 0.0)


class Clamp(nn.Cell):
    def construct(self, x):
        return ops.clamp(x, 0, 1)


class Cdist(nn.Cell):
    def construct(self, x, y):
        return ops.cdist(x, y)


class Addmv(nn.Cell):
    def construct(self, x, m, v):
        return ops.addmv(x, m, v)


class Cross(nn.Cell):
    def construct(self, x, y):
        return ops.cross(x, y)


DT = ("bool", "int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64")
for dt in DT:
    emit_error(f"diff_{dt}_1d", run, Diff(1), lambda x: ops.diff(x), mk(dt, (5,)))
    emit_error(f"bincount_{dt}_1d", run, Bincount(), ops.bincount, mk(dt, (5,)))
    emit_error(f"nan_to_num_{dt}", run, NanToNum(), lambda x: ops.nan_to_num(x, 0.0), mk(dt, (4,)))
    emit_error(f"clamp_{dt}", run, Clamp(), lambda x: ops.clamp(x, 0, 1), mk(dt, (5,)))
    emit_error(f"fmax_{dt}", run, Binary(ops.fmax), ops.fmax, mk(dt, (5,)), mk(dt, (5,)))
    emit_error(f"heaviside_{dt}", run, Binary(ops.heaviside), ops.heaviside, mk(dt, (5,)), mk(dt, (5,)))
    emit_error(f"gcd_{dt}", run, Binary(ops.gcd), ops.gcd, mk(dt, (5,)), mk(dt, (5,)) + 0)
    emit_error(f"lcm_{dt}", run, Binary(ops.lcm), ops.lcm, mk(dt, (5,)), mk(dt, (5,)))
    emit_error(f"cdist_{dt}", run, Cdist(), ops.cdist, mk(dt, (3, 4)), mk(dt, (2, 4)))
    emit_error(f"addmv_{dt}", run, Addmv(), ops.addmv, mk(dt, (3,)), mk(dt, (3, 4)), mk(dt, (4,)))
    emit_error(f"cross_{dt}_1d", run, Cross(), ops.cross, mk(dt, (5,)), mk(dt, (5,)))
for dt in ("int32", "float32"):
    emit_error(f"diff_{dt}_0d", run, Diff(1), lambda x: ops.diff(x), mk(dt, ()))
    emit_error(f"diff_{dt}_e", run, Diff(1), lambda x: ops.diff(x), mk(dt, (0, 3)))
    emit_error(f"diff_{dt}_n2", run, Diff(2), lambda x: ops.diff(x, 2), mk(dt, (5,)))
    emit_error(f"bincount_{dt}_2d", run, Bincount(), ops.bincount, mk(dt, (3, 4)))
    emit_error(f"cdist_{dt}_1d", run, Cdist(), ops.cdist, mk(dt, (4,)), mk(dt, (4,)))
    emit_error(f"addmv_{dt}_vec2d", run, Addmv(), ops.addmv, mk(dt, (3,)), mk(dt, (3, 4)), mk(dt, (3, 4)))
    emit_error(f"addmv_{dt}_mat1d", run, Addmv(), ops.addmv, mk(dt, (3,)), mk(dt, (4,)), mk(dt, (4,)))
    emit_error(f"cross_{dt}_0d", run, Cross(), ops.cross, mk(dt, ()), mk(dt, ()))
emit_error("addmv_mixed", run, Addmv(), ops.addmv, mk("float32", (3,)), mk("float32", (3, 4)), mk("float16", (4,)))
emit_error("bincount_float_values", run, Bincount(), ops.bincount, Tensor(np.array([0.5, 1.0, 2.0, 2.0, 3.5], np.float32)))
emit_error("clamp_bool_bound", run, Clamp(), lambda x: ops.clamp(x, True, 2), mk("int32", (5,)))
emit_error("clamp_tensor_method_bool", run, Clamp(), lambda x: x.clamp(0, 1), mk("bool", (5,)))
