"""Gradient checks generated from the op registry.

Every registered op must have sample cases in ``op_cases.CASES``; every differentiable
op's bprop is checked against central finite differences in float64 through the eager
tape; every case's inference rule must agree with the eager result; the set of ops
without a bprop is pinned to an explicit list.
"""
from __future__ import annotations

from typing import Any, List, Sequence

import numpy as np
import pytest

from msgraph import Tensor, ops
from msgraph.autodiff import tape
from msgraph.common.aval import Aval, aval_of
from msgraph.ops import functional as F
from msgraph.ops import operations as P
from msgraph.ops.registry import OPS, bprop_getters, ops_without_bprop

from op_cases import CASES, Case
from op_cases_ops import NON_DIFFERENTIABLE_OPS  # the ops family's additions

# Differentiable ops that have no bprop rule (tangent's UNIMPLEMENTED_ADJOINTS).  Ops whose
# outputs carry no gradient (comparisons, argmax, creation, effects...) are declared with
# differentiable=False instead, so the tape never records them and they cannot appear here.
EXPECTED_WITHOUT_BPROP: List[str] = []

# Compiler-internal ops that only make sense inside compiled graphs (no eager sample inputs).
INTERNAL_OPS = {
    "LoopTapePush": "while-loop autodiff tape (msgraph/autodiff/loop_tape.py)",
    "LoopTapePop": "while-loop autodiff tape",
    "LoopTapeNonEmpty": "while-loop autodiff tape",
    "LoopTapeAdd": "while-loop autodiff tape (higher-order gradients)",
}

NON_DIFFERENTIABLE = sorted(list(INTERNAL_OPS) + [
    "Argmax", "Argmin", "Assign", "AssignAdd", "AssignSub", "BitwiseAnd", "BitwiseOr", "BitwiseXor", "Equal", "Eye", "FloorDiv",
    "Greater", "GreaterEqual", "IsFinite", "IsNan", "Less", "LessEqual", "LogicalAnd", "LogicalNot", "LogicalOr",
    "NotEqual", "OneHot", "Ones", "OnesLike", "Print", "PyExecute", "PythonPrint", "Range", "ReduceAll", "ReduceAny", "Round", "Sign",
    "StopGradient", "TensorItem",  # TensorItem: graph Tensor.item() (h-errs2)
    "Zeros", "ZerosLike",
] + NON_DIFFERENTIABLE_OPS)
# (the in-place scatters have MindSpore's bprops since session 21 -- ScatterUpdate/Max/Min, ScatterNdUpdate: dout and
#  gather(dout); the others a bprop that raises -- their cases stay NONDIFF: no finite-difference derivative)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + ["FloatStatus"]))  # loss scaling (h-optim)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + ["DeformableOffsetsGrad"]))  # (h-zoo)
from op_cases_st_cpu_a import NON_DIFFERENTIABLE_ST_CPU_A  # noqa: E402  (h-opsa)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_ST_CPU_A))
from op_cases_opsb import NON_DIFFERENTIABLE_OPSB  # noqa: E402  (h-opsb)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_OPSB))
from op_cases_st_cpu_a2 import NON_DIFFERENTIABLE_ST_CPU_A2  # noqa: E402  (h-cpua session 6)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_ST_CPU_A2))
from op_cases_cpub import NON_DIFFERENTIABLE_CPUB  # noqa: E402  (h-cpub, session 6)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_CPUB))
from op_cases_hook2 import NON_DIFFERENTIABLE_HOOK2  # noqa: E402  (h-hook2)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_HOOK2))
from op_cases_monad import NON_DIFFERENTIABLE_MONAD  # noqa: E402  (h-monad)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_MONAD))
from op_cases_tensor_ext import NON_DIFFERENTIABLE_TENSOR_EXT  # noqa: E402  (lead, session 7)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_TENSOR_EXT))
from op_cases_cpu3 import NON_DIFFERENTIABLE_CPU3  # noqa: E402  (h-cpu3)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_CPU3))
from op_cases_cpu4 import NON_DIFFERENTIABLE_CPU4  # noqa: E402  (h-cpu4)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_CPU4))
from op_cases_lin import NON_DIFFERENTIABLE_LIN  # noqa: E402  (h-lin)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_LIN))
from op_cases_opsA import NON_DIFFERENTIABLE_OPSA  # noqa: E402  (h-opsA)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_OPSA))
from op_cases_pyn2 import NON_DIFFERENTIABLE_PYN2  # noqa: E402  (h-pyn2)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_LIN + NON_DIFFERENTIABLE_PYN2))
from op_cases_scipy import NON_DIFFERENTIABLE_SCIPY  # noqa: E402  (h-scipy)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_SCIPY))
from op_cases_gpua import NON_DIFFERENTIABLE_GPUA  # noqa: E402  (h-gpua)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_GPUA))
from op_cases_gpub import NON_DIFFERENTIABLE_GPUB  # noqa: E402  (h-gpub)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_GPUB))
from op_cases_miss import NON_DIFFERENTIABLE_MISS  # noqa: E402  (h-miss)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_MISS))
from op_cases_cpu6 import NON_DIFFERENTIABLE_CPU6  # noqa: E402  (h-cpu2)

