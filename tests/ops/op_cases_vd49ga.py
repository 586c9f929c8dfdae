"""Sample cases for vd49ga's (session 49) private op CdistGradPath: Cdist's value passed through with MindSpore's
CdistGrad as the gradient of x1 and x2 (the value does not depend on x1, x2, so finite differences see no change;
inference and value only)."""
from __future__ import annotations

from msgraph.ops.registry import OPS
from op_cases import NONDIFF, Case, U


def _path(r):
    return Case(OPS["CdistGradPath"].prim_class(p=2.0), [U(r, 2, 3, 4), U(r, 2, 5, 4), U(r, 2, 3, 5, lo=0.5, hi=2.0)],
                diff=NONDIFF)


CASES_VD49GA = {"CdistGradPath": [_path]}
