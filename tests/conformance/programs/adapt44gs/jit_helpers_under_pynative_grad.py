"""adapt44gs: an ``@ms.jit`` function differentiated from PyNative is compiled whole, its helpers too (MindSpore 2.10
CPU; st compiler/syntax test_parse_exception's unsupported statements moved into a function the jit function calls,
differentiated with ms.grad / value_and_grad / GradOperation).

``try`` / ``nonlocal`` / ``del`` in a helper are MindSpore's RuntimeError "Unsupported statement ..." under a
PyNative gradient as when the jit function is called.  msgraph ran the function's Python on the tape and returned a
gradient (silent); it now compiles the graph (cached for later calls) before running it there.  A helper the graph
accepts keeps its gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def h_try(x):
    try:
        return x * 2
    except ValueError:
        return x


def h_nonlocal(x):
    n = 1

    def inc():
        nonlocal n
        n = n + 1
    inc()
    return x * n


def h_del(x):
    y = x + 1
    del y
    return x


def h_ok(x):
    return x * x


@ms.jit
def j_helper_try(x):
    return h_try(x).sum()


@ms.jit
def j_helper_nonlocal(x):
    return h_nonlocal(x).sum()


@ms.jit
def j_helper_del(x):
    return h_del(x).sum()


@ms.jit
def j_helper_ok(x):
    return h_ok(x).sum()


for f in (j_helper_try, j_helper_nonlocal, j_helper_del, j_helper_ok):
    n = f.__name__[2:]
    emit_error(f"{n}_call", f, X)
    emit_error(f"{n}_grad", ms.grad(f), X)
    emit_error(f"{n}_value_and_grad", ms.value_and_grad(f), X)
    emit_error(f"{n}_gradoperation", ops.GradOperation()(f), X)
