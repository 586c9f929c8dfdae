"""logical_and / logical_or / logical_xor of a uint16 / uint32 / uint64 Tensor beside a 0-d Tensor of another dtype
are MindSpore 2.10's implicit-conversion TypeError (uint39; adapt38oa's binary sweep); beside a bool Tensor or the
same dtype they compute.  isclose takes no uint16 / uint32 / uint64 Tensor (IsClose's TypeError).  msgraph read the
logical operands as bools and compared the uint ones (SILENT).  Each in PyNative and inside a Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _cellrun import run


def mk(dt, shape=(2, 3), k=0):
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) + k) % 3
    if dt == "bool":
        a = a > 0
    return Tensor(a.astype(dt).reshape(shape))


def f_and(x, y):
    return ops.logical_and(x, y)


def f_or(x, y):
    return ops.logical_or(x, y)


def f_xor(x, y):
    return ops.logical_xor(x, y)


def f_isclose(x, y):
    return ops.isclose(x, y)


for u in ("uint16", "uint32", "uint64"):
    run(f"f_isclose_{u}", f_isclose, mk(u), mk(u, (2, 3), 1))
    for fn in (f_and, f_or, f_xor):
        for on in ("int64", "float32", "bool", "same"):
            run(f"{fn.__name__}_{u}_0d{on}", fn, mk(u), mk(u if on == "same" else on, (), 1))
