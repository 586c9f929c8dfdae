"""Gradient-check coverage of the op registry (the checks themselves live in tests/ops/test_bprop.py).

test_bprop.py runs a float64 finite-difference check of every case of every differentiable op
and pins the lists of ops without a bprop and of non-differentiable ops.  A case whose inputs
have no float Tensor is skipped there, so this also requires every differentiable op to have at
least one case that the finite-difference check really runs -- a new op cannot slip through
with integer-only samples.
"""
import pathlib
import sys

import numpy as np
import pytest

from msgraph.ops.registry import OPS, RAISING_BPROP, bprop_getters, ops_without_bprop

sys.path.insert(0, str(pathlib.Path(__file__).parent.parent / "ops"))
from op_cases import CASES  # noqa: E402
import test_bprop  # noqa: E402


# Ops with no gradient by design: PyExecute runs Python at run time and is not differentiable (its inputs
# get no gradient through it, zeros as in MindSpore 2.10; tests/graph/test_syntax_forms.py checks it).
NO_GRADIENT_BY_DESIGN = {"PyExecute"}
# Integer-only ops whose bprop raises MindSpore's "bprop not defined" RuntimeError (as MindSpore 2.10;
# recorded in tests/conformance/programs/st_ops_top2/no_bprop_and_checks.py).
NO_GRADIENT_BY_DESIGN |= {"Gcd", "Lcm", "LeftShift", "RightShift"}
# Float ops MindSpore 2.10 gives no bprop either (the same RuntimeError): Heaviside (st_gpu_a2) and ResizeArea
# (st_ops_new/resample).
NO_GRADIENT_BY_DESIGN |= {"Heaviside", "ResizeArea"}
# Ops whose gradient rule is not the derivative of their value, by design, so finite differences
# cannot check it: WrittenValue (a read after ops.assign: MindSpore sends its gradient to the
# Parameter, checked against recorded MindSpore programs in tests/conformance/programs/st_control),
# and the complex-valued Angle and Complex (the FD check works on real float64 inputs; their
# conjugate gradients are checked against MindSpore's in tests/conformance/programs/complex/grad*.py).
NOT_FD_CHECKABLE = {"WrittenValue", "Angle", "Complex"}
# The ihfft family: MindSpore 2.10's bprop is not the adjoint of its forward and msgraph copies it (h-fft,
# docs/differences.md), checked against MindSpore's gradients in tests/conformance/programs/st_fft.
NOT_FD_CHECKABLE |= {"IHFFT", "IHFFT2", "IHFFTN"}
# Scatter ops writing a Parameter: MindSpore 2.10's rules send the whole dout to the Parameter (overwritten entries
# included) and gather(dout, indices) to the updates -- not the derivative of the written value; checked against
# MindSpore's gradients in tests/conformance/programs/scatter_grads. The others raise its "bprop not defined".
NOT_FD_CHECKABLE |= {"ScatterMax", "ScatterMin", "ScatterUpdate", "ScatterNdUpdate"}
NO_GRADIENT_BY_DESIGN |= {"ScatterAdd", "ScatterSub", "ScatterMul", "ScatterDiv", "ScatterNdAdd", "ScatterNdSub",
                          "ScatterNdMul", "ScatterNdDiv", "ScatterNdMax", "ScatterNdMin", "UpdateCache"}
# ComplexAbs takes complex input (the FD check works on real float64 inputs); its gradient is checked against
# MindSpore's in tests/conformance/programs/st_gpu_b/complex_abs.py.
NOT_FD_CHECKABLE |= {"ComplexAbs"}
# PNormLastLowKernel (ops.cdist of float16 / float64, r2nnf): its value is computed from ``lo`` (the differences in
# float32) and its gradient is PNormLastKernel's, sent to ``d``: finite differences in ``d`` see no change. The rule
# is PNormLastKernel's (FD-checked); tests/ops/op_cases_grad26.py checks its value and inference.
NOT_FD_CHECKABLE |= {"PNormLastLowKernel"}
# SegmentProd: MindSpore 2.10 defines no bprop (its RuntimeError; tests/conformance/programs/api22/ops_names.py).
NO_GRADIENT_BY_DESIGN |= {"SegmentProd"}
# h-grad26 (session 26): MindSpore 2.10 defines no bprop for these (its "bprop not defined" RuntimeError), or its CPU
# build has no kernel for the bprop's op (CholeskyGrad, UniqueGrad); msgraph gave silent zeros before
# (tests/conformance/programs/grad26/missing_bprops.py).
NO_GRADIENT_BY_DESIGN |= {"Cholesky", "Eig", "Geqrf", "Histogram", "Lstsq", "LuSolve", "MatrixLogarithm", "Orgqr",
                          "QR", "Qr", "RintKernel", "Unique"}
