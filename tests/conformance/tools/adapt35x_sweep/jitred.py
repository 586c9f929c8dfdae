"""mint reductions / dim ops called directly and under ms.jit, several dtypes (test_ops_reduce_extend, max_dim,
round, triu, tile, flip, permute, new_ones ... patterns)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from _h import case

x = np.array([[[3, -1, 2.5, 2], [0, 1.5, -4, 5]], [[7, 0, 6, -2], [1, 1, -0.5, 9]]], np.float32)


def sum_f(t, axis, keep, dtype):
    return mint.sum(t, axis, keep, dtype=dtype)


def mean_f(t, axis, keep, dtype):
    return mint.mean(t, axis, keep, dtype=dtype)


def prod_f(t, axis, keep, dtype):
    return mint.prod(t, axis, keep, dtype=dtype)


def max_dim(t, d, keep):
    return mint.max(t, d, keep)


def min_dim(t, d, keep):
    return mint.min(t, dim=d, keepdim=keep)


def misc(t):
    return (mint.round(t), mint.triu(t[0], 1), mint.tile(t[0], (2, 1)), mint.flip(t, (0, -1)), mint.permute(t, (2, 0, 1)),
            t.new_ones((2, 3)), t.new_zeros(2), mint.sign(t), mint.trunc(t), mint.argmax(t, -1), mint.cumsum(t, 1))


jit = {f.__name__: ms.jit(f) for f in (sum_f, mean_f, prod_f, max_dim, min_dim, misc)}
for dt in (np.float32, np.float16, np.float64, np.int32, np.int64, np.int8, np.uint8, np.bool_):
    n = np.dtype(dt).name
    t = Tensor(x.astype(dt))
    for mode, F in (("py", None), ("jit", jit)):
        g = (lambda f: f) if F is None else (lambda f: F[f.__name__])
        for axis in (None, 1, -1, (0, 2)):
            for keep in (False, True):
                for odt in (None, ms.float32, ms.int32):
                    if axis in (-1,) and odt is not None:
                        continue
                    case("%s sum %s %s %s %s" % (mode, n, axis, keep, odt), lambda: g(sum_f)(t, axis, keep, odt))
                    case("%s mean %s %s %s %s" % (mode, n, axis, keep, odt), lambda: g(mean_f)(t, axis, keep, odt))
                    if not isinstance(axis, tuple):
                        case("%s prod %s %s %s %s" % (mode, n, axis, keep, odt), lambda: g(prod_f)(t, axis, keep, odt))
        for d in (0, -1):
            for keep in (False, True):
                case("%s max_dim %s %s %s" % (mode, n, d, keep), lambda: g(max_dim)(t, d, keep))
                case("%s min_dim %s %s %s" % (mode, n, d, keep), lambda: g(min_dim)(t, d, keep))
        case("%s misc %s" % (mode, n), lambda: g(misc)(t))
