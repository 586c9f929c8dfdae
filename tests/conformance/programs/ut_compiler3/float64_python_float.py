"""Brief of h-comp13 (session 19), from h-comp12's open item (Graph-mode Python floats; tests/st/ops float64 cases):
MindSpore 2.10 makes a Python float operand of an elementwise op a float32 scalar first, so with a float64 Tensor
0.1 counts as 0.10000000149011612, in both modes and every form (ops.add/sub/mul/div, P.Add/Sub/Mul/RealDiv,
ops.clamp, ops.equal, Tensor.mul/add, ``*``, ``==``, an ms.mutable float in graph code); graph code also makes
ops.fill/full/full_like, ops.cast and ops.scalar_to_tensor of a float to float64 go through float32 (PyNative and
P.Fill keep 0.1).  msgraph rounded only the Tensor operators' floats (x64 * 0.1), and kept float64 elsewhere."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, ops
from mindspore.ops import operations as P
from _conf import emit

GRAPH = ms.get_context("mode") == ms.GRAPH_MODE


def J(f):
    return jit(f) if GRAPH else f


def f_add_op(x, m):
    return x + 0.1


def f_mul_op(x, m):
    return x * 0.1


def f_ops_add(x, m):
    return ops.add(x, 0.1)


def f_ops_sub(x, m):
    return ops.sub(x, 0.1)


def f_ops_mul(x, m):
    return ops.mul(x, 0.1)


def f_ops_div(x, m):
    return ops.div(x, 0.1)


def f_p_add(x, m):
    return P.Add()(x, 0.1)


def f_p_sub(x, m):
    return P.Sub()(0.1, x)


def f_p_mul(x, m):
    return P.Mul()(x, 0.1)


def f_p_realdiv(x, m):
    return P.RealDiv()(x, 0.1)


def f_t_mul(x, m):
    return x.mul(0.1)


def f_t_add(x, m):
    return x.add(0.1)


def f_clamp(x, m):
    return ops.clamp(x * 0.0, 0.1)


def f_maximum(x, m):
    return ops.maximum(x * 0.0, 0.1)


def f_equal(x, m):
    return ops.equal(x * 0.1, 0.1), (x * 0.1) == 0.1


def f_where(x, m):
    return ops.where(x > 5, x, 0.1)


def f_mut_mul(x, m):
    return x * m, ops.mul(x, m), x + m, P.Sub()(x, m)


def f_fill(x, m):
    return ops.fill(ms.float64, (2,), 0.1), ops.full((2,), 0.1, dtype=ms.float64), ops.full_like(x, 0.1)


def f_fill_mut(x, m):
    return ops.fill(ms.float64, (2,), m)


def f_p_fill(x, m):
    return P.Fill()(ms.float64, (2,), 0.1)


def f_cast(x, m):
    return ops.cast(0.1, ms.float64), ops.scalar_to_tensor(0.1, ms.float64)


def f_float32_tensor(x, m):
    y = ops.cast(x, ms.float32)
    return y * 0.1, ops.add(y, 0.1), P.Sub()(y, 0.1)


def f_int_tensor(x, m):
    y = ops.cast(x, ms.int32)
    return ops.add(y, 0.1), y * 0.1


for name, fn in list(globals().items()):
    if name.startswith("f_") and callable(fn):
        for tag, x in (("0d", Tensor(np.array(1.0, np.float64))), ("2", Tensor(np.array([1.0, 3.0], np.float64)))):
            emit(f"{name}:{tag}", J(fn)(x, mutable(0.1)), rtol=0, atol=0)
