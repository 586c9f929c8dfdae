"""left36 (left35 left item): ``Tensor.copy()`` and ``Tensor.contiguous()`` of a view are ops.  A
``jit(capture_mode='trace')`` function using them runs its Python once per key, as MindSpore 2.10's (msgraph's
record could not stand for a Tensor its own code made outside the ops, so it re-ran the Python on every call: 3
appends for 3 calls); the gradient flows through ``x.copy()`` ([2, 2] for ``(x.copy() * 2).sum()``; msgraph gave
[0, 0]); the copy owns its data.  Not followed: MindSpore's trace freezes ``x.transpose(1, 0).contiguous()``'s
value at the first call (msgraph computes it: only the call count of that function is compared)."""
import threading

import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

CALLS = []


def in_thread(fn, *args):
    """Calls ``fn`` on a fresh thread's stack: MindSpore's trace reads the source line of every caller frame,
    which the conformance harness's ``runpy`` frames do not have (left35/trace_side_effects)."""
    out = []
    th = threading.Thread(target=lambda: out.append(fn(*args)))
    th.start()
    th.join()
    return out[0]


@ms.jit(capture_mode="trace")
def f(x):
    CALLS.append(1)
    y = x.copy()
    return y * 2 + 1


@ms.jit(capture_mode="trace")
def g(x):
    CALLS.append(2)
    y = x.transpose(1, 0).contiguous()
    return y * 2


for i, v in enumerate(([1.0, 2.0], [3.0, 5.0], [-1.0, 0.5])):
    emit(f"trace_copy_{i}", in_thread(f, Tensor(np.array(v, np.float32))))
    emit(f"trace_copy_calls_{i}", len(CALLS))
in_thread(g, Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)))
in_thread(g, Tensor(np.array([[5.0, 6.0], [7.0, 8.0]], np.float32)))
emit("trace_contiguous_calls", len(CALLS))


def h(x):
    return (x.copy() * 2).sum()


def k(a):
    return (a.transpose(1, 0).contiguous() * Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))).sum()


x = Tensor(np.array([1.0, 2.0], np.float32))
emit("grad_copy", ms.grad(h)(x))
emit("grad_contiguous", ms.grad(k)(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))))
y = x.copy()
y[0] = 5
emit("copy_owns_data", (x, y))
