"""Sample cases for the ops added by the ops family (math_extra, array_extra, nn_extra, image_ops,
random_ops), merged into ``op_cases.CASES`` so the registry-wide checks (finite-difference bprops,
inference against eager, Graph-mode gradients) cover them."""
from __future__ import annotations

from typing import Dict, List

import numpy as np

from msgraph import Parameter
from msgraph.ops import operations as P

from op_cases import NONDIFF, C, Case, T, U, _binary, _bool, _unary  # noqa: F401

# Registered ops of this family that carry no gradient (test_bprop pins the full list).
NON_DIFFERENTIABLE_OPS: List[str] = [
    "BitwiseAnd", "BitwiseOr", "BitwiseXor", "CTCLossGrad", "Ceil", "IsInf", "Multinomial", "NMSWithMask", "NonZero",
    "RandomChoiceWithMask", "Round",
    "StandardNormal",
    "UniformInt", "UniformReal",
    "Bernoulli", "RandpermV2", "MultinomialWithReplacement",
]  # LogicalXor, Invert: MindSpore's none, a raising bprop (adapt40mint, left52), so their cases are not
#   gradient-checked


def _i(a):
    return T(np.asarray(a, np.int32))


def _ctc(r, name, **attrs):
    from msgraph.ops.registry import OPS, prim
    return prim(OPS[name], **attrs)


def _ctc_args(r):
    return [U(r, 4, 2, 4, lo=-2, hi=2), T(np.array([[0, 0], [0, 1], [1, 0]], np.int64)), _i([1, 1, 2]), _i([4, 3])]


