"""The general form of repros 950, 4250 and 7150: a constant array in a graph value's place.

Constant folding turns ``ops.ones``/``zeros_like``/gradient seeds into constant arrays (often
broadcast views with zero strides).  Where such a constant becomes a graph value -- an ``if``
branch's result, a ``while`` loop's initial value, a backward loop's incoming gradient -- the CUDA
code must hold its device copy: the fuzzer's backend context sets ``MSGRAPH_CUDA_STRICT=1``, so a
host array reaching a kernel launch fails here even when it happens to be contiguous.

Run: python repro_host_constant_values.py
"""
import os

import numpy as np

import msgraph as ms
from msgraph import ops


def branch_const(x):
    if x.sum() > 0:
        y = ops.ones((4, 3), ms.float32) * 2.0
    else:
        y = x
    return (y * x).sum(axis=0), y.reshape(3, 4)


def while_zeros(x):
    acc = ops.zeros_like(x)
    i = x.sum() * 0.0
    while i < 3.0:
        acc = acc + ops.tanh(x) * 0.5
        i = i + 1.0
    return acc.mean(axis=1), acc.T


def broadcast_const(x):
    b = ops.broadcast_to(ops.ones((1, 3), ms.float32), (4, 3))
    return (b + x).max(), ops.stack((b, x), 0).mean(axis=0)


def grads(x):
    return ms.grad(lambda a: ops.stack((a, a * a), 1).mean() + while_zeros(a)[0].sum())(x)


if __name__ == "__main__":
    os.environ.setdefault("NUMBA_ENABLE_CUDASIM", "1")   # before numba.cuda is imported
    import msgraph.compiler
    from msgraph.testing.fuzz import assert_same, cuda_sim_backend as backend

    msgraph.compiler.VERIFY_IR = True
    x = ms.Tensor(np.linspace(-1, 2, 12, dtype=np.float32).reshape(4, 3))
    for fn in (branch_const, while_zeros, broadcast_const, grads):
        expected = fn(x)                           # PyNative
        for level in ("O1", "O2"):
            with backend():
                got = ms.jit(fn, jit_config=ms.JitConfig(jit_level=level))(x)
            assert_same(expected, got, 1e-5)
        print("ok", fn.__name__)
