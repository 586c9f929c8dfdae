"""Sample cases for the registry ops of msgraph/ops/st_gpu_a2.py (h-gpua2, session 10) and KLDivLoss (nn_extra.py).
KLDivLoss (in the logits, positive targets: MindSpore's bprop -target * dout is the exact derivative there), CumulativeLogsumexp and
DiagDynamic are gradient-checked; Heaviside has no gradient in MindSpore (its bprop raises)."""
from __future__ import annotations

from typing import Any, List

import numpy as np

from msgraph import Tensor
from msgraph.ops import st_gpu_a2 as G2
from msgraph.ops.nn_extra import KL_DIV_LOSS
from msgraph.ops.registry import apply, prim

NON_DIFFERENTIABLE_GPUA2: List[str] = [
    "AdaptiveMaxPool2DGrad", "AdaptiveMaxPool3DGrad", "BincountSized", "Coalesce", "CompareAndBitpack",
    "DynamicStitch", "ExtractGlimpse", "HSVToRGBImage", "LogNormalReverse", "LowerBound", "UpperBound"]
NONDIFF = ()


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


class _Flat:
    """A primitive called with its flat inputs (DynamicStitch takes sequences at the user level)."""

    def __init__(self, p: Any) -> None:
        self.p = p
        self.op = p.op   # the registry entry (tests/graph/test_autodiff_graph.py reads it)

    def __call__(self, *args: Any) -> Any:
        return apply(self.p, args)

    def _infer(self, *args: Any) -> Any:
        return self.p._infer(*args)


def _u(r, *shape, lo=0.0, hi=1.0, dt=np.float64):
    return Tensor(r.uniform(lo, hi, shape).astype(dt))


def _i(a, dt=np.int32):
    return Tensor(np.array(a, dt))


CASES_GPUA2 = {
    "KLDivLoss": [lambda r: _case(prim(KL_DIV_LOSS, reduction="mean"), [_u(r, 2, 3), _u(r, 2, 3, lo=0.1, hi=1.0)],
                                  diff=[0], tol=1e-4),
                  lambda r: _case(prim(KL_DIV_LOSS, reduction="none"), [_u(r, 3), _i([0.25, 0.5, 2.0], np.float64)],
                                  diff=[0], tol=1e-4)],
    "CumulativeLogsumexp": [lambda r: _case(prim(G2.CUMULATIVE_LOGSUMEXP, exclusive=False, reverse=False),
                                            [_u(r, 2, 4, lo=-1.0), _i(1)], diff=[0], tol=1e-4),
                            lambda r: _case(prim(G2.CUMULATIVE_LOGSUMEXP, exclusive=False, reverse=True),
                                            [_u(r, 3, 2, lo=-1.0), _i(0)], diff=[0], tol=1e-4)],
    "DiagDynamic": [lambda r: _case(prim(G2.DIAG_DYNAMIC), [_u(r, 3)], tol=1e-4)],
    "CheckNumericsValue": [lambda r: _case(prim(G2._CHECK_NUMERICS), [_u(r, 2, 3)], tol=1e-4)],
    "Heaviside": [lambda r: _case(prim(G2.HEAVISIDE), [_u(r, 2, 3, lo=-1.0), _u(r, 3)], diff=NONDIFF)],
    "HSVToRGBImage": [lambda r: _case(prim(G2._HSV_TO_RGB), [_u(r, 1, 2, 2, 3, dt=np.float32)], diff=NONDIFF)],
    "LowerBound": [lambda r: _case(prim(G2.LOWER_BOUND, out_type=None),
                                   [_i([[0, 3, 9, 9, 10]], np.float32), _i([[2, 9, 11]], np.float32)], diff=NONDIFF)],
    "UpperBound": [lambda r: _case(prim(G2.UPPER_BOUND, out_type=None),
                                   [_i([[0, 3, 9, 9, 10]], np.float32), _i([[2, 9, 11]], np.float32)], diff=NONDIFF)],
    "BincountSized": [lambda r: _case(prim(G2.BINCOUNT_SIZED), [_i([1, 2, 2, 7]), _i(5), _i([1, 2, 3, 4], np.float32)],
                                      diff=NONDIFF)],
    "Coalesce": [lambda r: _case(prim(G2.COALESCE), [_i([[1, 2, 3, 3, 2], [2, 2, 2, 2, 2]], np.int64),
                                                    _i([1, 2, 3, 4, 5], np.float32), _i([5, 5], np.int64)],
                                 diff=NONDIFF)],
    "AdaptiveMaxPool2DGrad": [lambda r: _case(prim(G2.ADAPTIVE_MAX_POOL2D_GRAD),
                                              [_u(r, 1, 1, 2, 2, dt=np.float32), _u(r, 1, 1, 4, 4, dt=np.float32),
                                               _i([[[[1, 3], [8, 10]]]], np.int64)], diff=NONDIFF)],
    "AdaptiveMaxPool3DGrad": [lambda r: _case(prim(G2.ADAPTIVE_MAX_POOL3D_GRAD),
                                              [_u(r, 1, 1, 1, 1, 1), _u(r, 1, 1, 2, 2, 2), _i([[[[[5]]]]])],
                                              diff=NONDIFF)],
    "LogNormalReverse": [lambda r: _case(prim(G2.LOG_NORMAL_REVERSE, mean=1.0, std=2.0), [_u(r, 2, 3)],
                                         diff=NONDIFF, seeded=True)],
    "ExtractGlimpse": [lambda r: _case(prim(G2.EXTRACT_GLIMPSE, centered=False, normalized=False,
                                            uniform_noise=False, noise="zero"),
                                       [_u(r, 1, 3, 3, 1, dt=np.float32), _i([2, 2]), _i([[1, 1]], np.float32)],
                                       diff=NONDIFF)],
    "CompareAndBitpack": [lambda r: _case(prim(G2.COMPARE_AND_BITPACK),
                                          [_u(r, 2, 8, dt=np.float32), Tensor(np.float32(0.5))], diff=NONDIFF)],
    "DynamicStitch": [lambda r: _case(_Flat(prim(G2.DYNAMIC_STITCH, n=2)),
                                      [_i([0, 2]), _i([1]), _i([[1, 2], [5, 6]]), _i([[3, 4]])], diff=NONDIFF)],
}