from op_cases_nn4 import NON_DIFFERENTIABLE_NN4  # noqa: E402  (h-nn4)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_CPU6 + NON_DIFFERENTIABLE_NN4))
from op_cases_gpua2 import NON_DIFFERENTIABLE_GPUA2  # noqa: E402  (h-gpua2)
from op_cases_api22 import NON_DIFFERENTIABLE_API22  # noqa: E402  (adapt41gpu: WindowFromLength)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_API22))

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_GPUA2))
from op_cases_fft import NON_DIFFERENTIABLE_FFT  # noqa: E402  (h-fft)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_FFT))
from op_cases_asc import NON_DIFFERENTIABLE_ASC  # noqa: E402  (h-asc)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_ASC))
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + ["RuntimeDim"]))  # a run-time dimension of ops.shape (h-rt)
from op_cases_ops5 import NON_DIFFERENTIABLE_OPS5  # noqa: E402  (h-ops5)
from op_cases_ut4 import NON_DIFFERENTIABLE_UT4  # noqa: E402  (h-ut4)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_OPS5))
from op_cases_sweep6 import NON_DIFFERENTIABLE_SWEEP6  # noqa: E402  (h-sweep6)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_SWEEP6))
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_OPS5 + NON_DIFFERENTIABLE_UT4))
from op_cases_s17 import NON_DIFFERENTIABLE_S17  # noqa: E402  (session 17)

NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_S17))
from op_cases_silg import NON_DIFFERENTIABLE_SILG  # noqa: E402  (h-silG, session 18)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_SILG))
from op_cases_api26 import NON_DIFFERENTIABLE_API26  # noqa: E402  (api26, session 26)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_API26))
from op_cases_w2sp import NON_DIFFERENTIABLE_W2SP  # noqa: E402  (adapt45w2sp, session 45)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_W2SP))
from op_cases_grad26 import NON_DIFFERENTIABLE_GRAD26  # noqa: E402  (h-grad26, session 26)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_GRAD26))
from op_cases_left36 import NON_DIFFERENTIABLE_LEFT36  # noqa: E402  (left36, session 36)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + NON_DIFFERENTIABLE_LEFT36))
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + ["BatchNormMovingAverage"]))  # (zoo28: BatchNorm statistics)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + ["MaxPoolGradReluGrad", "Conv2DReLU", "BatchNormReLU",
                                                      "MaxPoolPicks"]))  # (perf39/perf40:
#                                                                                    Graph-mode epilogue fusions)
NON_DIFFERENTIABLE = sorted(set(NON_DIFFERENTIABLE + ["PdistKernel", "PdistGradKernel"]))  # (vd49gb: MindSpore's CPU
#                                                   Pdist kernels; the gradient is GradPath's rule "PdistGrad")


def _all_cases(differentiable_only: bool = False):
    """(op name, case builder) for every registered op; ops without cases fail the completeness test."""
    for name in sorted(OPS):
        if differentiable_only and not OPS[name].differentiable:
            continue
        for i, build in enumerate(CASES.get(name, ())):
            yield pytest.param(name, build, id=f"{name}-{i}")


def _outputs(out: Any) -> List[Any]:
    return list(out) if isinstance(out, tuple) else [out]


def _weighted_sum(out: Any, sens: Sequence[np.ndarray]) -> float:
    return float(sum(np.sum(np.asarray(o.asnumpy(), np.float64) * s) for o, s in zip(_outputs(out), sens)))


def check_grad(case: Case, rng: np.random.Generator) -> None:
    pos = case.diff_positions()
    leaves = [case.args[i] for i in pos]
    with tape.recording(leaves):
        out = case.call()
    outs = _outputs(out)
    sens_np = [rng.standard_normal(o.shape).astype(o.asnumpy().dtype) for o in outs]
    grads = tape.backward(outs, [Tensor(s) for s in sens_np], leaves)
    for leaf, g in zip(leaves, grads):
        arr = leaf.asnumpy()
        got = np.zeros(arr.shape) if g is None else np.asarray(g.asnumpy(), np.float64)
        assert got.shape == arr.shape, f"gradient shape {got.shape} != input shape {arr.shape}"
        if g is not None:
            assert g.dtype == leaf.dtype, f"gradient dtype {g.dtype} != input dtype {leaf.dtype}"
        num = np.zeros(arr.shape)
        for idx in np.ndindex(*arr.shape):
            orig = arr[idx].copy()
            arr[idx] = orig + case.eps
            hi = _weighted_sum(case.call(), sens_np)
            arr[idx] = orig - case.eps
            lo = _weighted_sum(case.call(), sens_np)
            arr[idx] = orig
            num[idx] = (hi - lo) / (2 * case.eps)
        np.testing.assert_allclose(got, num, rtol=case.tol, atol=case.tol)


