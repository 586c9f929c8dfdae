"""Primitives called with MindSpore's input names as keywords (tests/ut/python/ops/test_primitive_with_kwargs.py):
Concat(tensors=), Add(input=, other=), Mul/Div (msgraph's own __call__), Transpose, Cast, ReduceSum, and the
binding errors (an unknown name, a repeated input, a missing one, a primitive MindSpore calls with *args)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
y = Tensor(np.ones((2, 3), np.float32))


def run(fn, *args):
    if ms.get_context("mode") == ms.GRAPH_MODE:
        return ms.jit(fn)(*args)
    return fn(*args)


def concat(a, b):
    return ops.Concat(axis=1)(tensors=(a, b))


def add_kw(a, b):
    return ops.Add()(input=a, other=b)


def add_mixed(a, b):
    return ops.Add()(a, other=b)


def mul_kw_order(a, b):
    return ops.Mul()(other=b, input=a)


def div_kw(a, b):
    return ops.Div()(a, other=b)


def transpose(a):
    return ops.Transpose()(input=a, dims=(1, 0))


def cast(a):
    return ops.Cast()(a, dtype=ms.int32)


def reduce_sum(a):
    return ops.ReduceSum(keep_dims=True)(x=a, axis=1)


def relu(a):
    return ops.ReLU()(input=a)


def unexpected(a):
    return ops.Softmax()(x=a)


def multiple(a, b):
    return ops.Add()(a, input=b)


def missing(a):
    return ops.Add()(other=a)


def varargs_prim(a, b):
    return ops.Sub()(x=a, y=b)


for fn in (concat, add_kw, add_mixed, mul_kw_order, div_kw):
    emit(fn.__name__, run(fn, x, y))
for fn in (transpose, cast, reduce_sum, relu):
    emit(fn.__name__, run(fn, x))


def error_kind(fn, *args):
    """RuntimeError first: msgraph's graph-mode binding errors are both TypeError and RuntimeError."""
    try:
        run(fn, *args)
        return "ok"
    except RuntimeError:
        return "RuntimeError"
    except TypeError:
        return "TypeError"


emit("unexpected", error_kind(unexpected, x))
emit("multiple", error_kind(multiple, x, y))
emit("missing", error_kind(missing, x))
emit("varargs_prim", error_kind(varargs_prim, x, y))
