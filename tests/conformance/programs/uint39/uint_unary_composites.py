"""uint16 / uint32 / uint64 Tensors in ops MindSpore 2.10 has no kernel for, or composes of primitives that mix them
with a number (uint39; the adapt38oa / adapt38om sweeps' uint cases): Abs (ops.abs, absolute, vector_norm) and Sign
(sign, sgn, rrelu) are TypeErrors, Round a RuntimeError; signbit (Less(x, 0)), exp2 (Pow(2.0, x)), xlogy(x, 2),
xdivy(x, 2.0), threshold(x, 1.0, 20.0), hardtanh, remainder(x, 2) and remainder beside a bool Tensor, fmod(x, 2)
and div(x, 2, rounding_mode=...) are implicit conversion's or a kernel's errors; ops.sub has no uint32 / uint64
kernel (and `True - x` is Sub, ops.subtract(x, x, alpha=2) too), while `x - y` (SubExt) computes; Unique has no
uint32 / uint64 kernel.  msgraph computed them all (SILENT).  Each in
PyNative and inside a Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _cellrun import run


def mk(dt, shape=(2, 3), k=0):
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) + k) % 5 + 1.0
    if dt == "bool":
        a = a > 2
    return Tensor(a.astype(dt).reshape(shape))


def f_abs(x):
    return ops.abs(x)


def f_absolute(x):
    return ops.absolute(x)


def f_vector_norm(x):
    return ops.vector_norm(x, 3)


def f_sign(x):
    return ops.sign(x)


def f_sgn(x):
    return ops.sgn(x)


def f_round(x):
    return ops.round(x)


def f_signbit(x):
    return ops.signbit(x)


def f_exp2(x):
    return ops.exp2(x)


def f_xlogy(x):
    return ops.xlogy(x, 2)


def f_xdivy(x):
    return ops.xdivy(x, 2.0)


def f_threshold(x):
    return ops.threshold(x, 1.0, 20.0)


def f_hardtanh(x):
    return ops.hardtanh(x)


def f_remainder(x):
    return ops.remainder(x, 2)


def f_remainder_same(x):
    return ops.remainder(x, x)


def f_fmod(x):
    return ops.fmod(x, 2)


def f_fmod_same(x):
    return ops.fmod(x, x)


def f_div_trunc(x):
    return ops.div(x, 2, rounding_mode="trunc")


def f_div_floor(x):
    return ops.div(x, 2, rounding_mode="floor")


def f_ops_sub(x):
    return ops.sub(x, x)


def f_minus(x):
    return x - x


def f_true_minus(x):
    return True - x


def f_unique(x):
    return ops.unique(x)[0]


def f_subtract_alpha(x):
    return ops.subtract(x, x, alpha=2)


def f_remainder_bool(x, b):
    return ops.remainder(x, b)


def f_bool_minus(b, x):
    return b - x


FOLLOW_PYNATIVE = {
    "f_minus_uint32": "no graph-code Sub kernel for uint32 / uint64; PyNative's `-` (SubExt) computes",
    "f_minus_uint64": "no graph-code Sub kernel for uint32 / uint64; PyNative's `-` (SubExt) computes",
    "f_bool_minus_uint32": "no graph-code Sub kernel for uint32 / uint64; PyNative's `-` (SubExt) computes",
    "f_bool_minus_uint64": "no graph-code Sub kernel for uint32 / uint64; PyNative's `-` (SubExt) computes",
    "f_remainder_same_uint32": "graph code composes it with Sub, which has no uint32 / uint64 kernel there",
    "f_remainder_same_uint64": "graph code composes it with Sub, which has no uint32 / uint64 kernel there",
    "f_fmod_same_uint32": "graph code composes it with Sub, which has no uint32 / uint64 kernel there",
    "f_fmod_same_uint64": "graph code composes it with Sub, which has no uint32 / uint64 kernel there",
    "f_round_uint16": "PyNative: Round's KernelMod RuntimeError; graph code: a TypeError",
    "f_round_uint32": "PyNative: Round's KernelMod RuntimeError; graph code: a TypeError",
    "f_round_uint64": "PyNative: Round's KernelMod RuntimeError; graph code: a TypeError",
    "f_div_floor_uint16": "PyNative: FloorDiv's KernelMod RuntimeError; graph code: a TypeError",
    "f_div_floor_uint32": "PyNative: FloorDiv's KernelMod RuntimeError; graph code: a TypeError",
    "f_div_floor_uint64": "PyNative: FloorDiv's KernelMod RuntimeError; graph code: a TypeError",
    "f_signbit_uint16": "graph code's Less takes the number 0 beside the uint Tensor; PyNative refuses it",
    "f_signbit_uint32": "graph code's Less takes the number 0 beside the uint Tensor; PyNative refuses it",
    "f_signbit_uint64": "graph code's Less takes the number 0 beside the uint Tensor; PyNative refuses it",
    "f_subtract_alpha_uint16": "graph code's Muls (alpha * other) takes no number beside a uint16 Tensor",
}
for u in ("uint16", "uint32", "uint64"):
    for fn in (f_abs, f_absolute, f_vector_norm, f_sign, f_sgn, f_round, f_signbit, f_exp2, f_xlogy, f_xdivy,
               f_threshold, f_hardtanh, f_remainder, f_remainder_same, f_fmod, f_fmod_same, f_div_trunc, f_div_floor,
               f_ops_sub, f_minus, f_true_minus, f_unique, f_subtract_alpha):
        run(f"{fn.__name__}_{u}", fn, mk(u))
    run(f"f_remainder_bool_{u}", f_remainder_bool, mk(u), mk("bool", (2, 3), 1))
    run(f"f_bool_minus_{u}", f_bool_minus, mk("bool", (2, 3), 1), mk(u))
