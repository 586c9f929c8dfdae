"""Sample cases for left37's (session 37) private op LerpKernel (ops.lerp / P.Lerp / mint.lerp: the forward in
float32, its gradient MindSpore 2.10's Lerp bprop; float64 operands compute in float64 so finite differences check
the gradient, with a weight Tensor, a broadcast weight and a Python float weight) and GradPath (debt49: one op for
relu6 / hardsigmoid / logit, GroupNorm, float64 LayerNorm and (debt50) float64 ReduceStd: a value passed through
with a grad kernel as the gradient of the other inputs; the value does not depend on them, so finite differences
see no change: inference and value only)."""
from __future__ import annotations

import numpy as np

from msgraph.ops.registry import OPS
from op_cases import NONDIFF, Case, U


def _p(name, *args, **kwargs):
    return OPS[name].prim_class(*args, **kwargs)


def _path(rule, **params):
    return _p("GradPath", rule=rule, params=tuple(params.items()))


def _f64(t):
    from msgraph import Tensor

    return Tensor(t.asnumpy().astype(np.float64))


CASES_LEFT37 = {
    "LerpKernel": [lambda r: Case(_p("LerpKernel"), [U(r, 2, 3), U(r, 2, 3), U(r, 2, 3)]),
                   lambda r: Case(_p("LerpKernel"), [U(r, 2, 3), U(r, 3), U(r, 1, 3)]),
                   lambda r: Case(_p("LerpKernel"), [U(r, 2, 3), U(r, 2, 3), 0.3], diff=[0, 1])],
    # the value passed through, the other inputs' gradient the rule's: finite differences in them see no change
    "GradPath": [lambda r: Case(_path("ReLU6Grad"), [U(r, 2, 3), U(r, 2, 3, lo=-1, hi=7)], diff=NONDIFF),
                 lambda r: Case(_path("LogitGrad", eps=0.1), [U(r, 3), U(r, 3, lo=0.05, hi=0.95)], diff=NONDIFF),
                 lambda r: Case(_path("GroupNormGrad", num_groups=2),
                                [U(r, 2, 4, 3), U(r, 2, 4, 3), U(r, 4), U(r, 4), U(r, 2, 2), U(r, 2, 2, lo=0.5, hi=2.0)],
                                diff=NONDIFF),
                 lambda r: Case(_path("LayerNormGrad", begin_norm_axis=1, begin_params_axis=1, epsilon=1e-7),
                                [_f64(U(r, 2, 3)), _f64(U(r, 2, 3)), _f64(U(r, 3)), _f64(U(r, 3)), U(r, 2, 1),
                                 U(r, 2, 1, lo=0.5, hi=2.0)], diff=NONDIFF),
                 # vd49ga's Cdist gradient (args x1, x2, dist)
                 lambda r: Case(_path("CdistGrad", p=2.0), [U(r, 2, 3, 5, lo=0.5, hi=2.0), U(r, 2, 3, 4), U(r, 2, 5, 4),
                                                            U(r, 2, 3, 5, lo=0.5, hi=2.0)], diff=NONDIFF),
                 # vd49gb's pdist gradient (args x, y)
                 lambda r: Case(_path("PdistGrad", p=2.0), [U(r, 6, lo=0.5, hi=2.0), U(r, 4, 3), U(r, 6, lo=0.5, hi=2.0)],
                                diff=NONDIFF),
                 # debt50's Float64 ReduceStd gradient by parts (arg x): its x-shaped merge, the std and mean terms
                 lambda r: Case(_path("ReduceStdGrad", axis=1, ddof=0, keepdims=False, output="x"),
                                [_f64(U(r, 2, 3)), _f64(U(r, 2, 3))], diff=NONDIFF),
                 lambda r: Case(_path("ReduceStdGrad", axis=1, ddof=1, keepdims=False, output="std"),
                                [_f64(U(r, 2)), _f64(U(r, 2, 3))], diff=NONDIFF),
                 lambda r: Case(_path("ReduceStdGrad", axis=None, ddof=0, keepdims=True, output="mean"),
                                [_f64(U(r, 1, 1)), _f64(U(r, 2, 3))], diff=NONDIFF),
                 # vd50g's Xdivy gradient (args x, y; y broadcast)
                 lambda r: Case(_path("XdivyGrad"), [U(r, 2, 3), U(r, 2, 3), U(r, 3, lo=0.5, hi=2.0)], diff=NONDIFF),
                 # left51's OutZeros (TruncateDiv / DivMod: no gradient in PyNative, zeros in Graph mode)
                 lambda r: Case(_path("OutZeros"), [U(r, 2, 3), U(r, 2, 3), U(r, 3, lo=0.5, hi=2.0)], diff=NONDIFF)],
}
