"""Sample cases for the FFT family (msgraph/ops/fft_ops.py, h-fft), merged into ``op_cases.CASES`` so the
registry-wide checks (finite-difference bprops, inference against eager, Graph-mode gradients) cover them.
The ihfft family's gradient is MindSpore's own (``Re(ifftn(dout))``, not the adjoint): no finite differences."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops.registry import OPS

NONDIFF = ()
NON_DIFFERENTIABLE_FFT: List[str] = ["FFTFamilyGrad"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape, dtype=np.float64):
    return Tensor(r.uniform(-1.0, 1.0, shape).astype(dtype))


def _op(name, **attrs):
    return OPS[name].prim_class(**attrs)


def _one(name):
    diff = NONDIFF if name.startswith("IHFFT") else None
    return [lambda r: _case(_op(name), [_u(r, 2, 5)], diff=diff),
            lambda r: _case(_op(name, n=4, dim=0, norm="ortho"), [_u(r, 3, 2)], diff=diff),
            lambda r: _case(_op(name, n=3, dim=-1, norm="forward"), [_u(r, 2, 5)], diff=diff)]


def _many(name, two):
    diff = NONDIFF if name.startswith("IHFFT") else None
    first = _op(name) if two else _op(name, dim=(0, 1))
    return [lambda r: _case(first, [_u(r, 3, 4)], diff=diff),
            lambda r: _case(_op(name, s=(4, 3), dim=(1, 0), norm="ortho"), [_u(r, 3, 2, 2)], diff=diff),
            lambda r: _case(_op(name, s=(2, 5), dim=(0, 2), norm="forward"), [_u(r, 3, 2, 4)], diff=diff)]


CASES_FFT = {}
for _base in ("FFT", "IFFT", "RFFT", "IRFFT", "HFFT", "IHFFT"):
    CASES_FFT[_base] = _one(_base)
    CASES_FFT[_base + "2"] = _many(_base + "2", True)
    CASES_FFT[_base + "N"] = _many(_base + "N", False)
CASES_FFT["FFTShift"] = [lambda r: _case(_op("FFTShift"), [_u(r, 3, 4)]),
                         lambda r: _case(_op("FFTShift", dim=(0, -1)), [_u(r, 3, 2, 5)])]
CASES_FFT["IFFTShift"] = [lambda r: _case(_op("IFFTShift", dim=1), [_u(r, 3, 5)])]
CASES_FFT["FFTFamilyGrad"] = [lambda r: _case(_op("FFTFamilyGrad", kind="RFFT", n=4, dim=-1),
                                              [_u(r, 2, 5), Tensor(r.uniform(-1, 1, (2, 3)).astype(np.complex128))],
                                              diff=NONDIFF)]
