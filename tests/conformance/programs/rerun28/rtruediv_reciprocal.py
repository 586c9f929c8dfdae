"""``number / Tensor`` in MindSpore 2.10 is ``Tensor.reciprocal() * number`` (PyNative: Tensor.__rtruediv__; Graph
mode: div's (Number, Tensor) entry, Muls(Reciprocal(y), x)): one rounding more than a true division, so float32
7 / 3 is 2.3333335, float16 results and the gradient differ from x / y; ints and bools give Float32 (Reciprocal's
dtype), bfloat16 is refused (Reciprocal has no bfloat16 CPU kernel).  ops.div(number, Tensor) stays a true
division."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _rerun28_util import run

X = (np.arange(1, 41, dtype=np.float32) * 0.37).astype(np.float32)


def rdiv_float(t):
    return 3.7 / t


def rdiv_int(t):
    return 7 / t


def rdiv_bool(t):
    return True / t


def ops_div(t):
    return ops.div(3.7, t)


def grad_rdiv(t):
    return ms.grad(rdiv_float)(t)


run("float32 3.7 / t", rdiv_float, Tensor(X))
run("float32 7 / t", rdiv_int, Tensor(X))
run("float16 7 / t", rdiv_int, Tensor(np.array([3.0, 5.0, 6.0, 7.0, 0.1], np.float16)))
run("float64 3.7 / t", rdiv_float, Tensor(X.astype(np.float64)))
run("int32 7 / t", rdiv_int, Tensor(np.array([3, 5, 6, -7], np.int32)))
run("int8 3.7 / t", rdiv_float, Tensor(np.array([3, 5, 6, -7], np.int8)))
run("bool 7 / t", rdiv_int, Tensor(np.array([True, False, True])))
run("True / t", rdiv_bool, Tensor(np.array([3.0, 5.0, 0.0], np.float32)))
run("0-d float32", rdiv_int, Tensor(np.array(3.0, np.float32)))
run("zeros and inf", rdiv_int, Tensor(np.array([0.0, -0.0, np.inf, -np.inf], np.float32)))
run("empty", rdiv_float, Tensor(np.zeros((0, 3), np.float32)))
run("ops.div stays true division", ops_div, Tensor(X))
run("grad of 3.7 / t", grad_rdiv, Tensor(np.array([3.0, 0.37, 7.0, -1.1], np.float32)))
run("bfloat16 refused", rdiv_int, Tensor(np.array([3.0, 5.0], np.float32)).astype(ms.bfloat16))
