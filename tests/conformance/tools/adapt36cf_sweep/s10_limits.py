"""Loop and recursion limits in graph code: long Python-range for loops (unrolled or not), nested fors, while with
many Tensor iterations, recursion depth on Tensor / Python conditions, list growth in long loops."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def for_n(x):
    for i in range(2000):
        x = x + i
    return x


case("for_2000", lambda: for_n(f32(0.0)))


@jit
def for_if_n(x):
    for i in range(600):
        if x > 1000:
            x = x - i
        else:
            x = x + i
    return x


case("for_if_600", lambda: for_if_n(f32(0.0)))


@jit
def nested_for(x):
    for i in range(30):
        for j in range(30):
            x = x + i * j
    return x


case("nested_30x30", lambda: nested_for(f32(0.0)))


@jit
def while_many(x, n):
    i = Tensor(0)
    while i < n:
        x = x + 1
        i = i + 1
    return x


case("while_100000", lambda: while_many(f32(0.0), Tensor(100000)))


@jit
def while_py_many(x):
    i = 0
    while i < 1500:
        x = x + 1
        i = i + 1
    return x


case("while_py_1500", lambda: while_py_many(f32(0.0)))


@jit
def rec(x, n):
    if n == 0:
        return x
    return rec(x + 1, n - 1)


case("rec_py_50", lambda: rec(f32(0.0), 50))
case("rec_py_400", lambda: rec(f32(0.0), 400))


@jit
def rec_t(x):
    if x > 0:
        return rec_t(x - 1) + 2
    return x


case("rec_tensor_10", lambda: rec_t(f32(10.0)))
case("rec_tensor_grad", lambda: ms.grad(rec_t)(f32(3.0)))


@jit
def list_grow(x):
    out = []
    for i in range(200):
        out.append(x * i)
    return out[-1] + out[1]


case("list_grow_200", lambda: list_grow(f32(1.0)))


@jit
def for_tensor_iter_large(x):
    s = x[0] * 0
    for v in x:
        s = s + v
    return s


case("for_tensor_iter_300", lambda: for_tensor_iter_large(Tensor(np.arange(300).astype(np.float32))))


@jit
def for_in_while_many(x, n):
    i = Tensor(0)
    while i < n:
        for k in range(5):
            x = x + k
        i = i + 1
    return x


case("for_in_while_many", lambda: for_in_while_many(f32(0.0), Tensor(50)))
case("for_in_while_many_grad", lambda: ms.grad(for_in_while_many)(f32(0.0), Tensor(50)))
