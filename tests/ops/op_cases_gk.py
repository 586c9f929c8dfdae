"""Sample cases for the ops h-gk added (session 11): TanhGrad, and ops.Custom(func_type="pyfunc") -- one
Tensor declared (Custom) and a tuple of outputs declared (CustomTuple) -- with a user bprop written with ops."""
from __future__ import annotations

import numpy as np

from msgraph import Tensor, float64, ops
from msgraph.ops import operations as P
from msgraph.ops.operations import _grad_ops as G


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape, lo=-1.0, hi=1.0):
    return Tensor(r.uniform(lo, hi, shape))


def _sin_bprop(x, out, dout):
    return (dout * ops.cos(x),)


def _pair_bprop(x, y, out, dout):
    return dout[0] * y + dout[1], dout[0] * x


def _custom():
    return P.Custom(np.sin, (2, 3), float64, "pyfunc", bprop=_sin_bprop)


def _custom_tuple():
    return P.Custom(lambda a, b: (a * b, a + 0 * b), ((2, 3), (2, 3)), (float64, float64), "pyfunc",
                    bprop=_pair_bprop)


CASES_GK = {
    "TanhGrad": [lambda r: _case(G.TanhGrad(), [_u(r, 2, 3, lo=-0.9, hi=0.9), _u(r, 2, 3)])],
    "Custom": [lambda r: _case(_custom(), [_u(r, 2, 3)])],
    "CustomTuple": [lambda r: _case(_custom_tuple(), [_u(r, 2, 3), _u(r, 2, 3)])],
}
