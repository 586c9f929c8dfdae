"""numpy calls on constants and math module functions in graph code (JIT fallback), returned to Python: types and
dtypes of np.array / np.prod / np.sum / np.mean / np.arange results, numpy scalars in arithmetic with Python numbers
and Tensors, math.floor / ceil / sqrt / isclose / inf / gcd / factorial / log / pi."""
import math
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
I = Tensor(np.array([1, 2, 3], np.int32))
C, reg = registry()


@reg(X)
def np_reductions(x):
    a = np.array([1, 2, 3])
    b = np.array([1.5, 2.5], np.float32)
    return np.prod(a), np.sum(a), np.sum(b), np.mean(a), np.max(b), a.sum(), b.mean()


@reg(X)
def np_dtypes(x):
    return (np.array([1, 2]).dtype == np.int64, np.array([1.0]).dtype == np.float64, np.arange(3).dtype == np.int64,
            np.ones(2).dtype == np.float64, np.zeros((2,), np.int32).dtype == np.int32)


@reg(X)
def np_scalars_py(x):
    a = np.array([1, 2, 3])
    return int(np.prod(a)), float(np.sum(a)), np.sum(a) + 1, np.sum(a) * 0.5, np.prod(a) > 5, len(a)


@reg(X)
def np_with_tensor(x):
    a = np.array([1.0, 2.0, 3.0], np.float32)
    return x + Tensor(a), x * np.float32(2.0), x + np.sum(a), Tensor(np.prod(np.array([2, 3])))


@reg(I)
def np_with_int_tensor(x):
    return x + np.int64(2), x * np.sum(np.array([1, 2])), x + Tensor(np.array([1, 1, 1]))


@reg(X)
def np_funcs(x):
    a = np.array([[1, 2], [3, 4]])
    return a.shape, a.T, np.transpose(a).tolist(), a.reshape(-1), np.concatenate([a, a]).shape, np.where(a > 2, a, 0)


@reg(X)
def np_tolist(x):
    a = np.array([1.5, 2.5])
    return a.tolist(), np.arange(4).tolist(), np.array([1, 2]).tolist()[1], list(np.array([3, 4]))


@reg(X)
def math_basic(x):
    return math.floor(-2.5), math.ceil(-2.5), math.sqrt(16), math.isclose(1.0, 1.0 + 1e-10), math.inf > 1e308, -math.inf


@reg(X)
def math_more(x):
    return math.gcd(12, 18), math.factorial(5), math.log(8, 2), math.log2(8), math.log10(1000), math.hypot(3, 4), math.copysign(1, -0.0)


@reg(X)
def math_consts(x):
    return math.pi, math.e, math.tau, math.nan != math.nan, math.isnan(math.nan), math.isfinite(1e39)


@reg(X)
def math_trig(x):
    return math.sin(0.5), math.cos(0.5), math.atan2(1, 1), math.degrees(math.pi), math.radians(180)


@reg(X)
def math_with_tensor(x):
    return math.floor(x[0]), math.sqrt(x[2]), math.ceil(x[1])


@reg(X)
def math_in_ops(x):
    return x * math.pi, x + math.sqrt(2), x / math.e


@reg(X)
def math_int_results(x):
    return math.floor(2.7) + 1, math.trunc(3.9) * 2, math.ceil(0.1) - 1, type(math.floor(1.5)) is int


run_all(C)