CASES_OPS: Dict[str, List[C]] = {
    # --- math_extra ---
    "Reciprocal": _unary(P.Reciprocal(), 0.5, 2.0) + [lambda r: Case(P.Reciprocal(), [_i([1, 2, 4])], diff=NONDIFF)],
    "Round": [lambda r: Case(P.Round(), [T([0.5, 1.5, 2.5, -0.5, -1.7, 0.2])], diff=NONDIFF)],
    "Ceil": [lambda r: Case(P.Ceil(), [U(r, 2, 3, lo=-3, hi=3)], diff=NONDIFF)],
    "ACos": _unary(P.ACos(), -0.8, 0.8),
    "Asin": _unary(P.Asin(), -0.8, 0.8),
    "Atan": _unary(P.Atan(), -2, 2),
    "Tan": _unary(P.Tan(), -1, 1),
    "Sinh": _unary(P.Sinh(), -2, 2),
    "Cosh": _unary(P.Cosh(), -2, 2),
    "Asinh": _unary(P.Asinh(), -2, 2),
    "Acosh": _unary(P.Acosh(), 1.2, 3.0),
    "Atanh": _unary(P.Atanh(), -0.8, 0.8),
    "Expm1": _unary(P.Expm1(), -1, 1),
    "Atan2": [lambda r: Case(P.Atan2(), [U(r, 2, 3, lo=0.3, hi=1.0), U(r, 3, lo=-1.0, hi=-0.3)]),
              lambda r: Case(P.Atan2(), [U(r, 2, 3, lo=0.3, hi=1.0), 0.5])],
    "SquaredDifference": _binary(P.SquaredDifference()),
    "LogicalXor": [lambda r: Case(P.LogicalXor(), [_bool(r, 2, 3), _bool(r, 3)], diff=NONDIFF)],
    "BitwiseAnd": [lambda r: Case(P.BitwiseAnd(), [_i([5, 3, 12]), _i([3, 6, 10])], diff=NONDIFF)],
    "BitwiseOr": [lambda r: Case(P.BitwiseOr(), [_i([5, 3, 12]), 6], diff=NONDIFF)],
    "BitwiseXor": [lambda r: Case(P.BitwiseXor(), [_bool(r, 2, 3), _bool(r, 3)], diff=NONDIFF)],
    # --- array_extra ---
    "GatherNd": [lambda r: Case(P.GatherNd(), [U(r, 3, 4), _i([[0, 1], [2, 3], [0, 1]])]),
                 lambda r: Case(P.GatherNd(), [U(r, 3, 4, 2), _i([[[1], [0]], [[2], [2]]])])],
    "ScatterNd": [lambda r: Case(P.ScatterNd(), [_i([[0, 1], [2, 3], [0, 1]]), U(r, 3), (3, 4)]),
                  lambda r: Case(P.ScatterNd(), [_i([[1], [0], [1]]), U(r, 3, 2), (3, 2)])],
    "TensorScatterUpdate": [lambda r: Case(P.TensorScatterUpdate(), [U(r, 3, 4), _i([[0, 1], [2, 3]]), U(r, 2)]),
                            lambda r: Case(P.TensorScatterUpdate(), [U(r, 3, 2), _i([[2]]), U(r, 1, 2)])],
    "TensorScatterAdd": [lambda r: Case(P.TensorScatterAdd(), [U(r, 3, 4), _i([[0, 1], [0, 1]]), U(r, 2)])],
    "UnsortedSegmentMax": [lambda r: Case(P.UnsortedSegmentMax(), [U(r, 4, 2), _i([0, 2, 0, 1]), 3])],
    "UnsortedSegmentMin": [lambda r: Case(P.UnsortedSegmentMin(), [U(r, 3), _i([1, 0, -1]), 2])],
    "UnsortedSegmentProd": [lambda r: Case(P.UnsortedSegmentProd(), [U(r, 3, 2), _i([0, 0, 2]), 3])],
    "Invert": [lambda r: Case(P.Invert(), [T(np.array([0, 1, -3], np.int16))], diff=NONDIFF)],
    # (no gradient: MindSpore 2.10's CPU bprop needs InplaceScatterAdd, a RuntimeError; r2a)
    "Cummax": [lambda r: Case(P.Cummax(1), [U(r, 3, 4)], diff=NONDIFF),
               lambda r: Case(P.Cummax(0), [T(np.array([[1, 5], [3, 2], [3, 9]], np.int32))], diff=NONDIFF)],
    "Cummin": [lambda r: Case(P.Cummin(-1), [U(r, 2, 5)], diff=NONDIFF)],
    "TensorScatterSub": [lambda r: Case(P.TensorScatterSub(), [U(r, 3, 4), _i([[0, 1], [0, 1]]), U(r, 2)])],
    # MindSpore's gradients (h-silG, session 18); d(updates) of TensorScatterMul is x * dout (exact without repeats)
    "TensorScatterMul": [lambda r: Case(P.TensorScatterMul(), [U(r, 3, 4), _i([[0, 1], [2, 3]]), U(r, 2)])],
    "TensorScatterDiv": [lambda r: Case(P.TensorScatterDiv(), [U(r, 3, 4), _i([[0, 1], [2, 1]]), U(r, 2, lo=1.0,
                                                                                                 hi=2.0)])],
    "TensorScatterMax": [lambda r: Case(P.TensorScatterMax(), [U(r, 3, 4), _i([[0, 1], [0, 1]]), U(r, 2)])],
    "TensorScatterMin": [lambda r: Case(P.TensorScatterMin(), [U(r, 3, 4), _i([[1], [0]]), U(r, 2, 4)])],
    "ScatterNdSub": [lambda r: Case(P.ScatterNdSub(), [Parameter(np.zeros((3,), np.float32)), _i([[1], [1]]),
                                                      T(np.ones((2,), np.float32))], diff=NONDIFF)],
    "ScatterNdMul": [lambda r: Case(P.ScatterNdMul(), [Parameter(np.full((3,), 2.0, np.float32)), _i([[1], [1]]),
                                                      T(np.full((2,), 3.0, np.float32))], diff=NONDIFF)],
    "ScatterNdDiv": [lambda r: Case(P.ScatterNdDiv(), [Parameter(np.full((3,), 2.0, np.float32)), _i([[0], [2]]),
                                                      T(np.full((2,), 4.0, np.float32))], diff=NONDIFF)],
    "ScatterNdMax": [lambda r: Case(P.ScatterNdMax(), [Parameter(np.zeros((3, 2), np.float32)), _i([[1], [1]]),
                                                      U(r, 2, 2).astype(np.float32)], diff=NONDIFF)],
    "ScatterNdMin": [lambda r: Case(P.ScatterNdMin(), [Parameter(np.zeros((3, 2), np.float32)), _i([[0, 1]]),
                                                      U(r, 1).astype(np.float32)], diff=NONDIFF)],
    "ScatterNdUpdate": [lambda r: Case(P.ScatterNdUpdate(), [Parameter(np.zeros((3, 2), np.float32)),
                                                            _i([[1], [2]]), T(np.ones((2, 2), np.float32))],
                                       diff=NONDIFF)],
    "ScatterNdAdd": [lambda r: Case(P.ScatterNdAdd(), [Parameter(np.zeros((3,), np.float32)), _i([[1], [1]]),
                                                      T(np.ones((2,), np.float32))], diff=NONDIFF)],
    "GatherD": [lambda r: Case(P.GatherD(), [U(r, 3, 4), 1, _i([[0, 3, 3], [1, 1, 0]])]),
                lambda r: Case(P.GatherD(), [U(r, 3, 4), 0, _i([[0, 2, 2, 1], [1, 1, 0, 0]])])],
    "ArgMaxWithValue": [lambda r: Case(P.ArgMaxWithValue(), [U(r, 3, 4)]),
                        lambda r: Case(P.ArgMaxWithValue(1, True), [U(r, 3, 4)])],
    "ArgMinWithValue": [lambda r: Case(P.ArgMinWithValue(-1), [U(r, 2, 3, 4)])],
    "TopK": [lambda r: Case(P.TopK(), [U(r, 3, 5), 2]), lambda r: Case(P.TopK(True), [U(r, 4), 4])],
    # (float64 is sorted in float32, as MindSpore: finite differences need a float32-sized step)
    "Sort": [lambda r: Case(P.Sort(), [U(r, 3, 4)], tol=1e-3, eps=1e-3),
             lambda r: Case(P.Sort(0, True), [U(r, 3, 4)], tol=1e-3, eps=1e-3)],
    "ReverseV2": [lambda r: Case(P.ReverseV2((0, 1)), [U(r, 2, 3)]), lambda r: Case(P.ReverseV2((-1,)), [U(r, 2, 3)])],
    "ReverseSequence": [lambda r: Case(P.ReverseSequence(1), [U(r, 2, 4), _i([2, 4])]),
                        lambda r: Case(P.ReverseSequence(0, 1), [U(r, 3, 2, 2), _i([1, 3])])],
    "Pad": [lambda r: Case(P.Pad(((1, 0), (0, 2))), [U(r, 2, 3)])],
    "NonZero": [lambda r: Case(P.NonZero(), [T([[1.0, 0.0], [0.0, 4.0]])], diff=NONDIFF)],
    "Unique": [lambda r: Case(P.Unique(), [_i([3, 1, 2, 3, 1])], diff=NONDIFF)],
    # --- nn_extra ---
    "SigmoidCrossEntropyWithLogits": [lambda r: Case(P.SigmoidCrossEntropyWithLogits(),
                                                     [U(r, 2, 3, lo=-3, hi=3), U(r, 2, 3, lo=0, hi=1)], diff=(0,),
                                                     # float64 computed in float32 as MindSpore's kernel (vd49gb)
                                                     eps=1e-3, tol=1e-3)],
    "SmoothL1Loss": [lambda r: Case(P.SmoothL1Loss(), [U(r, 2, 3, lo=-3, hi=3), U(r, 2, 3, lo=-0.2, hi=0.2)]),
                     lambda r: Case(P.SmoothL1Loss(2.0), [U(r, 4, lo=-3, hi=3), U(r, 4, lo=-0.2, hi=0.2)])],
    # --- functional_extra ---
    "Erfc": _unary(P.Erfc(), -2, 2),
    "IsInf": [lambda r: Case(P.IsInf(), [T([1.0, np.inf, -np.inf, np.nan])], diff=NONDIFF)],
    # (a zero gradient: MindSpore's ZerosLike bprop, left51)
    "Trunc": [lambda r: Case(P.Trunc(), [U(r, 2, 3, lo=-3, hi=3)])],
    # --- ctc ---
    "CTCLossValue": [lambda r: Case(_ctc(r, "CTCLossValue"), _ctc_args(r), diff=(0,)),
                     lambda r: Case(_ctc(r, "CTCLossValue", ctc_merge_repeated=False), _ctc_args(r), diff=(0,))],
    "CTCLossGrad": [lambda r: Case(_ctc(r, "CTCLossGrad"), _ctc_args(r), diff=NONDIFF)],
    # --- image_ops ---
    "NMSWithMask": [lambda r: Case(P.NMSWithMask(0.5), [T(np.array([[0, 0, 10, 10, 0.5], [50, 0, 60, 10, 0.8],
                                                                    [1, 1, 10, 10, 0.7]], np.float32))], diff=NONDIFF)],
    "RandomChoiceWithMask": [lambda r: Case(P.RandomChoiceWithMask(4), [_bool(r, 2, 3)], diff=NONDIFF, seeded=True)],
    # --- random_ops ---
    "Multinomial": [lambda r: Case(P.Multinomial(), [T(np.array([[0.1, 0.9, 0.0], [0.5, 0.5, 0.0]], np.float32)), 4],
                                   diff=NONDIFF, seeded=True)],
    "StandardNormal": [lambda r: Case(P.StandardNormal(), [(2, 3)], diff=NONDIFF, seeded=True)],
    "UniformReal": [lambda r: Case(P.UniformReal(1, 2), [(4,)], diff=NONDIFF, seeded=True)],
    "Bernoulli": [lambda r: Case(P.Bernoulli(seed=3), [T(np.zeros((2, 3), np.float32)), T(np.float32(0.4))],
                                 diff=NONDIFF, seeded=True),
                  lambda r: Case(P.Bernoulli(), [T(np.zeros(4, np.int32)), T(np.array([0.0, 1.0, 0.5, 0.2], np.float32))],
                                 diff=NONDIFF, seeded=True)],
    "MultinomialWithReplacement": [
        lambda r: Case(P.MultinomialWithReplacement(3, True), [T(np.array([[0.1, 0.9, 0.0], [0.5, 0.5, 0.0]], np.float32)),
                                                              T(np.int64(5)), T(np.int64(0))], diff=NONDIFF),
        lambda r: Case(P.MultinomialWithReplacement(3, False), [T(np.array([0.2, 0.0, 0.8])), T(np.int64(2)),
                                                               T(np.int64(1))], diff=NONDIFF)],
    "RandpermV2": [lambda r: Case(P.RandpermV2(seed=5), [6], diff=NONDIFF),
                   lambda r: Case(P.RandpermV2(seed=-1, offset=0), [4], diff=NONDIFF, seeded=True)],
    "UniformInt": [lambda r: Case(P.UniformInt(), [(2, 2), 1, 5], diff=NONDIFF, seeded=True),
                   lambda r: Case(P.UniformInt(), [(3,), T(np.int32(-2)), T(np.int32(2))], diff=NONDIFF, seeded=True)],
}

