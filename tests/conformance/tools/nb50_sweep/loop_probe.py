"""Tensor while/if graphs (msgraph compiles a small graph with control flow into ONE Numba function,
codegen/numba_whole.py) over several dtypes; the same run under MindSpore and msgraph (MSGRAPH_NUMBA=1 / 0):
    (ulimit -v 8000000; env -u PYTHONPATH /tmp/ms/bin/python loop_probe.py > ms.txt)
    MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0 PYTHONPATH=$WT python -m msgraph.run loop_probe.py > nb.txt
"""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor


@ms.jit
def mul_loop(x, n):
    i = Tensor(0, ms.int32)
    while i < n:
        x = x * 3 + 1
        i = i + 1
    return x


@ms.jit
def div_loop(x, n):
    i = Tensor(0, ms.int32)
    while i < n:
        x = x // 2 - 1
        i = i + 1
    return x


@ms.jit
def mod_loop(x, n):
    i = Tensor(0, ms.int32)
    while i < n:
        x = (x * 7 + 3) % 11 - 5
        i = i + 1
    return x


@ms.jit
def float_loop(x, n):
    i = Tensor(0, ms.int32)
    while i < n:
        x = ops.sqrt(ops.abs(x)) * 1.5 - ops.exp(-x) + ops.tanh(x)
        i = i + 1
    return x


@ms.jit
def if_loop(x, n):
    i = Tensor(0, ms.int32)
    while i < n:
        if x.sum() > 10:
            x = x - 3
        else:
            x = x * 2
        i = i + 1
    return x


@ms.jit
def max_loop(x, n):
    i = Tensor(0, ms.int32)
    s = x
    while i < n:
        s = ops.maximum(s, x * i) - ops.minimum(s, x)
        i = i + 1
    return s


@ms.jit
def cast_loop(x, n):
    i = Tensor(0, ms.int32)
    y = ops.cast(x, ms.float32)
    while i < n:
        y = y * 1.7 + ops.cast(i, ms.float32)
        x = ops.cast(y, x.dtype)
        i = i + 1
    return x, y


@ms.jit
def sum_loop(x, n):
    i = Tensor(0, ms.int32)
    acc = x.sum()
    while i < n:
        acc = acc + x.sum() * 3 + x.max()
        x = x + 1
        i = i + 1
    return acc


@ms.jit
def div_float_loop(x, n):
    i = Tensor(0, ms.int32)
    while i < n:
        x = x / 3 + ops.round(x * 0.5) - ops.floor(x / 7)
        i = i + 1
    return x


def show(label, r):
    for k, t in enumerate(r if isinstance(r, tuple) else (r,)):
        a = t.asnumpy()
        print(label, k, a.dtype, a.tolist())


INTV = [0, 1, -1, 100, -100, 7, -7, 127, -128, 50, 33, -33]
FLV = [0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -2.5, 100.0, -7.3, 3.0e4, 1e-3, 9.75]
for fn in (mul_loop, div_loop, mod_loop, if_loop, max_loop, cast_loop, sum_loop, float_loop, div_float_loop):
    for dt in ("int8", "int16", "int32", "int64", "uint8", "float32", "float64"):
        if fn in (float_loop, div_float_loop) and not dt.startswith("float"):
            continue
        v = FLV if dt.startswith("float") else [abs(e) if dt == "uint8" else e for e in INTV]
        x = Tensor(np.array(v).astype(dt))
        for n in (3, 9):
            try:
                show(f"{fn.__name__}:{dt}:{n}", fn(x, Tensor(n, ms.int32)))
            except Exception as e:  # noqa: BLE001
                print(f"{fn.__name__}:{dt}:{n} ERROR {type(e).__name__}")
