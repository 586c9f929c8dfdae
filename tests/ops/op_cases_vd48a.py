"""Sample cases for vd48a's (session 48) private op LayerNormGradFloat64 (MindSpore's LayerNormGrad kernel of a
float64 LayerNorm; its own gradient raises as MindSpore 2.10's LayerNormGradGrad of float64 does).  A float64
LayerNorm's forward value passes through GradPath with that kernel as its gradient: its cases are in
op_cases_left37.py."""
from __future__ import annotations

import numpy as np

from msgraph.ops.registry import OPS
from op_cases import NONDIFF, Case, U


def _p(name, **kwargs):
    return OPS[name].prim_class(**kwargs)


def _f64(t):
    from msgraph import Tensor

    return Tensor(t.asnumpy().astype(np.float64))


def _kernel(r):
    return Case(_p("LayerNormGradFloat64", begin_norm_axis=1, begin_params_axis=1, epsilon=1e-7),
                [_f64(U(r, 2, 3)), _f64(U(r, 2, 3)), U(r, 2, 1, lo=0.5, hi=2.0), U(r, 2, 1), _f64(U(r, 3))],
                diff=NONDIFF)


CASES_VD48A = {"LayerNormGradFloat64": [_kernel]}
