"""Sample cases for left37's (session 37) private op LerpKernel (ops.lerp / P.Lerp / mint.lerp: the forward in
float32, its gradient MindSpore 2.10's Lerp bprop; float64 operands compute in float64 so finite differences check
the gradient, with a weight Tensor, a broadcast weight and a Python float weight) and GradPrimPath (relu6 / hardsigmoid /
logit: a value passed through with a grad primitive as its gradient; inference and value only)."""
from __future__ import annotations

from msgraph.ops.registry import OPS
from op_cases import NONDIFF, Case, U


def _p(name, *args, **kwargs):
    return OPS[name].prim_class(*args, **kwargs)


CASES_LEFT37 = {
    "LerpKernel": [lambda r: Case(_p("LerpKernel"), [U(r, 2, 3), U(r, 2, 3), U(r, 2, 3)]),
                   lambda r: Case(_p("LerpKernel"), [U(r, 2, 3), U(r, 3), U(r, 1, 3)]),
                   lambda r: Case(_p("LerpKernel"), [U(r, 2, 3), U(r, 2, 3), 0.3], diff=[0, 1])],
    # the value passed through, x's gradient the grad primitive's: finite differences in x see no change
    "GradPrimPath": [lambda r: Case(_p("GradPrimPath", "ReLU6Grad"), [U(r, 2, 3), U(r, 2, 3, lo=-1, hi=7)], diff=NONDIFF),
                     lambda r: Case(_p("GradPrimPath", "LogitGrad", 0.1), [U(r, 3), U(r, 3, lo=0.05, hi=0.95)],
                                    diff=NONDIFF)],
}