def test_every_op_has_sample_cases():
    missing = sorted(set(OPS) - set(CASES) - set(INTERNAL_OPS))
    assert not missing, f"add sample cases for {missing} to tests/ops/op_cases.py"
    stale = sorted((set(CASES) | set(INTERNAL_OPS)) - set(OPS))
    assert not stale, f"op_cases.py has cases for unknown ops {stale}"


def test_internal_ops_are_not_differentiable():
    for name in INTERNAL_OPS:
        assert not OPS[name].differentiable, f"internal op {name} must be non-differentiable to skip the checks"


def test_ops_without_bprop_is_the_explicit_list():
    assert ops_without_bprop() == EXPECTED_WITHOUT_BPROP


def test_non_differentiable_ops_are_the_explicit_list():
    assert sorted(n for n, op in OPS.items() if not op.differentiable) == NON_DIFFERENTIABLE
    for name in NON_DIFFERENTIABLE:
        assert bprop_getters.lookup(OPS[name].prim_class) is None, f"{name} is not differentiable but has a bprop"


@pytest.mark.parametrize("name,build", list(_all_cases(differentiable_only=True)))
def test_bprop_matches_finite_differences(name: str, build: Any):
    rng = np.random.default_rng(sum(map(ord, name)))
    case = build(rng)
    if not case.diff_positions():
        pytest.skip("no float tensor input in this case")
    check_grad(case, rng)


def _abstract(case: Case, op: Any) -> List[Any]:
    out = []
    for i, a in enumerate(case.args):
        if i in op.const_inputs:
            out.append(a)
        elif isinstance(a, Tensor):
            out.append(Aval(a.shape, a.asnumpy().dtype))
        elif isinstance(a, (bool, int, float)):
            out.append(aval_of(a))
        else:
            out.append(a)
    return out


@pytest.mark.parametrize("name,build", list(_all_cases()))
def test_inference_matches_eager(name: str, build: Any):
    case = build(np.random.default_rng(0))
    op = OPS[name]
    inferred = case.prim._infer(*_abstract(case, op))
    out = case.call()
    if out is None:
        assert inferred is None
        return
    if getattr(op, "write_result", None) is not None:
        # the op's value is its written input's new value (what inference describes); the call returns the
        # op's own result instead (UpdateCache: Tensor([0]))
        out = case.args[op.writes_input]
    outs, avals = _outputs(out), (list(inferred) if isinstance(inferred, tuple) else [inferred])
    assert len(outs) == len(avals)
    for o, a in zip(outs, avals):
        assert len(a.shape) == len(o.shape) and all(d is None or d == e for d, e in zip(a.shape, o.shape)), \
            f"{name}: inferred {a}, eager {o.shape}"  # None: a dynamic dim (bool-mask indexing)
        assert np.dtype(a.dtype) == o.asnumpy().dtype, f"{name}: inferred {a}, eager {o.asnumpy().dtype}"


def test_non_differentiable_ops_are_not_recorded():
    x = Tensor(np.array([1.0, -2.0]))
    with tape.recording([x]):
        for y in (ops.stop_gradient(x), ops.sign(x), F.greater(x, 0), ops.argmax(x), ops.zeros_like(x)):
            assert y._node is None
        assert ops.neg(x)._node is not None


def test_stop_gradient_blocks_the_gradient():
    x = Tensor(np.array([1.0, 2.0]))
    with tape.recording([x]):
        y = F.add(F.mul(x, x), F.stop_gradient(F.mul(x, 3.0)))
    (g,) = tape.backward([y], [Tensor(np.ones(2))], [x])
    np.testing.assert_allclose(g.asnumpy(), [2.0, 4.0])


# --- grad of grad ---------------------------------------------------------------------------------
def _first_grad(f: Any, arr: np.ndarray, sens: np.ndarray) -> np.ndarray:
    x = Tensor(arr.copy())
    with tape.recording([x]):
        y = f(x)
    (g,) = tape.backward([y], [Tensor(sens)], [x])
    return g.asnumpy()


from msgraph.ops import conv as _conv, pooling as _pooling  # noqa: E402