# --- conformance with tests/st/ops/cpu (h-confc): SeLU and Mish as ops with MindSpore's bprops ---
# SeLU's bprop is MindSpore's EluGrad-of-output rule, the derivative only for x >= 0: checked there
# (tests/ops/test_st_conformance_fixes.py pins the x < 0 values); Mish's is the derivative in float64.
CASES_OPS["SeLU"] = _unary(P.SeLU(), 0.1, 2.0)
# (float64 computed in float32, MindSpore's kernel: act32): a coarser finite difference
CASES_OPS["Mish"] = [lambda r: Case(P.Mish(), [U(r, 2, 3, lo=-2.0, hi=2.0)], tol=1e-3, eps=1e-3),
                     lambda r: Case(P.Mish(), [U(r, lo=-2.0, hi=2.0)], tol=1e-3, eps=1e-3)]
# (h-reg3) its bprop: FastGeLUGrad; float16 / float32 inputs only (MindSpore's type check, nn29)
CASES_OPS["FastGeLU"] = [lambda r: Case(P.FastGeLU(), [U(r, 2, 3, lo=-2.0, hi=2.0).astype(np.float32)], eps=1e-2, tol=1e-3),
                         lambda r: Case(P.FastGeLU(), [U(r, lo=-2.0, hi=2.0).astype(np.float32)], eps=1e-2, tol=1e-3)]
