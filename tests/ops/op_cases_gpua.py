"""Sample cases for the ops of msgraph/ops/st_gpu_a.py and the ops h-gpua (session 9) redefined: Betainc (in x only:
MindSpore gives a and b no gradient) and Mod (positive operands, where MindSpore's -floor(x / y) is the derivative)
are gradient-checked; the image adjustments have no gradient in MindSpore; ExtractVolumePatches (linear) is
gradient-checked, its adjoint ExtractVolumePatchesGrad is not differentiated (h-grad9)."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P

NON_DIFFERENTIABLE_GPUA: List[str] = ["AdjustContrastv2", "AdjustHue", "AdjustSaturation", "ExtractVolumePatchesGrad"]
NONDIFF = ()


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape, lo=0.0, hi=1.0, dt=np.float64):
    return Tensor(r.uniform(lo, hi, shape).astype(dt))


def _img(r):
    return _u(r, 2, 3, 3, dt=np.float32)


CASES_GPUA = {
    "Betainc": [lambda r: _case(P.Betainc(), [_u(r, 2, 3, lo=1.0, hi=3.0), _u(r, 2, 3, lo=1.0, hi=3.0),
                                              _u(r, 2, 3, lo=0.2, hi=0.8)], diff=[2], tol=1e-4)],
    "Mod": [lambda r: _case(P.Mod(), [_u(r, 2, 3, lo=0.1, hi=5.0), _u(r, 3, lo=1.3, hi=2.0)], tol=1e-4),
            lambda r: _case(P.Mod(), [Tensor(np.array([7, -7, 5, 0], np.int32)), Tensor(np.array([3, 3, 0, 0], np.int32))],
                            diff=NONDIFF)],
    # session 21: TruncateMod's float kernel (C's fmod); gradient-checked away from the jumps of trunc(x / y)
    "FloatFMod": [lambda r: _case(_float_fmod(), [_u(r, 2, 3, lo=0.1, hi=1.2), _u(r, 3, lo=1.3, hi=2.0)], tol=1e-4),
                  lambda r: _case(_float_fmod(), [_u(r, 4, lo=-5.0, hi=5.0, dt=np.float32), 1.5], diff=NONDIFF)],
    "HypotKernel": [lambda r: _case(_hypot(), [_u(r, 2, 3, lo=0.5, hi=2.0), _u(r, 3, lo=-2.0, hi=-0.5)], tol=1e-4),
                    lambda r: _case(_hypot(), [_u(r, 4, lo=-5.0, hi=5.0, dt=np.float32), 1.5], diff=NONDIFF)],
    "AdjustHue": [lambda r: _case(P.AdjustHue(), [_img(r), Tensor(np.float32(0.3))], diff=NONDIFF)],
    "AdjustSaturation": [lambda r: _case(P.AdjustSaturation(), [_img(r), Tensor(np.float32(1.7))], diff=NONDIFF)],
    "AdjustContrastv2": [lambda r: _case(P.AdjustContrastv2(), [_img(r), Tensor(np.float32(2.0))], diff=NONDIFF)],
    "ExtractVolumePatches": [lambda r: _case(P.ExtractVolumePatches([1, 1, 2, 2, 2], [1, 1, 1, 2, 1], "SAME"),
                                             [_u(r, 1, 2, 3, 3, 4)]),
                             lambda r: _case(P.ExtractVolumePatches([1, 1, 2, 1, 2], [1, 1, 2, 1, 1], "VALID"),
                                             [_u(r, 2, 1, 4, 2, 3)])],
    "ExtractVolumePatchesGrad": [lambda r: _case(_evp_grad(), [_u(r, 1, 2, 3, 3, 4), _u(r, 1, 16, 3, 2, 4)],
                                                 diff=NONDIFF)],
}


def _float_fmod():
    from msgraph.ops.prims_extra import _P_FLOAT_FMOD

    return _P_FLOAT_FMOD


def _hypot():
    from msgraph.ops.functional_extra import _P_HYPOT

    return _P_HYPOT


def _evp_grad():
    from msgraph.ops.registry import prim
    from msgraph.ops.st_gpu_a import EXTRACT_VOLUME_PATCHES_GRAD

    return prim(EXTRACT_VOLUME_PATCHES_GRAD, kernel_size=(1, 1, 2, 2, 2), strides=(1, 1, 1, 2, 1), padding="SAME")
