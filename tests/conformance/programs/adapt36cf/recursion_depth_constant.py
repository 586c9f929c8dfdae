"""A recursion whose depth a Python counter decides (``rec(x + 1, n - 1)`` down to ``n == 0``), 50 and 75 levels
deep: MindSpore 2.10 compiles it (it runs up to 332 levels, then its RuntimeError "Exceed function call depth limit
1000"); msgraph had refused any recursion deeper than 40 levels (MSG408).  Deeper than 79 levels msgraph still
raises its RuntimeError (MSG408), as MindSpore does from 333 (docs/differences.md).  Found by adapting st
compiler/control test_recrusive_fun to a Python counter (session 36, adapt36cf)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit_error


@jit
def rec(x, n):
    if n == 0:
        return x
    return rec(x + 1, n - 1)


def doubling(x, n):
    if n <= 0:
        return x
    return doubling(x * 2, n - 1)


@jit
def call_doubling(x, n):
    return doubling(x, n)


x = Tensor(np.array([0.0], np.float32))
emit_error("50 levels", rec, x, 50)
emit_error("75 levels", rec, x, 75)
emit_error("50 levels grad", ms.grad(rec), x, 50)
emit_error("doubling 60", call_doubling, Tensor(np.array([1.0], np.float32)), 60)
emit_error("1000 levels: RuntimeError", rec, x, 1000)