CASES_OPS["HSwish"] = _unary(P.HSwish(), -2.5, 2.5)   # (h-asc, session 20) its bprop: HSwishGrad

# --- fused BatchNorm (h-bn): training and inference forms and the fused backward ---
def _bn(training, eps=1e-5):
    from msgraph.ops.batchnorm_ops import BatchNorm
    return BatchNorm(training, eps)


def _bn_grad(eps=1e-5):
    from msgraph.ops.batchnorm_ops import BatchNormGrad
    return BatchNormGrad(eps)


def _bn_args(r, *shape):
    c = shape[1]
    return [U(r, *shape, lo=-2, hi=2), U(r, c, lo=0.5, hi=1.5), U(r, c), U(r, c), U(r, c, lo=0.5, hi=1.5)]


CASES_OPS["BatchNorm"] = [
    lambda r: Case(_bn(True), _bn_args(r, 2, 3, 2, 2), diff=(0, 1, 2)),
    lambda r: Case(_bn(True, 1e-3), _bn_args(r, 4, 2), diff=(0, 1, 2)),
    lambda r: Case(_bn(True), _bn_args(r, 2, 2, 3), diff=(0, 1, 2)),
    # inference: the moving statistics get no gradient, as in MindSpore (h-grad26), so only x, scale, bias are checked
    lambda r: Case(_bn(False), _bn_args(r, 2, 3, 2, 2), diff=(0, 1, 2)),
    lambda r: Case(_bn(False, 1e-3), _bn_args(r, 3, 2), diff=(0, 1, 2)),
]
def _bn_relu(training, eps=1e-5):
    from msgraph.ops.registry import OPS
    return OPS["BatchNormReLU"].prim_class(is_training=training, epsilon=eps)


