"""Sample inputs for every registered op, keyed by op name.

``CASES[name]`` is a list of builders ``rng -> Case``.  A Case calls one primitive
instance on concrete arguments; ``diff`` lists the argument positions whose gradient
is checked by finite differences (float64 Tensors; empty for non-differentiable ops).
test_bprop.py asserts that every op in ``msgraph.ops.OPS`` has an entry here, so a new
op cannot skip the gradient and inference checks.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Dict, List, Optional, Sequence

import numpy as np

import msgraph as ms
from msgraph import Parameter, Tensor
from msgraph.ops import operations as P
from msgraph.ops.control import PYTHON_PRINT, SCALAR_DIVISOR_CHECK, SCALAR_OVERFLOW_CHECK
from msgraph.ops.indexing import ADD_AT, GETITEM, SETITEM, encode_index
from msgraph.ops.registry import OPS, prim


@dataclasses.dataclass
class Case:
    prim: Any
    args: List[Any]
    diff: Optional[Sequence[int]] = None   # None: every float Tensor argument
    tol: float = 1e-5
    eps: float = 1e-6
    seeded: bool = False                    # reset ms.set_seed(0) and the shared kernel engines before each call

    def diff_positions(self) -> List[int]:
        if self.diff is not None:
            return list(self.diff)
        return [i for i, a in enumerate(self.args)
                if isinstance(a, Tensor) and a.asnumpy().dtype.kind == "f"]

    def call(self) -> Any:
        if self.seeded:
            from msgraph.common.random import set_seed
            from msgraph.ops import random_extra

            set_seed(0)
            random_extra._SHARED.clear()   # Dropout2D/3D: one engine per keep_prob and shape, seeded once
        return self.prim(*self.args)


def _written() -> Any:
    from msgraph.ops.control import WRITTEN

    return WRITTEN


def _nlo() -> Any:
    from msgraph.ops import nn_layer_ops

    return nn_layer_ops


def T(a: Any, dtype: Any = None) -> Tensor:
    return Tensor(np.asarray(a) if dtype is None else np.asarray(a, dtype))


def U(rng: np.random.Generator, *shape: int, lo: float = -1.0, hi: float = 1.0) -> Tensor:
    return Tensor(rng.uniform(lo, hi, shape))


def away(rng: np.random.Generator, *shape: int, gap: float = 0.1, hi: float = 1.0) -> Tensor:
    """Values with |v| in [gap, hi] (away from kinks at 0)."""
    return Tensor(rng.choice([-1.0, 1.0], shape) * rng.uniform(gap, hi, shape))


def indexed(p: Any, x: Any, index: Any, *extra: Any) -> Case:
    spec, dyn = encode_index(index)
    return Case(prim(p, index=spec), [x, *extra, *dyn])


def _py_execute() -> Any:
    from msgraph.common.aval import Aval
    from msgraph.ops.pyexecute import PyExecute

    return PyExecute(fn=np.sin, out=Aval((2, 3), np.float32))
def _reshape_runtime() -> Any:
    from msgraph.ops.registry import prim
    from msgraph.ops.shape_ops import RESHAPE_RUNTIME

    return prim(RESHAPE_RUNTIME, dims=(None, 2))


def _broadcast_to_runtime() -> Any:
    from msgraph.ops.registry import prim
    from msgraph.ops.shape_ops import BROADCAST_TO_RUNTIME

    return prim(BROADCAST_TO_RUNTIME, dims=(None, -1))


def _runtime_dim() -> Any:
    from msgraph.ops.array_compose import RUNTIME_DIM
    from msgraph.ops.registry import prim

    return prim(RUNTIME_DIM, axis=1)


def _tensor_item() -> Any:
    from msgraph.ops.functional_errs2 import TENSOR_ITEM
    from msgraph.ops.registry import prim

    return prim(TENSOR_ITEM)


def _conv2d_f64(*args: Any, **kw: Any) -> Any:
    from msgraph.ops.conv import Conv2DAnyDtype

    return Conv2DAnyDtype(*args, **kw)


def _conv_grad(name: str, *args: Any, **kw: Any) -> Any:
    from msgraph.ops.registry import OPS

    return OPS[name].prim_class(*args, **kw)


def _op_prim(name: str) -> Any:
    from msgraph.ops.registry import OPS

    return OPS[name].prim_class()


NONDIFF = ()  # marker: the case list of a non-differentiable op still gets inference checks

C = Callable[[np.random.Generator], Case]


def _binary(p: Any) -> List[C]:
    return [
        lambda r: Case(p, [U(r, 2, 3), U(r, 3)]),
        lambda r: Case(p, [U(r, 1, 3), U(r, 2, 1)]),
        lambda r: Case(p, [U(r, 2, 3), 2.0]),
        lambda r: Case(p, [1.5, U(r, 3)]),
    ]


def _unary(p: Any, lo: float = -1.0, hi: float = 1.0) -> List[C]:
    return [lambda r: Case(p, [U(r, 2, 3, lo=lo, hi=hi)]), lambda r: Case(p, [U(r, lo=lo, hi=hi)])]


def _nondiff_binary(p: Any) -> List[C]:
    return [lambda r: Case(p, [U(r, 2, 3), U(r, 3)], diff=NONDIFF), lambda r: Case(p, [U(r, 3), 0.5], diff=NONDIFF)]


def _separated(r: np.random.Generator) -> List[Tensor]:
    y = r.uniform(-1, 1, (3,))
    x = y + r.choice([-1.0, 1.0], (2, 3)) * r.uniform(0.1, 1.0, (2, 3))
    return [Tensor(x), Tensor(y)]


def _clip_x(r: np.random.Generator) -> Tensor:
    vals = np.array([-1.8, -1.3, -0.5, 0.2, 0.7, 1.4])
    return Tensor(r.permutation(vals).reshape(2, 3) + r.uniform(-0.05, 0.05, (2, 3)))


def _bool(r: np.random.Generator, *shape: int) -> Tensor:
    return Tensor(r.random(shape) > 0.5)


CASES: Dict[str, List[C]] = {
    # --- elementwise arithmetic ---
    "Add": _binary(P.Add()),
    "AddExt": _binary(_op_prim("AddExt")),   # (the + operator: Add's math, bool operands computed)
    "SubExt": _binary(_op_prim("SubExt")),   # (the - operator of a uint32 / uint64 Tensor: Sub's math)
    "Sub": _binary(P.Sub()),
    "Mul": _binary(P.Mul()),
    "Div": [lambda r: Case(P.Div(), [U(r, 2, 3), U(r, 3, lo=0.5, hi=2)]),
            lambda r: Case(P.RealDiv(), [1.5, U(r, 2, 2, lo=0.5, hi=2)]),
            lambda r: Case(P.Div(), [U(r, 2, 3), 4.0])],
    # the operators' number forms (MindSpore's Muls / Divs: the number, second, passes no gradient)
    "Muls": [lambda r: Case(_op_prim("Muls"), [U(r, 2, 3), 2.5]), lambda r: Case(_op_prim("Muls"), [U(r), -3.0])],
    "Divs": [lambda r: Case(_op_prim("Divs"), [U(r, 2, 3), 4.0]), lambda r: Case(_op_prim("Divs"), [U(r, 3), -0.5])],
    "FloorDiv": _nondiff_binary(P.FloorDiv()),
    # RealDiv of integer operands (toward zero in their dtype; its bprop runs there too: no finite differences)
    "RealDivInt": [lambda r: Case(_op_prim("RealDivInt"), [Tensor(r.integers(-9, 9, (2, 3)).astype(np.int32)),
                                                           Tensor(np.array([2, -3, 0], np.int32))], diff=NONDIFF),
                   lambda r: Case(_op_prim("RealDivInt"), [Tensor(r.integers(0, 9, 3).astype(np.uint8)), 2],
                                  diff=NONDIFF)],
    "FloorMod": [lambda r: Case(P.FloorMod(), [U(r, 2, 3, lo=4.6, hi=4.9), U(r, 3, lo=2.0, hi=2.2)]),
                 lambda r: Case(P.FloorMod(), [U(r, 2, 3, lo=0.1, hi=0.9), 1.0])],
    "Pow": [lambda r: Case(P.Pow(), [U(r, 2, 3, lo=0.5, hi=2), U(r, 3, lo=0.5, hi=2)]),
            lambda r: Case(P.Pow(), [U(r, 2, 3), 3]),
            lambda r: Case(P.Pow(), [2.0, U(r, 3)])],
    "Maximum": [lambda r: Case(P.Maximum(), _separated(r)), lambda r: Case(P.Maximum(), [away(r, 2, 3), 0.0])],
    "Minimum": [lambda r: Case(P.Minimum(), _separated(r)), lambda r: Case(P.Minimum(), [0.0, away(r, 4)])],
    "Neg": _unary(P.Neg()),
    "Abs": [lambda r: Case(P.Abs(), [away(r, 2, 3)])],
    "Sign": [lambda r: Case(P.Sign(), [away(r, 2, 3)], diff=NONDIFF)],
    "Floor": [lambda r: Case(P.Floor(), [U(r, 2, 3, lo=-3, hi=3)])],   # a zero gradient (ZerosLike; left51)
    "Round": [lambda r: Case(P.Round(), [T([-2.5, -1.5, -0.4, 0.5, 1.5, 2.6])], diff=NONDIFF)],
    "Square": _unary(P.Square()),
    "Sqrt": _unary(P.Sqrt(), 0.5, 2.0),
    "Rsqrt": _unary(P.Rsqrt(), 0.5, 2.0),
    "Exp": _unary(P.Exp()),
    "ExpLibm": _unary(prim(OPS["ExpLibm"])),          # internal: libm's exp (ops standing for C++ kernels)
    "Elu": _unary(prim(OPS["Elu"])) + _unary(prim(OPS["Elu"], alpha=0.5)),   # internal (P.Elu composes checks)
    "Softsign": _unary(prim(OPS["Softsign"]), -3, 3),                  # internal (ops.softsign checks)
    "SoftsignGrad": [lambda r: Case(prim(OPS["SoftsignGrad"]), [U(r, 2, 3), away(r, 2, 3, hi=3.0)])],
    # internal (ops.celu checks); float64 computed in float32 (MindSpore's kernel): a coarser finite difference
    "CeLU": [lambda r: Case(prim(OPS["CeLU"]), [U(r, 2, 3)], tol=1e-3, eps=1e-3),
             lambda r: Case(prim(OPS["CeLU"], alpha=0.5), [U(r, 3)], tol=1e-3, eps=1e-3)],
    "Log": _unary(P.Log(), 0.5, 2.0),
    "LogLibm": _unary(prim(OPS["LogLibm"]), 0.5, 2.0),   # internal: libm's log (ops standing for C++ kernels)
    "Log1p": _unary(P.Log1p(), -0.5, 1.0),
    "Sin": _unary(P.Sin(), -3, 3),
    "Cos": _unary(P.Cos(), -3, 3),
    "Tanh": _unary(P.Tanh(), -2, 2),
    "Sigmoid": _unary(P.Sigmoid(), -3, 3),
    "GLU": [lambda r: Case(prim(OPS["GLU"]), [U(r, 2, 4, lo=-3, hi=3)]),
            lambda r: Case(prim(OPS["GLU"], axis=0), [U(r, 4, 3, lo=-3, hi=3)])],
    "Erf": _unary(P.Erf(), -2, 2),
    "ReLU": [lambda r: Case(P.ReLU(), [away(r, 2, 3)])],
    "GeLU": _unary(P.GeLU(), -3, 3),
    # internal (GeLU's bprop, MindSpore's GeLUGrad kernel); float64 computed in float32: a coarser finite difference
    "GeLUTanhGrad": [lambda r: Case(prim(OPS["GeLUTanhGrad"]), [U(r, 2, 3), U(r, 2, 3, lo=-3, hi=3)], tol=1e-3,
                                    eps=1e-3)],
    # float64 computed in float32 (MindSpore's kernel, act32): a coarser finite difference, as CeLU
    "Softplus": [lambda r: Case(P.Softplus(), [U(r, 2, 3, lo=-3, hi=3)], tol=1e-3, eps=1e-3),
                 lambda r: Case(P.Softplus(), [U(r, lo=-3, hi=3)], tol=1e-3, eps=1e-3)],
    # --- comparisons / logical ---
    "Equal": _nondiff_binary(P.Equal()),
    "NotEqual": _nondiff_binary(P.NotEqual()),
    "Less": _nondiff_binary(P.Less()),
    "LessEqual": _nondiff_binary(P.LessEqual()),
    "Greater": _nondiff_binary(P.Greater()),
    "GreaterEqual": _nondiff_binary(P.GreaterEqual()),
    "IsNan": [lambda r: Case(P.IsNan(), [T([1.0, np.nan, np.inf])], diff=NONDIFF)],
    "IsFinite": [lambda r: Case(P.IsFinite(), [T([1.0, np.nan, -np.inf])], diff=NONDIFF)],
    "LogicalAnd": [lambda r: Case(P.LogicalAnd(), [_bool(r, 2, 3), _bool(r, 3)], diff=NONDIFF)],
    "LogicalOr": [lambda r: Case(P.LogicalOr(), [_bool(r, 2, 3), True], diff=NONDIFF)],
    "LogicalNot": [lambda r: Case(P.LogicalNot(), [_bool(r, 2, 3)], diff=NONDIFF)],
    # runs Python when the graph runs; its bprop is an error by design (tests/graph/test_syntax_forms.py)
    "PyExecute": [lambda r: Case(_py_execute(), [U(r, 2, 3)], diff=NONDIFF)],
    "TensorItem": [lambda r: Case(_tensor_item(), [U(r, 1)], diff=NONDIFF)],  # graph Tensor.item() (h-errs2)
    # ops.shape's dimension known only when the graph runs (after Unique), a Python int (h-rt)
    "RuntimeDim": [lambda r: Case(_runtime_dim(), [U(r, 2, 3)], diff=NONDIFF)],
    "BroadcastToRuntime": [lambda r: Case(_broadcast_to_runtime(), [U(r, 3), Tensor(np.array([2, -1], np.int64))],
                                          diff=[0])],
    "ReshapeRuntime": [lambda r: Case(_reshape_runtime(), [U(r, 2, 3), Tensor(np.array([3, -1], np.int64))], diff=[0])],
    "BitwiseAnd": [lambda r: Case(P.BitwiseAnd(), [Tensor(r.integers(-9, 9, (2, 3))), Tensor(r.integers(0, 9, 3))],
                                  diff=NONDIFF)],
    "BitwiseOr": [lambda r: Case(P.BitwiseOr(), [Tensor(r.integers(0, 9, (2, 3)).astype(np.int32)), 5], diff=NONDIFF)],
    "BitwiseXor": [lambda r: Case(P.BitwiseXor(), [_bool(r, 2, 3), _bool(r, 3)], diff=NONDIFF)],
    "Select": [lambda r: Case(P.Select(), [_bool(r, 2, 3), U(r, 2, 3), U(r, 3)]),
               lambda r: Case(P.Select(), [_bool(r, 2, 3), U(r, 2, 3), 0.5])],
    "ClipByValue": [lambda r: Case(P.ClipByValue(), [_clip_x(r), T(-1.0), T(1.0)]),
                    lambda r: Case(P.ClipByValue(), [_clip_x(r), -1.0, T([1.0, 1.0, 1.0])])],
    # ops.clamp with one bound (x away from the bound: the finite differences see no kink)
    "ClampMinBound": [lambda r: Case(prim(OPS["ClampMinBound"]), [_clip_x(r), T(0.0)])],
    "ClampMaxBound": [lambda r: Case(prim(OPS["ClampMaxBound"]), [_clip_x(r), T([1.0, 0.0, -1.0])])],
    "Cast": [lambda r: Case(P.Cast(), [U(r, 2, 3), ms.float32], tol=2e-3, eps=1e-3),
             lambda r: Case(P.Cast(), [U(r, 2, 3), ms.float64]),
             lambda r: Case(P.Cast(), [T([1, 2]), ms.float64], diff=NONDIFF)],
    # --- creation ---
    "Zeros": [lambda r: Case(P.Zeros(), [(2, 3), ms.float32], diff=NONDIFF)],
    "Ones": [lambda r: Case(P.Ones(), [(2,), ms.int32], diff=NONDIFF)],
    "Fill": [lambda r: Case(P.Fill(), [ms.int32, (2, 2), 3], diff=NONDIFF),
             lambda r: Case(P.Fill(), [None, (3,), 1.5], diff=NONDIFF),
             # (a Tensor value is differentiated: the sum of dout, fix32b)
             lambda r: Case(P.Fill(), [ms.float64, (2, 3), U(r)], diff=(2,))],
    "ZerosLike": [lambda r: Case(P.ZerosLike(), [U(r, 2, 3)], diff=NONDIFF)],
    "OnesLike": [lambda r: Case(P.OnesLike(), [T([1, 2], np.int32)], diff=NONDIFF)],
    "Eye": [lambda r: Case(P.Eye(), [2, 3, ms.float32], diff=NONDIFF)],
    "Range": [lambda r: Case(P.Range(), [0, 7, 2], diff=NONDIFF),
              lambda r: Case(P.Range(), [1.0, 0.0, -0.25], diff=NONDIFF)],
    # --- shape ---
    "Reshape": [lambda r: Case(P.Reshape(), [U(r, 2, 3), (3, 2)]),
                lambda r: Case(P.Reshape(), [U(r, 2, 3), (-1,)])],
    "Transpose": [lambda r: Case(P.Transpose(), [U(r, 2, 3, 4), (2, 0, 1)])],
    "ExpandDims": [lambda r: Case(P.ExpandDims(), [U(r, 2, 3), 1]),
                   lambda r: Case(P.ExpandDims(), [U(r, 2, 3), -1])],
    "Squeeze": [lambda r: Case(P.Squeeze(1), [U(r, 2, 1, 3)]), lambda r: Case(P.Squeeze(), [U(r, 1, 3, 1)])],
    "Flatten": [lambda r: Case(P.Flatten(), [U(r, 2, 3, 2)])],
    "Concat": [lambda r: Case(P.Concat(1), [U(r, 2, 3), U(r, 2, 2)]),
               lambda r: Case(P.Concat(0), [U(r, 1, 3), U(r, 2, 3), U(r, 1, 3)])],
    "Stack": [lambda r: Case(P.Stack(1), [U(r, 2, 3), U(r, 2, 3)])],
    "Split": [lambda r: Case(P.Split(1, 3), [U(r, 2, 3)]),
              lambda r: Case(P.Split(0, 2, (1, 3)), [U(r, 4, 2)])],
    "Tile": [lambda r: Case(P.Tile(), [U(r, 2, 3), (2, 1, 2)])],
    "BroadcastTo": [lambda r: Case(P.BroadcastTo((4, 2, 3)), [U(r, 2, 1)]),
                    lambda r: Case(P.BroadcastTo((-1, 3)), [U(r, 2, 1)])],
    "Gather": [lambda r: Case(P.Gather(), [U(r, 4, 3), T([[0, 2], [2, 1]]), 0]),  # (a negative index passes no gradient, as MindSpore: st_dynshape/gather_batch_dims)
               lambda r: Case(P.Gather(), [U(r, 2, 4, 3), T([3, 0, 3]), 1])],
    "UnsortedSegmentSum": [lambda r: Case(P.UnsortedSegmentSum(), [U(r, 4, 3), T([0, 2, 2, -1]), 3])],  # -1 dropped (r2b)
    "GetItem": [lambda r: indexed(GETITEM, U(r, 3, 4), (0, slice(1, None))),
                lambda r: indexed(GETITEM, U(r, 3, 4), (None, Ellipsis, slice(None, None, -2))),
                lambda r: indexed(GETITEM, U(r, 3, 4), (slice(None), T([2, 0, 2]))),
                lambda r: indexed(GETITEM, U(r, 3, 4), T(np.array([True, False, True])))],
    "SetItem": [lambda r: indexed(SETITEM, U(r, 3, 4), (slice(0, 2), T([0, 3])), U(r, 2)),
                lambda r: indexed(SETITEM, U(r, 3, 4), 1, 0.5),
                lambda r: indexed(SETITEM, U(r, 3, 4), T(np.array([True, False, True])), U(r, 4))],
    "AddAt": [lambda r: indexed(ADD_AT, U(r, 3, 4), T([0, 0, 2]), U(r, 3, 4)),
              lambda r: indexed(ADD_AT, U(r, 3, 4), (slice(None), 1), U(r, 1))],
    # --- reductions ---
    "ReduceSum": [lambda r: Case(P.ReduceSum(), [U(r, 2, 3), (0,)]),
                  lambda r: Case(P.ReduceSum(True), [U(r, 2, 3, 2), (0, 2)]),
                  lambda r: Case(P.ReduceSum(), [U(r, 2, 3), ()])],
    "ReduceMean": [lambda r: Case(P.ReduceMean(), [U(r, 2, 3), 1]),
                   lambda r: Case(P.ReduceMean(True), [U(r, 2, 3), ()])],
    "MeanExt": [lambda r: Case(P.MeanExt(), [U(r, 2, 3), 1]),  # h-tens: mint.mean / eager Tensor.mean
                lambda r: Case(P.MeanExt(True), [U(r, 2, 3), ()])],
    "ReduceMax": [lambda r: Case(P.ReduceMax(), [U(r, 2, 3), 1]),
                  lambda r: Case(P.ReduceMax(True), [U(r, 2, 3), ()])],
    "ReduceMin": [lambda r: Case(P.ReduceMin(), [U(r, 2, 3), 0]),
                  lambda r: Case(P.ReduceMin(True), [U(r, 3, 2), (1,)])],
    "ReduceProd": [lambda r: Case(P.ReduceProd(), [U(r, 2, 3, lo=0.5, hi=1.5), 1]),
                   lambda r: Case(P.ReduceProd(True), [T([[0.0, 1.5, -2.0], [0.5, 0.7, 1.3]]), (0, 1)]),
                   lambda r: Case(P.ReduceProd(), [U(r, 2, 3, 2, lo=0.5, hi=1.5), (0, 2)])],
    "ReduceAll": [lambda r: Case(P.ReduceAll(), [_bool(r, 2, 3), 1], diff=NONDIFF)],
    "ReduceAny": [lambda r: Case(P.ReduceAny(True), [_bool(r, 2, 3), ()], diff=NONDIFF)],
    "Argmax": [lambda r: Case(P.Argmax(), [U(r, 2, 3)], diff=NONDIFF),
               lambda r: Case(P.Argmax(0, ms.int64), [U(r, 2, 3)], diff=NONDIFF)],
    "Argmin": [lambda r: Case(P.Argmin(1), [U(r, 2, 3)], diff=NONDIFF)],
    "CumSum": [lambda r: Case(P.CumSum(), [U(r, 2, 3), 1]),
               lambda r: Case(P.CumSum(True, True), [U(r, 3, 2), 0])],
    "CumProd": [lambda r: Case(P.CumProd(), [U(r, 2, 3, lo=0.5, hi=1.5), 1]),
                lambda r: Case(P.CumProd(True, True), [U(r, 3, 2, lo=0.5, hi=1.5), 0])],
    # --- contractions ---
    "MatMul": [lambda r: Case(P.MatMul(), [U(r, 2, 3), U(r, 3, 4)]),
               lambda r: Case(P.MatMul(True, False), [U(r, 3, 2), U(r, 3, 4)]),
               lambda r: Case(P.MatMul(False, True), [U(r, 2, 3), U(r, 4, 3)]),
               lambda r: Case(P.MatMul(True, True), [U(r, 3, 2), U(r, 4, 3)])],
    # (MindSpore's CPU BatchMatMul broadcasts no batch dimension: equal batch shapes)
    "BatchMatMul": [lambda r: Case(P.BatchMatMul(), [U(r, 2, 2, 3), U(r, 2, 3, 2)]),
                    lambda r: Case(P.BatchMatMul(True, True), [U(r, 2, 3, 2), U(r, 2, 4, 3)])],
    # --- nn ---
    "Softmax": [lambda r: Case(P.Softmax(), [U(r, 2, 3)]), lambda r: Case(P.Softmax((0,)), [U(r, 2, 3)])],
    "LogSoftmax": [lambda r: Case(P.LogSoftmax(0), [U(r, 3, 2)])],
    # (P.Conv2D refuses float64 as MindSpore's kernel: the float64 checks call the op without that refusal)
    "Conv2D": [lambda r: Case(_conv2d_f64(2, 3), [U(r, 1, 2, 5, 5), U(r, 2, 2, 3, 3)]),
               lambda r: Case(_conv2d_f64(3, 3, pad_mode="same", stride=2), [U(r, 2, 1, 5, 4), U(r, 3, 1, 3, 3)]),
               lambda r: Case(_conv2d_f64(2, (2, 3), pad_mode="pad", pad=(1, 0, 2, 1), dilation=2, group=2),
                              [U(r, 1, 4, 5, 5), U(r, 2, 2, 2, 3)])],
    "Im2Col": [lambda r: Case(P.Im2ColExt(2, 1, 1, 2), [U(r, 1, 2, 4, 4)])],
    "Col2Im": [lambda r: Case(P.Col2Im(2, 1, 1, 2), [U(r, 1, 2, 4, 9), (4, 4)])],  # (N, C, kh*kw, L), as MindSpore
    # h-nn: resize primitive of nn.ResizeBilinear / nn.Upsample (msgraph/ops/nn_layer_ops.py)
    "InterpResize2D": [lambda r: Case(_nlo().InterpResize2D((3, 5)), [U(r, 1, 2, 2, 3)]),
                       lambda r: Case(_nlo().InterpResize2D((2, 2), "bilinear", False, True), [U(r, 2, 1, 3, 4)]),
                       lambda r: Case(_nlo().InterpResize2D((4, 3), "nearest", True), [U(r, 1, 1, 2, 3)])],
    "InterpResize2DGrad": [lambda r: Case(_nlo().InterpResize2DGrad((3, 5), "bilinear", True),
                                          [U(r, 1, 2, 3, 5), (2, 3)])],
    "MaxPool": [lambda r: Case(P.MaxPool(2, 2), [U(r, 1, 2, 4, 4)]),
                lambda r: Case(P.MaxPool(3, 2, "same"), [U(r, 1, 1, 5, 5, lo=-2, hi=-1)])],
    # AvgPool/AvgPoolGrad compute float64 in float32 (MindSpore 2.10, cpu32/avgpool_f64_grad): linear, so a wide eps
    "AvgPool": [lambda r: Case(P.AvgPool(2, 2), [U(r, 1, 2, 4, 4)], eps=1e-2, tol=1e-4),
                lambda r: Case(P.AvgPool(3, 2, "same"), [U(r, 1, 1, 5, 5)], eps=1e-2, tol=1e-4),
                lambda r: Case(P.AvgPool(3, 1, "pad", "NCHW", 1), [U(r, 1, 1, 3, 3)], eps=1e-2, tol=1e-4)],
    # conv/pool backward ops (msgraph.ops.conv): gradients of any order stay inside the op set
    "Conv2DBackpropInput": [
        lambda r: Case(_conv_grad("Conv2DBackpropInput", 2, 3), [U(r, 1, 2, 3, 3), U(r, 2, 2, 3, 3), (1, 2, 5, 5)]),
        lambda r: Case(_conv_grad("Conv2DBackpropInput", 2, (2, 3), pad_mode="pad", pad=(1, 0, 2, 1), dilation=2,
                                  group=2, stride=2), [U(r, 1, 2, 2, 2), U(r, 2, 2, 2, 3), (1, 4, 5, 5)])],
    "Conv2DBackpropFilter": [
        lambda r: Case(_conv_grad("Conv2DBackpropFilter", 3, 3, pad_mode="same", stride=2),
                       [U(r, 2, 3, 3, 2), U(r, 2, 1, 5, 4), (3, 1, 3, 3)]),
        lambda r: Case(_conv_grad("Conv2DBackpropFilter", 2, (2, 3), pad_mode="pad", pad=(1, 0, 2, 1), dilation=2,
                                  group=2), [U(r, 1, 2, 4, 4), U(r, 1, 4, 5, 5), (2, 2, 2, 3)])],
    "MaxPoolGrad": [lambda r: Case(_conv_grad("MaxPoolGrad", 2, 2), [U(r, 1, 2, 4, 4), U(r, 1, 2, 2, 2)], diff=(1,)),
                    lambda r: Case(_conv_grad("MaxPoolGrad", 3, 2, "same"), [U(r, 1, 1, 5, 5), U(r, 1, 1, 3, 3)],
                                   diff=(1,))],
    # Graph mode's ReLU(Conv2D(x, w)) in one op (passes/epilogue.py, perf40): not differentiable
    "Conv2DReLU": [lambda r: Case(_conv_grad("Conv2DReLU", 2, 3), [U(r, 1, 2, 5, 5), U(r, 2, 2, 3, 3)], diff=NONDIFF),
                   lambda r: Case(_conv_grad("Conv2DReLU", 2, (2, 3), pad_mode="pad", pad=(1, 0, 2, 1), dilation=2,
                                             group=2), [U(r, 1, 4, 5, 5), U(r, 2, 2, 2, 3)], diff=NONDIFF)],
    # Graph mode's ReluGrad(MaxPoolGrad(x, dout), x) in one op (passes/epilogue.py): not differentiable
    "MaxPoolGradReluGrad": [lambda r: Case(_conv_grad("MaxPoolGradReluGrad", 2, 2), [U(r, 1, 2, 4, 4), U(r, 1, 2, 2, 2)],
                                           diff=NONDIFF),
                            lambda r: Case(_conv_grad("MaxPoolGradReluGrad", 3, 2, "same"),
                                           [U(r, 1, 1, 5, 5), U(r, 1, 1, 3, 3)], diff=NONDIFF)],
    # Graph mode's MaxPool keeping its picks for MaxPoolGradReluGrad (passes/epilogue.py, perf47): not differentiable
    "MaxPoolPicks": [lambda r: Case(_conv_grad("MaxPoolPicks", 2, 2), [U(r, 1, 2, 4, 4)], diff=NONDIFF),
                     lambda r: Case(_conv_grad("MaxPoolPicks", 3, 2, "same"), [U(r, 1, 1, 5, 5)], diff=NONDIFF)],
    "AvgPoolGrad": [lambda r: Case(_conv_grad("AvgPoolGrad", 2, 2), [U(r, 1, 2, 4, 4), U(r, 1, 2, 2, 2)], diff=(1,),
                                   eps=1e-2, tol=1e-4),
                    lambda r: Case(_conv_grad("AvgPoolGrad", 3, 2, "same"), [U(r, 1, 1, 5, 5), U(r, 1, 1, 3, 3)],
                                   diff=(1,), eps=1e-2, tol=1e-4),
                    lambda r: Case(_conv_grad("AvgPoolGrad", 3, 1, "pad", "NCHW", 1), [U(r, 1, 1, 3, 3),
                                                                                       U(r, 1, 1, 3, 3)], diff=(1,),
                                   eps=1e-2, tol=1e-4)],
    # BinaryCrossEntropy's kernel op: MindSpore's bprop gives the weight no gradient
    "BinaryCrossEntropyLoss": [
        lambda r: Case(_conv_grad("BinaryCrossEntropyLoss", "mean"), [U(r, 3, 4, lo=0.1, hi=0.9), U(r, 3, 4), U(r, 3, 4)],
                       diff=(0, 1)),
        lambda r: Case(_conv_grad("BinaryCrossEntropyLoss", "none"), [U(r, 5, lo=0.1, hi=0.9), U(r, 5), U(r, 5)],
                       diff=(0, 1)),
        lambda r: Case(_conv_grad("BinaryCrossEntropyLoss", "sum"), [U(r, 7, lo=0.1, hi=0.9), U(r, 7), U(r, 7)],
                       diff=(0, 1))],
    "Dropout": [lambda r: Case(P.Dropout(0.6), [U(r, 3, 4)], seeded=True)],
    "OneHot": [lambda r: Case(P.OneHot(), [T([0, 2, 5]), 3, T(1.0, np.float32), T(0.0, np.float32)], diff=NONDIFF),
               lambda r: Case(P.OneHot(0), [T([[1], [0]]), 2, T(5, np.int32), T(0, np.int32)], diff=NONDIFF)],
    # --- control / effects ---
    "StopGradient": [lambda r: Case(P.StopGradient(), [U(r, 2, 3)], diff=NONDIFF)],
    "Identity": [lambda r: Case(P.Identity(), [U(r, 2, 3)])],
    "Depend": [lambda r: Case(P.Depend(), [U(r, 2, 3), U(r, 2)])],
    "Assign": [lambda r: Case(P.Assign(), [Parameter(np.zeros(3, np.float64)), U(r, 3)], diff=NONDIFF)],
    "AssignAdd": [lambda r: Case(P.AssignAdd(), [Parameter(np.zeros((2, 3), np.float64)), U(r, 2, 3)], diff=NONDIFF)],
    # the value read after a write: its gradient goes to the variable by design (not a derivative)
    "WrittenValue": [lambda r: Case(prim(_written()), [U(r, 2, 3), U(r, 2, 3)], diff=NONDIFF)],
    "ScatterUpdate": [lambda r: Case(P.ScatterUpdate(), [Parameter(np.zeros((3, 2), np.float32)),
                                                          Tensor(np.array([0, 2], np.int32)), U(r, 2, 2).astype(np.float32)], diff=NONDIFF)],
    "UpdateCache": [lambda r: Case(P.UpdateCache(), [Parameter(np.zeros((4, 2), np.float32)),
                                                      Tensor(np.array([0, 3, -1], np.int32)), U(r, 3, 2).astype(np.float32),
                                                      Tensor(np.array(3, np.int32))], diff=NONDIFF)],
    "ScatterAdd": [lambda r: Case(P.ScatterAdd(), [Parameter(np.zeros(4, np.float32)),
                                                    Tensor(np.array([1, 1, 3], np.int32)), U(r, 3).astype(np.float32)], diff=NONDIFF)],
    "ScatterSub": [lambda r: Case(P.ScatterSub(), [Parameter(np.zeros((2, 2), np.float32)),
                                                    Tensor(np.array([[1]], np.int32)), U(r, 1, 1, 2).astype(np.float32)], diff=NONDIFF)],
    "ScatterMul": [lambda r: Case(P.ScatterMul(), [Parameter(np.ones((3, 2), np.float32)),
                                                    Tensor(np.array([2, 2], np.int32)), U(r, 2, 2).astype(np.float32)], diff=NONDIFF)],
    "ScatterDiv": [lambda r: Case(P.ScatterDiv(), [Parameter(np.ones((3, 2), np.float32)),
                                                    Tensor(np.array([0, 0], np.int32)), (U(r, 2, 2) + 2.0).astype(np.float32)], diff=NONDIFF)],
    "ScatterMax": [lambda r: Case(P.ScatterMax(), [Parameter(np.zeros(4, np.float32)),
                                                    Tensor(np.array([1, 1, 3], np.int32)), U(r, 3).astype(np.float32)], diff=NONDIFF)],
    "ScatterMin": [lambda r: Case(P.ScatterMin(), [Parameter(np.zeros(4, np.float32)),
                                                    Tensor(np.array([1, 1, 3], np.int32)), U(r, 3).astype(np.float32)], diff=NONDIFF)],
    "AssignSub": [lambda r: Case(P.AssignSub(), [Parameter(np.zeros(2, np.int32)), Tensor(np.array([1, 1], np.int32))], diff=NONDIFF)],
    "Print": [lambda r: Case(P.Print(), ["value:", U(r, 2), 3], diff=NONDIFF)],
    "PythonPrint": [lambda r: Case(PYTHON_PRINT.prim_class(), ["value:", U(r, 2), 3], diff=NONDIFF)],
    "ScalarDivisorCheck": [lambda r: Case(SCALAR_DIVISOR_CHECK.prim_class(op="mod"), [Tensor(np.float64(2.5))])],
    "ScalarOverflowCheck": [lambda r: Case(SCALAR_OVERFLOW_CHECK.prim_class(op="mul"),   # (passes x on: dx = dout)
                                           [Tensor(np.float64(3.5)), Tensor(np.float64(-2.5))])],
    # --- collectives, in a one-process world (msgraph.communication.init() outside mpiexec): the
    # values are the inputs and MindSpore's bprops reduce to dout; tests/distributed checks 2 ranks ---
    "AllReduce": [lambda r: _world(Case(P.AllReduce(), [U(r, 2, 3)])),
                  lambda r: _world(Case(P.AllReduce(P.ReduceOp.MAX), [U(r, 3)])),
                  lambda r: _world(Case(P.AllReduce(P.ReduceOp.PROD), [away(r, 2, 2)]))],
    "AllGather": [lambda r: _world(Case(P.AllGather(), [U(r, 2, 3)]))],
    "ReduceScatter": [lambda r: _world(Case(P.ReduceScatter(), [U(r, 4, 2)]))],
    "Broadcast": [lambda r: _world(Case(P.Broadcast(0), [U(r, 2, 3), U(r, 3)]))],
}


def _world(case: Case) -> Case:
    from msgraph.communication import init

    init()
    return case
# loss scaling (h-optim)
CASES["FloatStatus"] = [lambda r: Case(P.FloatStatus(), [T([1.0, np.inf], np.float32)], diff=NONDIFF),
                        lambda r: Case(P.FloatStatus(), [U(r, 2, 3)], diff=NONDIFF)]
# --- the ops family's additions (tests/ops/op_cases_ops.py) ---
from op_cases_ops import CASES_OPS  # noqa: E402

CASES.update(CASES_OPS)
# --- complex numbers (h-complex: tests/ops/op_cases_complex.py) ---
from op_cases_complex import CASES_COMPLEX  # noqa: E402

CASES.update(CASES_COMPLEX)
# --- st cpu op tests a..m (h-opsa, tests/ops/op_cases_st_cpu_a.py) ---
from op_cases_st_cpu_a import CASES_ST_CPU_A  # noqa: E402

CASES.update(CASES_ST_CPU_A)
# --- h-opsb: MindSpore's st CPU op tests n-z (tests/ops/op_cases_opsb.py) ---
from op_cases_opsb import CASES_OPSB  # noqa: E402

CASES.update(CASES_OPSB)
# --- h-cpua session 6: st cpu op tests a..m (tests/ops/op_cases_st_cpu_a2.py) ---
from op_cases_st_cpu_a2 import CASES_ST_CPU_A2  # noqa: E402

CASES.update(CASES_ST_CPU_A2)
# --- h-cpub (session 6): MindSpore's st CPU op tests n-z (tests/ops/op_cases_cpub.py) ---
from op_cases_cpub import CASES_CPUB  # noqa: E402

CASES.update(CASES_CPUB)
# model-zoo ops (h-zoo): DeformableOffsetsGrad (the gradient primitive of DeformableOffsets)
CASES["DeformableOffsetsGrad"] = [
    lambda r: Case(P.DeformableOffsetsGrad((1, 1, 1, 1), (0, 0, 0, 0), (2, 2)),
                   [U(r, 1, 2, 4, 6), U(r, 1, 2, 3, 3), T(np.full((1, 12, 2, 3), 0.3, np.float32))], diff=NONDIFF)]
# --- h-hook2: TensorHook (graph-code register_hook marker), CopyWithSlice (tests/ops/op_cases_hook2.py) ---
from op_cases_hook2 import CASES_HOOK2  # noqa: E402

CASES.update(CASES_HOOK2)
# --- h-monad: optimizer update rules and InplaceIndexAdd (tests/ops/op_cases_monad.py) ---
from op_cases_monad import CASES_MONAD  # noqa: E402

CASES.update(CASES_MONAD)
# --- h-cpu3: fractional pools (tests/ops/op_cases_cpu3.py) ---
from op_cases_cpu3 import CASES_CPU3  # noqa: E402

CASES.update(CASES_CPU3)
# --- lead (session 7): MindSpore's Tensor API functions (tests/ops/op_cases_tensor_ext.py) ---
from op_cases_tensor_ext import CASES_TENSOR_EXT  # noqa: E402

CASES.update(CASES_TENSOR_EXT)
# --- h-cpu4: Bessel functions, candidate sampler, sparse COO ops, ConcatOffset (tests/ops/op_cases_cpu4.py) ---
from op_cases_cpu4 import CASES_CPU4  # noqa: E402

CASES.update(CASES_CPU4)
# --- h-lin: svd, eig, qr, geqrf/orgqr, lu_solve, igamma/igammac/zeta (tests/ops/op_cases_lin.py) ---
from op_cases_lin import CASES_LIN  # noqa: E402

CASES.update(CASES_LIN)
# --- h-opsA (session 8): ROIAlign(Grad), MaxPoolWithArgmaxV2, fixed-ksize fractional pools, AdaptiveMaxPool3D... ---
from op_cases_opsA import CASES_OPSA  # noqa: E402

CASES.update(CASES_OPSA)
from op_cases_pyn2 import CASES_PYN2  # noqa: E402  (h-pyn2: MatrixDiagV3, MatrixDiagPartV3)

CASES.update(CASES_PYN2)
from op_cases_scipy import CASES_SCIPY  # noqa: E402  (h-scipy: Eigh, LU, LinearSumAssignment)

CASES.update(CASES_SCIPY)
# --- h-gpua (session 9): Betainc, Mod, image adjustments, ExtractVolumePatches (tests/ops/op_cases_gpua.py) ---
from op_cases_gpua import CASES_GPUA  # noqa: E402

CASES.update(CASES_GPUA)
from op_cases_gpub import CASES_GPUB  # noqa: E402  (h-gpub: SparseSegment family, MaxPool3DWithArgmax, ReluGrad...)

CASES.update(CASES_GPUB)
from op_cases_gk import CASES_GK  # noqa: E402  (h-gk, session 11: TanhGrad, Custom pyfunc)

CASES.update(CASES_GK)
from op_cases_miss import CASES_MISS  # noqa: E402  (h-miss: IndexFill, TrilIndices, grad-grad ops, resampling...)

CASES.update(CASES_MISS)
from op_cases_cpu6 import CASES_CPU6  # noqa: E402  (h-cpu2, session 10: sparse ops of tests/st/ops/cpu)

CASES.update(CASES_CPU6)
from op_cases_nn4 import CASES_NN4  # noqa: E402  (h-nn4, session 12)

CASES.update(CASES_NN4)
from op_cases_gpua2 import CASES_GPUA2  # noqa: E402  (h-gpua2: ops of msgraph/ops/st_gpu_a2.py, KLDivLoss)

CASES.update(CASES_GPUA2)
from op_cases_fft import CASES_FFT  # noqa: E402  (h-fft: the FFT family of msgraph/ops/fft_ops.py)

CASES.update(CASES_FFT)
from op_cases_asc import CASES_ASC  # noqa: E402  (h-asc: ops of msgraph/ops/st_ascend.py)

CASES.update(CASES_ASC)
from op_cases_ops5 import CASES_OPS5  # noqa: E402  (h-ops5: TraceV2Grad's kernel)

CASES.update(CASES_OPS5)
from op_cases_sweep6 import CASES_SWEEP6  # noqa: E402  (h-sweep6: UniqueConsecutive)

CASES.update(CASES_SWEEP6)
from op_cases_ut4 import CASES_UT4  # noqa: E402  (h-ut4: DenseToDense/DenseToSparseSetOperation)

CASES.update(CASES_UT4)
from op_cases_grad8 import CASES_GRAD8  # noqa: E402  (h-grad8: the softmax cross-entropy CPU kernels)

CASES.update(CASES_GRAD8)
from op_cases_s17 import CASES_S17  # noqa: E402  (session 17: SequenceIndexAtRun)

CASES.update(CASES_S17)
from op_cases_silg import CASES_SILG  # noqa: E402  (h-silG, session 18: BCEWithLogitsLossKernel)

CASES.update(CASES_SILG)
from op_cases_grad26 import CASES_GRAD26  # noqa: E402  (h-grad26, session 26: kernels with MindSpore's gradients)

CASES.update(CASES_GRAD26)
from op_cases_api22 import CASES_API22  # noqa: E402  (h-api, session 22: SegmentSum/Max/Min/Prod)

CASES.update(CASES_API22)
from op_cases_api26 import CASES_API26  # noqa: E402  (api26, session 26: NMS with overlaps, SparseSlice, TridiagonalMatMul)

CASES.update(CASES_API26)
from op_cases_left36 import CASES_LEFT36  # noqa: E402  (left36, session 36: TensorCopy, GroupNorm's gradient path)

CASES.update(CASES_LEFT36)
from op_cases_left37 import CASES_LEFT37  # noqa: E402  (left37, session 37: LerpKernel)

CASES.update(CASES_LEFT37)
from op_cases_vd48a import CASES_VD48A  # noqa: E402  (vd48a, session 48: float64 LayerNorm's gradient path)

CASES.update(CASES_VD48A)
from op_cases_vd49gb import CASES_VD49GB  # noqa: E402  (vd49gb, session 49: Pdist's CPU kernels, its gradient path)
CASES.update(CASES_VD49GB)
from op_cases_vd50g import CASES_VD50G  # noqa: E402  (vd50g, session 50: Trace / TraceV2's CPU sums)
CASES.update(CASES_VD50G)
from op_cases_w2sp import CASES_W2SP  # noqa: E402  (adapt45w2sp, session 45: sparse ops of st ops/gpu)

CASES.update(CASES_W2SP)
