"""The ONE table of transcendental functions that kernels call as ``vm.<name>(x)``.

An op's kernel (its registry row, ``lambda t, x: f"vm.exp({x})"``) names a function of this
table; every backend binds ``vm`` to its implementation of the table:

* CPU (:mod:`msgraph.codegen.vecmath`): ``vector`` -- the name of the vectorizable algorithm in
  vecmath (traced into LLVM IR inline), with ``numpy`` as its plain-Python fallback;
* CPU without vecmath (:mod:`msgraph.codegen._vm_fallback`, ``MSGRAPH_VECMATH=0``): ``libm`` --
  a scalar function compiled with ``@njit`` (libm calls, not vectorized);
* CUDA (:func:`msgraph.codegen.numba_cuda.device_namespaces`): ``device`` -- a scalar function
  compiled with ``@cuda.jit(device=True)`` (``math.*`` device intrinsics).

``numpy`` is also the reference the vecmath tests measure against.  Adding a function is one row
here (plus its algorithm in vecmath).  Nothing here imports numba.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Any, Callable, Dict

import numpy as np

# (MindSpore's nnacl math: one definition)
from ..ops._nnacl import nnacl_exp_scalar, nnacl_log_scalar, nnacl_tanh_scalar


@dataclasses.dataclass(frozen=True)
class Transcendental:
    """One row of :data:`TABLE` (see the module docstring)."""

    name: str
    doc: str
    numpy: Callable[[Any], Any]
    vector: str
    libm: Callable[[Any], Any]
    device: Callable[[Any], Any]


# -- numpy references (vecmath's fallback in plain Python) ---------------------------------------
def _np_float(x: Any) -> Any:
    x = np.asarray(x)
    return x if x.dtype.kind == "f" else x.astype(np.float64)


def _np_sigmoid(x: Any) -> Any:
    x = _np_float(x)
    e = np.exp(-np.abs(x))
    return (np.where(x >= 0, 1, e) / (1 + e)).astype(x.dtype)


def _np_softplus(x: Any) -> Any:
    x = _np_float(x)
    return np.logaddexp(np.zeros((), x.dtype), x)


def _np_erf(x: Any) -> Any:
    x = _np_float(x)
    return np.vectorize(math.erf, otypes=[x.dtype])(x)


# -- libm scalar versions (compiled with @njit by _vm_fallback; float32 in, float32 out) ---------
def _libm_exp(x):
    return np.exp(x)


def _libm_expm1(x):
    return np.expm1(x)


def _libm_log(x):
    return np.log(x)


def _libm_log1p(x):
    return np.log1p(x)


def _libm_tanh(x):
    return np.tanh(x)


def _libm_sigmoid(x):
    e = np.exp(-np.abs(x))
    one = e - e + 1
    return (one if x >= 0 else e) / (one + e)


def _libm_softplus(x):
    zero = x - x
    return max(x, zero) + np.log1p(np.exp(-np.abs(x)))


def _libm_erf(x):
    return type(x)(math.erf(x)) if isinstance(x, float) else math.erf(x)


def _np_nnacl_exp(x: Any) -> Any:
    from ..ops._nnacl import nnacl_exp

    return nnacl_exp(x)


def _np_nnacl_log(x: Any) -> Any:
    from ..ops._nnacl import nnacl_log

    return nnacl_log(x)


def _np_nnacl_tanh(x: Any) -> Any:
    from ..ops.math import _tanh_cpu

    return _tanh_cpu(np.asarray(x, np.float32))


# -- CUDA device versions (compiled with @cuda.jit(device=True) by numba_cuda) -------------------
def _dev_exp(x):
    return math.exp(x)


def _dev_expm1(x):
    return math.expm1(x)


def _dev_log(x):
    return math.log(x)


def _dev_log1p(x):
    return math.log1p(x)


def _dev_tanh(x):
    return math.tanh(x)


def _dev_erf(x):
    return math.erf(x)


def _dev_sigmoid(x):
    z = math.exp(-abs(x))
    return (1.0 if x >= 0 else z) / (1.0 + z)


def _dev_softplus(x):
    return max(x, 0.0) + math.log1p(math.exp(-abs(x)))


_T = Transcendental

#: name -> row; the functions a kernel may call as ``vm.<name>``.
TABLE: Dict[str, Transcendental] = {row.name: row for row in (
    _T("exp", "e**x.", np.exp, "_exp", _libm_exp, _dev_exp),
    _T("expm1", "e**x - 1, accurate for small x.", np.expm1, "_expm1", _libm_expm1, _dev_expm1),
    _T("log", "Natural logarithm.", np.log, "_log", _libm_log, _dev_log),
    _T("log1p", "log(1 + x), accurate for small x.", np.log1p, "_log1p", _libm_log1p, _dev_log1p),
    _T("tanh", "Hyperbolic tangent.", np.tanh, "_tanh", _libm_tanh, _dev_tanh),
    _T("sigmoid", "Logistic function 1/(1 + exp(-x)), without overflow.", _np_sigmoid, "_sigmoid",
       _libm_sigmoid, _dev_sigmoid),
    _T("softplus", "log(1 + exp(x)) = max(x, 0) + log1p(exp(-|x|)).", _np_softplus, "_softplus",
       _libm_softplus, _dev_softplus),
    _T("erf", "Error function.", _np_erf, "_erf", _libm_erf, _dev_erf),
    _T("nnacl_exp", "MindSpore's nnacl float32 exp (its CPU Exp, Sigmoid, SiLU, Softmax, Elu kernels), bit for bit; "
       "computed in float32 for any argument.", _np_nnacl_exp, "_nnacl_exp", nnacl_exp_scalar, nnacl_exp_scalar),
    _T("nnacl_tanh", "MindSpore's nnacl float32 Tanh (a Pade approximant with fused multiply-adds, +-1 beyond "
       "|x| > 5), bit for bit; computed in float32 for any argument.", _np_nnacl_tanh, "_nnacl_tanh",
       nnacl_tanh_scalar, nnacl_tanh_scalar),
    _T("nnacl_log", "MindSpore's nnacl float32 log (its CPU Log and Softplus kernels: an odd series in "
       "(y - 1) / (y + 1) of the significand y), bit for bit; computed in float32 for any argument.", _np_nnacl_log,
       "_nnacl_log", nnacl_log_scalar, nnacl_log_scalar),
)}
