"""libm-based stand-ins for :mod:`msgraph.codegen.vecmath` (used only if it is unavailable).

Same names and dtype behaviour (float32 in, float32 out); not vectorizable.
"""
import math

import numpy as np
from numba import njit


@njit(cache=True, nogil=True, error_model="numpy")
def exp(x):
    return np.exp(x)


@njit(cache=True, nogil=True, error_model="numpy")
def expm1(x):
    return np.expm1(x)


@njit(cache=True, nogil=True, error_model="numpy")
def log(x):
    return np.log(x)


@njit(cache=True, nogil=True, error_model="numpy")
def log1p(x):
    return np.log1p(x)


@njit(cache=True, nogil=True, error_model="numpy")
def tanh(x):
    return np.tanh(x)


@njit(cache=True, nogil=True, error_model="numpy")
def sigmoid(x):
    e = np.exp(-np.abs(x))
    one = e - e + 1
    return (one if x >= 0 else e) / (one + e)


@njit(cache=True, nogil=True, error_model="numpy")
def softplus(x):
    zero = x - x
    return max(x, zero) + np.log1p(np.exp(-np.abs(x)))


@njit(cache=True, nogil=True, error_model="numpy")
def erf(x):
    return type(x)(math.erf(x)) if isinstance(x, float) else math.erf(x)
