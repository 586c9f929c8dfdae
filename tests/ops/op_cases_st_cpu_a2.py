"""Sample cases for the ops h-cpua added in session 6 (msgraph/ops/apply_optim.py, st_cpu_a2.py, pooling3d.py),
merged into ``op_cases.CASES`` so the registry-wide checks (finite-difference bprops, inference against eager,
Graph-mode gradients) cover them."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Tensor
from msgraph.ops import operations as P
from msgraph.ops.registry import OPS
from msgraph.ops.pooling3d import Conv3DAnyDtype, Conv3DTransposeAnyDtype  # float64: the finite-difference checks

NONDIFF = ()

_RULES = ["AdamRule", "ApplyAdaMaxRule", "ApplyAdadeltaRule", "ApplyAdagradDARule", "ApplyAdagradRule",
          "ApplyAdagradV2Rule", "ApplyAdamWithAmsgradRule", "ApplyAddSignRule", "ApplyFtrlRule",
          "ApplyGradientDescentRule", "ApplyMomentumRule", "ApplyPowerSignRule", "ApplyProximalAdagradRule",
          "ApplyProximalGradientDescentRule"]
NON_DIFFERENTIABLE_ST_CPU_A2: List[str] = _RULES + [
    "LayerNormGrad", "MaxPool3DGradFromInput", "AvgPool3DGradFromShape", "FFTWithSizeGrad", "InTopK",
    "DataFormatDimMap", "MaxPoolGradWithArgmax", "MaxPoolGradWithArgmaxV2", "MaxPoolGradGrad", "MaxPool3DGradGrad",
    "MaxPoolGradGradWithArgmax", "LRNGrad", "CTCGreedyDecoder", "BlackmanWindow", "Conv3DGradInputs",
    "Conv3DTransposeGradInputs"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape, lo=-1.0, hi=1.0, dtype=np.float32):
    return Tensor(r.uniform(lo, hi, shape).astype(dtype))


def _op(name, **attrs):
    return OPS[name].prim_class(**attrs)


def _rule_case(name, n_state, *extra, pos=(), **attrs):
    """A rule op's case: n_state (2, 3) states (positive where ``pos``), the extra arguments."""
    def build(r):
        states = [_u(r, 2, 3, lo=0.1 if i in pos else -1.0) for i in range(n_state)]
        return _case(_op(name, **attrs), states + [e(r) if callable(e) else e for e in extra], diff=NONDIFF)
    return [build]


_G = lambda r: _u(r, 2, 3)  # noqa: E731 - a gradient shaped like the states