# r2a: Cummax / Cummin's CPU bprop needs InplaceScatterAdd, which MindSpore 2.10's CPU build lacks (RuntimeError;
# tests/conformance/programs/r2a/refusals.py).
NO_GRADIENT_BY_DESIGN |= {"Cummax", "Cummin"}


# Ops given MindSpore's "bprop not defined" error with registry.raising_bprop (second-order gradients MindSpore 2.10
# refuses: EluGrad, InvGrad, ReLU6Grad, SoftShrinkGrad, FirstOrderGrad; adapt36gpu/second_order_no_gradgrad).
NO_GRADIENT_BY_DESIGN |= RAISING_BPROP
# GroupNormGradPath passes GroupNorm's forward value through and takes MindSpore's GroupNormGrad kernel as its
# gradient: its value is not a function of x (finite differences see none); checked against MindSpore's gradients
# in tests/conformance/programs/left36.
NOT_FD_CHECKABLE |= {"GroupNormGradPath"}
# LayerNormGradPath (vd48a) likewise for a float64 LayerNorm: its value passed through, MindSpore's LayerNormGrad
# kernel (float32 inside) its gradient; checked against MindSpore's gradients in tests/conformance/programs/vd48a.
NOT_FD_CHECKABLE |= {"LayerNormGradPath"}
# PdistGradPath (vd49gb) likewise for a float32 / float64 pdist: its value passed through, MindSpore's PdistGrad kernel
# its gradient; checked against MindSpore's gradients in tests/conformance/programs/vd49gb.
NOT_FD_CHECKABLE |= {"PdistGradPath"}
# GradPrimPath (left37) likewise: relu6 / hardsigmoid / logit's value passed through, the gradient a grad primitive's
NOT_FD_CHECKABLE |= {"GradPrimPath"}
# RealDivInt (adapt45left): RealDiv of integer operands, whose bprop MindSpore 2.10 runs in the integer dtype (no
# float input to perturb); checked against MindSpore's gradients in tests/conformance/programs/adapt45left.
NOT_FD_CHECKABLE |= {"RealDivInt"}
# Sspaddmm (adapt45w2sp): MindSpore 2.10 gives its inputs zero gradients (a declared zero bprop, not the derivative)
NOT_FD_CHECKABLE |= {"Sspaddmm"}


def test_every_differentiable_op_has_a_finite_difference_checked_case():
    unchecked = []
    for name, op in sorted(OPS.items()):
        if not op.differentiable or name in NO_GRADIENT_BY_DESIGN or name in NOT_FD_CHECKABLE:
            continue
        builds = CASES.get(name, [])
        if not any(b(np.random.default_rng(0)).diff_positions() for b in builds):
            unchecked.append(name)
    assert not unchecked, f"differentiable ops whose cases are all skipped by the FD check: {unchecked}"


def test_every_differentiable_op_has_a_bprop_or_is_listed():
    for name, op in sorted(OPS.items()):
        if op.differentiable and name not in test_bprop.EXPECTED_WITHOUT_BPROP:
            assert bprop_getters.lookup(op.prim_class) is not None, f"{name} has no bprop"
    assert ops_without_bprop() == test_bprop.EXPECTED_WITHOUT_BPROP


@pytest.mark.parametrize("name", sorted(n for n, op in OPS.items() if op.differentiable))
def test_bprop_check_is_collected_for(name):
    ids = {p.id.rsplit("-", 1)[0] for p in test_bprop._all_cases(differentiable_only=True)}
    assert name in ids
