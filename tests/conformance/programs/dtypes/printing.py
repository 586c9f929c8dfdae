"""MindSpore's Tensor text: repr() in both modes, ops.print_ inside a compiled function."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_stdout

CASES = [np.array([1.0, 2.5, -3.25], np.float32), np.array([[1, 2], [3, 4]], np.int64), np.array([True, False]),
         np.array([0.1, 100000.0], np.float64), np.array([1.5, 2], np.float16), np.arange(2000, dtype=np.float32),
         np.array(3.0, np.float32), np.array(7, np.int32), np.arange(24, dtype=np.float32).reshape(2, 3, 4),
         np.array([np.nan, np.inf, -np.inf, 0.0], np.float32), np.zeros((0, 3), np.float32),
         np.arange(2500, dtype=np.float32).reshape(50, 50), np.arange(2000, dtype=np.int32), np.zeros((0,), np.float32),
         np.array(0.1, np.float32), np.array(1e-7, np.float32), np.array(True), np.array([1, 2], np.uint8)]
for k, a in enumerate(CASES):
    emit(f"repr_{k}", repr(Tensor(a)))


@ms.jit
def show(x, y):
    ops.print_("x:", x, "y:", y)
    return x + 1


def run():
    show(Tensor(np.array([[0.5, 1.5]], np.float32)), Tensor(np.array([1, 2], np.int32)))


emit_stdout("print_in_jit", run)


@ms.jit
def show_more(a, b, c, d, e):
    ops.print_(a, b, c, d, e)
    return a


def run_more():
    show_more(Tensor(np.array([1.5, 2], np.float32)), Tensor(np.array(2.5, np.float32)), Tensor(np.array(3, np.int32)),
              Tensor(np.arange(2000, dtype=np.float32)), Tensor(np.array([True, False])))


emit_stdout("print_vectors_and_scalars", run_more)