CASES_ST_CPU_A2 = {
    "ApplyGradientDescentRule": _rule_case("ApplyGradientDescentRule", 1, 0.1, _G),
    "ApplyProximalGradientDescentRule": _rule_case("ApplyProximalGradientDescentRule", 1, 0.1, 0.05, 0.2, _G),
    "ApplyMomentumRule": _rule_case("ApplyMomentumRule", 2, 0.1, _G, 0.9),
    "AdamRule": _rule_case("AdamRule", 3, 0.9, 0.999, 0.1, 0.9, 0.999, 1e-8, _G, pos=(2,), use_nesterov=True),
    "ApplyAdamWithAmsgradRule": _rule_case("ApplyAdamWithAmsgradRule", 4, 0.9, 0.999, 0.1, _G, pos=(2, 3)),
    "ApplyAdagradRule": _rule_case("ApplyAdagradRule", 2, 0.1, _G, pos=(1,)),
    "ApplyAdagradV2Rule": _rule_case("ApplyAdagradV2Rule", 2, 0.1, _G, pos=(1,)),
    "ApplyProximalAdagradRule": _rule_case("ApplyProximalAdagradRule", 2, 0.1, 0.05, 0.2, _G, pos=(1,)),
    "ApplyAdadeltaRule": _rule_case("ApplyAdadeltaRule", 3, 0.1, 0.9, 1e-6, _G, pos=(1, 2)),
    "ApplyAdaMaxRule": _rule_case("ApplyAdaMaxRule", 3, 0.9, 0.1, 0.9, 0.99, 1e-10, _G, pos=(2,)),
    "ApplyAdagradDARule": _rule_case("ApplyAdagradDARule", 3, _G, 0.1, 0.01, 0.02, Tensor(np.array(2, np.int32)),
                                     pos=(2,)),
    "ApplyAddSignRule": _rule_case("ApplyAddSignRule", 2, 0.1, 1.0, 0.5, 0.9, _G),
    "ApplyPowerSignRule": _rule_case("ApplyPowerSignRule", 2, 0.1, float(np.e), 0.5, 0.9, _G),
    "ApplyFtrlRule": _rule_case("ApplyFtrlRule", 3, _G, 0.1, 0.01, 0.02, -0.5, pos=(1,)),
    "IndexAddValue": [lambda r: _case(_op("IndexAddValue", axis=1), [
        _u(r, 2, 3, 2, dtype=np.float64), Tensor(np.array([2, 0, 2], np.int32)), _u(r, 2, 3, 2, dtype=np.float64)])],
    "LayerNormGrad": [lambda r: _case(P.LayerNormGrad(1, 1), [
        _u(r, 2, 3), _u(r, 2, 3), _u(r, 2, 1, lo=0.5), _u(r, 2, 1), _u(r, 3)], diff=NONDIFF)],
    "MaxPool3D": [lambda r: _case(P.MaxPool3D(kernel_size=2, strides=1), [_u(r, 1, 2, 3, 3, 3, dtype=np.float64)]),
                  lambda r: _case(P.MaxPool3D(kernel_size=(1, 2, 3), strides=2, pad_mode="SAME"),
                                  [_u(r, 1, 1, 2, 3, 4, dtype=np.float64)])],
    "MaxPool3DGradFromInput": [lambda r: _case(_op("MaxPool3DGradFromInput", kernel_size=2, strides=1), [
        _u(r, 1, 2, 3, 3, 3), _u(r, 1, 2, 2, 2, 2)], diff=NONDIFF)],
    # float32: MindSpore's AvgPool3DGrad refuses float64 (nn29); the op is linear, so a coarse step is exact
    "AvgPool3D": [lambda r: _case(P.AvgPool3D(kernel_size=2, strides=1), [_u(r, 1, 2, 3, 3, 3, dtype=np.float32)],
                                  eps=1e-2, tol=1e-3),
                  lambda r: _case(P.AvgPool3D(kernel_size=2, strides=2, pad_mode="pad", pad=1, count_include_pad=False),
                                  [_u(r, 1, 1, 3, 2, 3, dtype=np.float32)], eps=1e-2, tol=1e-3)],
    "AvgPool3DGradFromShape": [lambda r: _case(_op("AvgPool3DGradFromShape", kernel_size=2, strides=1), [
        _u(r, 1, 2, 3, 3, 3), _u(r, 1, 2, 2, 2, 2)], diff=NONDIFF)],
    "Erfinv": [lambda r: _case(P.Erfinv(), [_u(r, 2, 3, lo=-0.8, hi=0.8, dtype=np.float64)])],
    "InTopK": [lambda r: _case(P.InTopK(2), [_u(r, 3, 4), Tensor(np.array([0, 3, 1], np.int32))], diff=NONDIFF)],
    "DataFormatDimMap": [lambda r: _case(P.DataFormatDimMap(), [Tensor(np.array([-4, -1, 0, 3], np.int32))],
                                         diff=NONDIFF)],
    "FillDiagonal": [lambda r: _case(P.FillDiagonal(2.0, True), [_u(r, 5, 2, dtype=np.float64)])],
    "FFTWithSize": [lambda r: _case(P.FFTWithSize(1, False, True, "backward", False), [_u(r, 2, 4, dtype=np.float64)]),
                    lambda r: _case(P.FFTWithSize(2, False, True), [_u(r, 2, 3, 4)], diff=NONDIFF)],
    "FFTWithSizeGrad": [lambda r: _case(_op("FFTWithSizeGrad", signal_ndim=1, real=True), [
        _u(r, 2, 4), Tensor(np.ones((2, 4), np.complex64))], diff=NONDIFF)],
    "MaxPoolGradWithArgmax": [lambda r: _case(P.MaxPoolGradWithArgmax(2, 2), [
        _u(r, 1, 2, 4, 4), _u(r, 1, 2, 2, 2), Tensor(np.array([[[[5, 7], [13, 15]], [[21, 3], [29, 31]]]], np.int32))],
        diff=NONDIFF)],
    "MaxPoolGradWithArgmaxV2": [lambda r: _case(P.MaxPoolGradWithArgmaxV2(2, 2), [
        _u(r, 1, 2, 4, 4), _u(r, 1, 2, 2, 2), Tensor(np.array([[[[5, 7], [13, 15]], [[5, 5], [9, 0]]]], np.int64))],
        diff=NONDIFF)],
    "MaxPoolGradGrad": [lambda r: _case(P.MaxPoolGradGrad(2, 2, "VALID"), [
        _u(r, 1, 2, 4, 4), _u(r, 1, 2, 2, 2), _u(r, 1, 2, 4, 4)], diff=NONDIFF)],
    "MaxPool3DGradGrad": [lambda r: _case(P.MaxPool3DGradGrad(2, 1, "SAME"), [
        _u(r, 1, 1, 2, 3, 3), _u(r, 1, 1, 2, 3, 3), _u(r, 1, 1, 2, 3, 3)], diff=NONDIFF)],
    "MaxPoolGradGradWithArgmax": [lambda r: _case(P.MaxPoolGradGradWithArgmax(2, 2), [
        _u(r, 1, 2, 4, 4), _u(r, 1, 2, 4, 4), Tensor(np.array([[[[5, 7], [13, 15]], [[21, 3], [29, 31]]]], np.int32))],
        diff=NONDIFF)],
    # (float32: MindSpore 2.10's LRN refuses float64 at the user's call, adapt41gpu)
    "LRN": [lambda r: _case(P.LRN(2, 1.0, 0.5, 0.75), [_u(r, 1, 4, 2, 3)], tol=2e-3, eps=1e-3),
            lambda r: _case(P.LRN(1, 2.0, 1.0, 0.5), [_u(r, 2, 3, 1, 2)], tol=2e-3, eps=1e-3)],
    "LRNGrad": [lambda r: _case(P.LRNGrad(2, 1.0, 0.5, 0.75), [_u(r, 1, 4, 2, 3), _u(r, 1, 4, 2, 3), _u(r, 1, 4, 2, 3)],
                                diff=NONDIFF)],
    "CTCGreedyDecoder": [lambda r: _case(P.CTCGreedyDecoder(), [_u(r, 4, 2, 3), Tensor(np.array([4, 2], np.int32))],
                                         diff=NONDIFF),
                         lambda r: _case(P.CTCGreedyDecoder(False), [_u(r, 3, 2, 4, dtype=np.float64),
                                                                     Tensor(np.array([1, 3], np.int32))],
                                         diff=NONDIFF)],
    "Lstsq": [lambda r: _case(P.Lstsq(), [_u(r, 4, 3), _u(r, 4, 2)], diff=NONDIFF),
              lambda r: _case(P.Lstsq(True, 0.0), [_u(r, 3, 3, dtype=np.float64), _u(r, 3, dtype=np.float64)],
                              diff=NONDIFF)],
    # MindSpore's bprop is the true gradient for upper=True only (tests/conformance/programs/st_cpu_a2/linalg_window)
    "CholeskyInverse": [lambda r: _case(P.CholeskyInverse(True), [Tensor(np.triu(r.uniform(0.5, 1.5, (3, 3))))]),
                        lambda r: _case(P.CholeskyInverse(), [Tensor(np.tril(r.uniform(0.5, 1.5, (3, 3))))],
                                        diff=NONDIFF)],
    "BlackmanWindow": [lambda r: _case(P.BlackmanWindow(False), [Tensor(np.array(6, np.int32))], diff=NONDIFF)],
    "AdaptiveMaxPool2D": [lambda r: _case(P.AdaptiveMaxPool2D((2, 3)), [_u(r, 1, 2, 5, 7, dtype=np.float64)]),
                          lambda r: _case(P.AdaptiveMaxPool2D(2), [_u(r, 2, 4, 3, dtype=np.float64)])],
    "Conv3D": [lambda r: _case(Conv3DAnyDtype(2, 2), [_u(r, 1, 2, 3, 3, 3, dtype=np.float64),
                                                _u(r, 2, 2, 2, 2, 2, dtype=np.float64)]),
               lambda r: _case(Conv3DAnyDtype(1, 2, pad_mode="pad", pad=(1, 0, 0, 1, 1, 1), stride=2, dilation=1),
                               [_u(r, 1, 1, 3, 4, 3, dtype=np.float64), _u(r, 1, 1, 2, 2, 2, dtype=np.float64)])],
    "Conv3DGradInputs": [lambda r: _case(_op("Conv3DGradInputs", out_channel=2, kernel_size=2), [
        _u(r, 1, 2, 3, 3, 3), _u(r, 2, 2, 2, 2, 2), _u(r, 1, 2, 2, 2, 2)], diff=NONDIFF)],
    "Conv3DTranspose": [lambda r: _case(Conv3DTransposeAnyDtype(2, 1, 2, pad_mode="pad", pad=1, stride=2),
                                        [_u(r, 1, 2, 2, 3, 2, dtype=np.float64),
                                         _u(r, 2, 1, 2, 2, 2, dtype=np.float64)])],
    "Conv3DTransposeGradInputs": [lambda r: _case(_op("Conv3DTransposeGradInputs", in_channel=2, out_channel=1,
                                                      kernel_size=2), [
        _u(r, 1, 2, 2, 2, 2), _u(r, 2, 1, 2, 2, 2), _u(r, 1, 1, 3, 3, 3)], diff=NONDIFF)],
    "Cholesky": [lambda r: _case(P.Cholesky(), [Tensor(np.array([[4.0, 2.0], [2.0, 5.0]]))], diff=NONDIFF),
                 lambda r: _case(P.Cholesky(True), [Tensor(np.array([[[2.0, 0.5], [0.5, 1.0]]] * 2, np.float32))],
                                 diff=NONDIFF)],
}