# Graph mode's ReLU(BatchNorm(x)[0]) in one op (passes/epilogue.py, perf46): not differentiable
CASES_OPS["BatchNormReLU"] = [
    lambda r: Case(_bn_relu(True), _bn_args(r, 2, 3, 2, 2), diff=()),
    lambda r: Case(_bn_relu(False, 1e-3), _bn_args(r, 3, 2), diff=()),
]


def _bn_moving(keep, factor):
    from msgraph.ops.batchnorm_ops import BatchNormMovingAverage
    return BatchNormMovingAverage(keep, factor)


CASES_OPS["BatchNormMovingAverage"] = [
    lambda r: Case(_bn_moving(0.9, 0.1), [U(r, 3), U(r, 3)], diff=()),
    lambda r: Case(_bn_moving(0.99, 0.0125), [U(r, 4), T(np.linspace(-1, 1, 4).astype(np.float16))], diff=()),
]
CASES_OPS["BatchNormGrad"] = [
    lambda r: Case(_bn_grad(), [U(r, 2, 3, 2, 2), U(r, 2, 3, 2, 2, lo=-2, hi=2), U(r, 3, lo=0.5, hi=1.5), U(r, 3),
                                U(r, 3, lo=0.5, hi=1.5), U(r, 3), U(r, 3)]),
    lambda r: Case(_bn_grad(1e-3), [U(r, 4, 2), U(r, 4, 2), U(r, 2, lo=0.5, hi=1.5), U(r, 2),
                                    U(r, 2, lo=0.5, hi=1.5), U(r, 2), U(r, 2)]),
]
