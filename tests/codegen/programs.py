"""Programs the Numba backend must run exactly like the numpy (Python) backend."""
import numpy as np

import msgraph as ms
from msgraph import ops

F32, F64, I32 = np.float32, np.float64, np.int32
RNG = np.random.default_rng(7)


def T(a):
    return ms.Tensor(np.asarray(a))


def w1(x):
    return ops.relu(x * 1.5 + 0.3) * ops.sigmoid(x) + ops.tanh(x) * 0.5


def chain_multi_out(x, b):
    y = ops.exp(ops.clip_by_value(x, -3.0, 3.0)) * 0.25 - b
    z = ops.sqrt(ops.abs(y) + 1.0)
    return y, z * 2.0, ops.reduce_sum(z, 1)


def broadcast_column(x, c, s):
    return ops.maximum(x * c, s) - ops.minimum(x, 0.5) / (c + 2.0)


def dtype_mix(xf, xi, xd):
    a = xf * 2.0                # float32 stays float32
    b = xi + 1                  # int32 stays int32
    c = xi * 2.5                # int32 * float -> float64
    d = xf + xd                 # float32 + float64 -> float64
    e = ops.cast(xi > 1, ms.float32) * xf
    f = xi / 2                  # true division of ints -> float64
    return a * 1.0 + 0.0, b - 1, c + 0.5, d * 1.5, e - 0.25, f + 0.0, ops.logical_not(xf > 0.0)


def comparisons_select(x, y):
    m = ops.logical_and(x > -0.5, y <= 0.5)
    return ops.select(m, x * 3.0, y - 1.0), ops.cast(m, ms.int32) + 2


def unary_zoo(x):
    a = ops.neg(ops.square(x)) + ops.sign(x)
    b = ops.log(ops.abs(x) + 1.0) + ops.log1p(ops.abs(x))
    c = ops.sin(x) * ops.cos(x) + ops.floor(x * 3.0)
    d = ops.erf(x) + ops.rsqrt(ops.abs(x) + 1.0)
    return a + b, c * d


def scalar_0d(x, s):
    t = s * 2.0 + 1.0            # 0-d tensor group
    return x * t + s, t - 0.5


def while_loop(x):
    while ops.reduce_sum(x) < 100.0:
        x = x * 1.1 + 0.01
    return x


def while_if(x, y):
    i = 0
    while x.sum() < 50.0:
        if y.sum() > 0.0:
            x = x * 2.0 + y
        else:
            x = x + 1.0
        i = i + 1
    return x, x.max()


def reductions(x):
    return (x.sum(), x.mean(axis=0), ops.reduce_max(x * 2.0, 1), ops.reduce_min(x - 1.0, 0, keep_dims=True),
            (x * x).sum(axis=1) + 1.0)


def mlp_step(x, w1_, b1, w2, y):
    h = ops.relu(ops.matmul(x, w1_) + b1)
    o = ops.matmul(h, w2)
    loss = ((o - y) * (o - y)).mean()
    return loss, h * 0.5


PROGRAMS = {
    "w1": (w1, lambda: [T(RNG.normal(size=1000).astype(F32))]),
    "chain_multi_out": (chain_multi_out, lambda: [T(RNG.normal(size=(4, 5)).astype(F32)),
                                                   T(RNG.normal(size=5).astype(F32))]),
    "broadcast_column": (broadcast_column, lambda: [T(RNG.normal(size=(3, 4)).astype(F64)),
                                                     T(RNG.normal(size=(3, 1)).astype(F64)),
                                                     T(np.asarray(0.25, F64))]),
    "dtype_mix": (dtype_mix, lambda: [T(RNG.normal(size=6).astype(F32)), T(np.arange(6, dtype=I32)),
                                      T(RNG.normal(size=6).astype(F64))]),
    "comparisons_select": (comparisons_select, lambda: [T(RNG.normal(size=(2, 3)).astype(F32)),
                                                         T(RNG.normal(size=(2, 3)).astype(F32))]),
    "unary_zoo": (unary_zoo, lambda: [T(RNG.normal(size=16).astype(F32) * 3)]),
    "scalar_0d": (scalar_0d, lambda: [T(RNG.normal(size=5).astype(F32)), T(np.asarray(1.5, F32))]),
    "while_loop": (while_loop, lambda: [T(np.full(1000, 0.01, F32))]),
    "while_if": (while_if, lambda: [T(np.full(4, 0.5, F32)), T(np.array([1, -2, 3, 1], F32))]),
    "reductions": (reductions, lambda: [T(RNG.normal(size=(3, 4)).astype(F32))]),
    "mlp_step": (mlp_step, lambda: [T(RNG.normal(size=(8, 6)).astype(F32)), T(RNG.normal(size=(6, 5)).astype(F32)),
                                    T(RNG.normal(size=5).astype(F32)), T(RNG.normal(size=(5, 2)).astype(F32)),
                                    T(RNG.normal(size=(8, 2)).astype(F32))]),
}
