"""Sample cases for the complex-number ops (msgraph/ops/complex_ops.py, h-complex).

Complex inputs get inference checks only (``diff=NONDIFF``: the finite-difference check works on real
Tensors); ``Real`` / ``Imag`` / ``Conj`` of a float64 Tensor are gradient-checked (dout, zeros, dout).
"""
from __future__ import annotations

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P

NONDIFF = ()


def _c(r: np.random.Generator, *shape: int, dtype=np.complex128) -> Tensor:
    return Tensor((r.uniform(-1, 1, shape) + 1j * r.uniform(-1, 1, shape)).astype(dtype))


def _u(r: np.random.Generator, *shape: int) -> Tensor:
    return Tensor(r.uniform(-1, 1, shape))


CASES_COMPLEX = {
    "Real": [lambda r: _case(P.Real(), [_c(r, 2, 3)], NONDIFF), lambda r: _case(P.Real(), [_u(r, 3)])],
    "Imag": [lambda r: _case(P.Imag(), [_c(r, 2, 3, dtype=np.complex64)], NONDIFF),
             lambda r: _case(P.Imag(), [_u(r, 3)])],
    "Conj": [lambda r: _case(P.Conj(), [_c(r, 4)], NONDIFF), lambda r: _case(P.Conj(), [_u(r, 2, 2)])],
    "Angle": [lambda r: _case(P.Angle(), [_c(r, 3)], NONDIFF)],
    "ComplexAbs": [lambda r: _case(P.ComplexAbs(), [_c(r, 2, 3)], NONDIFF),
                   lambda r: _case(P.ComplexAbs(), [_c(r, 4, dtype=np.complex64)], NONDIFF)],
    "Complex": [lambda r: _case(P.Complex(), [_u(r, 2, 3), _u(r, 2, 3)], NONDIFF),
                lambda r: _case(P.Complex(), [Tensor(np.ones(3, np.float32)), Tensor(np.zeros(3, np.float32))],
                                NONDIFF)],
}


def _case(p, args, diff=None):
    from op_cases import Case

    return Case(p, args, diff=diff)
