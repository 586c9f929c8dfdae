"""uint16 / uint32 / uint64 Tensors beside other operands (uint39; measured with tests/conformance/tools/uint39_sweep):
MindSpore 2.10's implicit type conversion has no rule for them, so `+`, `-`, `//`, `**`, comparisons, `&`, and
ops.add / pow / maximum / where beside a Tensor of another dtype (0-d too) or a Python int / float are its TypeError
("Type implicit conversion between Int8 and UInt16 is not supported."); the same dtype, a bool Tensor and a Python
bool compute.  msgraph promoted and computed (SILENT: uint16 + int8 was Int32, uint16 + 1 UInt16, uint64 + int8
Float64).  Each in PyNative and inside a Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _cellrun import run

C = Tensor(np.array([[True, False, True], [False, True, False]]))


def mk(dt, shape=(2, 3), k=0):
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) + k) % 5 + 1.0
    if dt == "bool":
        a = a > 2
    return Tensor(a.astype(dt).reshape(shape))


def add(x, y):
    return x + y


def radd(x, y):
    return y + x


def sub(x, y):
    return x - y


def fdiv(x, y):
    return x // y


def pw(x, y):
    return x ** y


def le(x, y):
    return x <= y


def ne(x, y):
    return x != y


def band(x, y):
    return x & y


def f_add(x, y):
    return ops.add(x, y)


def f_pow(x, y):
    return ops.pow(x, y)


def f_max(x, y):
    return ops.maximum(x, y)


def f_where(x, y):
    return ops.where(C, x, y)


# MindSpore 2.10's graph code has no Sub kernel for uint32 / uint64 (PyNative's `-` is SubExt and computes them)
FOLLOW_PYNATIVE = {
    "sub_uint32_bool": "no graph-code Sub kernel for uint32 / uint64; PyNative's `-` computes",
    "sub_uint32_sbool": "no graph-code Sub kernel for uint32 / uint64; PyNative's `-` computes",
    "sub_uint32_same": "no graph-code Sub kernel for uint32 / uint64; PyNative's `-` computes",
    "sub_uint64_bool": "no graph-code Sub kernel for uint32 / uint64; PyNative's `-` computes",
    "sub_uint64_sbool": "no graph-code Sub kernel for uint32 / uint64; PyNative's `-` computes",
    "sub_uint64_same": "no graph-code Sub kernel for uint32 / uint64; PyNative's `-` computes",
}
OTHERS = {"int8": lambda: mk("int8", (2, 3), 1), "0dint64": lambda: mk("int64", (), 2),
          "float32": lambda: mk("float32", (2, 3), 1), "sint": lambda: 2, "sfloat": lambda: 1.5,
          "bool": lambda: mk("bool", (2, 3), 1), "sbool": lambda: True, "same": None}
for u in ("uint16", "uint32", "uint64"):
    for fn in (add, radd, sub, fdiv, pw, le, ne, band, f_add, f_pow, f_max, f_where):
        if fn is f_max and u == "uint16":
            continue
        for on, o in OTHERS.items():
            if fn in (band,) and on in ("float32", "sfloat"):
                continue
            if fn is fdiv and u == "uint64" and on == "bool":
                continue   # (x // 0 of uint64: left, docs/differences.md, Session 39 (uint39))
            run(f"{fn.__name__}_{u}_{on}", fn, mk(u), mk(u, (2, 3), 2) if o is None else o())
