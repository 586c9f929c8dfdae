"""Sample cases for the ops h-cpub added in session 6 (MindSpore's st CPU op tests n-z): msgraph/ops/st_cpu_b2.py."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P
from msgraph.ops.registry import OPS

NONDIFF = ()

NON_DIFFERENTIABLE_CPUB: List[str] = [
    "RandomShuffle", "RandomPoisson", "Rolling", "Shift", "PSROIPoolingGrad", "PadV3Grad",
    "SparseApplyAdagradRule",   # (SigmoidCrossEntropyWithLogitsGrad: a raising bprop since grad46)
    "SparseApplyAdagradV2Rule", "ResizeLinear1DGrad", "NoRepeatNGram", "STFT",   # (UniqueWithPad: a raising bprop)
    "PopulationCount", "Uniform", "TruncatedNormal", "ParameterizedTruncatedNormal",
]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape, lo=-1.0, hi=1.0, dtype=np.float64):
    return Tensor(r.uniform(lo, hi, shape).astype(dtype))


def _op(name, **attrs):
    return OPS[name].prim_class(**attrs)


# bins clear of the last row and column, where the forward kernel stops short of the gradient kernel
_ROIS = np.array([[[0.0], [10.0], [20.0], [60.0], [70.0]], [[1.0], [5.0], [3.0], [90.0], [50.0]]], np.float32)

CASES_CPUB = {
    "RandomShuffle": [lambda r: _case(P.RandomShuffle(), [_u(r, 4, 2)], diff=NONDIFF, seeded=True),
                      lambda r: _case(P.RandomShuffle(3, 1), [Tensor(np.arange(5, dtype=np.int32))], diff=NONDIFF)],
    "RandomPoisson": [lambda r: _case(P.RandomPoisson(dtype=np.float32), [Tensor(np.array([2, 3], np.int32)),
                                                                          _u(r, 2, lo=0.5, hi=3.0)],
                                      diff=NONDIFF, seeded=True)],
    "Rolling": [lambda r: _case(_op("Rolling", window=3, min_periods=2, center=True, axis=1, closed="both",
                                    method="mean"), [_u(r, 2, 6)], diff=NONDIFF),
                lambda r: _case(_op("Rolling", window=2, min_periods=2, axis=0, method="var"),
                                [Tensor(np.arange(8, dtype=np.int64).reshape(4, 2))], diff=NONDIFF)],
    "Shift": [lambda r: _case(_op("Shift", periods=2, axis=1), [_u(r, 2, 5), 0.5], diff=NONDIFF),
              lambda r: _case(_op("Shift", periods=-1, axis=0), [Tensor(np.arange(6, dtype=np.int32).reshape(3, 2)), 7],
                              diff=NONDIFF)],
    "QR": [lambda r: _case(_op("QR", mode="full"), [_u(r, 4, 3)], diff=NONDIFF),
           lambda r: _case(_op("QR", mode="economic"), [_u(r, 3, 4, dtype=np.float32)], diff=NONDIFF)],
    "PSROIPooling": [lambda r: _case(P.PSROIPooling(1 / 16, 2, 1), [_u(r, 2, 4, 12, 12, dtype=np.float32),
                                                                     Tensor(_ROIS)],
                                     diff=(0,), eps=1e-2, tol=1e-3)],
    "PSROIPoolingGrad": [lambda r: _case(P.PSROIPoolingGrad((5, 6), 1 / 16, 2, 1),
                                         [_u(r, 2, 1, 2, 2, dtype=np.float32), Tensor(_ROIS)], diff=NONDIFF)],
    "PadV3": [lambda r: _case(P.PadV3("constant"), [_u(r, 2, 3), (1, -1, 2, 0), Tensor(np.array(0.5))], diff=(0,)),
              lambda r: _case(P.PadV3("reflect"), [_u(r, 1, 1, 3, 4), (1, 2, 2, 1)], diff=(0,)),
              lambda r: _case(P.PadV3("edge"), [_u(r, 1, 3, 4), (2, 1)], diff=(0,)),
              lambda r: _case(P.PadV3("circular"), [_u(r, 1, 1, 3, 4), (1, -1, 1, 2)], diff=(0,))],
    "PadV3Grad": [lambda r: _case(P.PadV3Grad("circular"), [_u(r, 1, 2, 4), Tensor(np.array([1, 1], np.int32))],
                                  diff=NONDIFF),
                  lambda r: _case(P.PadV3Grad("reflect"), [_u(r, 1, 6, 7), (1, 2, 2, 1)], diff=NONDIFF)],
    "SqrtGrad": [lambda r: _case(P.SqrtGrad(), [_u(r, 2, 3, lo=0.5, hi=2.0), _u(r, 2, 3)])],  # (h-gpub: SqrtGradGrad)
    "ReLU6Grad": [lambda r: _case(P.ReLU6Grad(), [_u(r, 2, 3), Tensor(np.array([[-1.0, 0.0, 3.0], [6.0, 6.5, 1.0]]))],
                                  diff=NONDIFF)],
    # (float64 computed in float32, MindSpore's kernel: act32): a coarser finite difference
    "SoftplusGrad": [lambda r: _case(P.SoftplusGrad(), [_u(r, 2, 3), _u(r, 2, 3, lo=-3.0, hi=3.0)], tol=1e-3,
                                     eps=1e-3)],
    # (registry ops since debt35, float16/32 only: a coarse finite difference, inputs clear of +-lambd)
    "HShrink": [lambda r: _case(P.HShrink(0.5), [Tensor(np.array([[-0.9, -0.3, 0.2], [0.7, 1.5, -0.1]], np.float32))],
                                tol=1e-2, eps=1e-2)],
    "SoftShrink": [lambda r: _case(P.SoftShrink(0.25), [Tensor(np.array([[-0.9, -0.1, 0.2], [0.7, 1.5, -0.4]],
                                                                         np.float32))], tol=1e-2, eps=1e-2)],
    "SoftShrinkGrad": [lambda r: _case(P.SoftShrinkGrad(), [_u(r, 2, 3, dtype=np.float32),
                                                            _u(r, 2, 3, dtype=np.float32)], diff=NONDIFF)],
    # (adapt36gpu: the identity ending a first-order-only gradient; its own gradient raises, MindSpore's)
    "FirstOrderGrad": [lambda r: _case(OPS["FirstOrderGrad"].prim_class("HSwishGrad"), [_u(r, 2, 3), _u(r, 2, 3)],
                                       diff=NONDIFF)],
    "SparseApplyAdagradRule": [lambda r: _case(_op("SparseApplyAdagradRule", lr=0.1), [
        _u(r, 3, 2, dtype=np.float32), _u(r, 3, 2, lo=0.1, dtype=np.float32), _u(r, 2, 2, dtype=np.float32),
        Tensor(np.array([2, 0], np.int32))], diff=NONDIFF)],
    "SparseApplyAdagradV2Rule": [lambda r: _case(_op("SparseApplyAdagradV2Rule", lr=0.1, epsilon=1e-6,
                                                     update_slots=False), [
        _u(r, 3, 2, dtype=np.float32), _u(r, 3, 2, lo=0.1, dtype=np.float32), _u(r, 2, 2, dtype=np.float32),
        Tensor(np.array([1, 1], np.int32))], diff=NONDIFF)],
    "ResizeLinear1D": [lambda r: _case(P.ResizeLinear1D(), [_u(r, 1, 2, 3), Tensor(np.array([5], np.int64))],
                                       diff=(0,)),
                       lambda r: _case(P.ResizeLinear1D("half_pixel"), [_u(r, 2, 1, 4), (3,)], diff=(0,))],
    "ResizeLinear1DGrad": [lambda r: _case(P.ResizeLinear1DGrad("half_pixel"), [_u(r, 1, 2, 6), _u(r, 1, 2, 3)],
                                           diff=NONDIFF)],
    "UniqueWithPad": [lambda r: _case(P.UniqueWithPad(), [Tensor(np.array([5, 1, 5, 2, 9, 1], np.int32)), -1],
                                      diff=NONDIFF),
                      lambda r: _case(P.UniqueWithPad(), [Tensor(np.array([2.5, 1.0, 2.5], np.float32)), 0.0],
                                      diff=NONDIFF)],
    "NoRepeatNGram": [lambda r: _case(P.NoRepeatNGram(3), [Tensor(np.array([[[1, 2, 1, 2, 5, 1, 2]]], np.int32)),
                                                           _u(r, 1, 1, 10, dtype=np.float32)], diff=NONDIFF)],
    "STFT": [lambda r: _case(P.STFT(4, 2, 4, False, True, False), [_u(r, 2, 9, dtype=np.float32),
                                                                    _u(r, 4, dtype=np.float32)], diff=NONDIFF),
             lambda r: _case(P.STFT(4, 1, 2, True, False, True), [_u(r, 7), _u(r, 2)], diff=NONDIFF)],
    "NextAfter": [lambda r: _case(P.NextAfter(), [_u(r, 2, 3), Tensor(np.zeros((1, 3)))], diff=(0,))],
    "PopulationCount": [lambda r: _case(P.PopulationCount(), [Tensor(np.array([[13, -1], [2, 6]], np.int16))],
                                        diff=NONDIFF)],
    "Uniform": [lambda r: _case(P.Uniform(1.0, 2.0), [_u(r, 3, 4, dtype=np.float32)], diff=NONDIFF, seeded=True)],
    "TruncatedNormal": [lambda r: _case(P.TruncatedNormal(), [Tensor(np.array([2, 3], np.int32))], diff=NONDIFF,
                                        seeded=True)],
    "ParameterizedTruncatedNormal": [lambda r: _case(P.ParameterizedTruncatedNormal(), [
        Tensor(np.array([2, 3], np.int32)), Tensor(np.array([0.0, 1.0])), Tensor(np.array([1.0])),
        Tensor(np.array([-1.0, 0.5])), Tensor(np.array([1.0, 3.0]))], diff=NONDIFF, seeded=True)],
    "SigmoidCrossEntropyWithLogitsGrad": [lambda r: _case(P.SigmoidCrossEntropyWithLogitsGrad(), [
        _u(r, 2, 3), _u(r, 2, 3, lo=0.0), _u(r, 2, 3)], diff=NONDIFF)],
}