SECOND_ORDER = {
    "tanh": (F.tanh, (-1.5, 1.5)),
    "sigmoid": (F.sigmoid, (-2, 2)),
    "exp": (F.exp, (-1, 1)),
    "log": (F.log, (0.5, 2)),
    "sin": (F.sin, (-3, 3)),
    "erf": (F.erf, (-1.5, 1.5)),
    "gelu": (P.GeLU(), (-2, 2), 1e-3, 2e-4),   # (float64's first gradient computed in float32, as MindSpore: act32)
    "softplus": (F.softplus, (-2, 2), 1e-3, 2e-4),   # (float64 computed in float32, as MindSpore: act32)
    "div": (lambda x: F.div(1.0, x), (0.5, 2)),
    "pow": (lambda x: F.pow(x, 3), (-1, 1)),
    "square_mul": (lambda x: F.mul(F.square(x), x), (-1, 1)),
    "softmax": (F.softmax, (-1, 1)),
    "matmul": (lambda x: F.matmul(x, x), (-1, 1)),
    "batch_matmul": (lambda x: F.batch_matmul(F.reshape(x, (1, 3, 3)), F.tanh(x)), (-1, 1)),
    "reduce_max": (lambda x: F.mul(F.reduce_max(x, 1, True), x), (-1, 1)),
    "getitem": (lambda x: F.mul(x[1:, ::2], x[:2, 1:]), (-1, 1)),
    "conv2d": (lambda x: _conv.conv2d_any_dtype(F.reshape(x, (1, 1, 3, 3)), F.reshape(F.tanh(x), (1, 1, 3, 3)),
                                      pad_mode="same"), (-1, 1)),
    "conv2d_strided": (lambda x: _conv.conv2d_any_dtype(F.reshape(F.mul(x, x), (1, 1, 3, 3)), F.reshape(x[:2, :2], (1, 1, 2, 2)),
                                              pad_mode="pad", padding=1, stride=2), (-1, 1)),
    "max_pool2d": (lambda x: F.mul(_pooling.max_pool2d(F.reshape(x, (1, 1, 3, 3)), 2, 1),
                                   _pooling.max_pool2d(F.reshape(F.mul(x, x), (1, 1, 3, 3)), 2, 1)), (-1, 1)),
}


@pytest.mark.parametrize("name", sorted(SECOND_ORDER))
def test_grad_of_grad(name: str):
    f, (lo, hi), *prec = SECOND_ORDER[name]
    eps, tol = prec if prec else (1e-5, None)
    rng = np.random.default_rng(7)
    arr = rng.uniform(lo, hi, (3, 3))
    sens = rng.standard_normal(np.shape(f(Tensor(arr)).asnumpy()))
    v = rng.standard_normal((3, 3))
    x = Tensor(arr.copy())
    with tape.recording([x]):
        with tape.recording([x]):
            y = f(x)
            (g,) = tape.backward([y], [Tensor(sens)], [x])
        (h,) = tape.backward([g], [Tensor(v)], [x])
    num = np.zeros_like(arr)
    for idx in np.ndindex(*arr.shape):
        a1, a2 = arr.copy(), arr.copy()
        a1[idx] += eps
        a2[idx] -= eps
        num[idx] = (np.sum(_first_grad(f, a1, sens) * v) - np.sum(_first_grad(f, a2, sens) * v)) / (2 * eps)
    np.testing.assert_allclose(h.asnumpy(), num, rtol=tol or 1e-5, atol=tol or 1e-6)


# --- in-place updates (Tensor.__setitem__) --------------------------------------------------------
def test_gradient_flows_through_inplace_setitem():
    x = Tensor(np.array([2.0, 1.0, 3.0]))
    w = Tensor(np.array([1.5, 1.0, 1.0]))
    with tape.recording([x, w]):
        y = F.mul(w, 1.0)
        y[1] = x[2]
        y[2] = F.mul(y[0], x[0])  # reads the version before this assignment
        z = F.reduce_sum(F.mul(y, 3.0))
    gx, gw = tape.backward([z], [Tensor(np.float64(1))], [x, w])
    np.testing.assert_allclose(gx.asnumpy(), [4.5, 0.0, 3.0])
    np.testing.assert_allclose(gw.asnumpy(), [9.0, 0.0, 0.0])


def test_gradient_through_a_filled_buffer():
    def run(h0: float):
        h = Tensor(np.array([h0]))
        with tape.recording([h]):
            out = F.mul(Tensor(np.zeros(4)), 1.0)
            out[0] = h[0]
            for t in range(1, 4):
                out[t] = F.tanh(out[t - 1])
            z = F.reduce_sum(out)
        return float(z.asnumpy()), tape.backward([z], [Tensor(np.float64(1))], [h])[0]

    _, g = run(0.5)
    num = (run(0.5 + 1e-6)[0] - run(0.5 - 1e-6)[0]) / 2e-6
    np.testing.assert_allclose(g.asnumpy(), [num], rtol=1e-6)
