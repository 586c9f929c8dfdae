"""Sample cases for the ops h-opsA added in session 8 (msgraph/ops/roi_align.py, pool_argmax_v2.py,
fractional_fixed.py, adaptive_pool3d.py, order_ops.TopKDynamicK, apply_optim.ApplyAdamWithAmsgradV2Rule), merged into
``op_cases.CASES`` so the registry-wide checks (finite-difference bprops, inference against eager) cover them."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P
from msgraph.ops.registry import OPS, prim

NON_DIFFERENTIABLE_OPSA: List[str] = ["ROIAlignGrad", "ApplyAdamWithAmsgradV2Rule", "PadDynamicPadding"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape, lo=-1.0, hi=1.0, dtype=np.float64):
    return Tensor(r.uniform(lo, hi, shape).astype(dtype))


_ROIS = lambda: Tensor(np.array([[0, 0.5, 0.5, 8.0, 7.0], [1, 2.0, 1.0, 5.0, 9.0]], np.float64))  # noqa: E731
_ROIS32 = lambda: Tensor(np.array([[0, 0.5, 0.5, 8.0, 7.0], [1, 2.0, 1.0, 5.0, 9.0]], np.float32))  # noqa: E731


def _amsgrad_v2(r):
    states = [_u(r, 2, 3, lo=0.1 if i in (2, 3) else -1.0) for i in range(4)]
    return _case(prim(OPS["ApplyAdamWithAmsgradV2Rule"]), states + [0.9, 0.999, 0.1, 0.9, 0.999, 1e-8, _u(r, 2, 3)],
                 diff=())


CASES_OPSA = {
    "TopKDynamicK": [lambda r: _case(prim(OPS["TopKDynamicK"], sorted=True, largest=True),
                                     [_u(r, 3, 5), Tensor(np.array(2, np.int32))]),
                     lambda r: _case(prim(OPS["TopKDynamicK"], sorted=True, largest=False),
                                     [_u(r, 4, 6), Tensor(np.array([3], np.int64))])],
    "TopKSmallest": [lambda r: _case(prim(OPS["TopKSmallest"], sorted=True), [_u(r, 3, 5), 2]),   # h-nn8
                     lambda r: _case(prim(OPS["TopKSmallest"], sorted=False), [_u(r, 4, 6), 3])],
    "MaxPool3DWithArgmax": [  # h-tens (session 9): the same kernel on (N, C, D, H, W)
        lambda r: _case(P.MaxPool3DWithArgmax(2, 1, 1), [_u(r, 1, 2, 3, 4, 4)]),
        lambda r: _case(P.MaxPool3DWithArgmax((2, 3, 2), (1, 2, 2), (1, 1, 0), (1, 1, 2), True), [_u(r, 2, 1, 4, 5, 6)])],
    "MaxPoolWithArgmaxV2": [lambda r: _case(P.MaxPoolWithArgmaxV2(2, 1, 0, 1, False), [_u(r, 1, 2, 4, 4)]),
                            lambda r: _case(P.MaxPoolWithArgmaxV2(3, 2, 1, (1, 2), True), [_u(r, 2, 1, 6, 7)])],
    "AdaptiveMaxPool3D": [lambda r: _case(P.AdaptiveMaxPool3D(), [_u(r, 1, 2, 3, 4, 5), (2, 2, 3)]),
                          lambda r: _case(P.AdaptiveMaxPool3D(), [_u(r, 2, 3, 5, 4), (1, 3, 2)])],
    "FractionalMaxPoolWithFixedKsize": [
        lambda r: _case(P.FractionalMaxPoolWithFixedKsize(2, (2, 3)),
                        [_u(r, 1, 2, 5, 6), Tensor(np.full((1, 2, 2), 0.3))], diff=(0,))],
    "FractionalMaxPool3DWithFixedKsize": [
        lambda r: _case(P.FractionalMaxPool3DWithFixedKsize((1, 2, 2), (2, 2, 3)),
                        [_u(r, 1, 2, 3, 4, 5), Tensor(np.full((1, 2, 3), 0.6))], diff=(0,))],
    # float32 (MindSpore 2.10's ROIAlign takes float16 / float32 features only); ROIAlign is linear in the features,
    # so a wide finite-difference step is exact up to float32 rounding
    "ROIAlign": [lambda r: _case(P.ROIAlign(2, 2, 0.5, 2, 1), [_u(r, 2, 2, 6, 6, dtype=np.float32), _ROIS32()],
                                 diff=(0,), eps=1e-2, tol=1e-3),
                 lambda r: _case(P.ROIAlign(2, 3, 1.0, -1, 0), [_u(r, 2, 1, 7, 6, dtype=np.float32), _ROIS32()],
                                 diff=(0,), eps=1e-2, tol=1e-3)],
    "ROIAlignGrad": [lambda r: _case(P.ROIAlignGrad(2, 2, 0.5, 2), [_u(r, 2, 2, 2, 2), _ROIS(), (2, 2, 6, 6)],
                                     diff=())],
    "ApplyAdamWithAmsgradV2Rule": [_amsgrad_v2],
    "PadDynamicPadding": [lambda r: _case(prim(OPS["PadDynamicPadding"], mode="reflect"),
                                          [_u(r, 1, 2, 3, 4), Tensor(np.array([1, 2, 2, -1], np.int64)), 0], diff=()),
                          lambda r: _case(prim(OPS["PadDynamicPadding"], mode="constant"),
                                          [_u(r, 2, 3), Tensor(np.array([2, 1], np.int32)), 1.5], diff=())],
}
