"""Sample cases for the ops of msgraph/ops/tensor_ext.py (MindSpore's Tensor API functions, session 7):
the determinant family and BesselI0 are gradient-checked; the integer, counting and scatter ops are not
differentiable."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor

NONDIFF = ()

# (Gcd, Lcm, LeftShift, RightShift: a bprop that raises MindSpore's "bprop not defined" RuntimeError -- h-opsA)
NON_DIFFERENTIABLE_TENSOR_EXT: List[str] = ["SignBit"]   # (Histogram's bprop raises; h-grad26)


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _p(name, **attrs):
    from msgraph.ops import tensor_ext
    from msgraph.ops.registry import prim

    return prim(getattr(tensor_ext, name), **attrs)


def _spd(r, n=3):
    a = r.uniform(-1.0, 1.0, (2, n, n))
    return Tensor((a @ a.transpose(0, 2, 1) + n * np.eye(n)).astype(np.float64))


def _ints(*v):
    return Tensor(np.array(v, np.int32))


CASES_TENSOR_EXT = {
    "MatrixDeterminant": [lambda r: _case(_p("DET"), [_spd(r)], tol=1e-4)],
    "MatrixInverse": [lambda r: _case(_p("INV"), [_spd(r)], tol=1e-4)],
    "LogMatrixDeterminant": [lambda r: _case(_p("SLOGDET"), [_spd(r)], tol=1e-4)],
    "BesselI0": [lambda r: _case(_p("I0"), [Tensor(r.uniform(-2.0, 2.0, (5,)))], tol=1e-4)],
    "BesselI1Series": [lambda r: _case(_p("I1"), [Tensor(r.uniform(-2.0, 2.0, (5,)))], tol=1e-4)],  # bprop: h-pyn2
    "Gcd": [lambda r: _case(_p("GCD"), [_ints(4, 6, -9), _ints(6, 4, 6)], diff=NONDIFF)],
    "Lcm": [lambda r: _case(_p("LCM"), [_ints(4, 6, -9), _ints(6, 4, 6)], diff=NONDIFF)],
    "LeftShift": [lambda r: _case(_p("LEFT_SHIFT"), [_ints(4, 6, -9), _ints(1, 2, 3)], diff=NONDIFF)],
    "RightShift": [lambda r: _case(_p("RIGHT_SHIFT"), [_ints(4, 6, -9), _ints(1, 2, 3)], diff=NONDIFF)],
    "SignBit": [lambda r: _case(_p("SIGNBIT"), [Tensor(np.array([-0.0, 1.0, -2.0], np.float32))], diff=NONDIFF)],
    "NanMedian": [lambda r: _case(_p("NANMEDIAN", axis=-1, keepdims=False),
                                  [Tensor(np.array([[1.0, np.nan, 3.0], [4.0, 0.5, 2.0]], np.float32))],
                                  diff=NONDIFF),
                  lambda r: _case(_p("NANMEDIAN", axis=0, keepdims=True),   # h-grad26: MedianGrad's gradient
                                  [Tensor(np.array([[1.0, 5.0, 3.0], [4.0, 0.5, 2.0], [2.5, 1.5, 7.0]]))])],
    "Histogram": [lambda r: _case(_p("HISTC", bins=4, min=0.0, max=3.0),
                                  [Tensor(np.array([1.0, 2.0, 1.0], np.float32))], diff=NONDIFF)],
    "Bincount": [lambda r: _case(_p("BINCOUNT", minlength=5), [_ints(0, 1, 1, 3),
                                                                 Tensor(np.zeros((0,), np.float32))], diff=NONDIFF),
                 lambda r: _case(_p("BINCOUNT", minlength=5), [_ints(0, 1, 1, 3),   # the weights' gradient (h-grad26)
                                                               Tensor(np.array([0.5, 1.5, -2.0, 3.0], np.float32))],
                                 diff=(1,), tol=1e-3, eps=1e-2)],
    "MaskedScatter": [lambda r: _case(_p("MASKED_SCATTER"), [Tensor(np.zeros(4, np.float32)),
                                                             Tensor(np.array([True, False, True, False])),
                                                             Tensor(np.array([5.0, 6.0, 7.0, 8.0], np.float32))],
                                      diff=NONDIFF),
                      lambda r: _case(_p("MASKED_SCATTER"), [Tensor(r.uniform(-1, 1, (2, 3))),   # h-grad26
                                                             Tensor(np.array([True, False, True])),
                                                             Tensor(r.uniform(-1, 1, (5,)))], diff=(0, 2))],
    "IndexPut": [lambda r: _case(_p("INDEX_PUT", accumulate=True),
                                 [Tensor(r.uniform(-1, 1, (3, 3))), Tensor(r.uniform(-1, 1, (2,))),
                                  _ints(0, 2), _ints(1, 1)], diff=(0, 1))],
}
