"""Differential sweep: output dtype, shape, values and printed text, MindSpore 2.10 vs msgraph.

Not run in CI.  ``python tests/conformance/tools/diff_sweep.py --oracle /tmp/ms/bin/python`` runs
every case of ``CASES`` under real MindSpore and under msgraph, in PyNative and Graph mode (each case
is a Cell whose ``construct`` evaluates one expression), and prints the cases whose results differ:
a different dtype, shape, Python type, value (float tolerance by dtype), printed text, or an error on
one side only.  Cases are grouped in families; each family is one generated module run in one
process per backend (so a crash loses one family, not the sweep).
Options: ``-f FAMILY[,FAMILY]``, ``-k SUBSTR`` (labels containing it), ``--modes pynative,graph``,
``--save DIR`` (keep both sides' JSON), ``--load DIR`` (reuse saved MindSpore results),
``--backend mindspore|msgraph --family F`` (one side, prints JSON), ``-j N`` (processes at once).
``DIFFSWEEP_PROGRESS=DIR`` appends each result to DIR/<backend>_<family>.jsonl as it comes.
MindSpore's Graph mode is slow (~0.5 s per compiled Cell): value cases are compiled 24 to a graph (a chunk
that fails reruns case by case); record MindSpore once with ``--save DIR`` and compare later runs of msgraph
with ``--load DIR``.  Session 7 (families compare..printing, arith_signs, arith_scalar; 7322 runs):
1021 mismatches before h-diff's fixes, 605 after (silent ones: dtype 340 -> 40, value 94 -> 61, printed
text 57 -> 13; the rest are error-class differences and MindSpore errors where msgraph computes).
Session 8 (h-diff2): arith, arith_ops and unary recorded under MindSpore (2334 runs: 264 mismatches -> 120, silent
dtype 44 -> 0, value 18 -> 6), new families reduce2, logic, cast2, create2, index, mint (``mint.X`` against
MindSpore's), overflow; a case kind ``("stmt", code)`` runs statements on ``x`` (setitem) and returns ``x``.
Session 11 (h-sweep3): families zoo_prims, zoo_err, zoo_grad, zoo_grad2, zoo_nn, zoo_det for the primitives and
layers model-zoo code uses most (tests/api/API_USAGE.tsv): negative axes, keep_dims, 0-d and empty inputs,
out-of-range arguments, detection ops, layers with deterministic weights; a case kind ``("grad", positions)``
returns ``ops.grad`` of the expression over the inputs at those positions (the expression's Cell holds ``init``).
Session 12 (h-sweep4): families zoo_nn2 (conv/pool/norm/dropout/RNN/embedding layers with deterministic weights set
by ``_setw``, losses, resize; case kind ``("gradw",)``: ``ops.grad`` over input 0 and the Cell's trainable
Parameters), zoo_prims2 (the next most used primitives, all dtypes, 0-d and empty), zoo_err2 (their error classes),
zoo_mnp (mindspore.numpy), zoo_methods (Tensor methods). MindSpore's Graph mode of zoo_prims2 takes over an hour here:
run it with ``--modes pynative`` or in the background with ``DIFFSWEEP_PROGRESS``.
Session 13 (h-sweep5): families zoo_nan (NaN/inf/zero operands through the most used primitives, methods, mint and
mindspore.numpy, with gradients), zoo_bcast (broadcasting of different ranks, 0-d and empty operands, mixed dtypes,
gradients, broadcast errors), zoo_mint2 (mint and mint.nn.functional: activations, norms, linear, conv, pooling,
interpolate, pad, losses, shape functions; 0-d and empty), zoo_methods2 (Tensor methods with gradients, integer
dtypes, 0-d, empty; setitem statements), zoo_err3 (error classes of mint and the methods), zoo_left (Gather
batch_dims, SplitV).  Found and fixed: Mul/Div of a 0-d Tensor with a dimensioned one keep the dimensioned dtype,
ops.Gather(batch_dims), uint8 ReduceAny, Tensor.clamp's gradient, mindspore.numpy NaN rules (diff_sweep5 programs).
Session 14 (h-sweep6): families zoo_prims6 (primitives and functions not reached before, non-default attributes, all
dtypes, 0-d and empty, gradients) and zoo_nn6 (3-D conv/pool/norm layers, adaptive/LP pools, pads, shuffles,
activations with non-default arguments, with gradients); training-side APIs (initializers, learning-rate schedules,
optimizers, metrics, losses) are swept by tools/sweep6.py.  Found and fixed: diff_sweep6 programs.
Session 15 (h-sweep7): tools/sweep7.py runs this machinery with the Numba kernels on (this tool's msgraph side runs
with MSGRAPH_NUMBA=0) and adds Python-scalar construct arguments (an input spec that evaluates to a Python number,
tuple or list is passed as it is).  Found and fixed: diff_sweep7 programs.
Session 28 (rerun28): msgraph's side of all 40 families (20686 cases, both modes) at 59079fd2 (session 15) and on
main, with each checkout's own copy of this tool (the msgraph side imports the checkout the tool sits in); the 1129
mode:case results that changed were run under MindSpore (a subset of each family, ``run_backend`` on filtered
``CASES``): 21 differed on main where session 15 had matched (float64 gradients of mean / erf at float32
precision, L2Normalize of a NaN slice, an L2Normalize axis error class, ...), 4 after the session's fixes, all
deliberate or noise: Graph-mode nan_to_num of float64 (x2) and Round of int16, which MindSpore's Graph mode computes
and its PyNative refuses (msgraph follows PyNative, sessions 24-25), and nn.Dense's random default bias; 420 changed
cases are fixes of sessions 16-28, 123 differ both before and after.
Session 31 (sweep31, 2026-12-05): msgraph's side of all 40 families (41034 mode:case results, both modes) on main at
e40f0a1d and at e64c8d19 (the end of session 28); the 42 results that changed were run under MindSpore (``run_backend``
on filtered ``CASES``): 6 regressions, all float32 ``ops.logcumsumexp`` (zoo_prims6, both modes: session 30's nnacl
Exp made a row's first element -12.000003 for -12), fixed (programs/sweep31); 23 changes are fixes (FastGeLU and
HSwish dtype refusals, float16 conv and float32 GRU values now MindSpore's); 13 differ before and after: nn.Dense's random
default bias (4), float16 conv + BatchNorm + activation gradients (1), mint avg_pool2d float64 gradients (4: no
AvgPool2D CPU kernel in MindSpore 2.10, RuntimeError; msgraph's AvgPool3DGrad TypeError since session 29, computed
before) and SigmoidCrossEntropyWithLogits of an int Tensor with a float one (4: MindSpore's "the input type must be
same" TypeError, fixed this session).  The full MindSpore side was not rerun (hours in its Graph mode).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # harness.py (fd-level stdout capture, error classes)

CASES = {}  # family -> [(label, expr, inputs, init, kind)]
_FAMILY = ["misc"]


def family(name):
    _FAMILY[0] = name
    CASES.setdefault(name, [])


def C(label, expr, init=None, kind="value", **inputs):
    CASES[_FAMILY[0]].append((label, expr, inputs, init, kind))


def P(label, expr, init=None, **inputs):
    """A case whose printed output is compared (construct prints; its return value is compared too)."""
    C(label, expr, init=init, kind="print", **inputs)


# input specs: numpy source text evaluated in the generated module
def A(dt, *shape, pos=False):
    return f"_a({dt!r}, {shape!r}, {pos})"


def F(*s, pos=False):
    return A("float32", *s, pos=pos)


#: the dtypes the ops/cpu sweeps (cpu32_sweep, adapt34a_sweep, adapt34b_sweep) run their ops over
DT = ("bool_", "int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64")
INT = ("int8", "uint8", "int16", "int32", "int64")
FL = ("float16", "float32", "float64")


def NC(dt, *shape):
    """A non-contiguous numpy input: the transpose of an array of the reversed shape."""
    return A(dt, *reversed(shape)) + ".T"


def I(*s):
    return A("int32", *s)


def L(*s):
    return A("int64", *s)


def B(*s):
    return A("bool_", *s)


DTYPES = ["bool_", "int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64"]
FLOATS = ["float16", "float32", "float64"]
INTS = ["int8", "int16", "int32", "int64", "uint8"]

# =============================================================================================
family("arith")
BIN = {"add": "x + y", "sub": "x - y", "mul": "x * y", "div": "x / y", "floordiv": "x // y", "mod": "x % y",
       "pow": "x ** y"}
for op, e in BIN.items():
    for dx in DTYPES:
        for dy in ("int32", "float32", "int64", "float16", "bool_", "uint8", "float64"):
            if op in ("sub",) and "bool_" in (dx, dy):
                continue
            if op in ("pow", "mod", "floordiv") and dx not in ("int32", "float32", "int64", "float16", "uint8", "int8"):
                continue
            C(f"{op}_{dx}_{dy}", e, x=A(dx, 2, 3), y=A(dy, 2, 3, pos=op in ("div", "floordiv", "mod", "pow")))
family("arith_scalar")
# Tensor op Python scalar / numpy scalar / numpy array (both sides)
SCALARS = ["2", "2.5", "True", "-3", "np.float64(2.5)", "np.float32(2.5)", "np.int64(2)", "np.int32(2)",
           "np.float16(2.5)", "np.bool_(True)", "np.sqrt(2.0)", "np.pi", "math.sqrt(2.0)"]
PYSCALARS = ["2", "2.5", "True", "-3", "math.pi"]  # a numpy scalar on the left makes numpy compute (PyNative)
for op, e in BIN.items():
    if op in ("pow",):
        continue
    for dx in ("int32", "float32", "float16", "int64", "bool_"):
        for s in SCALARS:
            if op == "sub" and dx == "bool_" and s in ("True", "np.bool_(True)"):
                continue
            C(f"{op}_{dx}_s[{s}]", e.replace("y", s), x=A(dx, 2, 3))
            if s in PYSCALARS:
                C(f"{op}_s[{s}]_{dx}", e.replace("x", s).replace("y", "x"), x=A(dx, 2, 3, pos=True))
for dx in ("int32", "float32", "float16", "int64"):
    for s in ("2", "0.5", "2.0", "-1", "np.float64(2.0)", "np.int64(2)"):
        C(f"pow_{dx}_s[{s}]", f"x ** {s}", x=A(dx, 2, 3))
        C(f"pow_s[{s}]_{dx}", f"{s} ** x", x=A(dx, 2, 3))
family("arith_ops")
for fn in ("add", "sub", "mul", "div", "maximum", "minimum", "pow", "floor_div", "floor_mod", "remainder",
           "fmod", "atan2", "truncate_div", "truncate_mod", "squared_difference", "xlogy"):
    for dx, dy in (("float32", "float32"), ("int32", "int32"), ("int32", "float32"), ("float16", "float32"),
                   ("int64", "int32"), ("bool_", "int32"), ("float32", "float64"), ("uint8", "int8")):
        C(f"ops.{fn}_{dx}_{dy}", f"ops.{fn}(x, y)", x=A(dx, 2, 3), y=A(dy, 2, 3, pos=True))
    for s in ("2", "2.5", "True", "np.float64(2.5)"):
        C(f"ops.{fn}_int32_s[{s}]", f"ops.{fn}(x, {s})", x=I(2, 3))
        C(f"ops.{fn}_float16_s[{s}]", f"ops.{fn}(x, {s})", x=A("float16", 2, 3))
for prim in ("Add", "Sub", "Mul", "RealDiv", "Div", "Maximum", "Minimum", "Pow", "FloorDiv", "FloorMod", "Mod",
             "TruncateDiv", "TruncateMod", "SquaredDifference", "DivNoNan", "Xdivy"):
    for dx, dy in (("float32", "float32"), ("int32", "int32"), ("int32", "float32"), ("float16", "float32"),
                   ("int64", "int32"), ("bool_", "int32")):
        C(f"ops.{prim}_{dx}_{dy}", "self.op(x, y)", init=f"self.op = ops.{prim}()", x=A(dx, 2, 3), y=A(dy, 2, 3, pos=True))
    C(f"ops.{prim}_float32_s[2]", "self.op(x, 2)", init=f"self.op = ops.{prim}()", x=F(2, 3))
    C(f"ops.{prim}_int32_s[2.5]", "self.op(x, 2.5)", init=f"self.op = ops.{prim}()", x=I(2, 3))
family("arith_signs")
# integer division / mod sign conventions (literal operands)
NEG = "np.array([7, -7, 7, -7, 0, 5], {})"
DEN = "np.array([2, 2, -2, -2, 3, -3], {})"
for dt in ("np.int32", "np.int64", "np.int8", "np.float32", "np.float16"):
    xs, ys = NEG.format(dt), DEN.format(dt)
    n = dt[3:]
    for lab, e in (("floordiv", "x // y"), ("mod", "x % y"), ("div", "x / y"), ("ops.floor_div", "ops.floor_div(x, y)"),
                   ("ops.floor_mod", "ops.floor_mod(x, y)"), ("ops.fmod", "ops.fmod(x, y)"),
                   ("ops.remainder", "ops.remainder(x, y)"), ("ops.div_floor", "ops.div(x, y, rounding_mode='floor')"),
                   ("ops.div_trunc", "ops.div(x, y, rounding_mode='trunc')"), ("ops.truncate_div", "ops.truncate_div(x, y)"),
                   ("ops.truncate_mod", "ops.truncate_mod(x, y)"), ("Mod", "ops.Mod()(x, y)"),
                   ("floordiv_s", "x // -2"), ("mod_s", "x % -2"), ("mod_sf", "x % 2.5"), ("floordiv_sf", "x // 2.5"),
                   ("rfloordiv_s", "-7 // y"), ("rmod_s", "-7 % y")):
        C(f"signs_{lab}_{n}", e, x=xs, y=ys)
# in-place / augmented
for dx in ("int32", "float32", "float16", "bool_"):
    for s in ("2", "1.5", "y"):
        for aug in ("+=", "*=", "/=", "-="):
            if dx == "bool_" and aug == "-=":
                continue
            C(f"aug_{dx}{aug}{s}", "", kind=("aug", aug, s), x=A(dx, 2, 3),
              y=A("float32" if s == "y" else dx, 2, 3, pos=True))
family("unary")
# unary on dtypes
for fn in ("neg", "abs", "square", "sign", "exp", "log", "sqrt", "rsqrt", "sigmoid", "tanh", "sin", "cos", "floor",
           "ceil", "round", "reciprocal", "relu", "erf", "exp2", "log1p", "expm1", "trunc", "frac", "softsign",
           "logical_not", "bitwise_not", "isnan", "isinf", "isfinite", "negative", "positive", "atan", "asinh",
           "sinh", "cosh", "log2", "log10", "relu6", "gelu", "silu", "softplus", "hardswish", "mish", "elu", "selu"):
    for dx in ("float32", "float16", "float64", "int32", "int64", "bool_", "int8", "uint8"):
        C(f"ops.{fn}_{dx}", f"ops.{fn}(x)", x=A(dx, 2, 3, pos=fn in ("log", "sqrt", "rsqrt", "log2", "log10", "log1p")))
for m in ("-x", "abs(x)", "~x", "+x", "x.abs()", "x.neg()", "x.exp()", "x.sqrt()", "x.square()", "x.sign()"):
    for dx in ("float32", "float16", "int32", "int64", "bool_", "uint8"):
        C(f"unary[{m}]_{dx}", m, x=A(dx, 2, 3, pos=True))

# =============================================================================================
family("compare")
for op, e in (("lt", "x < y"), ("le", "x <= y"), ("gt", "x > y"), ("ge", "x >= y"), ("eq", "x == y"), ("ne", "x != y")):
    for dx, dy in (("float32", "float32"), ("int32", "int32"), ("int32", "float32"), ("float16", "float32"),
                   ("bool_", "bool_"), ("int64", "int32"), ("uint8", "int8"), ("bool_", "int32")):
        C(f"{op}_{dx}_{dy}", e, x=A(dx, 2, 3), y=A(dy, 2, 3))
    for s in ("1", "1.5", "True", "np.float64(0.5)", "np.array([0, 1, 2])"):
        for dx in ("int32", "float32", "bool_", "uint8"):
            C(f"{op}_{dx}_s[{s}]", e.replace("y", s), x=A(dx, 2, 3))
for fn in ("equal", "not_equal", "greater", "less", "greater_equal", "less_equal", "maximum", "minimum",
           "logical_and", "logical_or", "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor", "isclose", "ne", "eq",
           "gt", "lt", "ge", "le"):
    for dx, dy in (("float32", "float32"), ("int32", "int32"), ("int32", "float32"), ("bool_", "bool_"),
                   ("float16", "float32"), ("int64", "int8")):
        C(f"ops.{fn}_{dx}_{dy}", f"ops.{fn}(x, y)", x=A(dx, 2, 3), y=A(dy, 2, 3))
for e in ("x & y", "x | y", "x ^ y"):
    for dx, dy in (("bool_", "bool_"), ("int32", "int32"), ("bool_", "int32"), ("uint8", "uint8")):
        C(f"bit[{e}]_{dx}_{dy}", e, x=A(dx, 2, 3), y=A(dy, 2, 3))
    for s in ("True", "1"):
        C(f"bit[{e}]_bool_s[{s}]", e.replace("y", s), x=B(2, 3))
for dx in ("int32", "float32", "float16"):
    C(f"ops.clamp_{dx}_ints", "ops.clamp(x, -1, 1)", x=A(dx, 2, 3))
    C(f"ops.clamp_{dx}_floats", "ops.clamp(x, -0.5, 0.75)", x=A(dx, 2, 3))
    C(f"ops.clip_by_value_{dx}", "ops.clip_by_value(x, -0.5, 0.75)", x=A(dx, 2, 3))
    C(f"x.clip_{dx}", "x.clip(-1, 1)", x=A(dx, 2, 3))
    C(f"ops.where_{dx}", "ops.where(x > 0, x, 0.5)", x=A(dx, 2, 3))
    C(f"ops.where_{dx}_int", "ops.where(x > 0, x, 0)", x=A(dx, 2, 3))
    C(f"ops.select_{dx}", "ops.select(x > 0, x, y)", x=A(dx, 2, 3), y=A(dx, 2, 3))
    C(f"ops.Select_{dx}", "ops.Select()(x > 0, x, y)", x=A(dx, 2, 3), y=A(dx, 2, 3))
    C(f"ops.masked_fill_{dx}", "ops.masked_fill(x, x > 0, 0.5)", x=A(dx, 2, 3))
    C(f"x.masked_fill_{dx}", "x.masked_fill(x > 0, 2)", x=A(dx, 2, 3))

# =============================================================================================
family("reduce")
for dx in ("float32", "float16", "float64", "int32", "int64", "bool_", "int8", "uint8"):
    for e in ("x.sum()", "x.sum(axis=1)", "x.sum(1, keepdims=True)", "x.mean()", "x.mean(1)", "x.mean(axis=0, keep_dims=True)",
              "x.max()", "x.min()", "x.max(axis=1)", "x.argmax()", "x.argmax(axis=1)", "x.argmin(axis=0)", "x.prod()", "x.all()",
              "x.any()", "x.std()", "x.var()", "x.cumsum(axis=1)", "x.sum(dtype=ms.float32)",
              "ops.sum(x)", "ops.sum(x, 1)", "ops.mean(x)", "ops.mean(x, 1, True)", "ops.prod(x, 1)", "ops.max(x, 1)",
              "ops.min(x)", "ops.amax(x, 1)", "ops.amin(x)", "ops.argmax(x)", "ops.argmax(x, 1)", "ops.argmin(x, 1)",
              "ops.argmax(x, 1, keepdims=True)", "ops.all(x)", "ops.any(x, 1)", "ops.cumsum(x, 1)", "ops.cumprod(x, 0)",
              "ops.norm(x)", "ops.logsumexp(x, 1)", "ops.std(x)", "ops.var(x, 1)", "ops.count_nonzero(x)",
              "ops.ReduceSum()(x)", "ops.ReduceSum(keep_dims=True)(x, 1)", "ops.ReduceMean()(x, (0, 1))",
              "ops.ReduceMax()(x, 1)", "ops.ReduceMin(True)(x, 0)", "ops.ReduceProd()(x)", "ops.ReduceAll()(x)",
              "ops.ReduceAny(True)(x, 1)", "ops.Argmax()(x)", "ops.Argmax(output_type=ms.int64)(x)", "ops.Argmin()(x)",
              "ops.ArgMaxWithValue()(x)", "ops.ArgMaxWithValue(axis=1, keep_dims=True)(x)", "ops.ArgMinWithValue()(x)",
              "ops.CumSum()(x, 1)", "ops.CumProd()(x, 0)", "ops.CumSum(exclusive=True, reverse=True)(x, 1)",
              "ops.cummax(x, 1)", "ops.cummin(x, 0)", "ops.topk(x, 2)", "ops.TopK()(x, 2)", "ops.sort(x)",
              "ops.Sort(descending=True)(x)", "ops.argsort(x)", "ops.median(x)", "x.norm()", "ops.L2Loss()(x)",
              "ops.square(x).sum()", "ops.unique(x)[0]"):
        C(f"{e}_{dx}", e, x=A(dx, 3, 4))

# =============================================================================================
family("create")
for e in ("ms.Tensor([1, 2, 3])", "ms.Tensor([1.0, 2.0])", "ms.Tensor([True, False])", "ms.Tensor([1, 2.5])",
          "ms.Tensor([True, 2])", "ms.Tensor(3)", "ms.Tensor(2.5)", "ms.Tensor(True)", "ms.Tensor([[1, 2], [3, 4]])",
          "ms.Tensor(np.array([1.5, 2.5]))", "ms.Tensor(np.array([1, 2]))", "ms.Tensor(np.array([1, 2], np.int32))",
          "ms.Tensor(np.float64(2.5))", "ms.Tensor(np.int64(2))", "ms.Tensor(np.float32(1.5))",
          "ms.Tensor([1, 2], ms.float32)", "ms.Tensor([1.7, -1.7], ms.int32)", "ms.Tensor(2.5, ms.int64)",
          "ms.Tensor(np.array([1.5, 2.5]), ms.float16)", "ms.Tensor([1, 0], ms.bool_)", "ms.Tensor(3, dtype=ms.float64)",
          "ms.Tensor((1, 2, 3))", "ms.Tensor([0.1, 0.2], dtype=ms.float64)", "ms.Tensor([300, -1], ms.uint8)",
          "ops.ones((2, 3))", "ops.zeros((2,))", "ops.ones((2, 2), ms.int32)", "ops.zeros(3, ms.float16)",
          "ops.fill(ms.float32, (2,), 3)", "ops.fill(ms.int32, (2,), 2.7)", "ops.full((2,), 3)", "ops.full((2,), 2.5)",
          "ops.full((2,), True)", "ops.full((2,), 3, dtype=ms.float32)", "ops.Fill()(ms.float32, (2, 2), 1)",
          "ops.arange(5)", "ops.arange(0, 1, 0.25)", "ops.arange(1, 5, 2)", "ops.arange(5, dtype=ms.float32)",
          "ops.arange(0.0, 3)", "ops.linspace(0, 1, 5)", "ops.eye(3)", "ops.eye(2, 3, ms.int32)", "ops.Eye()(2, 2, ms.float32)",
          "ops.scalar_to_tensor(3)", "ops.scalar_to_tensor(2.5)", "ops.scalar_to_tensor(2, ms.int32)",
          "ops.ScalarToTensor()(3)", "ops.tuple_to_array((1, 2, 3))", "ops.tuple_to_array((1.5, 2.5))",
          "ops.TupleToArray()((1, 2))", "ops.Ones()((2,), ms.float32)", "ops.Zeros()((2,), ms.int32)",
          "ms.numpy.array([1, 2])", "ms.numpy.ones((2,))", "ms.numpy.arange(3)", "ms.numpy.zeros((2,), np.int32)",
          "ms.Tensor(np.ones((2,), np.float16)) + ms.Tensor([1.0, 2.0])"):
    C(f"create[{e}]", e)
for dx in ("float32", "int32", "bool_", "float16", "int64"):
    for e in ("ops.ones_like(x)", "ops.zeros_like(x)", "ops.full_like(x, 2.5)", "ops.full_like(x, 2)", "ops.OnesLike()(x)",
              "ops.ZerosLike()(x)", "ops.zeros_like(x, dtype=ms.float32)", "ms.Tensor(x, ms.float32)", "x.copy()",
              "ops.fill(x.dtype, x.shape, 1.5)", "ops.ones(x.shape, x.dtype)"):
        C(f"{e}_{dx}", e, x=A(dx, 2, 3))

# =============================================================================================
family("cast")
CAST_SRC = {"float32": "np.array([-2.7, -0.5, 0.0, 0.5, 1.5, 2.7, 300.2, -129.0], np.float32)",
            "float16": "np.array([-2.7, -0.5, 0.0, 0.5, 1.5, 2.7, 300.2, -129.0], np.float16)",
            "float64": "np.array([-2.7, -0.5, 0.0, 0.5, 1.5, 2.7, 1e10, -1e-10], np.float64)",
            "int32": "np.array([-3, -1, 0, 1, 2, 255, 256, 70000], np.int32)",
            "int64": "np.array([-3, -1, 0, 1, 2, 255, 2**33 + 5, -2**33], np.int64)",
            "bool_": "np.array([True, False, True, True, False, False, True, False])",
            "uint8": "np.array([0, 1, 2, 127, 128, 200, 255, 3], np.uint8)",
            "int8": "np.array([-128, -1, 0, 1, 2, 100, 127, 3], np.int8)"}
for src, arr in CAST_SRC.items():
    for dst in ("float32", "float16", "float64", "int32", "int64", "bool_", "uint8", "int8", "int16"):
        if src.startswith("float") and dst in ("uint8", "int8", "int16") :
            continue  # out-of-range float -> small int is undefined in C++
        C(f"ops.cast_{src}_{dst}", f"ops.cast(x, ms.{dst})", x=arr)
        C(f"ops.Cast_{src}_{dst}", f"ops.Cast()(x, ms.{dst})", x=arr)
        C(f"astype_{src}_{dst}", f"x.astype(ms.{dst})", x=arr)
    for m in ("x.float()", "x.int()", "x.half()", "x.bool()", "x.long()", "x.double()", "x.astype(np.float32)",
              "x.astype('int32')", "ops.cast(x, ms.int32) * 1.5"):
        C(f"{m}_{src}", m, x=arr)
for e in ("ops.cast(2.5, ms.int32)", "ops.cast(3, ms.float32)", "ops.cast(True, ms.float32)", "ops.scalar_cast(2.7, ms.int32)",
          "ops.cast(-2.5, ms.int64)"):
    C(f"cast_scalar[{e}]", e)

# =============================================================================================
family("consts")
for dx in ("float32", "float16", "int32", "int64", "bool_", "float64"):
    for c in ("np.sqrt(2.0)", "np.float32(2.0)", "np.float64(0.5)", "np.pi", "math.pi", "math.sqrt(2.0)", "2", "2.0",
              "np.array(2.0)", "np.array([1., 2., 3.])", "np.int64(2)", "np.int32(3)", "np.float16(1.5)",
              "np.array(2.0, np.float32)", "np.log(10.0)", "1 / 3", "3 // 2", "2 ** 0.5", "float(2)", "int(2.7)",
              "np.array([1, 2, 3], np.int32)", "np.e", "np.sqrt(np.float32(2.0))", "-np.inf", "np.finfo(np.float32).eps",
              "np.ones(3)", "np.float64(1e-5) * 2"):
        C(f"const_mul_{dx}[{c}]", f"x * {c}", x=A(dx, 2, 3))
        C(f"const_add_{dx}[{c}]", f"{c} + x", x=A(dx, 2, 3))
    C(f"const_ops.mul_{dx}", "ops.mul(x, np.sqrt(2.0))", x=A(dx, 2, 3))
    C(f"const_ops.Mul_{dx}", "ops.Mul()(x, np.float64(2.0))", x=A(dx, 2, 3))
    C(f"const_div_{dx}", "x / np.sqrt(3.0)", x=A(dx, 2, 3))
    C(f"const_sub_{dx}", "x - np.float64(0.5)", x=A(dx, 2, 3))
    C(f"const_pow_{dx}", "x ** np.float64(2.0)", x=A(dx, 2, 3))
    C(f"const_max_{dx}", "ops.maximum(x, np.float64(0.5))", x=A(dx, 2, 3))
    C(f"const_tensor_np_{dx}", "x + ms.Tensor(np.float64(0.5))", x=A(dx, 2, 3))
    C(f"const_tensor_np_{dx}_arr", "x * ms.Tensor(np.array([1.5, 2.5, 3.5]))", x=A(dx, 2, 3))
    C(f"const_attr_{dx}", "x * self.c", init="self.c = np.sqrt(2.0)", x=A(dx, 2, 3))
    C(f"const_attr32_{dx}", "x * self.c", init="self.c = np.float32(2.0)", x=A(dx, 2, 3))
    C(f"const_attr_f_{dx}", "x * self.c", init="self.c = 2.5", x=A(dx, 2, 3))
    C(f"const_attr_arr_{dx}", "x * self.c", init="self.c = np.array([1.0, 2.0, 3.0])", x=A(dx, 2, 3))
    C(f"const_attr_t_{dx}", "x * self.c", init="self.c = ms.Tensor(2.5)", x=A(dx, 2, 3))
    C(f"const_attr_t64_{dx}", "x * self.c", init="self.c = ms.Tensor(np.float64(2.5))", x=A(dx, 2, 3))
    C(f"const_scale_{dx}", "x * (1.0 / np.sqrt(4.0))", x=A(dx, 2, 3))
    C(f"const_fold_{dx}", "x * (np.float32(2.0) * np.float64(2.0))", x=A(dx, 2, 3))
C("const_scalar_arith", "np.sqrt(2.0) * 2")
C("const_scalar_np32", "np.float32(2.0) * 2")
C("const_shape_mul", "x.shape[0] * 0.5", x=F(2, 3))
C("const_shape_div", "x.shape[0] / 2", x=F(2, 3))
C("const_shape_tensor", "ms.Tensor(x.shape[0] * 0.5)", x=F(2, 3))
C("const_shape_tensor_int", "ms.Tensor(x.shape[0])", x=F(2, 3))
C("const_scalar_tensor_mix", "x * (x.shape[1] ** -0.5)", x=F(2, 3))
C("const_len_div", "x / len(x)", x=F(2, 3))
C("const_size_div", "x.sum() / x.size", x=I(2, 3))

# =============================================================================================
family("shape")
for dx in ("float32", "int32", "bool_", "float16"):
    for e in ("ops.concat((x, x))", "ops.concat((x, x), 1)", "ops.Concat(1)((x, x))", "ops.stack((x, x))", "ops.Stack(1)((x, x))",
              "ops.split(x, 1, 1)", "ops.Split(1, 3)(x)", "ops.tile(x, (2, 1))", "ops.Tile()(x, (1, 2))", "ops.expand_dims(x, 0)",
              "ops.ExpandDims()(x, -1)", "ops.squeeze(ops.expand_dims(x, 0))", "ops.Squeeze(0)(ops.expand_dims(x, 0))",
              "ops.transpose(x, (1, 0))", "ops.Transpose()(x, (1, 0))", "ops.reshape(x, (3, 2))", "ops.Reshape()(x, (-1,))",
              "x.reshape(-1)", "x.view(3, 2)", "x.T", "x.flatten()", "ops.flatten(ops.expand_dims(x, 0))", "ops.Flatten()(x)",
              "ops.gather(x, ms.Tensor([1, 0]), 0)", "ops.Gather()(x, ms.Tensor([2, 0], ms.int32), 1)",
              "ops.gather_nd(x, ms.Tensor([[0, 1], [1, 2]]))", "ops.GatherNd()(x, ms.Tensor([[1], [0]], ms.int32))",
              "ops.Shape()(x)", "ops.shape(x)", "x.shape", "x.size", "x.ndim", "len(x)", "ops.dtype(x)", "x.dtype",
              "ops.DType()(x)", "ops.rank(x)", "ops.size(x)", "ops.broadcast_to(x[0], (2, 3))", "ops.BroadcastTo((2, 2, 3))(x)",
              "ops.reverse(x, [1])", "ops.ReverseV2(axis=(0,))(x)", "ops.flip(x, (0,))", "ops.Slice()(x, (0, 1), (2, 2))",
              "ops.slice(x, (1, 0), (1, 3))", "x[0]", "x[:, 1]", "x[-1, ::2]", "x[None]", "x[..., 0]", "x[x > 0]" if dx != "bool_" else "x[x]",
              "x[ms.Tensor([1, 0])]", "x[1, 2]", "ops.one_hot(ms.Tensor([0, 2]), 3, ms.Tensor(1.0), ms.Tensor(0.0))",
              "ops.OneHot()(ms.Tensor([0, 2], ms.int32), 3, ms.Tensor(1.0), ms.Tensor(0.0))", "ops.unstack(x)", "ops.Unstack(1)(x)",
              "ops.chunk(x, 2, 1)", "ops.roll(x, 1, 1)", "ops.repeat_elements(x, 2, 1)", "ops.repeat_interleave(x, 2, 0)",
              "ops.pad(x, (1, 1))", "ops.Pad(((1, 0), (0, 1)))(x)", "ops.narrow(x, 1, 0, 2)", "ops.movedim(x, 0, 1)",
              "ops.swapaxes(x, 0, 1)", "ops.scatter_nd(ms.Tensor([[0], [1]], ms.int32), x, (3, 3))",
              "ops.tensor_scatter_update(x, ms.Tensor([[0, 0]], ms.int32), x[0, :1])", "ops.masked_select(x, x > 0)" if dx != "bool_" else "x",
              "ops.nonzero(x)", "ops.meshgrid(x[0], x[1])", "ops.triu(x)", "ops.tril(x, -1)", "ops.diag(x[0])",
              "ops.sequence_mask(ms.Tensor([1, 2]), 3)", "ops.range(0, 5, 2)" if dx == "float32" else "ops.depend(x, x)",
              "ops.stop_gradient(x)", "ops.identity(x)", "x.item() if x.size == 1 else x[0, 0].item()",
              "x.tolist()", "x.asnumpy()", "ops.concat((x, x[:, :1]), 1)", "ops.unsqueeze(x, 1)", "x.expand_dims(1)",
              "x.squeeze()", "x.transpose()", "x.permute(1, 0)", "x.swapaxes(0, 1)", "x.repeat(2)", "x.tile((2,))",
              "ops.ReverseSequence(1)(x, ms.Tensor([1, 2], ms.int32))"):
        C(f"{e}_{dx}", e, x=A(dx, 2, 3))
for dx, dy in (("float32", "int32"), ("float16", "float32"), ("int32", "int64"), ("bool_", "int32"), ("float32", "float64")):
    C(f"concat_mixed_{dx}_{dy}", "ops.concat((x, y))", x=A(dx, 2, 3), y=A(dy, 2, 3))
    C(f"stack_mixed_{dx}_{dy}", "ops.stack((x, y))", x=A(dx, 2, 3), y=A(dy, 2, 3))
    C(f"matmul_{dx}_{dy}", "ops.matmul(x, y.T)", x=A(dx, 2, 3), y=A(dy, 2, 3))
    C(f"MatMul_{dx}_{dy}", "ops.MatMul(transpose_b=True)(x, y)", x=A(dx, 2, 3), y=A(dy, 2, 3))
    C(f"matmul_op_{dx}_{dy}", "x @ y.T", x=A(dx, 2, 3), y=A(dy, 2, 3))
    C(f"where_mixed_{dx}_{dy}", "ops.where(x > 0, x, y)" if dx != "bool_" else "ops.where(x, x, y)", x=A(dx, 2, 3), y=A(dy, 2, 3))
for dx in ("float32", "int32", "float16", "int64"):
    C(f"BatchMatMul_{dx}", "ops.BatchMatMul()(x, x.transpose(0, 2, 1))", x=A(dx, 2, 2, 3))
    C(f"bmm_{dx}", "ops.bmm(x, x.transpose(0, 2, 1))", x=A(dx, 2, 2, 3))
    C(f"dot_{dx}", "ops.dot(x, x.T)", x=A(dx, 2, 3))
    C(f"tensordot_{dx}", "ops.tensor_dot(x, x, ((1,), (1,)))", x=A(dx, 2, 3))
    C(f"matmul1d_{dx}", "ops.matmul(x, x)", x=A(dx, 3))
    C(f"outer_{dx}", "ops.outer(x, x)", x=A(dx, 3))
    C(f"BiasAdd_{dx}", "ops.BiasAdd()(x, x[0])", x=A(dx, 2, 3))

# =============================================================================================
family("nnfunc")
for dx in ("float32", "float16", "float64"):
    for e in ("ops.softmax(x)", "ops.softmax(x, 0)", "ops.Softmax()(x)", "ops.log_softmax(x)", "ops.LogSoftmax(0)(x)",
              "ops.relu(x)", "ops.ReLU()(x)", "ops.Sigmoid()(x)", "ops.gelu(x)", "ops.gelu(x, 'tanh')", "ops.GeLU()(x)",
              "ops.FastGeLU()(x)", "ops.fast_gelu(x)", "ops.silu(x)", "ops.hardsigmoid(x)", "ops.leaky_relu(x, 0.2)",
              "ops.l2_normalize(x)", "ops.L2Normalize(1)(x)", "ops.Tanh()(x)", "ops.Exp()(x)", "ops.Log()(ops.abs(x) + 1)",
              "ops.Sqrt()(ops.abs(x))", "ops.Reciprocal()(x)", "ops.Square()(x)", "ops.Floor()(x)", "ops.Round()(x)",
              "ops.Abs()(x)", "ops.Neg()(x)", "ops.Pow()(x, 2.0)", "ops.Pow()(x, 2)", "ops.Cos()(x)", "ops.Softplus()(x)",
              "ops.ReLU6()(x)", "ops.HSwish()(x)", "ops.HSigmoid()(x)", "ops.Erf()(x)", "ops.Sign()(x)",
              "ops.SigmoidCrossEntropyWithLogits()(x, ops.sigmoid(x))", "ops.binary_cross_entropy_with_logits(x, ops.sigmoid(x), ops.ones_like(x), ops.ones_like(x))",
              "ops.SmoothL1Loss()(x, x * 0.5)", "ops.smooth_l1_loss(x, x * 0.5)", "ops.mse_loss(x, x * 0.5)", "ops.l1_loss(x, x * 0.5)",
              "ops.cross_entropy(x, ms.Tensor([0, 2], ms.int32))", "ops.nll_loss(ops.log_softmax(x), ms.Tensor([0, 2], ms.int32))",
              "ops.SoftmaxCrossEntropyWithLogits()(x, ops.softmax(x))",
              "ops.SparseSoftmaxCrossEntropyWithLogits()(x, ms.Tensor([0, 2], ms.int32))",
              "ops.kl_div(ops.log_softmax(x), ops.softmax(x), 'sum')", "ops.dropout(x, 0.0)" if False else "ops.cosine_similarity(x, x * 2 + 1)",
              "ops.interpolate(x.reshape(1, 1, 2, 3), scale_factor=2.0, mode='nearest', recompute_scale_factor=True)" if False else "ops.lerp(x, x * 2, 0.5)",
              "ops.addcmul(x, x, x, 0.5)", "ops.addcdiv(x, x, x + 5, 0.5)", "ops.logaddexp(x, x * 2)", "ops.hypot(x, x * 2)",
              "ops.sinc(x)", "ops.tan(x)", "ops.asin(x * 0.1)", "ops.acos(x * 0.1)", "ops.atan2(x, x * 2 + 1)",
              "ops.xlogy(x, ops.abs(x) + 1)", "ops.erfinv(x * 0.1)", "ops.lgamma(ops.abs(x) + 0.5)", "ops.digamma(ops.abs(x) + 0.5)",
              "ops.logit(ops.sigmoid(x))", "ops.softmin(x)", "ops.hardtanh(x)", "ops.softshrink(x)", "ops.hardshrink(x)",
              "ops.celu(x)", "ops.elu(x, 0.5)", "ops.prelu(x, ms.Tensor(np.array([0.25], np.float32)))" if False else "ops.rrelu(x, 0.25, 0.25)",
              "ops.threshold(x, 0.3, 9.0)", "ops.glu(x.reshape(3, 2))", "ops.normalize(x)" if False else "ops.renorm(x, 2, 0, 1.0)",
              "ops.cdist(x, x * 2)", "ops.dist(x, x * 2)", "ops.trace(x)", "ops.inner(x, x)", "ops.vander(x[0])" if False else "ops.logdet(ops.eye(2) * 2 + ops.abs(x[:, :2]))",
              "ops.mv(x, x[0])", "ops.addmm(x, x, x.T @ ops.ones((2, 3)) * 0 + x.T[:, :3] if False else ops.ones((3, 3)), 0.5, 2.0)",
              "ops.baddbmm(x[None], x[None], x.T[None], 0.5, 2.0)", "ops.std_mean(x)", "ops.var_mean(x, 1)"):
        C(f"{e}_{dx}", e, x=A(dx, 2, 3))

# =============================================================================================
family("methods")
for dx in ("float32", "int32", "float16", "bool_", "int64"):
    for e in ("x.item(0)" if False else "x[0, 0].item()", "float(x[0, 0])", "int(x[0, 1])", "bool(x[1, 1])",
              "x.asnumpy().dtype.name", "x.dtype == ms.float32", "x.is_floating_point()", "x.nelement()", "x.numel()",
              "x.dim()", "x.size", "x.itemsize", "x.nbytes", "x.strides", "x.shape[0] * 2", "x.sum().item()",
              "x.mean().item()" if dx.startswith("float") else "x.max().item()", "x.abs().sum()", "x.to(ms.float32)",
              "x.type(ms.float16)" if False else "x.astype(ms.float16)", "x.fill(1)" if False else "x.clone()",
              "x.add(1)", "x.sub(1)", "x.mul(2.5)", "x.div(2)", "x.pow(2)", "x.remainder(2)", "x.fmod(2)", "x.floor_divide(2)",
              "x.true_divide(2)", "x.exp()", "x.log()", "x.sigmoid()", "x.tanh()", "x.floor()", "x.ceil()", "x.round()",
              "x.reciprocal()", "x.rsqrt()", "x.square()", "x.squeeze(0)" if False else "x.unsqueeze(0)",
              "x.argmax(1)", "x.argmin()", "x.max(0)", "x.min(1)", "x.topk(2)", "x.sort()", "x.argsort()", "x.cumsum(0)",
              "x.prod()", "x.logsumexp(1)", "x.amax(1)", "x.amin()", "x.norm(dim=1)" if False else "x.masked_fill(x > 1, 0)",
              "x.lerp(x * 2, 0.5)", "x.clamp(0, 1)", "x.where(x > 1, 0)" if False else "x.le(1)", "x.ge(1)", "x.eq(1)",
              "x.ne(1.5)", "x.gt(1)", "x.lt(1.5)", "x.isclose(x)", "x.logical_not()", "x.logical_and(x)", "x.bitwise_and(x)" if dx in ("int32", "int64", "bool_") else "x.neg()",
              "x.gather(ms.Tensor([0, 1], ms.int32), 1)", "x.index_select(0, ms.Tensor([1], ms.int32))",
              "x.expand_as(ops.ones((2, 2, 3)))", "x.broadcast_to((2, 2, 3))", "x.fill_diagonal(5.0)" if False else "x.flip(0)",
              "x.var(0)", "x.std(1)", "x.mean(0)", "x.sum(0, keepdims=True)", "x.float().softmax(-1)" if False else "x.cumprod(1)",
              "x.inv()" if False else "x.sign()", "x.atan2(x + 1)", "x.maximum(x * 2)", "x.minimum(1)", "x.nan_to_num()",
              "x.diag()" if False else "x.trace()", "x.outer(x[0])" if False else "x.matmul(x.T)",
              "x.new_ones((2,))", "x.new_zeros((2,))", "x.one_hot(3)" if False else "x.tril()", "x.triu(1)",
              "x.all()", "x.any(1)", "x.count_nonzero()", "x.isnan()", "x.isinf()", "x.erf()", "x.sqrt()", "x.log1p()",
              "x.expm1()", "x.sinh()", "x.negative()", "x.addcmul(x, x, value=2)" if False else "x.addmv(x, x[0])" if False else "x.abs()",
              "x.int().float()", "x.bool().int()", "x.sum(dtype=ms.int32)", "x.numpy()"):
        C(f"{e}_{dx}", e, x=A(dx, 2, 3))

# =============================================================================================
family("printing")
for dx in ("float32", "float16", "float64", "int32", "int64", "int8", "uint8", "bool_"):
    P(f"print_tensor_{dx}", "print(x)", x=A(dx, 2, 3))
    P(f"print_scalar_tensor_{dx}", "print(x[0, 0])", x=A(dx, 2, 3))
    P(f"print_msg_{dx}", "print('val:', x)", x=A(dx, 2, 3))
    P(f"print_1d_{dx}", "print(x[0])", x=A(dx, 2, 3))
    P(f"print_Print_{dx}", "ops.Print()('v', x)", x=A(dx, 2, 3))
    P(f"print_sum_{dx}", "print(x.sum())", x=A(dx, 2, 3))
for e in ("print(2.5)", "print(3)", "print(True)", "print('a', 1, 2.5)", "print(np.float64(2.5))" if False else "print(1.0 / 3)",
          "print((1, 2.5))", "print([1, 2])", "print(None)", "print(ms.float32)", "print(x.shape)", "print(x.dtype)",
          "print(x.shape[0] * 0.5)", "print(x * 0.1)", "print(x / 3)", "print(x * 1e-8)", "print(x * 1e8)",
          "print(ops.cast(x, ms.float16) / 3)", "print(x.mean())", "print(x.argmax())", "print(x > 0)",
          "print(ms.Tensor(2.5))", "print(ms.Tensor([1, 2]))", "print(ms.Tensor(np.arange(30).reshape(5, 6)))",
          "print(ms.Tensor(np.arange(2000, dtype=np.float32)))", "print(ms.Tensor(np.arange(24).reshape(2, 3, 4)))",
          "print(x, x)", "print('x=', x, 'y=', 2)", "print(f'{x.shape}')", "print('%d' % 3)", "print(x[0, 0] + 1)",
          "print(x / 0)", "print(-x / 0)", "print(ops.sqrt(x - 10))", "print(ms.Tensor(np.array([1e-5, 123456.0], np.float32)))",
          "print(ms.Tensor(np.array([0.1, 0.25], np.float64)))", "print(ms.Tensor(np.array([1.5, 1e20], np.float32)))",
          "print(ms.Tensor(np.array([[1, -100], [1000, 5]], np.int32)))", "print(ms.Tensor(np.zeros((2, 0), np.float32)))"):
    P(f"print[{e}]", e, x=F(2, 3))

# =============================================================================================
# session 8 (h-diff2): reductions, mixed-dtype comparisons/logic, casting, Tensor construction,
# indexing, mint forms
family("reduce2")
for dx in ("float32", "float16", "float64", "int32", "int64", "bool_", "int8", "uint8"):
    for e in ("x.sum(axis=(0, 2))", "x.sum((0, -1), keepdims=True)", "x.sum(axis=())", "x.sum(dtype=ms.int32)",
              "x.sum(dtype=ms.float16)", "x.sum(1, dtype=ms.float64)", "x.sum(axis=1, keepdims=True, initial=1)",
              "ops.sum(x, (0, 2))", "ops.sum(x, dim=1, keepdim=True)", "ops.sum(x, dtype=ms.float32)", "ops.sum(x, ())",
              "ops.ReduceSum()(x, ())", "ops.ReduceSum(True)(x, (0, 2))", "ops.ReduceSum()(x, -1)",
              "ops.ReduceSum(skip_mode=True)(x, ())", "x.mean(axis=(0, 2))", "x.mean((1,), keep_dims=True)",
              "ops.mean(x, (0, 1))", "ops.mean(x, ())", "ops.ReduceMean(True)(x, ())", "ops.ReduceMean()(x, (0, 2))",
              "x.prod(axis=(0, 2))", "ops.prod(x, 1, True)", "ops.prod(x, (0, 2))", "ops.ReduceProd(True)(x, (0, 1))",
              "ops.ReduceProd()(x, ())", "ops.amax(x, (0, 2))", "ops.amin(x, (1,), True)", "ops.max(x, 1, keepdims=True)",
              "ops.min(x, 2)", "ops.ReduceMax()(x, ())", "ops.ReduceMin(True)(x, (0, 2))", "x.max(axis=(0, 2))",
              "x.min(axis=1, keepdims=True)", "ops.argmax(x, 2)", "ops.argmax(x, -1, keepdim=True)", "ops.argmin(x, 0)",
              "x.argmax(axis=-1)", "x.argmin()", "ops.Argmax(axis=0)(x)", "ops.Argmax(axis=1, output_type=ms.int32)(x)",
              "ops.Argmin(axis=2)(x)", "ops.all(x, (0, 2))", "ops.any(x, (), True)", "ops.all(x, 1, True)",
              "x.all(axis=(0, 1))", "x.any(axis=-1, keep_dims=True)", "ops.ReduceAll()(x, ())",
              "ops.ReduceAny(True)(x, (0, 2))", "ops.cumsum(x, 1, dtype=ms.float32)", "ops.cumsum(x, 0)",
              "x.cumsum(-1)", "x.cumsum(1, dtype=ms.int64)", "ops.CumSum()(x, 2)", "ops.cumprod(x, 1, dtype=ms.float32)",
              "ops.count_nonzero(x, (0, 2))", "mint.sum(x)", "mint.sum(x, 1)", "mint.sum(x, (0, 2), True)",
              "mint.sum(x, dtype=ms.float32)", "mint.mean(x)", "mint.prod(x, 1)", "mint.prod(x)",
              "ops.ReduceSum()(x, (0, 1, 2))", "ops.sum(x, -1, dtype=ms.int8)"):
        C(f"{e}_{dx}", e, x=A(dx, 2, 3, 4))
    for e in ("x.sum()", "x.sum(0)", "x.sum(1)", "x.mean()", "x.prod()", "x.all()", "x.any()", "ops.ReduceSum()(x, 1)",
              "ops.amax(x, 1)", "ops.cumsum(x, 0)", "ops.argmax(x, 1)", "ops.ReduceMax()(x)"):
        C(f"empty[{e}]_{dx}", e, x=A(dx, 0, 3))
# NaN / inf in reductions
NANS = "np.array([[1.0, np.nan, 2.0], [np.inf, -1.0, 0.5], [-np.inf, 3.0, 1.0]], {})"
for dt in ("np.float32", "np.float16", "np.float64"):
    for e in ("x.sum()", "x.sum(1)", "x.max(axis=1)", "x.min(axis=0)", "ops.amax(x, 1)", "ops.argmax(x, 1)",
              "ops.argmin(x, 0)", "x.mean(1)", "x.prod(1)", "ops.ReduceMax()(x, 1)", "ops.ReduceMin()(x, 0)",
              "ops.max(x, 1)", "ops.cumsum(x, 1)", "ops.cummax(x, 1)", "ops.cummin(x, 0)", "x.all(1)", "x.any(1)",
              "ops.maximum(x, x.T)", "ops.minimum(x, 0.5)", "ops.sort(x)", "ops.topk(x, 2)", "ops.clamp(x, -1, 1)"):
        C(f"nan[{e}]_{dt[3:]}", e, x=NANS.format(dt))

# =============================================================================================
family("logic")
LX = {"float32": "np.array([[-1.5, -1.0, 0.0], [0.5, 2.0, 3.0]], np.float32)",
      "float16": "np.array([[-1.5, -1.0, 0.0], [0.5, 2.0, 3.0]], np.float16)",
      "float64": "np.array([[-1.5, -1.0, 0.0], [0.5, 2.0, 3.0]], np.float64)",
      "int32": "np.array([[-2, -1, 0], [1, 2, 3]], np.int32)", "int64": "np.array([[-2, -1, 0], [1, 2, 3]], np.int64)",
      "int8": "np.array([[-2, -1, 0], [1, 2, 3]], np.int8)", "int16": "np.array([[-2, -1, 0], [1, 2, 3]], np.int16)",
      "uint8": "np.array([[0, 1, 0], [1, 2, 3]], np.uint8)", "bool_": "np.array([[True, False, False], [True, True, False]])"}
LY = {"float32": "np.array([[-1.0, 0.5, 0.0], [1.0, 2.0, -3.0]], np.float32)",
      "float16": "np.array([[-1.0, 0.5, 0.0], [1.0, 2.0, -3.0]], np.float16)",
      "float64": "np.array([[-1.0, 0.5, 0.0], [1.0, 2.0, -3.0]], np.float64)",
      "int32": "np.array([[-1, 1, 0], [1, 2, -3]], np.int32)", "int64": "np.array([[-1, 1, 0], [1, 2, -3]], np.int64)",
      "int8": "np.array([[-1, 1, 0], [1, 2, -3]], np.int8)", "int16": "np.array([[-1, 1, 0], [1, 2, -3]], np.int16)",
      "uint8": "np.array([[1, 1, 0], [1, 2, 3]], np.uint8)", "bool_": "np.array([[True, True, False], [False, True, False]])"}
for dx in LX:
    for dy in LY:
        for lab, e in (("lt", "x < y"), ("eq", "x == y"), ("ops.logical_and", "ops.logical_and(x, y)"),
                       ("ops.logical_or", "ops.logical_or(x, y)")):
            C(f"{lab}_{dx}_{dy}", e, x=LX[dx], y=LY[dy])
    for e in ("x == 1.5", "x > True", "x != 0", "x >= 2", "x < -0.5", "1 < x", "ops.logical_and(x, True)",
              "ops.logical_or(x, 0)", "ops.logical_not(x)", "x.logical_not()", "ops.logical_xor(x, x)",
              "ops.equal(x, 2)", "ops.ne(x, 1.0)", "ops.gt(x, 0)", "ops.le(x, 0.5)", "ops.greater(x, False)",
              "x.eq(1)", "x.ne(x)", "x.gt(0.5)", "x.lt(1)", "ops.isclose(x, x)", "ops.Equal()(x, 2)", "ops.Less()(x, 1.5)",
              "ops.LogicalNot()(x)", "ops.LogicalAnd()(x > 0, x < 2)", "ops.eq(x, x)", "ops.equal(x, x)",
              "x & (x > 0)", "(x > 0) | (x < 0)", "~(x > 0)", "(x > 0) ^ (x < 2)", "ops.logical_and(x > 0, x)",
              "ops.bitwise_and(x, x)", "ops.where(x > 0, x, -x)", "ops.not_equal(x, 0.0)", "ops.less_equal(x, 2)",
              "mint.eq(x, 1)", "mint.logical_and(x, x)", "mint.logical_not(x)", "mint.gt(x, 0)", "mint.ne(x, x)"):
        C(f"{e}_{dx}", e, x=LX[dx])
SPECIAL = "np.array([np.nan, 1.0, np.inf, -np.inf, 0.0, -0.0], {})"
SPEC_Y = "np.array([np.nan, np.nan, np.inf, 1.0, -0.0, 0.0], {})"
for dt in ("np.float32", "np.float16", "np.float64"):
    for e in ("x == y", "x != y", "x < y", "x >= y", "ops.maximum(x, y)", "ops.minimum(x, y)", "ops.isclose(x, y)",
              "ops.isclose(x, y, equal_nan=True)", "ops.logical_and(x, y)", "ops.logical_not(x)", "ops.equal(x, x)",
              "x == x", "ops.isnan(x)", "ops.isinf(x)", "ops.isfinite(x)", "ops.sign(x)", "ops.floor(x)", "ops.round(x)",
              "x.bool()", "ops.where(ops.isnan(x), 0.0, x)", "ops.nan_to_num(x)", "ops.clamp(x, 0, 1)", "ops.abs(x)",
              "ops.relu(x)", "x * 0", "x - x", "x / y", "x // y", "x % y", "ops.exp(x)", "ops.log(x)", "ops.sqrt(x)"):
        C(f"special[{e}]_{dt[3:]}", e, x=SPECIAL.format(dt), y=SPEC_Y.format(dt))

# =============================================================================================
family("cast2")
CAST2_SRC = {"float32": "np.array([np.nan, np.inf, -np.inf, -1.5, -0.7, 0.7, 255.5, 256.5, 3e9, -3e9], np.float32)",
             "float16": "np.array([np.nan, np.inf, -np.inf, -1.5, -0.7, 0.7, 255.5, 256.5, 60000, -60000], np.float16)",
             "float64": "np.array([np.nan, np.inf, -np.inf, -1.5, -0.7, 0.7, 255.5, 1e20, 3e9, 70000.7], np.float64)",
             "int32": "np.array([-1, -129, 128, 255, 256, 65535, 65536, 2147483647, -2147483648, 70000], np.int32)",
             "int64": "np.array([-1, -129, 2**31, 2**32 + 1, 2**40, 2**53 + 1, -2**63, 2**63 - 1, 70000, 0], np.int64)",
             "int8": "np.array([-128, -1, 0, 1, 127, -2, 2, 3, -3, 100], np.int8)",
             "int16": "np.array([-32768, -1, 0, 1, 32767, 255, 256, -129, 128, 1000], np.int16)",
             "uint8": "np.array([0, 1, 127, 128, 200, 255, 2, 3, 4, 5], np.uint8)",
             "bool_": "np.array([True, False, True, True, False, False, True, False, True, True])"}
for src, arr in CAST2_SRC.items():
    for dst in ("float32", "float16", "float64", "int32", "int64", "bool_", "uint8", "int8", "int16", "uint16", "uint32",
                "uint64"):
        C(f"ops.cast_{src}_{dst}", f"ops.cast(x, ms.{dst})", x=arr)
        C(f"astype_{src}_{dst}", f"x.astype(ms.{dst})", x=arr)
    for m in ("x.to(ms.int32)", "x.float().int()", "x.int().float()", "x.astype(ms.float16).astype(ms.float32)",
              "ops.Cast()(x, ms.uint8)", "x.type(ms.int8)" , "x.bool().int()", "x.short()", "x.byte()", "x.char()"):
        C(f"{m}_{src}", m, x=arr)
for e in ("ops.cast(ms.Tensor(-1), ms.uint8)", "ops.cast(ms.Tensor(-1.5), ms.uint8)", "ops.cast(ms.Tensor(np.nan), ms.int32)",
          "ops.cast(ms.Tensor(2**31), ms.int32)", "ops.cast(ms.Tensor(1e10), ms.int64)", "ops.cast(ms.Tensor(-0.5), ms.int32)",
          "ops.cast(ms.Tensor(65519.0), ms.float16)", "ops.cast(ms.Tensor(65520.0), ms.float16)", "ops.cast(-3, ms.uint8)",
          "ops.cast(2.9, ms.int8)", "ops.cast(ms.Tensor(300), ms.int8)", "ops.cast(ms.Tensor(True), ms.int32)"):
    C(f"cast2_scalar[{e}]", e)

# =============================================================================================
family("create2")
for e in ("ms.Tensor([1, 2, 3])", "ms.Tensor([1.5, 2])", "ms.Tensor([True, False])", "ms.Tensor([True, 2])",
          "ms.Tensor([True, 2.5])", "ms.Tensor([1, 2.5, True])", "ms.Tensor([[1, 2], [3.5, 4]])", "ms.Tensor(((1, 2), (3, 4)))",
          "ms.Tensor([])", "ms.Tensor([[]])", "ms.Tensor(5)", "ms.Tensor(-2.5)", "ms.Tensor(False)", "ms.Tensor(2**40)",
          "ms.Tensor(2**31)", "ms.Tensor(1e40)", "ms.Tensor(-1, ms.uint8)", "ms.Tensor(300, ms.uint8)", "ms.Tensor(1e40, ms.float32)",
          "ms.Tensor([1.5, -1.5, 2.7], ms.int32)", "ms.Tensor([1.5, -1.5], ms.uint8)", "ms.Tensor([0, 2, -1], ms.bool_)",
          "ms.Tensor([1, 2], dtype=ms.float16)", "ms.Tensor(2.5, dtype=ms.float64)", "ms.Tensor([True], ms.float32)",
          "ms.Tensor([np.float32(1.5), 2])", "ms.Tensor([np.int32(1), np.int32(2)])", "ms.Tensor([np.float64(1.5)])",
          "ms.Tensor(np.float16(1.5))", "ms.Tensor(np.int8(3))", "ms.Tensor(np.uint8(3))", "ms.Tensor(np.bool_(True))",
          "ms.Tensor(np.int32(7))", "ms.Tensor(np.array(2.5))", "ms.Tensor(np.array([1, 2], np.int16))",
          "ms.Tensor(np.array([1, 2], np.uint16))", "ms.Tensor(np.array([1, 2], np.uint32))", "ms.Tensor(np.array([1, 2], np.uint64))",
          "ms.Tensor(np.array([1, 2], np.int8))", "ms.Tensor(np.array([1, 2], np.uint8))", "ms.Tensor(np.array([1.5], np.float16))",
          "ms.Tensor(np.array([True, False]))", "ms.Tensor(np.array([1.5, 2.5]), ms.int32)", "ms.Tensor(np.array([1, 2]), ms.float16)",
          "ms.Tensor(np.array([-1, 2]), ms.uint8)", "ms.Tensor(np.array([[1, 2]], np.int64), dtype=ms.float64)",
          "ms.Tensor(np.zeros((2, 0), np.float32))", "ms.Tensor(np.array(3, np.int64))", "ms.Tensor([[1, 2]], ms.int8)",
          "ms.Tensor((1.5,))", "ms.Tensor([1, 2, 3], ms.complex64)", "ms.Tensor(1 + 2j)" , "ms.Tensor([0.1, 0.2, 0.3])",
          "ms.Tensor([0.1], ms.float64)", "ms.Tensor(0.1, ms.float64)", "ms.Tensor(np.array(0.1), ms.float32)",
          "ms.tensor([1, 2])", "ms.tensor([1.5, 2], ms.float16)", "ms.Tensor(ms.Tensor([1, 2]))",
          "ms.Tensor(ms.Tensor([1, 2]), ms.float32)", "ms.Tensor([ms.Tensor(1), ms.Tensor(2)])" if False else "ms.Tensor([1, 2]).dtype",
          "ms.Tensor(shape=(2, 3), dtype=ms.float32, init=ms.common.initializer.One())" if False else "ms.Tensor([2**33, 1])",
          "ms.Tensor([1, 2**63 - 1])", "ms.Tensor([-2**63])", "ms.Tensor([1e-50], ms.float32)", "ms.Tensor([65504.0, 70000.0], ms.float16)"):
    C(f"create2[{e}]", e)
for dx in ("float32", "int32", "bool_", "float16", "int64", "uint8", "float64"):
    for e in ("ms.Tensor(x)", "ms.Tensor(x, ms.float32)", "ms.Tensor(x, ms.int32)", "ms.Tensor(x, dtype=ms.bool_)",
              "ms.Tensor(x, ms.float16) * 2", "ms.Tensor(x.asnumpy())", "ms.Tensor(x.asnumpy(), ms.int64)"):
        C(f"{e}_{dx}", e, x=A(dx, 2, 3))

# =============================================================================================
family("index")
IX = ("x[1]", "x[-1, 2]", "x[1:3]", "x[::2, 1]", "x[None, 1]", "x[..., 2]", "x[1, ..., None]", "x[:, None, 1:3]",
      "x[[0, 2]]", "x[[0, 2], 1]", "x[ms.Tensor([0, 2])]", "x[ms.Tensor([[0, 1], [2, 0]])]", "x[x > 0]",
      "x[ms.Tensor([True, False, True])]", "x[[True, False, True]]", "x[1, [0, 2]]", "x[:, [0, 2], 1:]",
      "x[[0, 1], [1, 2]]", "x[ms.Tensor([0, 1]), ms.Tensor([1, 2])]", "x[ms.Tensor(1)]", "x[ms.Tensor(1), 2]",
      "x[0, ms.Tensor([0, 1])]", "x[..., ms.Tensor([0, 1])]", "x[None, ..., None]", "x[-2:]", "x[1:0]", "x[5:]",
      "x[:, -1:]", "x[ms.Tensor([-1, 0])]", "x[(0, 1)]", "x[[0, 1], :, [2, 3]]", "x[:, [0, 1], [2, 3]]", "x[1, 2, 3]",
      "x[0][1][2]", "x[1, :, ::2]", "x[:, :, -1]", "x[ms.Tensor([0, 2], ms.int32), 1:3]", "x[[-1, -2]]",
      "x[ms.Tensor([[True, False, True, False]] * 3)]" if False else "x[x[:, :, 0] > 0]", "x[2, None, 1:, None]",
      "x[True]", "x[None]", "x[...]", "x[:, 1:3, None, 0]", "x[ms.Tensor(np.array([0, 1], np.int64)), :, 0]")
for dx in ("float32", "int32", "bool_", "float16", "uint8"):
    for e in IX:
        C(f"get[{e}]_{dx}", e, x=A(dx, 3, 4, 5))
SX = ("x[1] = 0", "x[1] = 2.5", "x[:, 1] = y[0, 1]", "x[x > 0] = 0", "x[[0, 2]] = 1", "x[ms.Tensor([0, 2])] = -1",
      "x[..., 0] = 7", "x[None, 1] = 3", "x[1, 1:3] = ms.Tensor([8, 9])", "x[ms.Tensor([True, False, True])] = 5",
      "x[0] = ms.Tensor(1.5)", "x[::2] = 0", "x[-1] += 1", "x[[0, 1], [1, 2]] = 9", "x[0:2, [1, 3]] = 4", "x[1, 2] = True",
      "x[1] = y[1]", "x[:, :, 0] = y[:, :, 1]", "x[1, 2, 3] = 6", "x[ms.Tensor(1)] = 2", "x[x < 1] = y[x < 1]" if False else "x[0, 0] = (1, 2, 3, 4, 5)",
      "x[1:] = y[:2]", "x[[0, 2], 1] = ms.Tensor([1, 2, 3, 4, 5])" if False else "x[[0, 2], 1] = 2", "x[...] = 1",
      "x[:, None, 1] = 3", "x[x > 2] = ms.Tensor(-1.5)", "x[1] *= 2", "x[ms.Tensor([0, 1]), 1] = 0")
for dx in ("float32", "int32", "float16", "uint8", "bool_"):
    for s in SX:
        C(f"set[{s}]_{dx}", "", kind=("stmt", s), x=A(dx, 3, 4, 5), y=A(dx, 3, 4, 5, pos=True))

# =============================================================================================
family("mint")
MINT_UN = ("abs", "ceil", "cos", "erf", "exp", "floor", "log", "neg", "reciprocal", "rsqrt", "sigmoid", "sin", "sqrt",
           "square", "tanh", "fix", "ones_like", "zeros_like", "sign", "round", "trunc", "exp2", "log1p", "logical_not",
           "isfinite", "erfinv", "flatten", "nonzero", "unique", "argmax", "max",
           "min", "mean", "sum", "prod", "all", "any", "sort", "atan", "acos", "asin",
           "cosh", "sinh", "tan", "expm1", "log2", "log10", "bitwise_not", "tril", "triu")
for fn in MINT_UN:
    for dx in ("float32", "float16", "int32", "int64", "bool_"):
        C(f"mint.{fn}_{dx}", f"mint.{fn}(x)", x=A(dx, 2, 3, pos=fn in ("log", "sqrt", "rsqrt", "log2", "log10", "log1p")))
MINT_BIN = ("add", "sub", "mul", "div", "maximum", "minimum", "pow", "remainder", "fmod", "floor_divide", "atan2", "eq",
            "ne", "gt", "ge", "lt", "le", "logical_and", "logical_or", "logical_xor", "bitwise_and", "bitwise_or",
            "bitwise_xor", "isclose", "equal", "greater", "less", "xlogy")
for fn in MINT_BIN:
    for dx, dy in (("float32", "float32"), ("int32", "int32"), ("int32", "float32"), ("float16", "float32"),
                   ("int64", "int32"), ("bool_", "int32"), ("bool_", "bool_"), ("uint8", "int8")):
        C(f"mint.{fn}_{dx}_{dy}", f"mint.{fn}(x, y)", x=A(dx, 2, 3), y=A(dy, 2, 3, pos=True))
    C(f"mint.{fn}_int32_s[2]", f"mint.{fn}(x, 2)", x=I(2, 3))
    C(f"mint.{fn}_float16_s[2.5]", f"mint.{fn}(x, 2.5)", x=A("float16", 2, 3))
for dx in ("float32", "int32", "float16", "bool_"):
    for e in ("mint.sum(x, 1, keepdim=True)", "mint.mean(x, dim=0)", "mint.prod(x, 0, dtype=ms.float32)", "mint.max(x, 1)",
              "mint.min(x, 0, keepdim=True)", "mint.argmax(x, 1)", "mint.argmin(x)", "mint.cumsum(x, 1)", "mint.cumprod(x, 0)",
              "mint.clamp(x, -1, 1)", "mint.clamp(x, min=0.5)", "mint.where(x > 0, x, 0)", "mint.cat((x, x), 1)",
              "mint.stack((x, x))", "mint.add(x, x, alpha=2)", "mint.sub(x, 1, alpha=2)", "mint.div(x, 2, rounding_mode='floor')",
              "mint.div(x, -2, rounding_mode='trunc')", "mint.full_like(x, 2.5)", "mint.ones((2,), dtype=ms.int32)",
              "mint.zeros((2,))", "mint.arange(3)", "mint.arange(0, 1, 0.25)", "mint.topk(x, 2)", "mint.gather(x, 1, ms.Tensor([[0, 0], [1, 0]]))",
              "mint.index_select(x, 1, ms.Tensor([0, 2]))", "mint.matmul(x, x.T)" if dx != "bool_" else "x",
              "mint.abs(x).sum()", "mint.permute(x, (1, 0))", "mint.reshape(x, (3, 2))", "mint.transpose(x, 0, 1)",
              "mint.flip(x, (0,))", "mint.narrow(x, 1, 0, 2)", "mint.split(x, 1, 1)", "mint.squeeze(x[None])",
              "mint.unsqueeze(x, 0)", "mint.tile(x, (2, 1))", "mint.repeat_interleave(x, 2)", "mint.masked_select(x, x > 0)",
              "mint.all(x, 1)", "mint.any(x, 0, keepdim=True)", "mint.count_nonzero(x, 1)", "mint.linspace(0, 1, 5)",
              "mint.eye(2)", "mint.norm(x.float())" if dx != "bool_" else "x.float()", "mint.std(x.float())", "mint.var(x.float(), 1)"):
        C(f"{e}_{dx}", e, x=A(dx, 2, 3))
family("overflow")
OV = {"int8": "np.array([-128, -100, -1, 0, 1, 100, 127, 64], np.int8)",
      "uint8": "np.array([0, 1, 2, 100, 128, 200, 254, 255], np.uint8)",
      "int16": "np.array([-32768, -30000, -1, 0, 1, 30000, 32767, 200], np.int16)",
      "int32": "np.array([-2147483648, -2000000000, -1, 0, 1, 2000000000, 2147483647, 65536], np.int32)",
      "int64": "np.array([-2**63, -2**62, -1, 0, 1, 2**62, 2**63 - 1, 2**32], np.int64)",
      "float16": "np.array([-65504.0, -1000.0, -0.001, 0.0, 1e-4, 1000.0, 65504.0, 300.0], np.float16)",
      "float32": "np.array([-3e38, -1e20, -1e-30, 0.0, 1e-45, 1e20, 3e38, 16777217.0], np.float32)"}
for dx, arr in OV.items():
    for e in ("x + x", "x * 2", "x - 1", "-x", "abs(x)", "ops.abs(x)", "x * x", "x + 100", "x * 300", "x - 200", "x ** 2",
              "x // -1", "x % -1", "x.sum()", "x.sum(dtype=x.dtype)", "x.cumsum(0)", "ops.cumsum(x, 0)", "x.mean()", "x.prod()",
              "ops.square(x)", "ops.neg(x)", "x * 1.5", "x / 2", "x + True", "x * 1000", "x.max() - x.min()", "ops.add(x, 1)",
              "ops.mul(x, x)", "ops.sub(x, 255)", "ops.ReduceSum()(x)", "ops.ReduceProd()(x)", "x.astype(ms.float16) * 2",
              "ops.cast(x, ms.int8)", "ops.cast(x * 2, ms.uint8)", "x.square()", "ops.exp(x.astype(ms.float32) / 10)",
              "ops.sqrt(ops.abs(x.astype(ms.float32)))", "ops.floor_div(x, 3)", "ops.floor_mod(x, 3)", "x // 7", "x % 7",
              "ops.sign(x)", "ops.maximum(x, 0)", "ops.minimum(x, x * 2)", "x == x * 1", "x > 100", "ops.clamp(x, -100, 100)"):
        C(f"ov[{e}]_{dx}", e, x=arr)

# =============================================================================================
# session 11 (h-sweep3): the primitives and layers model-zoo code uses most (tests/api/API_USAGE.tsv) with
# negative axes, keep_dims, 0-d and empty inputs, out-of-range arguments, and their gradients
# (case kind ("grad", positions): ops.grad of the expression over the inputs at those positions).
def Gd(label, expr, init=None, pos=(0,), **inputs):
    C(label, expr, init=init, kind=("grad", tuple(pos)), **inputs)


def W(*shape, scale=0.1):
    """A deterministic weight Tensor (source text for a Cell's __init__)."""
    n = int(math.prod(shape))
    return f"ms.Tensor(((np.arange({n}) % 7 - 3) * {scale}).reshape({shape!r}).astype(np.float32))"


ZOO_DT = ("float32", "float16", "float64", "int32", "int64", "int8", "uint8", "bool_")
family("zoo_prims")
for dx in ZOO_DT:
    for e in ("ops.Concat(-1)((x, x))", "ops.Concat(-3)((x, x))", "ops.Concat()((x,))", "ops.Concat(1)([x, x[:, :1]])",
              "ops.Transpose()(x, (2, 0, 1))", "ops.Transpose()(x, (-1, 0, 1))", "ops.Tile()(x, (2,))",
              "ops.Tile()(x, (2, 1, 1, 1))", "ops.Tile()(x, (1, 0, 1))", "ops.Squeeze()(x[:, :1])", "ops.Squeeze(-2)(x[:, :1])",
              "ops.Squeeze((0, 1))(x[:1, :1])", "ops.ExpandDims()(x, -4)", "ops.ExpandDims()(x, 3)", "ops.Reshape()(x, (-1, 4))",
              "ops.Reshape()(x, (4, -1))", "ops.ReduceSum()(x, -1)", "ops.ReduceSum(True)(x, (-1, 0))",
              "ops.ReduceMean(True)(x, -2)", "ops.ReduceMean()(x)", "ops.ReduceMax(True)(x, (1, -1))", "ops.ReduceMin()(x, -3)",
              "ops.ReduceProd(True)(x, -1)", "ops.ReduceAll()(x, -1)", "ops.ReduceAny(True)(x, (0, -1))",
              "ops.Cast()(x, ms.float32)", "ops.Cast()(x, ms.bool_)", "ops.Cast()(x, ms.int8)", "ops.Cast()(x, ms.float16)",
              "ops.Shape()(x)", "ops.Gather()(x, ms.Tensor([2, 0, 1]), -1)", "ops.Gather()(x, ms.Tensor([[1, 0]]), 1)",
              "ops.Gather()(x, ms.Tensor(1), 0)", "ops.Gather()(x, ms.Tensor([-1, 0]), 0)",
              "ops.GatherNd()(x, ms.Tensor([[0, 1, 2], [1, 2, 3]]))", "ops.GatherNd()(x, ms.Tensor([[[0], [1]]]))",
              "ops.GatherNd()(x, ms.Tensor([[1, -1]]))", "ops.Split(-1, 2)(x)", "ops.Split(1, 3)(x)", "ops.Split(0, 1)(x)",
              "ops.Stack(-1)((x, x))", "ops.Stack(-4)((x, x))", "ops.Slice()(x, (0, 1, 1), (-1, 2, -1))",
              "ops.Slice()(x, (1, 0, 0), (1, 3, 4))", "ops.StridedSlice()(x, (0, 0, 0), (2, 3, 4), (1, 1, 2))",
              "ops.StridedSlice()(x, (1, -1, 3), (-3, 0, 0), (-1, -1, -2))",
              "ops.StridedSlice(begin_mask=1, end_mask=2)(x, (1, 1, 0), (2, 2, 3), (1, 1, 1))",
              "ops.StridedSlice(shrink_axis_mask=1)(x, (1, 0, 0), (2, 3, 4), (1, 1, 1))",
              "ops.StridedSlice(new_axis_mask=2)(x, (0, 0, 0), (1, 1, 2), (1, 1, 1))",
              "ops.StridedSlice(ellipsis_mask=1)(x, (0, 1), (1, 3), (1, 1))",
              "ops.StridedSlice()(x, (0, 0, 0), (5, 9, 9), (1, 1, 1))", "ops.StridedSlice()(x, (-9, 0, 0), (9, 2, 1), (1, 1, 1))",
              "ops.ReverseV2((-1, 0))(x)", "ops.Flatten()(x)", "ops.ZerosLike()(x)", "ops.OnesLike()(x)",
              "ops.TopK()(x, 2)", "ops.TopK()(x, 4)", "ops.ArgMaxWithValue(-1)(x)", "ops.ArgMaxWithValue(0, True)(x)",
              "ops.ArgMinWithValue(-2)(x)", "ops.ArgMinWithValue()(x)", "ops.Argmax(-2)(x)", "ops.Argmax(output_type=ms.int64)(x)",
              "ops.Argmin(0)(x)", "ops.Sort(-2)(x)", "ops.Sort(0, True)(x)", "ops.Select()(x > 0, x, ops.ZerosLike()(x))",
              "ops.Greater()(x, 1)", "ops.GreaterEqual()(x, x[:, :1])", "ops.Less()(x[0], x[1])", "ops.Equal()(x, x[:, :, :1])",
              "ops.NotEqual()(x, 0)", "ops.LessEqual()(x, 2.5)", "ops.Maximum()(x, x[:1])", "ops.Minimum()(x, 1)",
              "ops.Add()(x, x[0])", "ops.Mul()(x, 2)", "ops.RealDiv()(x, 2)", "ops.Sub()(x, 1)", "ops.Div()(x, 2)",
              "ops.Pow()(x, 2)", "ops.Pow()(x, 0.5)", "ops.Square()(x)", "ops.Sqrt()(x)", "ops.Exp()(x)", "ops.Log()(x)",
              "ops.Reciprocal()(x)", "ops.Floor()(x)", "ops.Round()(x)", "ops.Abs()(x)", "ops.Neg()(x)", "ops.Tanh()(x)",
              "ops.Sigmoid()(x)", "ops.ReLU()(x)", "ops.LogicalNot()(x)", "ops.LogicalAnd()(x, x)", "ops.LogicalOr()(x, x)",
              "ops.Softmax()(x)", "ops.Softmax(1)(x)", "ops.Softmax((0, -1))(x)", "ops.LogSoftmax(-2)(x)",
              "ops.BiasAdd()(x, x[0, :, 0])", "ops.L2Normalize(-1)(x)", "ops.L2Normalize(0, 1e-3)(x)",
              "ops.BatchMatMul()(x, x.transpose(0, 2, 1))", "ops.BatchMatMul(transpose_b=True)(x, x)",
              "ops.BatchMatMul()(x, x[0].T)", "ops.MatMul(True)(x[0], x[1])", "ops.MatMul()(x[0], x[1].T)",
              "ops.Fill()(x.dtype, (2, 2), 3)", "ops.CumSum()(x, -1)", "ops.CumProd(True)(x, 1)", "ops.stop_gradient(x)",
              "ops.ResizeNearestNeighbor((4, 6))(x[None])", "ops.ResizeNearestNeighbor((2, 3), True)(x[None])",
              "ops.ResizeBilinear((4, 6))(x[None])", "ops.ResizeBilinear((4, 6), True)(x[None])",
              "ops.MaxPool(2, 2)(x[None])", "ops.MaxPool(3, 1, 'same')(x[None])", "ops.AvgPool(2, 2)(x[None])",
              "ops.AvgPool(3, 2, 'same')(x[None])", "ops.Pad(((0, 1), (1, 0), (0, 0)))(x)", "ops.Square()(x).sum()",
              "ops.SigmoidCrossEntropyWithLogits()(x, ops.OnesLike()(x))", "ops.SmoothL1Loss()(x, ops.ZerosLike()(x))",
              "ops.SmoothL1Loss(0.5)(x, x * 0.5)", "ops.ReduceMean(True)(ops.Square()(x), (1, 2))",
              "ops.OneHot()(ops.Cast()(x, ms.int32) % 3, 3, ms.Tensor(1.0), ms.Tensor(0.0))",
              "ops.OneHot(0)(ops.Cast()(x, ms.int32) % 3, 3, ms.Tensor(1.0), ms.Tensor(0.0))",
              "ops.OneHot()(ops.Cast()(x, ms.int32) - 1, 2, ms.Tensor(1.0), ms.Tensor(-1.0))",
              "ops.ScatterNd()(ms.Tensor([[1], [0], [1]]), x[:, 0][ms.Tensor([0, 1, 1])], (3, 4))",
              "ops.ScatterNd()(ms.Tensor([[0, 1], [0, 1]]), x[0, :2, 0], (2, 3))",
              "ops.TensorScatterUpdate()(x, ms.Tensor([[0, 1]]), x[1, :1])",
              "ops.ScatterNd()(ms.Tensor([[3], [0]]), x[:, 0], (3, 4))"):
        C(f"{e}_{dx}", e, x=A(dx, 2, 3, 4))
    for e in ("ops.ReduceSum()(x)", "ops.ReduceSum()(x, 0)", "ops.ReduceSum(True)(x, -1)", "ops.ReduceMean()(x)",
              "ops.ReduceMax()(x, ())", "ops.Cast()(x, ms.float32)", "ops.ExpandDims()(x, 0)", "ops.ExpandDims()(x, -1)",
              "ops.Reshape()(x, (1, 1))", "ops.Reshape()(x, (-1,))", "ops.Tile()(x, (2,))", "ops.Tile()(x, ())", "ops.Squeeze()(x)",
              "ops.Softmax()(x)", "ops.Stack()((x, x))", "ops.Concat()((x, x))", "ops.Transpose()(x, ())", "ops.Argmax()(x)",
              "ops.ArgMaxWithValue()(x)", "ops.TopK()(x, 1)", "ops.Select()(x > 0, x, x)", "ops.Flatten()(x)", "ops.Sort()(x)",
              "ops.Shape()(x)", "ops.ZerosLike()(x)", "ops.Gather()(x[None], ms.Tensor(0), 0)", "ops.Maximum()(x, 1)",
              "ops.Mul()(x, x)", "ops.Greater()(x, 0)", "ops.CumSum()(x, 0)", "ops.L2Normalize()(x)", "ops.Sqrt()(x)",
              "ops.OneHot()(ops.Cast()(x, ms.int32) % 2, 3, ms.Tensor(1.0), ms.Tensor(0.0))", "ops.BroadcastTo((2, 3))(x)",
              "ops.Neg()(x)", "ops.Split()(x)", "ops.ReverseV2((0,))(x)", "ops.LogSoftmax()(x)"):
        C(f"0d[{e}]_{dx}", e, x=A(dx))
    for e in ("ops.ReduceSum()(x)", "ops.ReduceSum()(x, 0)", "ops.ReduceSum(True)(x, 1)", "ops.ReduceMean()(x, 0)",
              "ops.ReduceMean()(x)", "ops.ReduceMax()(x, 1)", "ops.ReduceMin()(x, 0)", "ops.ReduceProd()(x, 0)",
              "ops.Concat()((x, x))", "ops.Concat(1)((x, x))", "ops.Transpose()(x, (1, 0))", "ops.Tile()(x, (2, 2))",
              "ops.Softmax()(x)", "ops.Softmax(0)(x)", "ops.Cast()(x, ms.float16)", "ops.Argmax()(x)", "ops.Argmax(0)(x)",
              "ops.ArgMaxWithValue(1)(x)", "ops.TopK()(x, 1)", "ops.TopK()(x[:, :0], 0)", "ops.Split(1, 3)(x)",
              "ops.Stack()((x, x))", "ops.Gather()(x, ms.Tensor(np.zeros((0,), np.int32)), 1)",
              "ops.Gather()(x, ms.Tensor([1, 0]), 1)", "ops.Reshape()(x, (-1, 0))" if False else "ops.Reshape()(x, (3, 0))",
              "ops.ExpandDims()(x, 1)", "ops.Squeeze()(x)", "ops.Flatten()(x)", "ops.MatMul()(x.T, x)", "ops.MatMul()(x, x.T)",
              "ops.OneHot()(ops.Cast()(x, ms.int32), 3, ms.Tensor(1.0), ms.Tensor(0.0))", "ops.Sort()(x)", "ops.CumSum()(x, 0)",
              "ops.L2Normalize()(x)", "ops.Add()(x, x[:, :1])", "ops.Select()(x > 0, x, x)", "ops.ReduceAll()(x)",
              "ops.GatherNd()(x, ms.Tensor(np.zeros((0, 2), np.int32)))", "ops.ZerosLike()(x)"):
        C(f"empty[{e}]_{dx}", e, x=A(dx, 0, 3))

family("zoo_err")
for dx in ("float32", "int32"):
    for e in ("ops.Concat(3)((x, x))", "ops.Concat(-4)((x, x))", "ops.Concat()((x, x[0]))", "ops.Concat()((x, x[:, :1]))",
              "ops.Concat()(())", "ops.Transpose()(x, (0, 1))", "ops.Transpose()(x, (0, 1, 1))", "ops.Transpose()(x, (0, 1, 3))",
              "ops.Tile()(x, (-1, 1, 1))", "ops.Squeeze(0)(x)", "ops.Squeeze(3)(x)", "ops.ExpandDims()(x, 4)",
              "ops.ExpandDims()(x, -5)", "ops.Reshape()(x, (5, -1))", "ops.Reshape()(x, (-1, -1))", "ops.Reshape()(x, (2, 3))",
              "ops.ReduceSum()(x, 3)", "ops.ReduceSum()(x, -4)", "ops.ReduceMean()(x, (0, 0))", "ops.ReduceMax()(x, 5)",
              "ops.Gather()(x, ms.Tensor([5]), 0)", "ops.Gather()(x, ms.Tensor([-3]), 0)", "ops.Gather()(x, ms.Tensor([0]), 3)",
              "ops.Gather()(x, ms.Tensor([0.5]), 0)", "ops.GatherNd()(x, ms.Tensor([[2, 0]]))", "ops.GatherNd()(x, ms.Tensor([[0, 0, 0, 0]]))",
              "ops.Split(1, 2)(x)", "ops.Split(3, 1)(x)", "ops.Split(0, 0)(x)", "ops.Stack(4)((x, x))", "ops.Stack()((x, x[0]))",
              "ops.Slice()(x, (0, 0, 0), (3, 1, 1))", "ops.Slice()(x, (0, 0), (1, 1))", "ops.Slice()(x, (0, 0, 5), (1, 1, -1))",
              "ops.StridedSlice()(x, (0, 0, 0), (1, 1, 1), (0, 1, 1))", "ops.TopK()(x, 5)", "ops.TopK()(x, -1)", "ops.TopK()(x, 0)",
              "ops.ArgMaxWithValue(3)(x)", "ops.ArgMaxWithValue(-4)(x)", "ops.Argmax(5)(x)", "ops.Softmax(3)(x)",
              "ops.Softmax(-4)(x)", "ops.LogSoftmax(5)(x)", "ops.Sort(3)(x)", "ops.ReverseV2((3,))(x)", "ops.ReverseV2((0, 0))(x)",
              "ops.Select()(x > 0, x, x[0, 0])", "ops.Select()(x, x, x)", "ops.Select()(x[0] > 0, x, x)",
              "ops.OneHot()(ops.Cast()(x, ms.int32), -2, ms.Tensor(1.0), ms.Tensor(0.0))",
              "ops.OneHot()(ops.Cast()(x, ms.float32), 3, ms.Tensor(1.0), ms.Tensor(0.0))",
              "ops.OneHot(3)(ops.Cast()(x, ms.int32), 3, ms.Tensor(1.0), ms.Tensor(0.0))",
              "ops.OneHot()(ops.Cast()(x, ms.int32), 3, ms.Tensor(1.0), ms.Tensor(0, ms.int32))",
              "ops.ScatterNd()(ms.Tensor([[5]]), x[:1, 0], (3, 4))", "ops.ScatterNd()(ms.Tensor([[0]]), x[:1, 0], (3, 5))",
              "ops.MatMul()(x[0], x[0])", "ops.BatchMatMul()(x, x)", "ops.BiasAdd()(x, x[0, 0])", "ops.L2Normalize(3)(x)",
              "ops.Cast()(x, 3)", "ops.CumSum()(x, 3)", "ops.Tile()(x, (2, 2))", "ops.Add()(x, x[:, :2])", "ops.Mul()(x, 'a')",
              "ops.Pad(((0, 1), (1, 0)))(x)", "ops.Pad(((0, -1), (1, 0), (0, 0)))(x)", "ops.ResizeBilinear((4, 6))(x)",
              "ops.MaxPool(5, 1)(x[None])", "ops.Fill()(ms.float32, (2, -1), 1)", "ops.BroadcastTo((3, 3, 4))(x)",
              "ops.SmoothL1Loss()(x, x[0])", "ops.SigmoidCrossEntropyWithLogits()(x, x[0])"):
        C(f"err[{e}]_{dx}", e, x=A(dx, 2, 3, 4))

family("zoo_grad")
for dx in ("float32", "float16", "float64"):
    X, Y, P = A(dx, 2, 3, 4), A(dx, 2, 3, 4, pos=True), A(dx, 2, 3, 4, pos=True)
    for e in ("ops.ReduceSum()(x, -1)", "ops.ReduceSum(True)(x, (0, 2))", "ops.ReduceMean()(x, -2)", "ops.ReduceMean(True)(x)",
              "ops.ReduceMax()(x, -1)", "ops.ReduceMax(True)(x, (0, 1))", "ops.ReduceMin()(x)", "ops.ReduceProd()(x, 1)",
              "ops.Concat(-1)((x, x * 2))", "ops.Transpose()(x, (2, 0, 1)) * ops.Cast()(ms.Tensor(np.arange(24).reshape(4, 2, 3)), x.dtype)",
              "ops.Tile()(x, (2, 1, 2))", "ops.Squeeze(1)(x[:, :1])", "ops.Reshape()(x, (4, 6))[1:]", "ops.ExpandDims()(x, -1) * 3",
              "ops.Gather()(x, ms.Tensor([2, 0, 2]), 1)", "ops.Gather()(x, ms.Tensor([[1, 1], [0, 1]]), -1)",
              "ops.GatherNd()(x, ms.Tensor([[0, 1], [0, 1], [1, 2]]))", "ops.StridedSlice()(x, (0, 2, 0), (2, 0, 4), (1, -1, 2))",
              "ops.Slice()(x, (0, 1, 1), (-1, 2, 2))", "ops.Split(-1, 2)(x)[1] * 2", "ops.Stack(-1)((x, x * x))",
              "ops.Softmax()(x) * x", "ops.Softmax(1)(x)[0]", "ops.LogSoftmax(-2)(x)[:, 0]", "ops.Sigmoid()(x)", "ops.Tanh()(x)",
              "ops.ReLU()(x - 0.25)", "ops.Abs()(x - 0.25)", "ops.Square()(x)", "ops.Exp()(x * 0.3)", "ops.Neg()(x)",
              "ops.Floor()(x)", "ops.Round()(x)", "ops.Cast()(x, ms.float32)", "ops.Cast()(x, ms.float16)", "ops.Cast()(x, ms.int32)",
              "ops.ArgMaxWithValue(-1)(x)[1]", "ops.ArgMinWithValue(0, True)(x)[1]", "ops.TopK()(x, 2)[0]",
              "ops.Sort(1, True)(x)[0] * ms.Tensor([[1.0], [2.0], [3.0]], x.dtype)", "ops.ReverseV2((-1,))(x) * x",
              "ops.Pad(((0, 1), (1, 0), (2, 0)))(x) * 2", "ops.BiasAdd()(x, x[0, :, 0])", "ops.L2Normalize(-1)(x)",
              "ops.L2Normalize(0)(x)[0]", "ops.BatchMatMul()(x, x.transpose(0, 2, 1))", "ops.BatchMatMul(transpose_a=True)(x, x)",
              "ops.MatMul(transpose_b=True)(x[0], x[1])", "ops.ResizeBilinear((4, 6))(x[None])", "ops.ResizeBilinear((5, 7), True)(x[None])",
              "ops.ResizeNearestNeighbor((4, 9))(x[None])", "ops.MaxPool(2, 2)(x[None])", "ops.MaxPool(3, 1, 'same')(x[None])",
              "ops.AvgPool(2, 2)(x[None])", "ops.AvgPool(3, 2, 'same')(x[None])", "ops.SigmoidCrossEntropyWithLogits()(x, ops.Sigmoid()(x * 0.5))",
              "ops.SmoothL1Loss()(x, x * 0.5)", "ops.SmoothL1Loss(2.0)(x, ops.ZerosLike()(x))", "ops.Maximum()(x, 0.25)",
              "ops.Maximum()(x, ops.ReLU()(x))", "ops.Minimum()(x, ops.ReLU()(x))", "ops.Select()(x > 0, x * 2, x * x)",
              "ops.stop_gradient(x) * x", "ops.Mul()(x, x[0])", "ops.Add()(x, x[:, :1])", "ops.Sub()(x[0], x)", "ops.CumSum()(x, -1)",
              "ops.CumSum(True, True)(x, 1)", "ops.CumProd()(x, 2)", "ops.OnesLike()(x) + x", "ops.Flatten()(x) * 2",
              "ops.Log()(ops.Abs()(x) + 0.5)", "ops.Reciprocal()(x)", "ops.SoftmaxCrossEntropyWithLogits()(x[0], ops.Softmax()(x[1]))[0]",
              "ops.SparseSoftmaxCrossEntropyWithLogits()(x[0], ms.Tensor([0, 3, 1], ms.int32))",
              "ops.LayerNorm(-1, -1)(x, ops.OnesLike()(x[0, 0]), ops.ZerosLike()(x[0, 0]))[0]",
              "ops.norm(x, 2, -1)", "ops.clip_by_value(x, -1.0, 1.0)", "ops.BroadcastTo((2, 2, 3, 4))(x)"):
        Gd(f"grad[{e}]_{dx}", e, x=X)
    for e in ("ops.Pow()(x, y)", "ops.RealDiv()(x, y)", "ops.Div()(x, y[0])", "ops.Maximum()(x, y - 3)", "ops.Minimum()(x, y - 3)",
              "ops.Mul()(x, y[:, :1])", "ops.Add()(x[0, 0], y)", "ops.Select()(x > 0, x, y)", "ops.Concat(1)((x, y))",
              "ops.Stack()((x, y))", "ops.MatMul(transpose_b=True)(x[0], y[1])", "ops.BatchMatMul(False, True)(x, y)",
              "ops.SigmoidCrossEntropyWithLogits()(x, y / 10)", "ops.SmoothL1Loss()(x, y)", "ops.Sqrt()(y) * x",
              "ops.Pow()(y, x / 4)", "ops.Maximum()(x, x)", "ops.Minimum()(x, x)"):
        Gd(f"grad2[{e}]_{dx}", e, pos=(0, 1), x=X, y=Y)
    for e in ("ops.Sqrt()(x)", "ops.Log()(x)", "ops.Pow()(x, 0.5)", "ops.Pow()(x, 3)", "ops.Pow()(x, -1.5)", "ops.Reciprocal()(x)",
              "ops.Sqrt()(x - 0.5)", "ops.Log()(x - 0.5)", "ops.Pow()(x - 0.5, 0.5)", "ops.Pow()(x - 0.5, 2.0)",
              "ops.Pow()(x - 0.5, 0.0)", "ops.L2Normalize()(x - 0.5)", "ops.norm(x - 0.5)", "ops.Abs()(x - 0.5)",
              "ops.ReLU()(x - 0.5)", "ops.ReduceMax()(x * 0, 1)", "ops.ReduceMin(True)(x * 0 + 1, (0, 2))",
              "ops.ArgMaxWithValue(1)(x * 0)[1]", "ops.TopK()(x * 0, 2)[0]", "ops.MaxPool(2, 2)(x[None] * 0)",
              "ops.Sqrt()(ops.Square()(x - 0.5))"):
        Gd(f"gradp[{e}]_{dx}", e, x=P)
    for e in ("ops.ReduceSum()(x)", "ops.ReduceMean()(x)", "ops.Sqrt()(x)", "ops.Softmax()(x[None])", "ops.Cast()(x, ms.float32)",
              "ops.ExpandDims()(x, 0) * 2", "ops.Tile()(x, (3,))", "ops.Maximum()(x, 0.5)"):
        Gd(f"grad0d[{e}]_{dx}", e, x=A(dx, pos=True))
    for e in ("ops.ReduceSum()(x, 0)", "ops.ReduceMean()(x, 1)", "ops.Concat()((x, x))", "ops.Softmax()(x)",
              "ops.MatMul()(x.T, x)", "ops.ReduceMax()(x, 1)", "ops.Gather()(x, ms.Tensor([1, 0]), 1)"):
        Gd(f"gradempty[{e}]_{dx}", e, x=A(dx, 0, 3))
NANG = "np.array([[1.0, np.nan, 2.0], [np.inf, -1.0, 0.5], [-np.inf, 3.0, 1.0]], np.float32)"
for e in ("ops.ReduceMax()(x, 1)", "ops.ReduceMin()(x, 0)", "ops.ArgMaxWithValue(1)(x)[1]", "ops.ReLU()(x)", "ops.Abs()(x)",
          "ops.Maximum()(x, 0.5)", "ops.Sigmoid()(x)", "ops.Tanh()(x)", "ops.Softmax()(x)", "ops.TopK()(x, 2)[0]",
          "ops.Sort()(x)[0]", "ops.Square()(x)", "ops.ReduceSum()(x)", "ops.Exp()(x)", "ops.MaxPool(2, 1)(x[None, None])"):
    Gd(f"gradnan[{e}]", e, x=NANG)

family("zoo_nn")
for dx in ("float32", "float16"):
    X4, X2, X3 = A(dx, 2, 2, 5, 5), A(dx, 3, 4), A(dx, 2, 4, 6)
    cast = f".to_float(ms.{dx})" if dx != "float32" else ""
    NN4 = {"conv_valid": f"nn.Conv2d(2, 3, 3, pad_mode='valid', weight_init={W(3, 2, 3, 3)})",
           "conv_same": f"nn.Conv2d(2, 3, 3, weight_init={W(3, 2, 3, 3)}, has_bias=True, bias_init={W(3)})",
           "conv_pad": f"nn.Conv2d(2, 4, 3, pad_mode='pad', padding=1, stride=2, weight_init={W(4, 2, 3, 3)})",
           "conv_pad4": f"nn.Conv2d(2, 2, 2, pad_mode='pad', padding=(0, 1, 1, 2), weight_init={W(2, 2, 2, 2)})",
           "conv_dil": f"nn.Conv2d(2, 2, 3, pad_mode='same', dilation=2, weight_init={W(2, 2, 3, 3)})",
           "conv_group": f"nn.Conv2d(2, 4, 3, group=2, weight_init={W(4, 1, 3, 3)})",
           "conv_stride_same": f"nn.Conv2d(2, 3, 2, stride=2, weight_init={W(3, 2, 2, 2)})",
           "convT": f"nn.Conv2dTranspose(2, 3, 2, stride=2, weight_init={W(2, 3, 2, 2)})",
           "convT_same3": f"nn.Conv2dTranspose(2, 3, 3, stride=2, weight_init={W(2, 3, 3, 3)}, has_bias=True, bias_init={W(3)})",
           "convT_pad": f"nn.Conv2dTranspose(2, 2, 3, pad_mode='pad', padding=1, weight_init={W(2, 2, 3, 3)})",
           "convT_valid": f"nn.Conv2dTranspose(2, 2, 3, stride=2, pad_mode='valid', weight_init={W(2, 2, 3, 3)})",
           "bn_eval": "nn.BatchNorm2d(2)", "bn_train": "nn.BatchNorm2d(2, momentum=0.9); self.l.set_train()",
           "bn_train_affine": f"nn.BatchNorm2d(2, gamma_init={W(2)}, beta_init={W(2)}); self.l.set_train()",
           "maxpool": "nn.MaxPool2d(2, 2)", "maxpool_same": "nn.MaxPool2d(3, 2, 'same')", "maxpool_s1": "nn.MaxPool2d(3, 1)",
           "maxpool_pad": "nn.MaxPool2d(3, 2, 'pad', padding=1)", "avgpool": "nn.AvgPool2d(2, 2)",
           "avgpool_same": "nn.AvgPool2d(3, 2, 'same')", "avgpool_pad": "nn.AvgPool2d(3, 2, 'pad', padding=1)",
           "avgpool_pad_nocount": "nn.AvgPool2d(3, 2, 'pad', padding=1, count_include_pad=False)",
           "relu": "nn.ReLU()", "leaky": "nn.LeakyReLU(0.2)", "leaky_big": "nn.LeakyReLU(1.5)", "relu6": "nn.ReLU6()",
           "sigmoid": "nn.Sigmoid()", "tanh": "nn.Tanh()", "softmax": "nn.Softmax(1)", "logsoftmax": "nn.LogSoftmax(-1)",
           "gelu": "nn.GELU()", "gelu_tanh": "nn.GELU(False)", "hsigmoid": "nn.HSigmoid()", "hswish": "nn.HSwish()",
           "prelu": "nn.PReLU(2, 0.3)", "flatten": "nn.Flatten()", "dropout_eval": "nn.Dropout(p=0.5)",
           "dropout_p0": "nn.Dropout(p=0.0); self.l.set_train()", "pad_const": "nn.Pad(((0, 0), (0, 0), (1, 2), (2, 1)))",
           "pad_reflect": "nn.Pad(((0, 0), (0, 0), (1, 2), (2, 1)), mode='REFLECT')",
           "pad_sym": "nn.Pad(((0, 0), (0, 0), (1, 2), (2, 1)), mode='SYMMETRIC')",
           "resize": "nn.ResizeBilinear()", "layernorm": "nn.LayerNorm((5,), -1, -1)",
           "layernorm2": f"nn.LayerNorm((5, 5), -2, -2, gamma_init={W(5, 5)}, beta_init={W(5, 5)})",
           "seq": f"nn.SequentialCell([nn.Conv2d(2, 2, 3, weight_init={W(2, 2, 3, 3)}), nn.BatchNorm2d(2), nn.ReLU(), nn.MaxPool2d(2, 2)])",
           "adaptive": "nn.AdaptiveAvgPool2d(1)", "adaptive2": "nn.AdaptiveAvgPool2d((2, 3))",
           "adaptivemax": "nn.AdaptiveMaxPool2d((2, 2))", "upsample": "nn.Upsample(scale_factor=2.0, mode='nearest')"}
    for name, layer in NN4.items():
        call = "self.l(x, size=(7, 8))" if name == "resize" else "self.l(x)"
        init = f"self.l = {layer}" + (f"; self.l{cast}" if name.startswith("conv") and cast else "")
        C(f"nn.{name}_{dx}", call, init=init, x=X4)
        Gd(f"nngrad.{name}_{dx}", call, init=init, x=X4)
    NN2 = {"dense": f"nn.Dense(4, 3, weight_init={W(3, 4)}, bias_init={W(3)})",
           "dense_relu": f"nn.Dense(4, 2, weight_init={W(2, 4)}, activation='relu')",
           "dense_nobias": f"nn.Dense(4, 5, weight_init={W(5, 4)}, has_bias=False)",
           "bn1d_eval": "nn.BatchNorm1d(4)", "bn1d_train": "nn.BatchNorm1d(4); self.l.set_train()",
           "layernorm": "nn.LayerNorm((4,))", "softmax": "nn.Softmax()", "l2norm": "nn.Norm(axis=1)",
           "clipbynorm": "nn.ClipByNorm()", "dropout_eval": "nn.Dropout(keep_prob=0.5)", "elu": "nn.ELU()",
           "softsign": "nn.Softsign()" , "logsigmoid": "nn.LogSigmoid()", "mish": "nn.Mish()", "silu": "nn.SiLU()"}
    for name, layer in NN2.items():
        call = "self.l(x, ms.Tensor(1.0, x.dtype))" if name == "clipbynorm" else "self.l(x)"
        init = f"self.l = {layer}" + (f"; self.l{cast}" if name.startswith("dense") and cast else "")
        C(f"nn2.{name}_{dx}", call, init=init, x=X2)
        Gd(f"nn2grad.{name}_{dx}", call, init=init, x=X2)
    C(f"nn.conv1d_{dx}", "self.l(x)", init=f"self.l = nn.Conv1d(4, 2, 3, weight_init={W(2, 4, 3)}){cast and '; self.l' + cast}", x=X3)
    Gd(f"nngrad.conv1d_{dx}", "self.l(x)", init=f"self.l = nn.Conv1d(4, 2, 3, pad_mode='pad', padding=1, weight_init={W(2, 4, 3)}){cast and '; self.l' + cast}", x=X3)
    LOSS = {"sce_sparse_mean": ("nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')", "ms.Tensor([0, 3, 1], ms.int32)"),
            "sce_sparse_none": ("nn.SoftmaxCrossEntropyWithLogits(sparse=True)", "ms.Tensor([2, 0, 1], ms.int32)"),
            "sce_dense_sum": ("nn.SoftmaxCrossEntropyWithLogits(reduction='sum')", "ops.Softmax()(x * 0.5)"),
            "sce_dense_none": ("nn.SoftmaxCrossEntropyWithLogits()", "ops.OneHot()(ms.Tensor([1, 0, 3], ms.int32), 4, ms.Tensor(1.0, x.dtype), ms.Tensor(0.0, x.dtype))"),
            "l1": ("nn.L1Loss()", "x * 0.5"), "mse": ("nn.MSELoss()", "x * 0.5"), "mse_none": ("nn.MSELoss('none')", "x * 0.5 + 1"),
            "smoothl1": ("nn.SmoothL1Loss()", "x * 0.25"), "smoothl1_b": ("nn.SmoothL1Loss(2.0, 'mean')", "x * 0.25"),
            "bcelogits": ("nn.BCEWithLogitsLoss()", "ops.Sigmoid()(x * 0.5)"),
            "bcelogits_w": ("nn.BCEWithLogitsLoss('sum', ms.Tensor([1.0, 2.0, 0.5, 1.0], x.dtype))", "ops.Sigmoid()(x)"),
            "bce": ("nn.BCELoss(reduction='mean')", "ops.Sigmoid()(x * 0.5)"),
            "crossentropy": ("nn.CrossEntropyLoss()", "ms.Tensor([0, 3, 1], ms.int32)"),
            "crossentropy_ls": ("nn.CrossEntropyLoss(label_smoothing=0.1)", "ms.Tensor([0, 3, 1], ms.int32)"),
            "nll": ("nn.NLLLoss()", "ms.Tensor([0, 3, 1], ms.int32)"), "huber": ("nn.HuberLoss()", "x * 0.25"),
            "kldiv": ("nn.KLDivLoss('batchmean')", "ops.Softmax()(x)"), "cosemb": ("nn.CosineEmbeddingLoss()", None)}
    for name, (layer, lab) in LOSS.items():
        if lab is None:
            continue
        xin = "ops.Sigmoid()(x)" if name == "bce" else ("ops.LogSoftmax()(x)" if name in ("nll", "kldiv") else "x")
        C(f"loss.{name}_{dx}", f"self.l({xin}, {lab})", init=f"self.l = {layer}", x=X2)
        Gd(f"lossgrad.{name}_{dx}", f"self.l({xin}, {lab})", init=f"self.l = {layer}", x=X2)
    C(f"nn.embedding_{dx}", "self.l(ms.Tensor([[0, 2], [4, 1]], ms.int32))",
      init=f"self.l = nn.Embedding(5, 3, embedding_table={W(5, 3)}, dtype=ms.{dx})" if False else f"self.l = nn.Embedding(5, 3, embedding_table={W(5, 3)})", x=X2)
    C(f"nn.embedding_pad_{dx}", "self.l(ms.Tensor([[0, 2], [4, 1]], ms.int32))",
      init=f"self.l = nn.Embedding(5, 3, embedding_table={W(5, 3)}, padding_idx=2)", x=X2)


family("zoo_det")
BOX = "np.array([[0.0, 0.0, 10.0, 10.0], [5.0, 5.0, 15.0, 20.0], [1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 8.0]], {})"
GT = "np.array([[1.0, 1.0, 9.0, 11.0], [4.0, 6.0, 16.0, 18.0], [0.0, 0.0, 4.0, 4.0], [2.0, 3.0, 4.0, 9.0]], {})"
for dt in ("np.float32", "np.float16"):
    n = dt[3:]
    for e in ("ops.BoundingBoxEncode()(x, y)", "ops.BoundingBoxEncode(means=(0.0, 0.0, 0.0, 0.0), stds=(0.1, 0.1, 0.2, 0.2))(x, y)",
              "ops.BoundingBoxDecode((16, 24))(x, y * 0.1)", "ops.BoundingBoxDecode((16, 24), (0.0, 0.0, 0.0, 0.0), (0.1, 0.1, 0.2, 0.2), 0.016)(x, y * 0.05)",
              "ops.IOU()(x, y)", "ops.IOU('iof')(x, y)", "ops.IOU()(x[:2], y)", "ops.CheckValid()(x, ms.Tensor([12.0, 16.0, 1.0], x.dtype))",
              "ops.iou(x, y)", "ops.bounding_box_encode(x, y)" if False else "ops.ReduceMax()(ops.IOU()(x, y), 0)",
              "ops.NMSWithMask(0.1)(ops.Concat(1)((x, ops.ExpandDims()(x[:, 0] * 0 + ms.Tensor([0.9, 0.8, 0.7, 0.6], x.dtype), 1))))",
              "ops.NMSWithMask(0.5)(ops.Concat(1)((y, ops.ExpandDims()(ms.Tensor([0.5, 0.9, 0.7, 0.6], x.dtype), 1))))",
              "ops.CropAndResize()(ops.Reshape()(ops.Cast()(ms.Tensor(np.arange(48)), x.dtype), (1, 4, 4, 3)), x / 20, ms.Tensor([0, 0, 0, 0], ms.int32), (2, 3))" ,
              "ops.ROIAlign(2, 2, 0.5, 2)(ops.Reshape()(ops.Cast()(ms.Tensor(np.arange(64)), x.dtype), (1, 1, 8, 8)), ops.Concat(1)((x[:, :1] * 0, x / 2)))",
              "ops.ROIAlign(2, 2, 1.0, 0)(ops.Reshape()(ops.Cast()(ms.Tensor(np.arange(64)), x.dtype), (1, 1, 8, 8)), ops.Concat(1)((x[:, :1] * 0, x / 3)))",
              "ops.ReverseSequence(1)(x, ms.Tensor([1, 2, 3, 4], ms.int32))", "ops.ReverseSequence(0, 1)(x, ms.Tensor([1, 2, 3, 4]))",
              "ops.ScatterNdUpdate()(ms.Parameter(x, name='p'), ms.Tensor([[1], [3]]), y[:2])" if False else "ops.Tile()(x, (1, 2))",
              "ops.Sort()(x[:, 2] - x[:, 0])", "ops.TopK()(ops.Reshape()(x, (-1,)), 5)", "ops.Floor()(x / 3)", "ops.Round()(x / 4)",
              "ops.Sqrt()(x)", "ops.Log()(x + 1)", "ops.Exp()(x / 10)", "ops.Reciprocal()(x + 1)", "ops.Maximum()(x, y)",
              "ops.Minimum()(x, 3.0)", "ops.clip_by_value(x, 1.0, 8.0)", "ops.ReduceMean()(x, 1)", "ops.ReduceSum(True)(x, 0)",
              "ops.Pow()(x, 0.5)", "ops.Square()(x - y)", "ops.Select()(x > y, x, y)", "ops.Greater()(x, y)", "ops.Equal()(x, y)",
              "ops.LogicalAnd()(x > 1, y < 9)", "ops.L2Normalize(1)(x)", "ops.SmoothL1Loss(1.0)(x, y)",
              "ops.SigmoidCrossEntropyWithLogits()(x - 5, y / 20)", "ops.Softmax()(x / 4)", "ops.LogSoftmax()(x / 4)"):
        C(f"det[{e}]_{n}", e, x=BOX.format(dt), y=GT.format(dt))
for dt in ("float32", "float16", "int32", "int64", "bool_", "uint8"):
    for e in ("ops.Fill()(x.dtype, (2, 3), 1)", "ops.Fill()(ms.float16, (2,), 2.5)", "ops.ScalarToTensor()(2.5, x.dtype)" if dt != "bool_" else "x",
              "ops.ones_like(x)", "ops.zeros_like(x)", "ops.Squeeze(1)(ops.ExpandDims()(x, 1))", "ops.reshape(x, (3, -1))",
              "ops.transpose(x, (1, 0))", "ops.concat((x, x), -1)", "ops.expand_dims(x, -1)", "ops.one_hot(ops.cast(x, ms.int32) % 2, 2, ms.Tensor(1.0), ms.Tensor(0.0), -1)" if dt not in ("bool_",) else "x",
              "ops.one_hot(ops.cast(x, ms.int32) % 2, 2, ms.Tensor(1.0), ms.Tensor(0.0), 0)" if dt not in ("bool_",) else "x",
              "ops.tile(x, (2,))", "ops.split(x, 2, -1)", "ops.stack((x, x), -1)", "ops.squeeze(x[None])", "ops.gather(x, ms.Tensor([1, 0]), -1)",
              "ops.gather_nd(x, ms.Tensor([[1, 2], [0, 0]]))", "ops.argmax(x, -1)" if dt != "bool_" else "x", "ops.masked_fill(x, x > 1, 0)" if dt != "bool_" else "x",
              "ops.cast(x, ms.float32).mean(-1)", "x.mean(-1) if x.dtype == ms.float32 else x", "x.sum(-1)", "x.max(-1)", "x.argmax(-1)" if dt != "bool_" else "x",
              "x.reshape((3, 2))", "x.view((3, 2))", "x.transpose(1, 0)", "x.expand_dims(0)", "x.squeeze()", "x.astype(ms.float32)",
              "x.asnumpy().tolist()", "x.shape", "x.dtype", "x.size", "x[:, ::-1]" if False else "x[:, -1:]", "x[..., 1]", "x[-1]",
              "x.repeat(2, 0)" if False else "x.tile((1, 2))", "x.clip(0, 1)" if dt != "bool_" else "x", "x.all(-1)", "x.any(-1)",
              "x.copy()", "x.flatten()", "x.ravel()", "x.T", "x.swapaxes(0, -1)", "x.item(1)" if False else "x[1, 1].item()"):
        C(f"zoo[{e}]_{dt}", e, x=A(dt, 2, 3))


family("zoo_grad2")
for dx in ("float32", "float16"):
    X = A(dx, 2, 3, 4)
    for e in ("x.sum()", "x.sum(-1)", "x.mean((0, 2))", "x.max()", "x.max(axis=1)", "x.min(axis=-1, keepdims=True)",
              "x[0]", "x[:, 1:]", "x[..., ::2]", "x[:, None, 1]", "x[ms.Tensor([1, 1, 0])]" if False else "x[:, ms.Tensor([1, 1, 0])]",
              "x[x > 0]", "x[0, ms.Tensor([2, 0]), 1:3]", "x[[0, 1], [1, 2]]", "x[-1, -1, -1]", "x.reshape(4, 6)[1:3]",
              "x.view(6, 4).T", "x.transpose(2, 0, 1)[0]", "x.expand_dims(1)", "x.squeeze()", "x.flatten()",
              "x * (x > 0)", "x * ms.Tensor(np.array([1.0, 2.0, 3.0, 4.0]), x.dtype)", "x.abs().sum(-1)", "x.exp().mean()",
              "ops.concat((x, x * 2), 1)[:, 2:]", "ops.stack([x[0], x[1]], 0) * 3", "ops.split(x, 2, 2)[1]",
              "ops.gather(x, ms.Tensor([0, 0, 2]), 1)", "ops.where(x > 0, x, x * 0.1)", "ops.clamp(x, -1, 1)",
              "ops.maximum(x, x.T.transpose(2, 1, 0) * 0)" if False else "ops.maximum(x, 0.5)", "x.norm()" if False else "ops.sqrt(ops.square(x).sum() + 1)",
              "ops.cumsum(x, 1)", "ops.tile(x, (1, 2, 1))", "ops.broadcast_to(x[:, :1], (2, 3, 4))", "ops.sigmoid(x) * ops.tanh(x)",
              "ops.softmax(x, -1)[..., 0]", "ops.log_softmax(x, 1)[:, 0]", "ops.relu(x) + ops.relu6(x) + ops.leaky_relu(x, 0.1)",
              "ops.silu(x)", "ops.gelu(x)", "ops.gelu(x, 'tanh')", "ops.elu(x)", "ops.softplus(x)", "ops.mish(x)", "ops.hardswish(x)",
              "ops.dropout(x, 0.0)" if False else "ops.l2_normalize(x, -1)", "ops.layer_norm(x, (4,))" if False else "ops.matmul(x, x.transpose(0, 2, 1))",
              "ops.bmm(x, x.transpose(0, 2, 1))", "ops.dense(x, ops.ones((5, 4), x.dtype))" if False else "ops.mul(x, 2).sum(1)",
              "ops.pow(x, 2)", "ops.pow(2, x)", "ops.div(1, x + 10)", "ops.addn([x, x, x])" if False else "x + x + x",
              "ops.cast(x, ms.float32) * 2", "ops.cast(x, ms.float64).sum()", "x.astype(ms.float16) * 3", "x.float().sum()"):
        Gd(f"grad2[{e}]_{dx}", e, x=X)
for dx in ("int32", "int64", "bool_"):
    Gd(f"gradint[x * 2]_{dx}", "ops.cast(x, ms.float32) * 2", x=A(dx, 2, 3))
    Gd(f"gradint[x * y]_{dx}", "ops.cast(x, ms.float32) * y", pos=(0, 1), x=A(dx, 2, 3), y=A("float32", 2, 3))


# =============================================================================================
# session 12 (h-sweep4): layers forward + backward over input AND weights (case kind ("gradw",): ops.grad over
# input 0 and the Cell's trainable Parameters), recurrent layers with deterministic weights (``_setw``), norms,
# pools, losses, resize; the next most used primitives; mindspore.numpy functions; Tensor methods.
def Gw(label, expr, init=None, **inputs):
    C(label, expr, init=init, kind=("gradw",), **inputs)


family("zoo_nn2")
for dx in ("float32", "float16"):
    cast = f"; self.l.to_float(ms.{dx})" if dx != "float32" else ""
    X4, X3, X2 = A(dx, 2, 4, 5, 6), A(dx, 2, 4, 7), A(dx, 3, 4)
    CONV = {"c2_valid_s2": "nn.Conv2d(4, 2, 3, 2, 'valid')", "c2_same_s2": "nn.Conv2d(4, 2, 3, 2, 'same', has_bias=True)",
            "c2_pad1": "nn.Conv2d(4, 6, 3, 1, 'pad', 1, group=2)", "c2_pad_t": "nn.Conv2d(4, 2, (2, 3), 1, 'pad', (1, 0, 2, 1))",
            "c2_g4": "nn.Conv2d(4, 4, 3, group=4, has_bias=True)", "c2_dil_pad": "nn.Conv2d(4, 2, 3, pad_mode='pad', padding=2, dilation=2)",
            "c2_s2_same_k4": "nn.Conv2d(4, 2, 4, stride=2)", "c2_k1": "nn.Conv2d(4, 3, 1, has_bias=True)",
            "c2T_same_s2": "nn.Conv2dTranspose(4, 2, 3, 2)", "c2T_valid": "nn.Conv2dTranspose(4, 2, 3, 2, 'valid', has_bias=True)",
            "c2T_pad": "nn.Conv2dTranspose(4, 2, 4, 2, 'pad', 1)", "c2T_g2": "nn.Conv2dTranspose(4, 4, 3, group=2)",
            "c2T_dil": "nn.Conv2dTranspose(4, 2, 3, 1, 'same', dilation=2)",
            "bn2_train_m09": "nn.BatchNorm2d(4, momentum=0.9); self.l.set_train()",
            "bn2_train_m01": "nn.BatchNorm2d(4, momentum=0.1, eps=1e-3); self.l.set_train()",
            "bn2_eval": "nn.BatchNorm2d(4); self.l.set_train(False)", "bn2_ubs": "nn.BatchNorm2d(4, use_batch_statistics=True)",
            "bn2_noaffine": "nn.BatchNorm2d(4, affine=False); self.l.set_train()",
            "gn1": "nn.GroupNorm(1, 4)", "gn2": "nn.GroupNorm(2, 4, eps=1e-3)", "gn4": "nn.GroupNorm(4, 4)",
            "gn_noaff": "nn.GroupNorm(2, 4, affine=False)", "ln_1": "nn.LayerNorm((4, 5, 6), 1, 1)",
            "ln_last": "nn.LayerNorm((6,), -1, -1, epsilon=1e-3)", "ln_2": "nn.LayerNorm((5, 6), 2, 2)",
            "in2": "nn.InstanceNorm2d(4)",
            "mp_same": "nn.MaxPool2d(3, 2, 'same')", "mp_valid": "nn.MaxPool2d(3, 2, 'valid')", "mp_pad": "nn.MaxPool2d(3, 2, 'pad', 1)",
            "mp_k2": "nn.MaxPool2d((2, 3), (1, 2))", "mp_ceil": "nn.MaxPool2d(2, 2, 'pad', ceil_mode=True)",
            "ap_same": "nn.AvgPool2d(3, 2, 'same')", "ap_valid": "nn.AvgPool2d(3, 1, 'valid')", "ap_pad": "nn.AvgPool2d(3, 2, 'pad', 1)",
            "ap_pad_nc": "nn.AvgPool2d(3, 2, 'pad', 1, count_include_pad=False)", "ap_ceil": "nn.AvgPool2d(2, 2, 'pad', ceil_mode=True)",
            "drop_eval": "nn.Dropout(keep_prob=0.8); self.l.set_train(False)", "drop_p": "nn.Dropout(p=0.3)",
            "drop_train1": "nn.Dropout(p=0.0); self.l.set_train()", "prelu4": "nn.PReLU(4, 0.1)",
            "c2bnact": "nn.Conv2dBnAct(4, 2, 3, has_bn=True, activation='relu')", "flatten": "nn.Flatten()",
            "identity": "nn.Identity()", "zeropad": "nn.ZeroPad2d(1)" if False else "nn.ReLU6()",
            "crop": "nn.CentralCrop(0.5)", "up_bil": "nn.Upsample(scale_factor=2.0, mode='bilinear')",
            "up_bil_ac": "nn.Upsample(size=(7, 9), mode='bilinear', align_corners=True)", "up_near": "nn.Upsample(size=(3, 8))"}
    for name, layer in CONV.items():
        init = f"self.l = {layer}; _setw(self.l)" + (cast if name.startswith(("c2", "c2T")) else "")
        C(f"n2.{name}_{dx}", "self.l(x)", init=init, x=X4)
        Gw(f"n2g.{name}_{dx}", "self.l(x)", init=init, x=X4)
        if name.startswith("bn2_train"):
            C(f"n2.{name}_stats_{dx}", "ops.depend((self.l.moving_mean, self.l.moving_variance), self.l(x))", init=init, x=X4)
    C1 = {"c1_same": "nn.Conv1d(4, 2, 3)", "c1_valid_s2": "nn.Conv1d(4, 2, 3, 2, 'valid', has_bias=True)",
          "c1_pad": "nn.Conv1d(4, 4, 3, 1, 'pad', 2, group=2)", "c1_dil": "nn.Conv1d(4, 2, 3, dilation=2)",
          "c1T": "nn.Conv1dTranspose(4, 2, 3, 2)", "c1T_pad": "nn.Conv1dTranspose(4, 2, 3, 1, 'pad', 1)",
          "bn1_3d_train": "nn.BatchNorm1d(4); self.l.set_train()", "bn1_3d_eval": "nn.BatchNorm1d(4); self.l.set_train(False)",
          "mp1": "nn.MaxPool1d(3, 2)", "mp1_same": "nn.MaxPool1d(2, 1, 'same')", "ap1": "nn.AvgPool1d(3, 2)",
          "ap1_same": "nn.AvgPool1d(2, 2, 'same')", "gn_3d": "nn.GroupNorm(2, 4)"}
    for name, layer in C1.items():
        init = f"self.l = {layer}; _setw(self.l)" + (cast if name.startswith("c1") else "")
        C(f"n1.{name}_{dx}", "self.l(x)", init=init, x=X3)
        Gw(f"n1g.{name}_{dx}", "self.l(x)", init=init, x=X3)
    D2 = {"bn1_train": "nn.BatchNorm1d(4, momentum=0.8); self.l.set_train()", "bn1_eval": "nn.BatchNorm1d(4)",
          "dense_tanh": "nn.Dense(4, 3, activation='tanh')", "densebnact": "nn.DenseBnAct(4, 3, has_bn=True, activation='relu')",
          "ln": "nn.LayerNorm((4,))", "drop_eval": "nn.Dropout(keep_prob=0.5)", "softmax0": "nn.Softmax(0)",
          "l2norm": "nn.Norm(axis=-1, keep_dims=True)", "leaky": "nn.LeakyReLU(0.01)", "hswish": "nn.HSwish()"}
    for name, layer in D2.items():
        init = f"self.l = {layer}; _setw(self.l)" + (cast if name.startswith("dense") else "")
        C(f"nd.{name}_{dx}", "self.l(x)", init=init, x=X2)
        Gw(f"ndg.{name}_{dx}", "self.l(x)", init=init, x=X2)
        if name == "bn1_train":
            C(f"nd.{name}_stats_{dx}", "ops.depend((self.l.moving_mean, self.l.moving_variance), self.l(x))", init=init, x=X2)
    # recurrent layers with weights set from arrays; (seq, batch, feature) and batch_first
    XS = A(dx, 5, 2, 3)
    RNN = {"lstm": "nn.LSTM(3, 4)", "lstm2_bi": "nn.LSTM(3, 4, 2, bidirectional=True)", "lstm_bf": "nn.LSTM(3, 4, batch_first=True)",
           "lstm_nobias": "nn.LSTM(3, 4, has_bias=False)", "gru": "nn.GRU(3, 4)", "gru_bi_bf": "nn.GRU(3, 4, batch_first=True, bidirectional=True)",
           "gru2": "nn.GRU(3, 4, 2)", "rnn": "nn.RNN(3, 4)", "rnn_relu": "nn.RNN(3, 4, nonlinearity='relu', bidirectional=True)"}
    for name, layer in RNN.items():
        init = f"self.l = {layer}; _setw(self.l, 0.2)"
        C(f"rnn.{name}_{dx}", "self.l(x)", init=init, x=XS)
        Gw(f"rnng.{name}_{dx}", "self.l(x)[0]", init=init, x=XS)
    H0 = "(ops.ones((1, 2, 4), x.dtype) * 0.5, ops.ones((1, 2, 4), x.dtype) * -0.25)"
    C(f"rnn.lstm_hx_{dx}", f"self.l(x, {H0})", init="self.l = nn.LSTM(3, 4); _setw(self.l, 0.2)", x=XS)
    C(f"rnn.lstm_seqlen_{dx}", f"self.l(x, {H0}, ms.Tensor([5, 3], ms.int32))", init="self.l = nn.LSTM(3, 4); _setw(self.l, 0.2)", x=XS)
    C(f"rnn.gru_hx_{dx}", "self.l(x, ops.ones((1, 2, 4), x.dtype) * 0.5)", init="self.l = nn.GRU(3, 4); _setw(self.l, 0.2)", x=XS)
    C(f"rnn.lstmcell_{dx}", f"self.l(x[0], (x[1, :, :1] * ops.ones((2, 4), x.dtype), x[2, :, :1] * ops.ones((2, 4), x.dtype)))",
      init="self.l = nn.LSTMCell(3, 4); _setw(self.l, 0.2)", x=XS)
    C(f"rnn.grucell_{dx}", "self.l(x[0], x[1, :, :1] * ops.ones((2, 4), x.dtype))", init="self.l = nn.GRUCell(3, 4); _setw(self.l, 0.2)", x=XS)
    # embedding: table gradient, padding_idx, int64 / 0-d / out-of-range ids
    for name, (layer, ids) in {"emb": ("nn.Embedding(5, 3)", "ms.Tensor([[0, 2], [4, 2]], ms.int32)"),
                               "emb_pad": ("nn.Embedding(5, 3, padding_idx=2)", "ms.Tensor([[0, 2], [4, 2]], ms.int32)"),
                               "emb_i64": ("nn.Embedding(5, 3)", "ms.Tensor([1, 3], ms.int64)"),
                               "emb_0d": ("nn.Embedding(5, 3)", "ms.Tensor(3, ms.int32)"),
                               "emb_oor": ("nn.Embedding(5, 3)", "ms.Tensor([7, -1, 2], ms.int32)"),
                               "emb_oh": ("nn.Embedding(5, 3, use_one_hot=True)", "ms.Tensor([[0, 2], [4, 1]], ms.int32)")}.items():
        init = f"self.l = {layer}; _setw(self.l)"
        C(f"emb.{name}_{dx}", f"self.l({ids}) * x[0, 0]", init=init, x=X2)
        Gw(f"embg.{name}_{dx}", f"self.l({ids}) * x[0, 0]", init=init, x=X2)
    # losses: reductions, sparse labels, weights
    LB = {"int32": "ms.Tensor([0, 3, 1], ms.int32)", "int64": "ms.Tensor([2, 0, 3], ms.int64)"}
    LOSS2 = {"sce_sp_mean_i64": ("nn.SoftmaxCrossEntropyWithLogits(True, 'mean')", "x", LB["int64"]),
             "sce_sp_sum": ("nn.SoftmaxCrossEntropyWithLogits(True, 'sum')", "x", LB["int32"]),
             "sce_sp_none": ("nn.SoftmaxCrossEntropyWithLogits(sparse=True)", "x", LB["int32"]),
             "sce_dense_mean": ("nn.SoftmaxCrossEntropyWithLogits(reduction='mean')", "x", "ops.Softmax()(x * 0.3)"),
             "mse_sum": ("nn.MSELoss('sum')", "x", "x * 0.5 - 1"), "mse_bc": ("nn.MSELoss()", "x", "x[0]"),
             "l1_none": ("nn.L1Loss('none')", "x", "x * -0.5"), "l1_sum": ("nn.L1Loss('sum')", "x", "x[:, :1]"),
             "sl1_none": ("nn.SmoothL1Loss(0.5, 'none')", "x", "x * 0.25"), "sl1_sum": ("nn.SmoothL1Loss(1.0, 'sum')", "x", "x * -0.5"),
             "sl1_mean": ("nn.SmoothL1Loss(reduction='mean')", "x", "x * 0.1"),
             "bcel_none": ("nn.BCEWithLogitsLoss('none')", "x", "ops.Sigmoid()(x * 0.3)"),
             "bcel_pw": ("nn.BCEWithLogitsLoss('mean', None, ms.Tensor([1.0, 2.0, 0.5, 3.0], x.dtype))", "x", "ops.Sigmoid()(x)"),
             "bcel_w2d": ("nn.BCEWithLogitsLoss('sum', ms.Tensor(np.arange(12).reshape(3, 4) * 0.1, x.dtype))", "x", "ops.Sigmoid()(-x)"),
             "bce_w": ("nn.BCELoss(ms.Tensor([1.0, 2.0, 0.5, 3.0], x.dtype), 'sum')", "ops.Sigmoid()(x)", "ops.Sigmoid()(x * 0.5)"),
             "ce_w": ("nn.CrossEntropyLoss(ms.Tensor([1.0, 2.0, 0.5, 3.0], x.dtype))", "x", LB["int32"]),
             "ce_ign": ("nn.CrossEntropyLoss(ignore_index=1, reduction='sum')", "x", LB["int32"]),
             "ce_prob": ("nn.CrossEntropyLoss()", "x", "ops.Softmax()(x * 0.2)"),
             "nll_sum": ("nn.NLLLoss(reduction='sum')", "ops.LogSoftmax()(x)", LB["int32"]),
             "huber_d": ("nn.HuberLoss('sum', 0.5)", "x", "x * 0.2"), "softmargin": ("nn.SoftMarginLoss()", "x", "ops.Sign()(x - 0.3)")}
    for name, (layer, xin, lab) in LOSS2.items():
        C(f"loss2.{name}_{dx}", f"self.l({xin}, {lab})", init=f"self.l = {layer}", x=X2)
        Gd(f"loss2g.{name}_{dx}", f"self.l({xin}, {lab})", init=f"self.l = {layer}", x=X2)
    # resize: ops.interpolate / ResizeBilinear / ResizeNearestNeighbor / nn.ResizeBilinear
    XR = A(dx, 1, 2, 3, 4)
    for e in ("ops.interpolate(x, size=(5, 7), mode='bilinear')", "ops.interpolate(x, size=(5, 7), mode='bilinear', align_corners=True)",
              "ops.interpolate(x, scale_factor=(2.0, 1.5), mode='bilinear')", "ops.interpolate(x, size=(2, 3), mode='bilinear')",
              "ops.interpolate(x, size=(6, 8), mode='nearest')", "ops.interpolate(x, scale_factor=(2.0, 2.0), mode='nearest')",
              "ops.interpolate(x, size=(5, 6), mode='nearest')", "ops.interpolate(x, size=(2, 2), mode='area')",
              "ops.interpolate(x, size=(5, 7), mode='bicubic', align_corners=True)",
              "ops.interpolate(x[0], size=7, mode='linear')", "ops.interpolate(x[0], size=7, mode='linear', align_corners=True)",
              "ops.interpolate(x[0], scale_factor=2.0, mode='nearest')",
              "ops.ResizeBilinear((5, 7))(x)", "ops.ResizeBilinear((5, 7), align_corners=True)(x)",
              "ops.ResizeBilinear((5, 7), half_pixel_centers=True)(x)", "ops.ResizeBilinear((2, 2))(x)",
              "ops.ResizeNearestNeighbor((5, 7))(x)", "ops.ResizeNearestNeighbor((5, 7), True)(x)", "ops.ResizeNearestNeighbor((2, 3))(x)",
              "ops.ResizeNearestNeighbor((6, 8), True)(x)",
              "ops.ResizeBilinearV2()(x, (5, 7))", "ops.ResizeBilinearV2(True)(x, (5, 7))",
              "ops.ResizeBilinearV2(half_pixel_centers=True)(x, (5, 7))", "ops.ResizeNearestNeighborV2()(x, (5, 7))",
              "ops.ResizeNearestNeighborV2(True)(x, (5, 7))", "ops.ResizeNearestNeighborV2(half_pixel_centers=True)(x, (5, 7))"):
        C(f"rs[{e}]_{dx}", e, x=XR)
        Gd(f"rsg[{e}]_{dx}", e, x=XR)
    for name, layer, call in (("nn_rb", "nn.ResizeBilinear()", "self.l(x, size=(5, 7))"),
                              ("nn_rb_ac", "nn.ResizeBilinear()", "self.l(x, size=(5, 7), align_corners=True)"),
                              ("nn_rb_sf", "nn.ResizeBilinear()", "self.l(x, scale_factor=2)"),
                              ("nn_rb_hp", "nn.ResizeBilinear(half_pixel_centers=True)", "self.l(x, size=(5, 7))")):
        C(f"rs.{name}_{dx}", call, init=f"self.l = {layer}", x=XR)
        Gd(f"rsg.{name}_{dx}", call, init=f"self.l = {layer}", x=XR)

family("zoo_prims2")
for dx in ZOO_DT:
    for e in ("ops.DepthToSpace(2)(x)", "ops.SpaceToDepth(2)(x)", "ops.AddN()((x, x, x))", "ops.AddN()([x])", "ops.ACos()(x)",
              "ops.Cos()(x)", "ops.Sin()(x)", "ops.Log()(x)", "ops.Log1p()(x)", "ops.Erf()(x)", "ops.Softplus()(x)", "ops.Identity()(x)",
              "ops.L2Loss()(x)", "ops.Less()(x, 0)", "ops.LogicalOr()(x > 0, x < -1)", "ops.Sub()(x, x[:, :1])", "ops.Neg()(x)",
              "ops.Sort(-1, True)(x)", "ops.Sort(0)(x)", "ops.DType()(x)", "ops.Eye()(3, 4, x.dtype)" if dx != "bool_" else "ops.Eye()(3, 3, ms.bool_)",
              "ops.Pad(((0, 0), (1, 1), (0, 2), (1, 0)))(x)", "ops.ReverseSequence(2, 0)(x, ms.Tensor([1, 2], ms.int32))",
              "ops.ReverseSequence(1)(x[0], ms.Tensor([4, 1, 2, 3]))", "ops.BiasAdd('NCHW')(x, x[0, :, 0, 0])",
              "ops.UnsortedSegmentSum()(x, ms.Tensor([1, 0], ms.int32), 3)", "ops.UnsortedSegmentMax()(x, ms.Tensor([0, 0], ms.int32), 2)",
              "ops.UnsortedSegmentMin()(x[0], ms.Tensor([1, 1, 0, 2], ms.int32), 3)", "ops.ScatterNd()(ms.Tensor([[1, 1], [0, 2]]), x[0, 0, :2], (2, 3, 4))",
              "ops.TensorScatterAdd()(x, ms.Tensor([[0, 1], [0, 1]]), x[1, :2])", "ops.TensorScatterMax()(x, ms.Tensor([[1]]), x[:1] * 2)",
              "ops.Tile()(x, (1, 2, 1, 1))", "ops.Transpose()(x, (0, 2, 3, 1))", "ops.Reshape()(x, (2, -1, 4))",
              "ops.Gather()(x, ms.Tensor([[0, 2], [3, 1]]), 2)", "ops.Gather(1)(x, ms.Tensor([1, 0]), 1)", "ops.GatherD()(x, 3, ops.Cast()(ops.ReLU()(ops.Cast()(x, ms.int32)) % 4, ms.int32))" if False else "ops.GatherD()(x, 1, ms.Tensor(np.array([[[[0, 1, 2, 3]] * 3, [[3, 2, 1, 0]] * 3]] * 2).transpose(0, 1, 2, 3)[:, :, :3].astype(np.int32)))" if False else "ops.gather_elements(x, 3, ms.Tensor(np.arange(48).reshape(2, 4, 3, 2) % 4))" if False else "ops.GatherD()(x, 3, ms.Tensor((np.arange(96).reshape(2, 4, 3, 4) * 7 % 4).astype(np.int32)))",
              "ops.MaskedFill()(x, x > 1, ms.Tensor(0, x.dtype))" if dx != "bool_" else "x", "ops.IsNan()(x)", "ops.IsInf()(x)",
              "ops.IsFinite()(x)", "ops.Sign()(x)", "ops.Ceil()(x)", "ops.Trunc()(x)", "ops.Rint()(x)", "ops.Atan2()(x, x + 1)",
              "ops.Xlogy()(x, x + 1)", "ops.Expm1()(x)", "ops.Rsqrt()(x)", "ops.Sinh()(x)", "ops.Asin()(x)", "ops.Atan()(x)",
              "ops.Asinh()(x)", "ops.Acosh()(x)", "ops.Cosh()(x)", "ops.Tan()(x)", "ops.Elu()(x)", "ops.HSwish()(x)", "ops.HSigmoid()(x)",
              "ops.SeLU()(x)", "ops.ReLU6()(x)", "ops.LeakyReLU(0.1)(x)" if False else "ops.Mish()(x)", "ops.SoftShrink()(x)",
              "ops.HShrink()(x)", "ops.Softsign()(x)", "ops.FloorDiv()(x, 3)", "ops.FloorMod()(x, -3)", "ops.Mod()(x, 3)",
              "ops.TruncateDiv()(x, 2)", "ops.DivNoNan()(x, x - 1)", "ops.SquaredDifference()(x, 1)", "ops.Range()(ms.Tensor(0, x.dtype), ms.Tensor(5, x.dtype), ms.Tensor(2, x.dtype))" if dx in ("float32", "int32", "int64", "float64") else "x",
              "ops.LinSpace()(ms.Tensor(0.0), ms.Tensor(1.0), 5)", "ops.Zeros()((2, 2), x.dtype)", "ops.Ones()((2,), x.dtype)",
              "ops.TupleToArray()((1.5, 2.5))", "ops.tuple_to_array((1, 2))", "ops.ScalarToTensor()(3, x.dtype)",
              "ops.scalar_to_tensor(2.5)", "ops.ArgMaxWithValue(-1, True)(x)", "ops.ArgMinWithValue(1)(x)", "ops.TopK(True)(x, 3)",
              "ops.Argmax(-1)(x)", "ops.CumSum(True)(x, -2)", "ops.CumProd(False, True)(x, -1)", "ops.Cummax(1)(x)" if False else "ops.cummax(x, -1)",
              "ops.InvertPermutation()((2, 0, 1))", "ops.Rank()(x)", "ops.Size()(x)", "ops.SameTypeShape()(x, x)",
              "ops.Squeeze(-1)(x[..., :1])", "ops.ExpandDims()(x, -2)", "ops.Concat(-2)((x, x[:, :, :1]))",
              "ops.Stack(2)((x, x, x))", "ops.Unstack(-1)(x)", "ops.Split(2, 3)(x)", "ops.SplitV((1, 3), 1, 2)(x)",
              "ops.Meshgrid()((x[0, 0, 0], x[0, 0, :2, 0]))" if False else "ops.meshgrid(x[0, 0, 0], x[0, 0, :2, 0], indexing='ij')",
              "ops.MatrixBandPart()(x, 1, 0)" if False else "ops.ones_like(x)", "ops.ReduceMax(True)(x, (-2, -1))",
              "ops.ReduceMin()(x, (1, 3))", "ops.ReduceSum()(x, (1, -1))", "ops.ReduceMean(True)(x, (2, 3))", "ops.ReduceProd()(x, (0,))",
              "ops.ReduceAll(True)(x, (1, 2))", "ops.ReduceAny()(x, (-1,))", "ops.LogicalXor()(x, x > 0)" if dx == "bool_" else "ops.Greater()(x, 0.5)",
              "ops.clip_by_value(x, ms.Tensor(-1, x.dtype), ms.Tensor(2, x.dtype))" if dx != "bool_" else "x",
              "ops.clip_by_global_norm((ops.Cast()(x, ms.float32), ops.Cast()(x[0], ms.float32)), 1.0)",
              "ops.norm(ops.Cast()(x, ms.float32), 2, -1)", "ops.norm(ops.Cast()(x, ms.float32), 1, (1, 2), True)",
              "ops.norm(ops.Cast()(x, ms.float32), 'fro', (2, 3))", "ops.norm(ops.Cast()(x, ms.float32), float('inf'), 0)",
              "ops.Conv2D(2, 3, pad_mode='pad', pad=1)(x, ops.Cast()(ms.Tensor(np.arange(72).reshape(2, 4, 3, 3) % 5 - 2), x.dtype))",
              "ops.Conv2D(2, 2, stride=2, pad_mode='same', group=2)(x, ops.Cast()(ms.Tensor(np.arange(16).reshape(2, 2, 2, 2) % 3 - 1), x.dtype))",
              "ops.MaxPool(2, 1, 'valid')(x)", "ops.AvgPool(3, 2, 'same')(x)", "ops.MaxPool((1, 2), (1, 2))(x)",
              "ops.BinaryCrossEntropy()(ops.Sigmoid()(x), ops.Sigmoid()(x * 0.5), ops.OnesLike()(x))",
              "ops.BinaryCrossEntropy('none')(ops.Sigmoid()(x), ops.Sigmoid()(x * 0.5))",
              "ops.SigmoidCrossEntropyWithLogits()(x, ops.Sigmoid()(x * -0.5))",
              "ops.Dropout(1.0)(x)", "ops.dropout(x, 0.0)" if False else "ops.Dropout(keep_prob=1.0)(x)[1]",
              "ops.Print()('x', x) if False else x", "ops.depend(x, x + 1)", "ops.OnesLike()(x) * 2"):
        C(f"p2[{e}]_{dx}", e, x=A(dx, 2, 4, 3, 4))
    for e in ("ops.AddN()((x, x))", "ops.DType()(x)", "ops.Eye()(2, 2, ms.float32)", "ops.L2Loss()(x)", "ops.Sort()(x[None])",
              "ops.UnsortedSegmentSum()(x[None], ms.Tensor([2], ms.int32), 3)", "ops.Cos()(x)", "ops.Identity()(x)", "ops.Size()(x)",
              "ops.Rank()(x)", "ops.Softplus()(x)", "ops.Erf()(x)", "ops.CumSum()(x[None], 0)", "ops.ArgMinWithValue()(x[None])"):
        C(f"p2_0d[{e}]_{dx}", e, x=A(dx))
    for e in ("ops.AddN()((x, x))", "ops.L2Loss()(x)", "ops.Sort()(x)", "ops.UnsortedSegmentSum()(x, ms.Tensor(np.zeros(0, np.int32)), 2)",
              "ops.DepthToSpace(2)(x.reshape(0, 4, 1, 1))", "ops.Cos()(x)", "ops.TopK()(x, 0)", "ops.CumProd()(x, 0)",
              "ops.ReduceProd()(x, 0)", "ops.ReduceMin(True)(x, 1)", "ops.ReduceAll()(x, 0)", "ops.BinaryCrossEntropy()(x, x)" if dx.startswith("float") else "x"):
        C(f"p2_empty[{e}]_{dx}", e, x=A(dx, 0, 4))
family("zoo_err2")
for dx in ("float32", "int32"):
    for e in ("ops.DepthToSpace(3)(x)", "ops.DepthToSpace(2)(x[0])", "ops.SpaceToDepth(3)(x)", "ops.AddN()((x, x[0]))",
              "ops.AddN()(())", "ops.AddN()((x, ops.Cast()(x, ms.float16)))", "ops.Eye()(-1, 2, ms.float32)", "ops.Eye()(2, 2, ms.int8)",
              "ops.UnsortedSegmentSum()(x, ms.Tensor([1, 0, 1], ms.int32), 3)", "ops.UnsortedSegmentSum()(x, ms.Tensor([1, 5], ms.int32), 3)",
              "ops.UnsortedSegmentSum()(x, ms.Tensor([1, 0], ms.int32), 0)", "ops.L2Loss()(ms.Tensor(1, ms.int32))",
              "ops.ReverseSequence(2, 0)(x, ms.Tensor([5, 2], ms.int32))", "ops.ReverseSequence(0, 0)(x, ms.Tensor([1, 2], ms.int32))",
              "ops.Sort(4)(x)", "ops.BiasAdd()(x, x[0, 0, 0])", "ops.Pad(((0, 0), (1, 1)))(x)",
              "ops.Conv2D(2, 3)(x, ops.ones((2, 3, 3, 3), x.dtype))", "ops.Conv2D(2, 3, group=3)(x, ops.ones((2, 4, 3, 3), x.dtype))",
              "ops.Conv2D(2, 9)(x, ops.ones((2, 4, 9, 9), x.dtype))", "ops.MaxPool(5, 1)(x)", "ops.AvgPool(2, 2, 'pad')(x)",
              "ops.BinaryCrossEntropy('bad')(x, x)", "ops.BinaryCrossEntropy()(x, x[0])", "ops.ResizeNearestNeighbor((2,))(x)",
              "ops.ResizeBilinear((2, 2), True, True)(x)", "ops.interpolate(x, size=(2, 2), scale_factor=2.0)",
              "ops.interpolate(x, mode='bilinear')", "ops.interpolate(x, size=(2, 2), mode='bogus')",
              "ops.interpolate(x, size=(5, 7), mode='nearest', align_corners=True)", "ops.interpolate(x[0, 0], size=(5, 7), mode='bilinear')",
              "ops.SplitV((1, 2), 1, 2)(x)", "ops.TensorScatterAdd()(x, ms.Tensor([[5]]), x[:1])", "ops.GatherD()(x, 4, ms.Tensor([[0]]))",
              "ops.Range()(ms.Tensor(0.0), ms.Tensor(5.0), ms.Tensor(0.0))", "ops.LinSpace()(ms.Tensor(0.0), ms.Tensor(1.0), 0)",
              "ops.clip_by_global_norm(x, 1.0)", "ops.norm(x, 3, (1, 2))", "ops.InvertPermutation()((0, 0, 1))", "ops.Unstack(4)(x)"):
        C(f"err2[{e}]_{dx}", e, x=A(dx, 2, 4, 3, 4))
    for name, layer, xin in (("conv_inch", "nn.Conv2d(3, 2, 3)", "x"), ("conv_3d", "nn.Conv2d(4, 2, 3)", "x[0]"),
                             ("conv_group", "nn.Conv2d(4, 3, 3, group=2)", "x"), ("conv_padmode", "nn.Conv2d(4, 2, 3, pad_mode='valid', padding=1)", "x"),
                             ("bn_ch", "nn.BatchNorm2d(3)", "x"), ("bn_3d", "nn.BatchNorm2d(4)", "x[0]"), ("bn1_4d", "nn.BatchNorm1d(4)", "x"),
                             ("ln_shape", "nn.LayerNorm((5,))", "x"), ("gn_div", "nn.GroupNorm(3, 4)", "x"), ("gn_ch", "nn.GroupNorm(2, 6)", "x"),
                             ("drop_p1", "nn.Dropout(p=1.0)", "x"), ("drop_kp0", "nn.Dropout(keep_prob=0.0)", "x"),
                             ("mp_big", "nn.MaxPool2d(5, 1)", "x"), ("mp_mode", "nn.MaxPool2d(2, 2, 'bogus')", "x"),
                             ("ap_3d", "nn.AvgPool2d(2, 2)", "x[0, 0]"), ("lstm_in", "nn.LSTM(3, 4)", "x[0]"), ("lstm_2d", "nn.LSTM(4, 4)", "x[0, 0]"),
                             ("emb_float", "nn.Embedding(5, 3)", "x"), ("dense_in", "nn.Dense(3, 2)", "x"),
                             ("sce_sparse_float", "nn.SoftmaxCrossEntropyWithLogits(True)", "x[0, 0]"), ("mse_shape", "nn.MSELoss()", "x")):
        call = {"sce_sparse_float": "self.l(x, x[0])", "mse_shape": "self.l(x, x[0, :2])"}.get(name, "self.l(x)")
        if name == "sce_sparse_float":
            call = "self.l(x[0, 0], x[0, 0, 0])"
        C(f"err2.{name}_{dx}", call.replace("(x", f"({xin}", 1) if name not in ("sce_sparse_float", "mse_shape") else call,
          init=f"self.l = {layer}", x=A(dx, 2, 4, 3, 4))

family("zoo_mnp")
for dx in ("float32", "int32", "float16", "bool_", "int64"):
    for e in ("mnp.concatenate((x, x), -1)", "mnp.concatenate((x, x), axis=None)", "mnp.stack((x, x), 1)", "mnp.where(x > 0, x, 0)" if dx != "bool_" else "mnp.where(x, 1, 0)",
              "mnp.where(x)" if False else "mnp.expand_dims(x, -1)", "mnp.squeeze(x[None])", "mnp.reshape(x, (-1,))", "mnp.transpose(x)",
              "mnp.transpose(x, (1, 0))", "mnp.swapaxes(x, 0, 1)", "mnp.moveaxis(x, 0, -1)", "mnp.tile(x, (2, 1))", "mnp.repeat(x, 2, 1)",
              "mnp.repeat(x, 2)", "mnp.broadcast_to(x[0], (2, 3))", "mnp.flip(x, 1)", "mnp.flip(x)", "mnp.roll(x, 1, 1)", "mnp.roll(x, -1)",
              "mnp.split(x, 3, 1)", "mnp.array_split(x, 2, 1)", "mnp.hstack((x, x))", "mnp.vstack((x, x))", "mnp.ravel(x)",
              "mnp.sum(x)", "mnp.sum(x, -1, keepdims=True)", "mnp.mean(x)", "mnp.mean(x, 0)", "mnp.amax(x, 1)", "mnp.amin(x)",
              "mnp.max(x)" if False else "mnp.argmax(x, -1)", "mnp.argmin(x)", "mnp.prod(x, 1)", "mnp.cumsum(x, 1)", "mnp.cumsum(x)",
              "mnp.std(x)", "mnp.var(x, 1)", "mnp.std(x, ddof=1)", "mnp.average(x, 1)", "mnp.median(x)" if False else "mnp.ptp(x, 1)",
              "mnp.abs(x)", "mnp.absolute(x)", "mnp.exp(x)", "mnp.log(x)", "mnp.sqrt(x)", "mnp.square(x)", "mnp.power(x, 2)",
              "mnp.floor(x)", "mnp.ceil(x)", "mnp.around(x)" if False else "mnp.rint(x)", "mnp.sign(x)", "mnp.negative(x)", "mnp.positive(x)",
              "mnp.reciprocal(x)" if False else "mnp.tanh(x)", "mnp.sin(x)", "mnp.arctan2(x, x + 1)", "mnp.maximum(x, 1)", "mnp.minimum(x, x[0])",
              "mnp.add(x, 1)", "mnp.subtract(x, 1)", "mnp.multiply(x, 2.5)", "mnp.divide(x, 2)", "mnp.true_divide(x, 2)",
              "mnp.floor_divide(x, 2)", "mnp.remainder(x, 2)", "mnp.mod(x, -2)", "mnp.fmod(x, -2)", "mnp.clip(x, -1, 2)", "mnp.clip(x, 0, None)",
              "mnp.dot(x, x.T)", "mnp.matmul(x, x.T)", "mnp.outer(x[0], x[1])", "mnp.inner(x, x)", "mnp.tensordot(x, x, ([1], [1]))",
              "mnp.isclose(x, x * 1.0)", "mnp.isnan(x)", "mnp.isinf(x)", "mnp.isfinite(x)", "mnp.equal(x, x)", "mnp.not_equal(x, 1)",
              "mnp.greater(x, 0)", "mnp.less_equal(x, 1)", "mnp.logical_and(x > 0, x < 2)", "mnp.logical_not(x > 0)", "mnp.all(x)",
              "mnp.any(x, 1)", "mnp.count_nonzero(x)", "mnp.zeros_like(x)", "mnp.ones_like(x)", "mnp.full_like(x, 2.5)", "mnp.empty_like(x).shape",
              "mnp.diff(x)", "mnp.diff(x, axis=0)", "mnp.ediff1d(x)", "mnp.trace(x)", "mnp.diag(x)", "mnp.diagonal(x)", "mnp.tril(x)",
              "mnp.triu(x, 1)", "mnp.pad(x, 1)", "mnp.pad(x, ((0, 1), (2, 0)), mode='edge')", "mnp.pad(x, 1, constant_values=3)",
              "mnp.unique(x)", "mnp.sort(x)" if False else "mnp.argsort(x)", "mnp.searchsorted(mnp.arange(6), x.astype(mnp.int32))" if False else "mnp.take(x, mnp.array([0, 2]), 1)",
              "mnp.take_along_axis(x, mnp.argsort(x, 1), 1)" if False else "mnp.atleast_2d(x[0])", "mnp.atleast_3d(x)", "mnp.size(x)", "mnp.ndim(x)",
              "mnp.shape(x)", "mnp.copy(x)" if False else "mnp.array(x)", "mnp.asarray(x, mnp.float32)", "mnp.array(x, copy=True)" if False else "mnp.asfarray(x)",
              "mnp.nansum(x)" if dx.startswith("float") else "x", "mnp.nanmean(x, 1)" if dx.startswith("float") else "x", "mnp.log1p(x)",
              "mnp.exp2(x)", "mnp.log2(x)", "mnp.logaddexp(x, x)", "mnp.hypot(x, x)", "mnp.deg2rad(x)", "mnp.kron(x, x)" if False else "mnp.cross(x, x)",
              "mnp.histogram(x, 3)" if False else "mnp.bincount(mnp.abs(x).astype(mnp.int32).ravel())" if dx in ("int32", "int64") else "x",
              "mnp.select([x > 1, x < 0], [x, -x])" if dx != "bool_" else "x", "mnp.linspace(0, x.shape[1], 5)", "mnp.logspace(0, 2, 3)",
              "mnp.arange(1, 7, 2)", "mnp.arange(0.5, 3)", "mnp.full((2, 2), 3)", "mnp.full((2,), 2.5, mnp.float16)", "mnp.eye(2, 3, 1)",
              "mnp.identity(2)", "mnp.zeros((2,), mnp.int32)", "mnp.ones(3)", "mnp.meshgrid(x[0], x[1])", "mnp.indices((2, 3))" if False else "mnp.tri(2, 3)",
              "mnp.array([1, 2.5])", "mnp.array([True, False])", "mnp.array(3)", "mnp.asarray([1, 2])", "mnp.float32(2)" if False else "mnp.append(x, x, 0)",
              "mnp.rot90(x)", "mnp.fliplr(x)", "mnp.flipud(x)", "mnp.column_stack((x, x))", "mnp.dstack((x, x))", "mnp.cumprod(x, 0)" if False else "mnp.nancumsum(x, 1)" if dx.startswith("float") else "x",
              "mnp.amax(x, (0, 1))", "mnp.argmax(x)", "mnp.matmul(x[None], x.T)", "mnp.polyval(mnp.array([1.0, 2.0]), x)" if False else "mnp.interp(x, mnp.array([0.0, 1.0]), mnp.array([0.0, 10.0]))" if dx.startswith("float") else "x",
              "mnp.float_power(x, 2)", "mnp.gcd(x, 4)" if dx in ("int32", "int64") else "x", "mnp.lcm(x, 4)" if dx in ("int32", "int64") else "x",
              "mnp.bitwise_and(x, x)" if dx in ("int32", "int64", "bool_") else "x", "mnp.invert(x)" if dx in ("int32", "int64", "bool_") else "x",
              "mnp.heaviside(x, 0.5)" if dx.startswith("float") else "x", "mnp.signbit(x)", "mnp.copysign(x, -1)", "mnp.fix(x)" if dx.startswith("float") else "x"):
        C(f"mnp[{e}]_{dx}", e, x=A(dx, 2, 3))

family("zoo_methods")
for dx in ("float32", "int32", "float16", "bool_", "int64", "uint8"):
    for e in ("x.repeat(2, axis=1)", "x.repeat((1, 2), 0)", "x.mean(axis=-1, keep_dims=True)", "x.var(ddof=1)", "x.std(axis=1, ddof=1)",
              "x.var(axis=0, keepdims=True)", "x.max(axis=1, keepdims=True)", "x.max(axis=0, initial=1)", "x.min(axis=-1, initial=0)",
              "x.argmax(axis=-1)", "x.argmin(axis=0)", "x.cumsum(axis=-1, dtype=ms.float32)", "x.sum(axis=(0, 1))", "x.sum(initial=2)",
              "x.prod(axis=-1, keep_dims=True)", "x.all(axis=-1, keep_dims=True)", "x.any(axis=(0, 1))", "x.squeeze(axis=0)" if False else "x[None].squeeze(0)",
              "x.expand_as(ops.ones((3, 2, 3)))", "x.broadcast_to((2, 2, 3))", "x.diagonal()", "x.trace()", "x.ptp(axis=1)", "x.take(ms.Tensor([0, 4]))",
              "x.take(ms.Tensor([2, 0]), axis=1)", "x.choose([x, x * 2])" if False else "x.nonzero()", "x.resize(3, 3)", "x.ravel()",
              "x.swapaxes(-1, 0)", "x.transpose(-1, 0)", "x.reshape((-1, 2))", "x.reshape(3, -1)", "x.view((3, 2))", "x.view(-1)",
              "x.flatten(order='F')" if False else "x.flatten(start_dim=0)" if False else "x.flatten()", "x.astype('float32')", "x.astype(ms.int8)",
              "x.fill(3)" if False else "x.clip(1, None)" if dx != "bool_" else "x", "x.clamp(min=0)" if dx != "bool_" else "x",
              "x.masked_fill(x > 0, 1.5)" if dx != "bool_" else "x.masked_fill(x, True)", "x.where(x > 0, 0)" if False else "x.lerp(x * 2, 0.5)" if dx.startswith("float") else "x",
              "x.gather(ms.Tensor([[0, 0], [1, 0]]), 1)" if False else "x.gather_elements(1, ms.Tensor([[0, 0], [1, 0]]))",
              "x.index_select(1, ms.Tensor([2, 0]))", "x.scatter(1, ms.Tensor([[0], [2]]), x[:, :1])" if False else "x.narrow(1, 1, 2)",
              "x.split(1, axis=1)" if False else "x.split(2, 1)", "x.chunk(3, 1)", "x.unbind(1)", "x.unsqueeze(-1)", "x.tile((2,))",
              "x.tolist()", "x.item(1)" if False else "x[1, 2].item()", "x.asnumpy().sum()", "x.abs().max()", "x.norm()" if dx.startswith("float") else "x",
              "x.norm(dim=1, keepdim=True)" if False else "x.exp().sum(-1)" if dx.startswith("float") else "x", "x.log2()", "x.log10()", "x.pow(0.5)",
              "x.sqrt()", "x.rsqrt()", "x.square().sum()", "x.sign()", "x.round()", "x.floor()", "x.ceil()", "x.trunc()", "x.frac()" if dx.startswith("float") else "x",
              "x.isclose(x + 1e-7)", "x.isfinite()", "x.isnan().any()", "x.logical_or(x > 1)", "x.logical_xor(x > 1)", "x.bitwise_or(x)" if dx in ("int32", "int64", "bool_", "uint8") else "x",
              "x.topk(2, largest=False)", "x.sort(axis=0)", "x.sort(descending=True)", "x.argsort(axis=0)", "x.argsort(descending=True)",
              "x.unique()" if False else "x.count_nonzero(1)", "x.cummax(1)", "x.cummin(0)", "x.logsumexp(-1, keepdim=True)" if dx.startswith("float") else "x",
              "x.softmax(-1)" if dx.startswith("float") else "x", "x.log_softmax(0)" if dx.startswith("float") else "x", "x.sigmoid()", "x.relu()",
              "x.float().mean()", "x.half().sum()", "x.bool().all()", "x.int().max()", "x.long().min()", "x.double()", "x.short()" if False else "x.to(ms.int16)",
              "x.new_zeros((2, 1))", "x.new_ones(3)", "x.new_full((2,), 3)", "x.zero_()" if False else "x.zeros_like()" if False else "ops.zeros_like(x)",
              "x.matmul(x.T)" if dx != "bool_" else "x", "x.mm(x.T)" if dx != "bool_" else "x", "x.outer(x[0])" if False else "x.t()", "x.T.T",
              "x.mT" if False else "x.moveaxis(0, 1)", "x.flip((0, 1))", "x.fliplr()", "x.flipud()", "x.roll(1, 0)", "x.rot90()",
              "x.tril(-1)", "x.triu()", "x.diag()" if False else "x.sum(keepdims=True)", "x.mean(dtype=ms.float32)" if False else "x.float().var(0, keepdims=True)",
              "x.addmm(x, x.T)" if False else "x.add(x, alpha=2)" if dx not in ("bool_",) else "x", "x.sub(1, alpha=0.5)" if dx.startswith("float") else "x",
              "x.mul(x)", "x.div(x + 1)" if dx != "bool_" else "x", "x.div(2, rounding_mode='floor')" if dx != "bool_" else "x",
              "x.div(2, rounding_mode='trunc')" if dx != "bool_" else "x", "x.floor_divide(x + 7)" if dx != "bool_" else "x",
              "x.remainder(-2)", "x.fmod(-2)", "x.maximum(x.T[:2].T)" if False else "x.fmax(x * 0)" if False else "x.max(0)[0]" if False else "x.amax()",
              "x.clamp(-1, 1).sum()" if dx != "bool_" else "x", "x.std()" if dx.startswith("float") else "x", "x.var()" if dx.startswith("float") else "x",
              "x.nansum()" if dx.startswith("float") else "x", "x.nan_to_num(0.0)", "x.erfinv()" if False else "x.erf()", "x.expm1()",
              "x.numel()", "x.nelement()", "x.element_size()" if False else "x.itemsize", "x.ndimension()" if False else "x.ndim", "x.is_contiguous()",
              "x.contiguous()", "x.dim()", "x.size", "x.shape[-1]", "x.storage_offset()" if False else "x.is_signed()" if False else "x.is_floating_point()",
              "x.is_complex()", "x.type()" if False else "x.dtype", "x.has_init", "x.real" if False else "x.abs()"):
        C(f"m[{e}]_{dx}", e, x=A(dx, 2, 3))



# =============================================================================================
# session 13 (h-sweep5): NaN/inf through the most used primitives, broadcasting of different ranks,
# mint functions and mint.nn.functional, Tensor methods with their gradients, error classes of both,
# Gather batch_dims and SplitV.
family("zoo_nan")
NAN34 = "np.array([[1.0, np.nan, 2.0, -np.inf], [np.inf, -1.0, 0.5, np.nan], [-np.inf, 3.0, 1.0, 0.0]], np.{})"
for dt in ("float32", "float16", "float64"):
    for e in ("ops.ReduceMax()(x, -1)", "ops.ReduceMin(True)(x, 0)", "ops.ReduceSum()(x, 1)", "ops.ReduceMean()(x, 0)",
              "ops.ReduceProd()(x, 1)", "ops.ArgMaxWithValue(-1)(x)", "ops.ArgMinWithValue(0)(x)", "ops.Argmax()(x)",
              "ops.Argmin()(x)", "ops.TopK()(x, 2)", "ops.Sort()(x)", "ops.Sort(0, True)(x)", "ops.Maximum()(x, 0.5)",
              "ops.Minimum()(x, x[:1])", "ops.clip_by_value(x, -1.0, 1.0)", "ops.clamp(x, -1, 1)", "ops.Softmax()(x)",
              "ops.LogSoftmax()(x)", "ops.ReLU()(x)", "ops.ReLU6()(x)", "ops.Sigmoid()(x)", "ops.Tanh()(x)", "ops.Floor()(x)",
              "ops.Round()(x)", "ops.Ceil()(x)", "ops.Sign()(x)", "ops.Abs()(x)", "ops.Square()(x)", "ops.Sqrt()(x)",
              "ops.Log()(x)", "ops.Exp()(x)", "ops.Reciprocal()(x)", "ops.Equal()(x, x)", "ops.NotEqual()(x, x)",
              "ops.Greater()(x, 0)", "ops.LessEqual()(x, x)", "ops.Select()(x > 0, x, -x)", "ops.IsNan()(x)", "ops.IsInf()(x)",
              "ops.IsFinite()(x)", "ops.L2Normalize(-1)(x)", "ops.CumSum()(x, 1)", "ops.CumProd()(x, 1)", "ops.cummax(x, 1)",
              "ops.MaxPool(2, 1)(x[None, None])", "ops.AvgPool(2, 1)(x[None, None])", "ops.RealDiv()(x, 0.0)",
              "ops.Div()(x, x)", "ops.FloorDiv()(x, 2)", "ops.FloorMod()(x, 2)", "ops.Pow()(x, 0.0)", "ops.Pow()(x, 2)",
              "ops.Pow()(x, 0.5)", "ops.Mul()(x, 0)", "ops.SquaredDifference()(x, 1)", "ops.DivNoNan()(x, x * 0)",
              "ops.Xlogy()(x, x)", "ops.nan_to_num(x)", "ops.nan_to_num(x, 0.0, 9.0, -9.0)", "ops.where(ops.isnan(x), 0.0, x)",
              "ops.SmoothL1Loss()(x, ops.ZerosLike()(x))", "ops.SigmoidCrossEntropyWithLogits()(x, ops.OnesLike()(x))",
              "ops.Softplus()(x)", "ops.Erf()(x)", "ops.gelu(x)", "ops.silu(x)", "ops.elu(x)", "ops.leaky_relu(x, 0.1)",
              "ops.Cast()(x, ms.bool_)", "ops.Cast()(x, ms.float16)", "ops.unique(x[0])[0]" if False else "ops.Cast()(x, ms.float64)",
              "ops.nansum(x)" if False else "ops.amax(x, 1)", "ops.amin(x)", "ops.max(x, 1)", "ops.min(x, 0)", "ops.argmax(x, 1)",
              "ops.norm(x)" if False else "ops.logsumexp(x, 1)", "ops.median(x, 1)" if False else "ops.std(x, 1)",
              "x.max()", "x.min(axis=0)", "x.argmax(-1)", "x.argmin(0)", "x.sum()", "x.mean(1)", "x.var(1)",
              "x.topk(2)", "x.sort(descending=True)", "x.argsort()", "x.isnan().sum()", "x.nan_to_num()", "x.clamp(0, 1)",
              "x.abs().max()", "x.cumsum(0)", "x.prod(0)", "x.all()", "x.any(1)", "x.astype(ms.bool_)", "x == x",
              "x != x", "x > 0", "x >= x", "x * 0", "x - x", "x / 0", "x // 1", "x % 2", "x ** 0", "-x", "mint.max(x)",
              "mint.max(x, 1)", "mint.min(x, 0, keepdim=True)", "mint.argmax(x, 1)", "mint.sort(x, 1)", "mint.topk(x, 2)",
              "mint.clamp(x, -1, 1)", "mint.maximum(x, x.T[:3, :3].T[:1] if False else x[:1])", "mint.nn.functional.relu(x)",
              "mint.nn.functional.softmax(x, 1)", "mint.isnan(x)" if False else "mint.isfinite(x)", "mint.where(x > 0, x, 0.0)",
              "mnp.amax(x, 1)", "mnp.nanmax(x, 1)" if False else "mnp.nansum(x, 1)", "mnp.nanmean(x, 0)", "mnp.argmax(x, 1)",
              "mnp.isnan(x)", "mnp.clip(x, -1, 1)", "mnp.maximum(x, 0)", "mnp.fmax(x, 0)" if False else "mnp.sort(x)" if False else "mnp.sign(x)"):
        C(f"nan[{e}]_{dt}", e, x=NAN34.format(dt))
    for e in ("ops.Softmax()(x)", "ops.ReduceMax()(x)", "ops.Sigmoid()(x)", "ops.Exp()(x)", "ops.Log()(x)", "ops.Sqrt()(x)",
              "ops.Maximum()(x, 0.0)", "ops.ReLU()(x)", "ops.TopK()(x, 1)", "ops.Tanh()(x)", "ops.Abs()(x)", "ops.Square()(x)",
              "ops.clip_by_value(x, -1.0, 1.0)", "ops.L2Normalize()(x)", "ops.SmoothL1Loss()(x, x * 0)", "x.max()", "x.sum()"):
        Gd(f"nang[{e}]_{dt}", e, x=NAN34.format(dt))
    INF = "np.array([[1e30, -1e30, 0.0], [np.inf, np.inf, 1.0], [-np.inf, -np.inf, -np.inf]], np.{})"
    for e in ("ops.Softmax()(x)", "ops.LogSoftmax()(x)", "ops.logsumexp(x, 1)", "ops.ReduceSum()(x, 1)", "ops.ReduceMean()(x, 1)",
              "ops.L2Normalize(1)(x)", "ops.Sigmoid()(x)", "ops.Exp()(x)", "ops.Square()(x)", "ops.SigmoidCrossEntropyWithLogits()(x, ops.OnesLike()(x))",
              "ops.Softplus()(x)", "ops.Cast()(x, ms.float16)", "ops.Mul()(x, 0.0)", "x - x", "x / x", "ops.norm(x, 2, 1)" if False else "x.std(1)"):
        C(f"inf[{e}]_{dt}", e, x=INF.format(dt))
    for e in ("ops.Log()(x)", "ops.Sqrt()(x)", "ops.Reciprocal()(x)", "ops.RealDiv()(x, x)", "ops.Pow()(x, -1.0)",
              "ops.Pow()(x, 0.5)", "ops.Rsqrt()(x)", "ops.Xlogy()(x, x)", "ops.Log1p()(x - 1)", "ops.Acos()(x + 0.5)" if False else "ops.ACos()(x + 1.5)",
              "ops.Asin()(x - 1.5)", "ops.Atan2()(x, x)", "ops.FloorDiv()(x + 1, x)", "ops.FloorMod()(x + 1, x)", "ops.Mod()(x + 1, x)",
              "ops.DivNoNan()(x + 1, x)", "ops.erfinv(x + 1)", "ops.Sign()(-x)", "ops.L2Normalize()(x)"):
        C(f"zero[{e}]_{dt}", e, x=f"np.array([0.0, -0.0, 1.0, -1.0], {dt!r})" if False else f"np.array([0.0, -0.0, 1.0, -1.0], np.{dt})")
for dt in ("int32", "int64", "int8", "uint8", "int16"):
    for e in ("x // y", "x % y", "ops.FloorDiv()(x, y)", "ops.FloorMod()(x, y)", "ops.Div()(x, y)", "ops.RealDiv()(x, y)",
              "ops.DivNoNan()(x, y)", "ops.TruncateDiv()(x, y)", "ops.TruncateMod()(x, y)", "ops.Mod()(x, y)", "x / y",
              "ops.div(x, y, rounding_mode='floor')", "ops.div(x, y, rounding_mode='trunc')", "ops.remainder(x, y)", "ops.fmod(x, y)",
              "mint.div(x, y)", "mint.remainder(x, y)", "mint.floor_divide(x, y)", "x.floor_divide(y)", "x.div(y, rounding_mode='floor')"):
        C(f"izero[{e}]_{dt}", e, x=f"np.array([7, 0, 3, 2], np.{dt})", y=f"np.array([0, 0, 2, 1], np.{dt})")

family("zoo_bcast")
SH = (((3, 1), (1, 4)), ((2, 3, 4), (4,)), ((2, 3, 4), (3, 1)), ((1,), (2, 3)), ((), (2, 3)), ((2, 3), ()),
      ((2, 1, 4), (3, 1)), ((0, 3), (1, 3)), ((0, 3), ()), ((1, 0), (3, 1)))
for sx, sy in SH:
    tag = f"{sx}x{sy}".replace(" ", "")
    for e in ("ops.Add()(x, y)", "ops.Sub()(x, y)", "ops.Mul()(x, y)", "ops.RealDiv()(x, y)", "ops.Maximum()(x, y)",
              "ops.Minimum()(x, y)", "ops.Pow()(x, y)", "ops.SquaredDifference()(x, y)", "ops.Equal()(x, y)", "ops.Greater()(x, y)",
              "ops.LessEqual()(x, y)", "ops.LogicalAnd()(x > 0, y > 0)", "ops.Select()(x > y, x, y)" if False else "ops.FloorDiv()(x, y)",
              "ops.Xdivy()(x, y)", "ops.DivNoNan()(x, y)", "ops.Atan2()(x, y)", "ops.where(x > 0, x, y)", "ops.addcmul(x, x, y, 0.5)" if False else "ops.lerp(x, y, 0.5)",
              "x + y", "x * y", "x - y", "x / y", "x ** 2 + y", "x == y", "x < y", "mint.add(x, y, alpha=2)", "mint.mul(x, y)",
              "mint.maximum(x, y)", "mint.where(x > y, x, y)", "mnp.add(x, y)", "mnp.multiply(x, y)", "ops.broadcast_to(x, ops.shape(x + y))"):
        C(f"bc[{e}]_{tag}", e, x=F(*sx), y=F(*sy, pos=True))
    for e in ("ops.Add()(x, y)", "ops.Mul()(x, y)", "ops.RealDiv()(x, y)", "ops.Maximum()(x, y)", "ops.Pow()(x, y)", "ops.SquaredDifference()(x, y)",
              "ops.Sub()(x, y)", "ops.Minimum()(x, y)", "ops.lerp(x, y, 0.5)", "ops.Atan2()(x, y)", "ops.DivNoNan()(x, y)"):
        if 0 not in sx + sy:
            Gd(f"bcg[{e}]_{tag}", e, pos=(0, 1), x=F(*sx), y=F(*sy, pos=True))
    for dx, dy in (("int32", "float16"), ("bool_", "float32"), ("int8", "uint8"), ("int64", "float64"), ("float16", "float32"), ("int16", "int32")):
        C(f"bcdt[x+y]_{tag}_{dx}_{dy}", "ops.Add()(x, y)", x=A(dx, *sx), y=A(dy, *sy, pos=True))
        C(f"bcdt[x*y]_{tag}_{dx}_{dy}", "x * y", x=A(dx, *sx), y=A(dy, *sy, pos=True))
for sx, sy in (((2, 3), (3, 2)), ((2, 3, 4), (2, 4)), ((4,), (3,)), ((0, 3), (2, 3))):
    tag = f"{sx}x{sy}".replace(" ", "")
    for e in ("ops.Add()(x, y)", "ops.Mul()(x, y)", "ops.Maximum()(x, y)", "ops.Equal()(x, y)", "x + y", "mint.add(x, y)", "ops.Select()(x > 0, x, y)",
              "ops.SquaredDifference()(x, y)", "ops.Pow()(x, y)", "ops.broadcast_to(x, y.shape)"):
        C(f"bcerr[{e}]_{tag}", e, x=F(*sx), y=F(*sy))

family("zoo_mint2")
MF = "mint.nn.functional"
for dx in ("float32", "float16", "float64"):
    X4, X2 = A(dx, 2, 3, 4, 5), A(dx, 3, 4)
    W4 = f"ops.Cast()(ms.Tensor((np.arange(54).reshape(2, 3, 3, 3) % 7 - 3) * 0.1), x.dtype)"
    for e in (f"{MF}.relu(x)", f"{MF}.gelu(x)", f"{MF}.gelu(x, approximate='tanh')", f"{MF}.silu(x)", f"{MF}.sigmoid(x)",
              f"{MF}.tanh(x)", f"{MF}.softmax(x, -1)", f"{MF}.softmax(x, 1)", f"{MF}.log_softmax(x, -1)", f"{MF}.leaky_relu(x, 0.2)",
              f"{MF}.elu(x)", f"{MF}.hardswish(x)", f"{MF}.hardsigmoid(x)", f"{MF}.softplus(x)", f"{MF}.mish(x)", f"{MF}.relu6(x)",
              f"{MF}.dropout(x, 0.5, False)", f"{MF}.dropout(x, p=0.0)", f"{MF}.layer_norm(x, (5,))", f"{MF}.layer_norm(x, (4, 5), ops.OnesLike()(x[0, 0]) * 2, ops.ZerosLike()(x[0, 0]) + 0.5)",
              f"{MF}.group_norm(x, 3)", f"{MF}.batch_norm(x, ops.ZerosLike()(x[0, :, 0, 0]), ops.OnesLike()(x[0, :, 0, 0]))",
              f"{MF}.batch_norm(x, ops.ZerosLike()(x[0, :, 0, 0]) + 0.5, ops.OnesLike()(x[0, :, 0, 0]) * 2, training=False)",
              f"{MF}.linear(x, ops.OnesLike()(x[0, 0, :2]))" if False else f"{MF}.linear(x, ops.Cast()(ms.Tensor(np.arange(10).reshape(2, 5) * 0.1), x.dtype))",
              f"{MF}.linear(x, ops.Cast()(ms.Tensor(np.arange(10).reshape(2, 5) * 0.1), x.dtype), ops.Cast()(ms.Tensor([1.0, -1.0]), x.dtype))",
              f"{MF}.conv2d(x, {W4})", f"{MF}.conv2d(x, {W4}, None, 2, 1)", f"{MF}.conv2d(x, {W4}, padding='same')",
              f"{MF}.max_pool2d(x, 2)", f"{MF}.max_pool2d(x, 3, 2, 1)", f"{MF}.max_pool2d(x, 2, ceil_mode=True)",
              f"{MF}.avg_pool2d(x, 2)", f"{MF}.avg_pool2d(x, 3, 2, 1)", f"{MF}.avg_pool2d(x, 3, 2, 1, count_include_pad=False)",
              f"{MF}.avg_pool2d(x, 2, ceil_mode=True)", f"{MF}.adaptive_avg_pool2d(x, (2, 3))" if False else f"{MF}.interpolate(x, size=(6, 7), mode='bilinear')",
              f"{MF}.interpolate(x, scale_factor=2.0, mode='nearest')", f"{MF}.interpolate(x, size=(6, 7), mode='bilinear', align_corners=True)",
              f"{MF}.pad(x, (1, 2))", f"{MF}.pad(x, (1, 1, 2, 0), value=1.5)", f"{MF}.pad(x, (1, 2, 1, 0), mode='reflect')",
              f"{MF}.pad(x, (1, 2), mode='replicate')", f"{MF}.normalize(x)" if False else f"{MF}.one_hot(ms.Tensor([0, 2, 1]), 4)",
              f"{MF}.embedding(ms.Tensor([[0, 2], [1, 1]]), x[0, 0])", f"{MF}.unfold(x, 2)" if False else f"{MF}.softmax(x, 0)",
              "mint.cat((x, x), -1)", "mint.cat([x, x[:, :1]], 1)", "mint.stack((x, x), -1)", "mint.matmul(x, x.transpose(0, 1, 3, 2))",
              "mint.bmm(x[0], x[0].transpose(0, 2, 1))", "mint.baddbmm(x[0, :, :, :4], x[0], x[1].transpose(0, 2, 1), beta=0.5, alpha=2.0)" if False else "mint.split(x, 2, -1)",
              "mint.chunk(x, 2, 1)" if False else "mint.split(x, [1, 2], 1)", "mint.narrow(x, -1, 1, 3)", "mint.permute(x, (0, 2, -1, 1))",
              "mint.flatten(x, 1)", "mint.flatten(x, 1, 2)", "mint.unsqueeze(x, -1)", "mint.squeeze(x[:, :1], 1)", "mint.transpose(x, -1, 1)",
              "mint.sum(x, (1, -1))", "mint.sum(x, -1, True)", "mint.mean(x, (2, 3), keepdim=True)", "mint.max(x, -1)", "mint.min(x, 1, True)",
              "mint.amax(x, (1, 2))" if False else "mint.argmax(x, -1, True)", "mint.argmin(x, 1)" if False else "mint.prod(x, -1)",
              "mint.cumsum(x, -1)", "mint.sort(x, -1, True)", "mint.topk(x, 2, -1, False)", "mint.gather(x, -1, ms.Tensor(np.arange(120).reshape(2, 3, 4, 5) % 5))",
              "mint.index_select(x, -1, ms.Tensor([4, 0]))", "mint.masked_select(x, x > 0)", "mint.where(x > 0, x, 0.0)", "mint.clamp(x, -1.0, 1.0)",
              "mint.clamp(x, max=0.5)", "mint.tile(x, (2,))", "mint.repeat_interleave(x, 2, -1)", "mint.flip(x, (-1, 0))", "mint.tril(x, -1)",
              "mint.triu(x)", "mint.zeros_like(x)", "mint.ones_like(x, dtype=ms.int32)", "mint.full_like(x, 2)", "mint.exp(x)", "mint.log(mint.abs(x) + 1)",
              "mint.sqrt(mint.abs(x))", "mint.rsqrt(mint.abs(x) + 1)", "mint.pow(x, 2)", "mint.pow(2, x)" if False else "mint.pow(x, x[:1])",
              "mint.mul(x, 0.5)", "mint.div(x, 3)", "mint.sub(x, x, alpha=0.5)", "mint.einsum('bchw->bhwc', x)" if False else "mint.std(x, -1)" if False else "mint.var(x, -1)" if False else "mint.mean(x)",
              "mint.norm(x)", "mint.norm(x, 2, -1)", "mint.norm(x, 1, (1, 2), True)" if False else "mint.norm(x, float('inf'), -1)", "mint.cumprod(x, 1)" if False else "mint.cummax(x, 1)",
              "mint.logsumexp(x, -1)", "mint.softmax(x, -1)" if False else "mint.nn.functional.log_softmax(x, 1)", "mint.any(x > 0, -1)", "mint.all(x > 0, (1, 2))" if False else "mint.all(x > -10)",
              "mint.isclose(x, x * 1.0001)", "mint.allclose(x, x)" if False else "mint.equal(x, x)", "mint.stack([x[0], x[1]])", "mint.broadcast_to(x[:, :1], (2, 3, 4, 5))",
              "mint.diff(x)" if False else "mint.reshape(x, (6, -1))", "mint.abs(x)", "mint.neg(x)", "mint.sign(x)", "mint.erf(x)", "mint.sigmoid(x)"):
        C(f"mf[{e}]_{dx}", e, x=X4)
        if not any(s in e for s in ("argmax", "sort", "topk", "one_hot", "embedding", "masked_select", "isclose", "equal", "any(", "all(", "zeros_like", "ones_like", "full_like")):
            Gd(f"mfg[{e}]_{dx}", e, x=X4)
    L2 = "ms.Tensor([0, 3, 1])"
    for e in (f"{MF}.cross_entropy(x, {L2})", f"{MF}.cross_entropy(x, {L2}, reduction='sum')", f"{MF}.cross_entropy(x, {L2}, label_smoothing=0.1)",
              f"{MF}.cross_entropy(x, ops.Softmax()(x * 0.5))", f"{MF}.cross_entropy(x, ms.Tensor([0, -100, 1]))", f"{MF}.nll_loss(ops.LogSoftmax()(x), {L2})",
              f"{MF}.mse_loss(x, x * 0.5)", f"{MF}.mse_loss(x, x[0], reduction='sum')", f"{MF}.l1_loss(x, x * 0.5, reduction='none')",
              f"{MF}.smooth_l1_loss(x, x * 0.25)", f"{MF}.smooth_l1_loss(x, x * 0.25, beta=0.5, reduction='sum')",
              f"{MF}.binary_cross_entropy_with_logits(x, ops.Sigmoid()(x * 0.5))", f"{MF}.binary_cross_entropy_with_logits(x, ops.Sigmoid()(x), reduction='none', pos_weight=ms.Tensor([1.0, 2.0, 0.5, 1.5], x.dtype))",
              f"{MF}.binary_cross_entropy(ops.Sigmoid()(x), ops.Sigmoid()(x * 0.5))", f"{MF}.kl_div(ops.LogSoftmax()(x), ops.Softmax()(x * 0.5), reduction='batchmean')" if False else f"{MF}.softmax(x, -1)",
              "mint.matmul(x, x.T)", "mint.mm(x, x.T)" if False else "mint.matmul(x[0], x.T)", "mint.addmm(x[:, :3], x, x.T[:, :3] if False else x[:, :3].T.T[:, :3] if False else x.T @ x[:, :3] if False else x[:4, :3] if False else x.T[:, :3].T[:, :3] if False else x[:, :3].T @ x[:, :3] if False else x.T[:4, :3], beta=0.5, alpha=2.0)" if False else "mint.outer(x[0], x[1])",
              f"{MF}.linear(x, x)", f"{MF}.normalize(x)" if False else f"{MF}.dropout(x, training=False)"):
        C(f"mfl[{e}]_{dx}", e, x=X2)
        if "[0, -100, 1]" not in e:
            Gd(f"mflg[{e}]_{dx}", e, x=X2)
    for e in ("mint.sum(x)", "mint.mean(x)", "mint.max(x)", "mint.argmax(x)", "mint.unsqueeze(x, 0)", "mint.flatten(x)", "mint.cat((x[None], x[None]))",
              "mint.stack((x, x))", "mint.clamp(x, 0.0, 1.0)", "mint.where(x > 0, x, 1.0)", f"{MF}.relu(x)", f"{MF}.softmax(x, 0)", "mint.cumsum(x, 0)",
              "mint.sort(x)", "mint.topk(x[None], 1)", "mint.reshape(x, (1, 1))", "mint.permute(x, ())", "mint.tile(x, (2,))", "mint.norm(x)"):
        C(f"mf0d[{e}]_{dx}", e, x=A(dx))
    for e in ("mint.sum(x)", "mint.sum(x, 0)", "mint.mean(x, 1)", "mint.max(x, 1)", "mint.cat((x, x))", "mint.stack((x, x))", f"{MF}.softmax(x, 1)",
              f"{MF}.relu(x)", "mint.flatten(x)", "mint.matmul(x.T, x)", "mint.sort(x, 1)", "mint.norm(x)", "mint.cumsum(x, 0)", "mint.where(x > 0, x, 0.0)",
              f"{MF}.linear(x, ops.OnesLike()(x[:0].T @ x[:0] if False else ms.Tensor(np.ones((2, 3)), x.dtype)))", "mint.argmax(x, 1)", "mint.split(x, 2, 1)"):
        C(f"mfempty[{e}]_{dx}", e, x=A(dx, 0, 3))
for dx in ("int32", "int64", "bool_", "uint8", "int8"):
    for e in ("mint.cat((x, x), -1)", "mint.stack((x, x))", "mint.sum(x, -1)", "mint.mean(x.float(), 0)" if False else "mint.max(x, -1)", "mint.argmax(x, -1)",
              "mint.cumsum(x, -1)", "mint.sort(x, -1)", "mint.topk(x, 2)", "mint.where(x > 1, x, 0)", "mint.clamp(x, 0, 2)" if dx != "bool_" else "x",
              "mint.gather(x, 1, ms.Tensor([[0, 1], [2, 0]]))", "mint.index_select(x, 0, ms.Tensor([1]))", "mint.flip(x, (-1,))",
              "mint.zeros_like(x)", "mint.full_like(x, 2)", "mint.tile(x, (2, 1))", "mint.repeat_interleave(x, 2, 0)", "mint.permute(x, (1, 0))",
              "mint.flatten(x)", "mint.unsqueeze(x, 1)", "mint.tril(x)", "mint.abs(x)" if dx != "bool_" else "x", "mint.neg(x)" if dx not in ("bool_", "uint8") else "x",
              "mint.mul(x, 2)", "mint.add(x, 1.5)", "mint.sub(x, 1)" if dx != "bool_" else "x", "mint.div(x, 2)", "mint.remainder(x, 3)", "mint.floor_divide(x, 2)",
              "mint.eq(x, 1)", "mint.logical_not(x)", "mint.prod(x, 0)", "mint.any(x)", "mint.all(x, 1)", "mint.count_nonzero(x)" if False else "mint.nonzero(x)",
              f"{MF}.one_hot(ms.Tensor([0, 2, 1]), -1)", f"{MF}.relu(x)" if dx != "bool_" else "x", "mint.maximum(x, x[:1])", "mint.minimum(x, 1)" if False else "mint.unique(x)" if False else "mint.cummax(x, 0)" if dx != "bool_" else "x"):
        C(f"mfi[{e}]_{dx}", e, x=A(dx, 2, 3))

family("zoo_methods2")
for dx in ("float32", "float16", "float64"):
    X = A(dx, 2, 3, 4)
    for e in ("x.sum(-1)", "x.sum((0, -1), keepdims=True)", "x.mean(-2)", "x.mean(axis=(1, 2), keep_dims=True)", "x.max(-1)", "x.max(axis=0)",
              "x.min(1, keepdims=True)", "x.prod(-1)", "x.var(-1)", "x.std(axis=(0, 2))", "x.norm()" if False else "x.norm(p=2, dim=-1)" if False else "x.abs().sum(-1)",
              "x.permute(2, 0, 1)", "x.permute((0, -1, 1))", "x.view(6, 4)", "x.view(-1, 12)", "x.reshape(4, -1)", "x.transpose(-1, 0, 1)",
              "x.swapaxes(0, -1)", "x.expand_dims(-1)", "x.unsqueeze(1)", "x[:, :1].squeeze(1)", "x.flatten()", "x.repeat(2, axis=-1)",
              "x.repeat_interleave(2, 1)", "x.tile((2, 1, 1))", "x.expand(2, 2, 3, 4)" if False else "x.broadcast_to((2, 2, 3, 4))",
              "x.masked_fill(x > 0, 0.0)", "x.masked_fill(x > 0, -1e4)", "x.clamp(-1.0, 1.0)", "x.clip(min=0.0)", "x.pow(2)", "x.pow(x * 0 + 2)",
              "x.exp()", "x.log()" if False else "x.abs().log1p()", "x.sqrt()" if False else "x.abs().sqrt()", "x.rsqrt()" if False else "(x.abs() + 1).rsqrt()",
              "x.sigmoid()", "x.tanh()", "x.relu()", "x.softmax(-1)", "x.log_softmax(1)", "x.gather(ms.Tensor([0, 2]), -1)" if False else "x.gather_elements(-1, ms.Tensor(np.arange(24).reshape(2, 3, 4) % 4))",
              "x.index_select(-1, ms.Tensor([3, 0]))", "x.split(2, -1)[1]", "x.chunk(2, -1)[0]", "x.split([1, 2], 1)[1]", "x.narrow(-1, 1, 2)",
              "x.cumsum(-1)", "x.cumprod(1)" if False else "x.cumsum(0)", "x.topk(2)[0]", "x.sort(-1)[0]", "x.flip(-1)", "x.roll(1, -1)",
              "x.tril()", "x.triu(1)", "x.mul(x)", "x.add(x, alpha=0.5)", "x.sub(1.0)", "x.div(2.0)", "x.true_divide(x.abs() + 1)",
              "x.maximum(x * 0)", "x.minimum(x * 0)", "x.abs()", "x.neg()", "x.square()", "x.matmul(x.transpose(0, 2, 1))",
              "x.bmm(x.transpose(0, 2, 1))" if False else "x.mean()", "x.logsumexp(-1)", "x.amax(-1)", "x.amin((0, 1))", "x.float()", "x.half()",
              "x.double()" if False else "x.astype(ms.float32)", "x.to(ms.float16)", "x.clone()", "x.contiguous()", "x.T", "x.mT" if False else "x.t()" if False else "x[0].t()",
              "x.lerp(x * 2, 0.25)", "x.addcmul(x, x, value=0.5)" if False else "x.addcdiv(x, x.abs() + 1, value=0.5)", "x.where(x > 0, x * 2)" if False else "x.erf()",
              "x.scatter(-1, ms.Tensor(np.zeros((2, 3, 1), np.int64)), x[..., :1] * 3)" if False else "x.masked_select(x > 0)" if False else "x.nan_to_num()",
              "x.index_add(1, ms.Tensor([0, 2], ms.int32), x[:, :2])" if False else "x.diagonal()" if False else "x.trace()" if False else "x.sum() * 2",
              "x.new_zeros((2,)) + x.sum()", "x.expand_as(ops.ones((2, 2, 3, 4), x.dtype))", "x.view_as(x.reshape(4, 6))" if False else "x.reshape_as(ops.ones((4, 6)))" if False else "x.reshape(x.shape[0], -1)",
              "x.unbind(1)[0]", "x.floor()", "x.round()", "x.sign()", "x.frac()", "x.trunc()", "x.ceil()", "x.reciprocal()" if False else "x.atan2(x.abs() + 1)"):
        C(f"m2[{e}]_{dx}", e, x=X)
        Gd(f"m2g[{e}]_{dx}", e, x=X)
    for e in ("x.sum()", "x.mean()", "x.max()", "x.min()", "x.argmax()", "x.reshape(1)", "x.view(1, 1)", "x.expand_dims(0)", "x.unsqueeze(-1)",
              "x.squeeze()", "x.flatten()", "x.item()", "x.tolist()", "x.float()", "x.astype(ms.int32)", "x.clamp(0.0, 1.0)", "x.pow(2)",
              "x.repeat(2)", "x.tile((2,))", "x.softmax(0)" if False else "x.sigmoid()", "x.cumsum(0)" if False else "x.abs()", "x.all()", "x.any()",
              "x.norm()", "x.std()" if False else "x.var()" if False else "x.exp()", "x.topk(1)" if False else "x.T", "x.permute()" if False else "x.transpose()",
              "x.shape", "x.size", "x.ndim", "x.numel()", "x.dim()", "len(x.shape)", "x.masked_fill(x > 0, 0.0)", "x.log_softmax(0)" if False else "x.square()"):
        C(f"m20d[{e}]_{dx}", e, x=A(dx))
    for e in ("x.sum()", "x.sum(0)", "x.mean(1)", "x.mean()", "x.max(1)", "x.min(axis=1)" if False else "x.argmax(1)", "x.prod(0)", "x.var(1)",
              "x.std(0)", "x.reshape(3, 0)", "x.view(-1)", "x.permute(1, 0)", "x.transpose()", "x.flatten()", "x.unsqueeze(0)",
              "x.repeat(2, 0)", "x.tile((2, 2))", "x.softmax(-1)", "x.cumsum(0)", "x.sort(1)[0]", "x.topk(1)[0]", "x.norm()",
              "x.masked_fill(x > 0, 1.0)", "x.clamp(0, 1)", "x.all()", "x.any()", "x.tolist()", "x.abs().max(1)", "x.logsumexp(1)",
              "x.amax(1)", "x.split(1, 1)", "x.chunk(3, 1)" if False else "x.index_select(1, ms.Tensor([0, 2]))", "x.matmul(x.T)", "x.T.matmul(x)"):
        C(f"m2empty[{e}]_{dx}", e, x=A(dx, 0, 3))
for dx in ("int32", "int64", "bool_", "uint8", "int8", "int16"):
    for e in ("x.sum(-1)", "x.sum(keepdims=True)", "x.mean()" if dx != "bool_" else "x.float().mean()", "x.max(-1)", "x.min()", "x.argmax(-1)", "x.argmin()",
              "x.prod(-1)", "x.cumsum(-1)", "x.all(-1)", "x.any()", "x.permute(1, 0)", "x.view(3, 2)", "x.reshape(-1)", "x.unsqueeze(0)", "x.repeat(2, -1)",
              "x.tile((2, 1))", "x.masked_fill(x > 1, 9)", "x.masked_fill(x > 1, 2.5)", "x.clamp(0, 2)", "x.clamp(0.5, 1.5)", "x.float()", "x.int()",
              "x.long()", "x.bool()", "x.half()", "x.astype(ms.uint8)", "x.abs()", "x.neg()" if dx not in ("bool_", "uint8") else "x", "x.pow(2)",
              "x.mul(2)", "x.mul(2.5)", "x.add(1)", "x.add(1.5)", "x.sub(1)", "x.div(2)", "x / 2", "x // 2", "x % 2", "x.remainder(2)",
              "x.floor_divide(2)", "x.eq(1)", "x.ne(1)", "x.gt(0)", "x.lt(1)", "x.ge(x)", "x.le(1.5)", "x.maximum(x * 0)", "x.minimum(x[:1])",
              "x.sort(-1)", "x.topk(2)", "x.argsort(-1)", "x.flip(0)", "x.roll(1, 1)", "x.tril()", "x.triu()", "x.tolist()", "x.item(0)" if False else "x[0, 0].item()",
              "x.index_select(1, ms.Tensor([2, 0]))", "x.gather_elements(1, ms.Tensor([[0, 1], [2, 0]]))", "x.nonzero()", "x.count_nonzero()",
              "x.square()", "x.sign()", "x.float().softmax(-1)", "x.bitwise_and(x)" if dx != "bool_" else "x.logical_and(x)", "x.logical_not()",
              "x.split(1, 1)", "x.chunk(2, 0)", "x.cummax(1)" if dx != "bool_" else "x", "x.unique()" if False else "x.diag()" if False else "x.trace()",
              "x.sum(dtype=ms.float32)" if False else "x.nansum()" if False else "x.mean(dtype=ms.float32)" if False else "x.std()" if False else "x.to(ms.float32)",
              "x.new_ones((2,))", "x.new_full((2,), 3)", "x.new_zeros((1,))", "x.sqrt()", "x.exp()", "x.log()", "x.sigmoid()", "x.tanh()",
              "x.relu()" if dx != "bool_" else "x", "x.floor()", "x.round()", "x.ceil()", "x.reciprocal()", "x.rsqrt()", "x.erf()", "x.isnan()",
              "x.isfinite()", "x.norm()" if False else "x.abs().sum()"):
        C(f"m2i[{e}]_{dx}", e, x=A(dx, 2, 3))
# setitem on the most used patterns (statement kind)
for dx in ("float32", "int32", "float16", "bool_", "int64"):
    for s in ("x[0] = 1", "x[:, 1] = 0", "x[x > 1] = 0" if dx != "bool_" else "x[x] = False", "x[..., -1] = 2.5", "x[0, 1] = x[1, 2]",
              "x[ms.Tensor([1, 0])] = 0", "x[:, ms.Tensor([2, 0])] = 1", "x[1:, :2] = x[:1, 1:]", "x[None, 0] = 3", "x[-1] += 1" if dx != "bool_" else "x[-1] = True",
              "x[:] = 7", "x[0, :] = ms.Tensor([1, 2, 3])", "x[1] = ms.Tensor(2.5)", "x[0][1] = 5", "x[x < 2] = x[x < 2] * 2" if dx != "bool_" else "x[0] = x[1]"):
        C(f"set[{s}]_{dx}", "", kind=("stmt", s), x=A(dx, 2, 3))

family("zoo_err3")
for dx in ("float32", "int32"):
    for e in ("mint.cat((x, x), 3)", "mint.cat((x, x[0]))", "mint.stack((x, x), 4)", "mint.stack((x, x[0]))", "mint.sum(x, 3)", "mint.mean(x, -4)",
              "mint.max(x, 3)", "mint.argmax(x, 5)", "mint.permute(x, (0, 1))", "mint.permute(x, (0, 0, 1))", "mint.transpose(x, 0, 3)",
              "mint.flatten(x, 2, 1)", "mint.unsqueeze(x, 4)", "mint.squeeze(x, 0)" if False else "mint.squeeze(x, 5)", "mint.narrow(x, 1, 2, 5)",
              "mint.split(x, 0, 1)", "mint.split(x, [1, 1], 1)", "mint.gather(x, 3, ms.Tensor([[[0]]]))", "mint.gather(x, 1, ms.Tensor([[[5]]]))",
              "mint.index_select(x, 1, ms.Tensor([7]))", "mint.index_select(x, 4, ms.Tensor([0]))", "mint.topk(x, 9)", "mint.sort(x, 3)",
              "mint.tile(x, (-1,))", "mint.reshape(x, (5, -1))", "mint.matmul(x, x)", "mint.bmm(x, x)", "mint.clamp(x)" if False else "mint.where(x, x, x)" if dx != "int32" else "mint.where(x > 0, x, x[:, :2])",
              "mint.nn.functional.softmax(x, 3)", "mint.nn.functional.linear(x, x)", "mint.nn.functional.one_hot(ms.Tensor([0, 5]), 3)",
              "mint.nn.functional.conv2d(x, x)", "mint.nn.functional.max_pool2d(x, 7)", "mint.nn.functional.pad(x, (1,))",
              "mint.nn.functional.layer_norm(x, (3,))", "mint.nn.functional.cross_entropy(x, ms.Tensor([[0]]))", "mint.nn.functional.mse_loss(x, x[:, :2])",
              "mint.nn.functional.interpolate(x, size=(2, 2))" if False else "mint.nn.functional.interpolate(x[None], size=(2, 2), mode='bogus')",
              "x.sum(3)", "x.mean(-4)", "x.max(axis=3)", "x.argmax(5)", "x.permute(0, 1)", "x.view(5, -1)", "x.reshape(7)", "x.transpose(0, 3)",
              "x.squeeze(0)", "x.unsqueeze(5)", "x.expand_dims(-5)", "x.repeat(-1)" if False else "x.repeat(2, axis=3)", "x.tile((-1,))",
              "x.masked_fill(x[0, 0, 0], 1)", "x.masked_fill(x > 0, x)", "x.index_select(0, ms.Tensor([5]))", "x.gather_elements(5, x)",
              "x.split(0, 1)", "x.chunk(0)", "x.narrow(0, 1, 5)", "x.topk(5)", "x.sort(5)", "x.flip(5)", "x.roll(1, 5)", "x.tril(1)" if False else "x[0, 0].tril()",
              "x.broadcast_to((3, 3, 4))", "x.expand_as(x[0])", "x.astype('bogus')", "x.to('cpu')" if False else "x.astype(7)", "x.item()", "x.clamp()",
              "x.clamp(ms.Tensor([1, 2]), 3)", "x[5]", "x[:, 7]", "x[0, 0, 0, 0]", "x[ms.Tensor([5])]", "x.view(ms.float16)" if False else "x.cumsum(3)",
              "x.var(ddof=-1)" if False else "x.std(5)", "x.pow('a')", "x.matmul(x)", "x + x[:, :2]", "x.div(x, rounding_mode='bad')",
              "ops.Gather(batch_dims=3)(x, ms.Tensor([[0]]), 1)", "ops.SplitV((1, 2), 1, 3)(x)", "ops.SplitV((1, -1), 1, 2)(x)", "ops.SplitV((1, 5), 1, 2)(x)"):
        C(f"err3[{e}]_{dx}", e, x=A(dx, 2, 3, 4))

family("zoo_left")
for dx in ("float32", "int32", "float16", "bool_", "int64"):
    for e in ("ops.Gather(1)(x, ms.Tensor([[0, 2], [1, 0]]), 1)", "ops.Gather(1)(x, ms.Tensor([[0], [3]]), 2)", "ops.Gather(batch_dims=1)(x, ms.Tensor([[1, 0, 2], [2, 2, 0]]), 1)",
              "ops.Gather(batch_dims=2)(x, ms.Tensor(np.arange(6).reshape(2, 3) % 4), 2)", "ops.Gather(batch_dims=-1)(x, ms.Tensor([[0, 1], [2, 0]]), 1)" if False else "ops.Gather(0)(x, ms.Tensor([1, 0]), 0)",
              "ops.gather(x, ms.Tensor([[0, 2], [1, 0]]), 1, batch_dims=1)", "ops.gather(x, ms.Tensor([[0, 2], [1, 0]]), 2, 1)",
              "ops.SplitV((1, 2), 1, 2)(x)", "ops.SplitV((2, -1), 2, 2)(x)", "ops.SplitV((1, 1, 2), -1, 3)(x)", "ops.SplitV((2,), 0, 1)(x)",
              "ops.SplitV((0, 3), 1, 2)(x)", "ops.split(x, (1, 2), 1)", "ops.split(x, [3, 1], -1)", "ops.split(x, 2, -1)", "ops.split(x, 3, 2)",
              "ops.tensor_split(x, 2, 1)" if False else "ops.chunk(x, 3, -1)"):
        C(f"left[{e}]_{dx}", e, x=A(dx, 2, 3, 4))
for dx in ("float32", "float16"):
    for e in ("ops.Gather(1)(x, ms.Tensor([[0, 2], [1, 0]]), 1)", "ops.gather(x, ms.Tensor([[0, 2], [1, 0]]), 2, 1)",
              "ops.SplitV((1, 2), 1, 2)(x)[1]", "ops.SplitV((2, -1), 2, 2)(x)[0]", "ops.split(x, [3, 1], -1)[0]"):
        Gd(f"leftg[{e}]_{dx}", e, x=A(dx, 2, 3, 4))

family("zoo_prims6")
# session 14 (h-sweep6): primitives and functions diff_sweep had not reached, with non-default attributes
for dx in ("float32", "float16", "float64", "int32", "int64", "uint8", "bool_"):
    for e in ("ops.MirrorPad('REFLECT')(x, ms.Tensor([[0, 0], [1, 1], [2, 1]]))", "ops.MirrorPad('SYMMETRIC')(x, ms.Tensor([[1, 0], [0, 2], [1, 1]]))",
              "ops.tril(x, 1)", "ops.triu(x, -1)", "ops.tril(x[0])", "ops.triu(x, 2)", "ops.Tril(-1)(x)", "ops.Triu(1)(x)",
              "ops.Unique()(x.reshape(-1))", "ops.unique(x)", "ops.unique_consecutive(x.reshape(-1))", "ops.Roll(2, 1)(x)" if False else "ops.roll(x, 2, 1)",
              "ops.roll(x, (1, -1), (0, 2))", "ops.roll(x, 3)", "ops.InTopK(2)(ops.Cast()(x[0], ms.float32), ms.Tensor([0, 3, 1], ms.int32))",
              "ops.Assign()(ms.Parameter(ops.zeros_like(x), name='p'), x)", "ops.flip(x, (0, -1))", "ops.fliplr(x[0])", "ops.flipud(x)",
              "ops.ReverseV2((-1, 0))(x)", "ops.rot90(x, 1, (1, 2))", "ops.rot90(x, -1, (0, 1))", "ops.searchsorted(ops.sort(x.reshape(-1))[0], x[0])",
              "ops.bincount(ops.Cast()(ops.abs(x.reshape(-1)), ms.int32))", "ops.histc(ops.Cast()(x, ms.float32), 4, -2.0, 3.0)",
              "ops.diag(x[0, 0])", "ops.diagonal(x, 1, 1, 2)", "ops.diag_embed(x[0])", "ops.trace(x[0])", "ops.kron(x[0], x[1, :2])",
              "ops.cross(x[:, :3, :3], x[:, 1:, :3], 1)" if False else "ops.inner(x, x[0])", "ops.outer(x[0, 0], x[1, 1])",
              "ops.einsum('ijk->ikj', x)" if dx in ("float32", "float64", "float16") else "x", "ops.einsum('ijk,ik->ij', x, x[:, 0])" if dx in ("float32", "float64") else "x",
              "ops.masked_select(x, x > 0)", "ops.where(x > 1)" if False else "ops.nonzero(x)", "ops.argwhere(x)",
              "ops.count_nonzero(x, 1)", "ops.cumsum(x, -1)", "ops.cummin(x, 1)", "ops.logcumsumexp(ops.Cast()(x, ms.float32), 1)",
              "ops.repeat_interleave(x, 2, 1)", "ops.repeat_elements(x, 2, -1)", "ops.tile(x, (2,))", "ops.broadcast_to(x[:, :1], (2, 3, 4))",
              "ops.narrow(x, 2, 1, 2)", "ops.select_scatter(x, x[:, 0] * 0, 1, 0)" if False else "ops.slice_scatter(x, x[:, :1], 1, 0, 1)",
              "ops.index_select(x, -1, ms.Tensor([3, 0], ms.int32))", "ops.index_add(x, 1, ms.Tensor([0, 2], ms.int32), x[:, :2])" if dx not in ("bool_", "uint8") else "x",
              "ops.scatter(x, 1, ms.Tensor([[[0, 1, 2, 0]], [[2, 2, 1, 0]]]), x[:, :1])", "ops.gather_elements(x, 2, ms.Tensor(np.arange(24).reshape(2, 3, 4) % 4))",
              "ops.top_k(ops.Cast()(x, ms.float32), 2, sorted=False)[1]" if False else "ops.topk(ops.Cast()(x, ms.float32), 2, 1, False)",
              "ops.topk(ops.Cast()(x, ms.float32), 2, largest=False)", "ops.sort(x, 1, True)", "ops.argsort(x, 0, True)", "ops.msort(x)",
              "ops.amax(x, (0, 2), True)", "ops.amin(x, -1)", "ops.aminmax(x, axis=1)" if False else "ops.max(x, 1, True)", "ops.min(x, -1)",
              "ops.argmax(x, 1, True)", "ops.argmin(x, -1)", "ops.std(ops.Cast()(x, ms.float32), 1, 0)" if False else "ops.var(ops.Cast()(x, ms.float32), 1)",
              "ops.std(ops.Cast()(x, ms.float32), (0, 2), 0, True)", "ops.std_mean(ops.Cast()(x, ms.float32), -1)",
              "ops.prod(x, 2, True)", "ops.sum(x, (0, 2), dtype=ms.float32)" if False else "ops.mean(ops.Cast()(x, ms.float32), (0, -1), True)",
              "ops.logsumexp(ops.Cast()(x, ms.float32), 1, True)", "ops.all(x, (0, 1))", "ops.any(x, -1, True)", "ops.isclose(x, x + 1e-9)",
              "ops.equal(x, x[0])", "ops.fill(x.dtype, (2, 2), 3)" if dx != "bool_" else "x", "ops.full((2, 2), 1, dtype=x.dtype)" if dx != "bool_" else "x",
              "ops.arange(0, 5, 2, dtype=x.dtype)" if dx not in ("bool_", "uint8") else "x", "ops.linspace(0, 1, 3)",
              "ops.eye(3, 2, x.dtype)", "ops.zeros((2, 0), x.dtype)", "ops.ones(3, x.dtype)", "ops.tensor_split(x, 2, 2)",
              "ops.hsplit(x, 2)", "ops.vsplit(x, 2)" if False else "ops.dsplit(x, 2)", "ops.movedim(x, 0, -1)", "ops.swapaxes(x, 0, 2)",
              "ops.permute(x, (2, 0, 1))", "ops.flatten(x, start_dim=1)", "ops.unsqueeze(x, -1)", "ops.squeeze(x[:, :1], 1)",
              "ops.unbind(x, 1)", "ops.atleast_2d(x[0, 0])", "ops.column_stack((x[0, 0], x[1, 0]))", "ops.hstack((x, x))", "ops.vstack((x[0], x[1]))",
              "ops.cat((x, x), -1)", "ops.stack((x, x), -1)", "ops.masked_fill(x, x > 1, 0)" if dx != "bool_" else "x",
              "ops.where(x > 1, x, 0)" if dx != "bool_" else "x", "ops.clamp(x, 0, 2)" if dx != "bool_" else "x", "ops.minimum(x, 1)", "ops.maximum(x, x[0])",
              "ops.bitwise_and(x, x[0])" if dx in ("int32", "int64", "uint8", "bool_") else "x", "ops.bitwise_left_shift(x, 1)" if dx in ("int32", "int64", "uint8") else "x",
              "ops.sgn(x)" if dx != "bool_" else "x", "ops.signbit(x)" if dx != "bool_" else "x", "ops.heaviside(x, x[0])" if dx != "bool_" else "x",
              "ops.lerp(x, x * 2, 0.5)" if dx.startswith("float") else "x", "ops.addcmul(x, x, x, 0.5)" if dx.startswith("float") else "x",
              "ops.addcdiv(x, x, x + 10, 0.5)" if dx.startswith("float") else "x", "ops.hypot(x, x + 1)" if dx.startswith("float") else "x",
              "ops.logaddexp(x, x[0])" if dx.startswith("float") else "x", "ops.polar(x, x)" if False else "ops.deg2rad(x)" if dx.startswith("float") else "x",
              "ops.nan_to_num(x, 0.0)" if dx.startswith("float") else "x", "ops.tensor_dot(x, x, ((1, 2), (1, 2)))" if dx in ("float32", "float64") else "x",
              "ops.matmul(x, ops.swapaxes(x, 1, 2))" if dx in ("float32", "float64", "float16", "int32") else "x", "ops.bmm(x, ops.swapaxes(x, 1, 2))" if dx in ("float32", "float64") else "x",
              "ops.baddbmm(x[:, :, :3], x, ops.swapaxes(x, 1, 2)[:, :, :3])" if dx in ("float32", "float64") else "x",
              "ops.addmm(x[0, :, :3], x[0], x[1, :, :3].T)" if False else "ops.mm(x[0], x[1].T)" if dx in ("float32", "float64") else "x",
              "ops.dot(x[0], x[1].T)" if False else "ops.vecdot(x, x)" if False else "ops.norm(ops.Cast()(x, ms.float32), dim=1)",
              "ops.cdist(ops.Cast()(x, ms.float32), ops.Cast()(x, ms.float32))", "ops.dist(ops.Cast()(x, ms.float32), ops.Cast()(x[0], ms.float32))",
              "ops.renorm(ops.Cast()(x, ms.float32), 2, 0, 1.0)", "ops.normalize(ops.Cast()(x, ms.float32), dim=1)" if False else "ops.L2Normalize(-1, 1e-4)(ops.Cast()(x, ms.float32))",
              "ops.cosine_similarity(ops.Cast()(x, ms.float32), ops.Cast()(x[0], ms.float32), -1)", "ops.pdist(ops.Cast()(x[0], ms.float32))",
              "ops.adaptive_avg_pool1d(ops.Cast()(x, ms.float32), 2)", "ops.adaptive_max_pool1d(ops.Cast()(x, ms.float32), 3)",
              "ops.avg_pool1d(ops.Cast()(x, ms.float32), 2, 1)", "ops.max_pool2d(ops.Cast()(x[None], ms.float32), 2, 1)" if False else "ops.avg_pool2d(ops.Cast()(x[None], ms.float32), 2, 1, ceil_mode=True)",
              "ops.pad(x, (1, 2))", "ops.pad(x, (1, 1, 0, 1), 'constant', 1)" if dx != "bool_" else "x", "ops.pad(ops.Cast()(x, ms.float32), (2, 1), 'reflect')",
              "ops.pad(ops.Cast()(x, ms.float32), (1, 1, 1, 0), 'replicate')", "ops.pad(ops.Cast()(x, ms.float32), (1, 0, 2, 1), 'circular')",
              "ops.one_hot(ops.Cast()(ops.abs(x), ms.int32) % 4, 4, ms.Tensor(2.0), ms.Tensor(-1.0), 0)", "ops.OneHot(1)(ops.Cast()(ops.abs(x[0]), ms.int32) % 3, 3, ms.Tensor(1, ms.int32), ms.Tensor(0, ms.int32))",
              "ops.Lerp()(ops.Cast()(x, ms.float32), ops.Cast()(x, ms.float32) * 2, ms.Tensor(0.25))", "ops.Einsum('ijk->ij')((ops.Cast()(x, ms.float32),))",
              "ops.LRN(2, 1.0, 0.5, 0.75)(ops.Cast()(x[None], ms.float32))", "ops.LRN()(ops.Cast()(x[None], ms.float32))",
              "ops.Erfinv()(ops.Cast()(x, ms.float32) / 20)", "ops.Cummin(1)(x)" if False else "ops.CumSum(False, True)(x, 1)", "ops.CumSum(True, True)(x, -1)",
              "ops.ScatterNdUpdate()(ms.Parameter(ops.zeros_like(x), name='q'), ms.Tensor([[0, 1], [1, 2]]), x[0, :2])",
              "ops.TensorScatterUpdate()(x, ms.Tensor([[1, 2]]), x[:1, 0])", "ops.TensorScatterSub()(x, ms.Tensor([[0], [0]]), x[:2])" if dx not in ("bool_", ) else "x",
              "ops.TensorScatterMin()(x, ms.Tensor([[1, 0, 3]]), ms.Tensor([0], x.dtype))", "ops.TensorScatterMul()(x, ms.Tensor([[1, 1]]), x[:1, 0])" if dx != "bool_" else "x",
              "ops.ResizeNearestNeighbor((5, 7), True)(ops.Cast()(x[None], ms.float32))", "ops.ResizeBilinearV2(True)(ops.Cast()(x[None], ms.float32), (5, 6))" if False else "ops.ResizeBilinear((5, 6), False, True)(ops.Cast()(x[None], ms.float32))",
              "ops.interpolate(ops.Cast()(x[None], ms.float32), scale_factor=(2.0, 1.5), mode='bilinear', recompute_scale_factor=True)" if False else "ops.interpolate(ops.Cast()(x, ms.float32), size=6, mode='linear')",
              "ops.interpolate(ops.Cast()(x[None], ms.float32), (4, 5), mode='bicubic', align_corners=True)", "ops.interpolate(ops.Cast()(x[None], ms.float32), (5, 3), mode='area')",
              "ops.grid_sample(ops.Cast()(x[None], ms.float32), ms.Tensor(np.linspace(-1.2, 1.2, 24).reshape(1, 3, 4, 2).astype(np.float32)), align_corners=True)",
              "ops.affine_grid(ms.Tensor([[[1.0, 0.2, 0.1], [0.0, 0.9, -0.1]]]), (1, 1, 3, 4), False)", "ops.pixel_shuffle(ops.Cast()(x.reshape(1, 4, 2, 3), ms.float32), 2)",
              "ops.pixel_unshuffle(ops.Cast()(x.reshape(1, 1, 4, 6), ms.float32), 2)", "ops.unfold(ops.Cast()(x[None], ms.float32), 2, 1, 0, 1)",
              "ops.fold(ops.Cast()(x.reshape(1, 4, 6), ms.float32), ms.Tensor([3, 4]), 2)", "ops.channel_shuffle(ops.Cast()(x.reshape(1, 6, 2, 2), ms.float32), 3)" if False else "ops.glu(ops.Cast()(x, ms.float32), -1)",
              "ops.prelu(ops.Cast()(x, ms.float32), ms.Tensor([0.1, 0.2, 0.3], ms.float32))", "ops.rrelu(ops.Cast()(x, ms.float32), 0.2, 0.2)",
              "ops.celu(ops.Cast()(x, ms.float32), 0.5)", "ops.softmin(ops.Cast()(x, ms.float32), 1)", "ops.log_softmax(ops.Cast()(x, ms.float32), 0)",
              "ops.hardtanh(ops.Cast()(x, ms.float32), -0.5, 0.5)", "ops.threshold(ops.Cast()(x, ms.float32), 1.0, -2.0)",
              "ops.gumbel_softmax(ops.Cast()(x, ms.float32), 1.0, True)[0] * 0" if False else "ops.logsigmoid(ops.Cast()(x, ms.float32))",
              "ops.softshrink(ops.Cast()(x, ms.float32), 0.7)", "ops.hardshrink(ops.Cast()(x, ms.float32), 1.5)", "ops.tanhshrink(ops.Cast()(x, ms.float32))",
              "ops.hardsigmoid(ops.Cast()(x, ms.float32))", "ops.silu(ops.Cast()(x, ms.float32))", "ops.fast_gelu(ops.Cast()(x, ms.float32))",
              "ops.gelu(ops.Cast()(x, ms.float32), 'tanh')", "ops.relu6(x)" if dx != "bool_" else "x", "ops.leaky_relu(x, 0.3)" if dx != "bool_" else "x"):
        C(f"p6[{e}]_{dx}", e, x=A(dx, 2, 3, 4))
for dx in ("float32", "float16", "float64"):
    for e in ("ops.tril(x, 1)", "ops.MirrorPad('REFLECT')(x, ms.Tensor([[0, 0], [1, 1], [2, 1]]))", "ops.roll(x, 2, 1)", "ops.flip(x, (0, -1))",
              "ops.rot90(x, 1, (1, 2))", "ops.diagonal(x, 1, 1, 2)", "ops.diag_embed(x[0])", "ops.kron(x[0], x[1, :2])", "ops.inner(x, x[0])",
              "ops.outer(x[0, 0], x[1, 1])", "ops.cumsum(x, -1)", "ops.cummin(x, 1)[0]", "ops.logcumsumexp(x, 1)", "ops.repeat_interleave(x, 2, 1)",
              "ops.narrow(x, 2, 1, 2)", "ops.slice_scatter(x, x[:, :1], 1, 0, 1)", "ops.index_select(x, -1, ms.Tensor([3, 0], ms.int32))",
              "ops.index_add(x, 1, ms.Tensor([0, 2], ms.int32), x[:, :2])", "ops.scatter(x, 1, ms.Tensor([[[0, 1, 2, 0]], [[2, 2, 1, 0]]]), x[:, :1])",
              "ops.gather_elements(x, 2, ms.Tensor(np.arange(24).reshape(2, 3, 4) % 4))", "ops.topk(x, 2, 1, False)[0]", "ops.sort(x, 1, True)[0]",
              "ops.amax(x, (0, 2), True)", "ops.max(x, 1, True)[0]", "ops.var(x, 1)", "ops.std(x, (0, 2), 0, True)", "ops.prod(x, 2, True)",
              "ops.logsumexp(x, 1, True)", "ops.masked_fill(x, x > 1, 0)", "ops.where(x > 1, x, 0)", "ops.lerp(x, x * 2, 0.5)",
              "ops.addcmul(x, x, x, 0.5)", "ops.addcdiv(x, x, x + 10, 0.5)", "ops.hypot(x, x + 1)", "ops.logaddexp(x, x[0])",
              "ops.tensor_dot(x, x, ((1, 2), (1, 2)))", "ops.matmul(x, ops.swapaxes(x, 1, 2))", "ops.baddbmm(x[:, :, :3], x, ops.swapaxes(x, 1, 2)[:, :, :3])",
              "ops.norm(x, dim=1)", "ops.cdist(x, x * 0.5)", "ops.dist(x, x[0])", "ops.renorm(x, 2, 0, 1.0)", "ops.L2Normalize(-1, 1e-4)(x)",
              "ops.cosine_similarity(x, x[0] + 1, -1)", "ops.pdist(x[0])", "ops.adaptive_avg_pool1d(x, 2)", "ops.adaptive_max_pool1d(x, 3)",
              "ops.avg_pool1d(x, 2, 1)", "ops.avg_pool2d(x[None], 2, 1, ceil_mode=True)", "ops.pad(x, (2, 1), 'reflect')", "ops.pad(x, (1, 1, 1, 0), 'replicate')",
              "ops.pad(x, (1, 0, 2, 1), 'circular')", "ops.Lerp()(x, x * 2, ms.Tensor(0.25, x.dtype))", "ops.LRN(2, 1.0, 0.5, 0.75)(x[None])",
              "ops.CumSum(True, True)(x, -1)", "ops.ResizeNearestNeighbor((5, 7), True)(x[None])", "ops.ResizeBilinear((5, 6), False, True)(x[None])",
              "ops.interpolate(x, size=6, mode='linear')", "ops.interpolate(x[None], (4, 5), mode='bicubic', align_corners=True)",
              "ops.interpolate(x[None], (5, 3), mode='area')", "ops.grid_sample(x[None], ms.Tensor(np.linspace(-1.2, 1.2, 24).reshape(1, 3, 4, 2).astype(np.float32)), align_corners=True)",
              "ops.pixel_shuffle(x.reshape(1, 4, 2, 3), 2)", "ops.unfold(x[None], 2, 1, 0, 1)", "ops.fold(x.reshape(1, 4, 6), ms.Tensor([3, 4]), 2)",
              "ops.glu(x, -1)", "ops.prelu(x, ms.Tensor([0.1, 0.2, 0.3], x.dtype))", "ops.celu(x, 0.5)", "ops.softmin(x, 1)", "ops.hardtanh(x, -0.5, 0.5)",
              "ops.threshold(x, 1.0, -2.0)", "ops.logsigmoid(x)", "ops.softshrink(x, 0.7)", "ops.hardshrink(x, 1.5)", "ops.tanhshrink(x)",
              "ops.hardsigmoid(x)", "ops.silu(x)", "ops.fast_gelu(x)", "ops.gelu(x, 'tanh')", "ops.relu6(x)", "ops.leaky_relu(x, 0.3)",
              "ops.Erfinv()(x / 20)", "ops.einsum('ijk,ik->ij', x, x[:, 0])", "ops.trace(x[0])", "ops.diag(x[0, 0])"):
        Gd(f"p6g[{e}]_{dx}", e, x=A(dx, 2, 3, 4))
for dx in ("float32", "int32", "bool_"):
    for e in ("ops.tril(x)", "ops.roll(x, 1)", "ops.flip(x, (0,))", "ops.cumsum(x, 0)", "ops.unique(x)", "ops.masked_select(x, x > 0)", "ops.nonzero(x)",
              "ops.sort(x)", "ops.topk(ops.Cast()(x, ms.float32), 0)", "ops.amax(x)", "ops.pad(x, (1, 1))", "ops.repeat_interleave(x, 2)",
              "ops.index_select(x, 0, ms.Tensor([0], ms.int32))", "ops.count_nonzero(x)", "ops.searchsorted(x, x)"):
        C(f"p6_empty[{e}]_{dx}", e, x=A(dx, 0))
        C(f"p6_0d[{e}]_{dx}", e, x=A(dx))

family("zoo_nn6")
# session 14 (h-sweep6): layers zoo_nn/zoo_nn2 had not reached, non-default arguments, forward and gradients
for dx in ("float32", "float16"):
    X5, X4, X3, X2 = A(dx, 2, 2, 3, 4, 5), A(dx, 2, 4, 5, 6), A(dx, 2, 4, 7), A(dx, 3, 4)
    L6 = {
        "x5": {"c3": "nn.Conv3d(2, 3, 2)", "c3_pad": "nn.Conv3d(2, 2, (1, 2, 3), 1, 'pad', (0, 0, 1, 1, 1, 0), has_bias=True)",
               "c3_valid_s2": "nn.Conv3d(2, 4, 2, 2, 'valid', group=2)", "c3T": "nn.Conv3dTranspose(2, 3, 2, 2)",
               "c3T_pad": "nn.Conv3dTranspose(2, 2, 3, 1, 'pad', 1)", "mp3": "nn.MaxPool3d(2, 1)", "mp3_pad": "nn.MaxPool3d(3, 2, 1)",
               "mp3_ceil": "nn.MaxPool3d(2, 2, ceil_mode=True)", "ap3": "nn.AvgPool3d(2, 1)", "ap3_pad": "nn.AvgPool3d(3, 2, 1, count_include_pad=False)",
               "ap3_ceil": "nn.AvgPool3d(2, 2, ceil_mode=True, divisor_override=3)", "bn3_train": "nn.BatchNorm3d(2); self.l.set_train()",
               "bn3_eval": "nn.BatchNorm3d(2, momentum=0.5); self.l.set_train(False)", "in3": "nn.InstanceNorm3d(2, affine=True)",
               "aap3": "nn.AdaptiveAvgPool3d((2, 2, 3))", "amp3": "nn.AdaptiveMaxPool3d((1, 2, 2))", "drop3": "nn.Dropout3d(0.0)",
               "pad3": "nn.ConstantPad3d((1, 0, 2, 1, 0, 1), 0.5)", "rep3": "nn.ReplicationPad3d((1, 1, 0, 2, 1, 0))"},
        "x4": {"aap2": "nn.AdaptiveAvgPool2d((2, 3))", "aap2_none": "nn.AdaptiveAvgPool2d((None, 4))", "amp2": "nn.AdaptiveMaxPool2d(3)",
               "mp2_dil": "nn.MaxPool2d(2, 1, 'pad', 1, dilation=2)", "mp2_ceil_nopad": "nn.MaxPool2d(3, 2, ceil_mode=True)",
               "ap2_div": "nn.AvgPool2d(3, 2, 'pad', 1, divisor_override=4)", "ap2_ceil_nc": "nn.AvgPool2d(2, 2, 'pad', 1, ceil_mode=True, count_include_pad=False)",
               "lppool2": "nn.LPPool2d(2, 2, 2)", "in2_aff": "nn.InstanceNorm2d(4, affine=True, gamma_init='ones')",
               "lrn": "nn.LRN(2, 1.0, 0.5, 0.75)", "pad_reflect": "nn.Pad(((0, 0), (0, 0), (1, 2), (2, 1)), 'REFLECT')",
               "pad_sym": "nn.Pad(((0, 0), (1, 0), (1, 1), (0, 2)), 'SYMMETRIC')", "pad_const": "nn.Pad(((0, 0), (0, 0), (1, 1), (1, 0)))",
               "reflpad2": "nn.ReflectionPad2d((1, 2, 0, 1))", "reppad2": "nn.ReplicationPad2d(1)", "zeropad2": "nn.ZeroPad2d((1, 0, 2, 1))",
               "cpad2": "nn.ConstantPad2d((1, 1, 0, 2), -1.0)", "pixshuf": "nn.PixelShuffle(2)", "pixunshuf": "nn.PixelUnshuffle(1)",
               "unfold": "nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], 'valid')", "drop2": "nn.Dropout2d(0.0)",
               "flat_se": "nn.Flatten(1, 2)", "unflat": "nn.Unflatten(1, (2, 2))", "chshuf": "nn.ChannelShuffle(2)",
               "up_near_sf": "nn.Upsample(scale_factor=(1.5, 2.0), mode='nearest')", "up_bicubic": "nn.Upsample(size=(6, 7), mode='bicubic', align_corners=True)",
               "resize_bil_s": "nn.ResizeBilinear(half_pixel_centers=True)", "imggrad": "nn.ImageGradients()", "sm_axis1": "nn.Softmax(1)",
               "logsm_axis": "nn.LogSoftmax(1)", "softmin": "nn.Softmin(-2)", "c2_nhwc": "nn.Conv2d(6, 2, 3, data_format='NHWC')" if False else "nn.Conv2d(4, 2, 3, 1, 'pad', 1, dilation=(1, 2), has_bias=True, bias_init='ones')",
               "c2T_outpad": "nn.Conv2dTranspose(4, 2, 3, 2, 'pad', 1, output_padding=1)", "fold_like": "nn.Identity()"},
        "x3": {"aap1": "nn.AdaptiveAvgPool1d(3)", "amp1": "nn.AdaptiveMaxPool1d(2)", "in1": "nn.InstanceNorm1d(4)",
               "mp1_pad": "nn.MaxPool1d(3, 2, 'pad', 1)", "mp1_ceil": "nn.MaxPool1d(2, 2, 'pad', ceil_mode=True)",
               "ap1_pad": "nn.AvgPool1d(3, 2, 'pad', 1, count_include_pad=False)", "ap1_ceil": "nn.AvgPool1d(2, 2, 'pad', ceil_mode=True)",
               "lppool1": "nn.LPPool1d(1, 3, 2)", "reflpad1": "nn.ReflectionPad1d((2, 1))", "reppad1": "nn.ReplicationPad1d(2)",
               "cpad1": "nn.ConstantPad1d((0, 2), 1.5)", "drop1": "nn.Dropout1d(0.0)", "c1_dil_pad": "nn.Conv1d(4, 4, 3, 1, 'pad', 2, dilation=2, group=4)",
               "c1T_s2": "nn.Conv1dTranspose(4, 2, 2, 2, 'valid', has_bias=True)", "glu": "nn.GLU(1)" if False else "nn.GLU(-2)",
               "bn1_ubs": "nn.BatchNorm1d(4, use_batch_statistics=False)", "gn1_eps": "nn.GroupNorm(4, 4, 0.1)"},
        "x2": {"elu": "nn.ELU(0.5)", "gelu_exact": "nn.GELU(False)", "gelu_tanh": "nn.GELU(approximate=True)", "fastgelu": "nn.FastGelu()",
               "celu": "nn.CELU(2.0)", "silu": "nn.SiLU()", "mish": "nn.Mish()", "selu": "nn.SeLU()", "hsig": "nn.HSigmoid()",
               "logsig": "nn.LogSigmoid()", "softsign": "nn.Softsign()", "tanhshrink": "nn.Tanhshrink()", "hshrink": "nn.HShrink(0.8)",
               "sshrink": "nn.SoftShrink(0.3)", "hardtanh": "nn.Hardtanh(-0.5, 0.75)", "threshold": "nn.Threshold(0.5, -1.0)",
               "rrelu_eval": "nn.RReLU(0.1, 0.1)", "prelu1": "nn.PReLU(1, 0.3)", "leaky_int": "nn.LeakyReLU(2)", "relu6": "nn.ReLU6()",
               "softplus_b": "nn.Softplus(2, 1)" if False else "nn.Softmax2d()" if False else "nn.Tanh()", "sigmoid": "nn.Sigmoid()",
               "dense_noBias": "nn.Dense(4, 3, has_bias=False)", "dense_act_relu": "nn.Dense(4, 3, activation=nn.ReLU())",
               "bidense": "nn.Identity()", "ln_eps": "nn.LayerNorm((4,), -1, -1, 1e-2)", "bn1_m": "nn.BatchNorm1d(4, 1e-3, 0.5); self.l.set_train()",
               "norm_noKeep": "nn.Norm(1)", "l1reg": "nn.Identity()", "matinv": "nn.Identity()", "clipnorm": "nn.Identity()",
               "tril": "nn.Tril()" if False else "nn.Identity()", "onehot": "nn.Identity()"},
    }
    IN = {"x5": X5, "x4": X4, "x3": X3, "x2": X2}
    for key, layers in L6.items():
        for name, layer in layers.items():
            init = f"self.l = {layer}; _setw(self.l)" + (f"; self.l.to_float(ms.{dx})" if dx != "float32" and name.startswith(("c1", "c2", "c3", "dense")) else "")
            C(f"n6.{name}_{dx}", "self.l(x)", init=init, x=IN[key])
            Gw(f"n6g.{name}_{dx}", "self.l(x)", init=init, x=IN[key])
for e in ("nn.EmbeddingLookup(5, 3, param_init='ones')(ms.Tensor([[0, 4], [2, 2]], ms.int32))" if False else "nn.OneHot(axis=0, depth=4)(ms.Tensor([0, 3, 1], ms.int32))",
          "nn.OneHot(depth=3, on_value=2.0, off_value=-1.0)(ms.Tensor([[0, 2], [1, 5]], ms.int32))", "nn.Range(1, 8, 3)()" if False else "nn.L1Regularizer(0.5)(x)",
          "nn.ClipByNorm()(x, ms.Tensor(1.0))", "nn.ClipByNorm(axis=1)(x, ms.Tensor(0.5))", "nn.MatrixInverse()(x[:2, :2] + ms.Tensor(np.eye(2), ms.float32))" if False else "nn.Norm(axis=0)(x)",
          "nn.PSNR(2.0)(x.reshape(1, 1, 3, 4), x.reshape(1, 1, 3, 4) * 0.5)", "nn.SSIM(filter_size=3)(ops.abs(x).reshape(1, 1, 3, 4) * 0.1, ops.abs(x).reshape(1, 1, 3, 4) * 0.05)",
          "nn.BiDense(4, 4, 2, weight_init='ones', bias_init='zeros')(x, x)", "nn.Fold([3, 4], [2, 2])(x.reshape(1, 4, 3))" if False else "nn.Identity()(x)",
          "nn.Embedding(4, 3, embedding_table='ones', dtype=ms.int32)(ms.Tensor([[0, 3]], ms.int32))" if False else "nn.Embedding(4, 3, embedding_table='ones')(ms.Tensor([[0, 3]], ms.int32))"):
    C(f"n6x[{e}]", e, x=F(3, 4))

# =============================================================================================
def module_source(cases) -> str:
    lines = ["import math", "import numpy as np", "import mindspore as ms", "from mindspore import nn, ops, Tensor, mint", "",
             "def _a(dt, shape, pos):",
             "    n = int(np.prod(shape)) if shape else 1",
             "    k = np.arange(n, dtype=np.float64).reshape(shape)",
             "    if dt == 'bool_':",
             "        return (np.arange(n).reshape(shape) % 3 == 1)",
             "    if dt.startswith('float'):",
             "        v = k * 0.75 + 0.5 if pos else (k - n // 2) * 0.75 + 0.25",
             "        return v.astype(dt)",
             "    v = k + 1 if pos or dt.startswith('uint') else k - n // 2",
             "    return v.astype(dt)", "",
             "import mindspore.numpy as mnp", "",
             "def _setw(cell, scale=0.1):",
             "    for p in cell.trainable_params():",
             "        n = int(np.prod(p.shape)) if p.shape else 1",
             "        p.set_data(ms.Tensor(((np.arange(n) % 7 - 3) * scale).reshape(p.shape).astype(np.float32)))", ""]
    for k, (label, expr, inputs, init, kind) in enumerate(cases):
        args = ", ".join(inputs)
        grad = isinstance(kind, tuple) and kind[0] in ("grad", "gradw")
        if grad:  # the differentiated Cell (init lines go there)
            lines += [f"class G{k}(nn.Cell):", "    def __init__(self):", "        super().__init__()"]
            lines += [f"        {init}"] if init else []
            lines += [f"    def construct(self, {args}):", f"        return {expr}", ""]
            init = f"self.f = G{k}()"
        lines += [f"class C{k}(nn.Cell):  # {label}", "    def __init__(self):", "        super().__init__()"]
        lines += [f"        {init}"] if init else []
        lines += [f"    def construct(self{', ' if args else ''}{args}):"]
        if isinstance(kind, tuple) and kind[0] == "stmt":  # statements on x, then x is returned
            lines += [f"        {kind[1]}", "        return x", ""]
        elif grad and kind[0] == "gradw":  # over input 0 and the differentiated Cell's trainable Parameters
            lines += [f"        return ops.grad(self.f, 0, self.f.trainable_params())({args})", ""]
        elif grad:  # ops.grad of the expression over the inputs at positions kind[1]
            pos = kind[1] if len(kind[1]) != 1 else kind[1][0]
            lines += [f"        return ops.grad(self.f, grad_position={pos!r})({args})", ""]
        elif isinstance(kind, tuple):  # augmented assignment
            _, aug, s = kind
            lines += [f"        x {aug} {s}", "        return x", ""]
        elif kind == "print":
            lines += [f"        {expr}", "        return x" if "x" in inputs else "        return 0", ""]
        else:
            lines += [f"        return {expr}", ""]
        lines += [f"C{k}.INPUTS = ({''.join(v + ', ' for v in inputs.values())})", ""]
    # Graph mode compiles many cases in one graph (MindSpore compiles ~0.5 s per graph): chunk cells
    # call the case cells; a chunk that fails is rerun case by case
    for j, chunk in enumerate(chunks(cases)):
        params = [f"a{k}_{i}" for k in chunk for i in range(len(cases[k][2]))]
        lines += [f"class K{j}(nn.Cell):", "    def __init__(self):", "        super().__init__()"]
        lines += [f"        self.c{k} = C{k}()" for k in chunk]
        lines += [f"    def construct(self, {', '.join(params)}):" if params else "    def construct(self):"]
        outs = [f"self.c{k}({', '.join(f'a{k}_{i}' for i in range(len(cases[k][2])))})" for k in chunk]
        lines += [f"        return ({', '.join(outs)},)", ""]
    return "\n".join(lines) + "\n"


CHUNK = 24


def chunks(cases):
    ks = [k for k, c in enumerate(cases) if c[4] == "value" or (isinstance(c[4], tuple) and c[4][0] in ("grad", "gradw"))]
    return [ks[i:i + CHUNK] for i in range(0, len(ks), CHUNK)]


def enc(v):
    import numpy as np

    def vals(a):
        a = np.asarray(a)
        if a.dtype.kind == "f" or a.dtype.name == "bfloat16":
            return [x if math.isfinite(x) else str(x) for x in a.astype(np.float64).ravel().tolist()]
        if a.dtype.kind == "c":
            return [[float(x.real), float(x.imag)] for x in a.ravel()]
        return a.ravel().tolist()

    if v is None or isinstance(v, str):
        return ["P", type(v).__name__, v]
    if isinstance(v, (bool, int, float)):
        return ["P", type(v).__name__, v if not isinstance(v, float) or math.isfinite(v) else str(v)]
    if isinstance(v, (tuple, list)):
        return [type(v).__name__, [enc(x) for x in v]]
    if isinstance(v, np.ndarray):
        return ["A", v.dtype.name, list(v.shape), vals(v)]
    if isinstance(v, np.generic):
        return ["N", v.dtype.name, vals(v)]
    if hasattr(v, "asnumpy") and hasattr(v, "dtype"):
        a = v.asnumpy()
        return ["T", str(v.dtype), list(a.shape), vals(a)]
    if type(v).__name__ in ("Type", "DType", "TensorType") or type(v).__module__.endswith(("dtype", "typing")):
        return ["D", str(v)]
    return ["O", type(v).__name__]


def _progress(backend, fam, key, res):
    """With DIFFSWEEP_PROGRESS=DIR, each result is appended to DIR/<backend>_<family>.jsonl as it comes
    (a slow or crashing backend's results so far can be read)."""
    d = os.environ.get("DIFFSWEEP_PROGRESS")
    if d:
        with open(os.path.join(d, f"{backend}_{fam}.jsonl"), "a") as f:
            f.write(json.dumps([key, res]) + "\n")


def _wrap(ms, a):
    """An input spec's value as a construct argument: arrays become Tensors; Python scalars, tuples and
    lists (sweep7's scalar arguments) are passed as they are."""
    return a if type(a) in (bool, int, float, tuple, list) else ms.Tensor(a)  # np.float64 is a float: a Tensor


def run_backend(backend: str, fam: str, modes, pattern: str):
    from harness import capture_fd_stdout
    from _toolkit import drain, error_record, import_source, use_backend

    ms = use_backend(backend)
    cases = CASES[fam]
    mod = import_source(module_source(cases), "diffsweep_", f"_diff_{fam}")
    out = {}
    for mode in modes:
        ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
        if mode == "graph" and not pattern and CHUNK > 1:
            for j, chunk in enumerate(chunks(cases)):
                try:
                    net = getattr(mod, f"K{j}")()
                    args = [_wrap(ms, a) for k in chunk for a in getattr(mod, f"C{k}").INPUTS]
                    res = [enc(r) for r in net(*args)]
                except Exception:  # noqa: BLE001
                    drain(ms, backend)
                    continue
                for k, r in zip(chunk, res):
                    out[f"{mode}:{cases[k][0]}"] = ["ok", r]
                    _progress(backend, fam, f"{mode}:{cases[k][0]}", ["ok", r])
        for k, (label, expr, inputs, init, kind) in enumerate(cases):
            if (pattern and pattern not in label) or f"{mode}:{label}" in out:
                continue
            cls = getattr(mod, f"C{k}")
            printed = None
            try:
                net = cls()
                args = [_wrap(ms, a) for a in cls.INPUTS]
                if kind == "print":
                    box = []
                    printed = capture_fd_stdout(lambda: box.append(enc(net(*args))))
                    res = ["ok", box[0], printed]
                else:
                    res = ["ok", enc(net(*args))]
            except Exception as exc:  # noqa: BLE001
                res = error_record(exc)
            out[f"{mode}:{label}"] = res
            _progress(backend, fam, f"{mode}:{label}", res)
            drain(ms, backend)
    return out


# ---------------------------------------------------------------------------------------------
TOL = {"float16": (2e-3, 2e-3), "bfloat16": (1e-2, 1e-2), "float32": (2e-5, 1e-6), "float64": (1e-9, 1e-12)}


def _close(a, b, dt):
    if len(a) != len(b):
        return False
    rtol, atol = TOL.get(str(dt).lower(), (0, 0))
    for x, y in zip(a, b):
        if isinstance(x, str) or isinstance(y, str):
            if x != y and not (x in ("nan", "-nan") and y in ("nan", "-nan")):
                return False
            continue
        if isinstance(x, list):
            if not _close(x, y, dt):
                return False
            continue
        if x != y and abs(x - y) > atol + rtol * abs(y):
            return False
    return True


def diff(m, g):
    """The kind of difference between a MindSpore result ``m`` and msgraph's ``g`` (None: same)."""
    if m[0] != g[0]:
        return "ms-error" if m[0] == "err" else "msg-error"
    if m[0] == "err":
        return None if m[1] == g[1] else "errclass"
    d = _dv(m[1], g[1])
    if d:
        return d
    if len(m) > 2 and m[2] != g[2]:
        return "print"
    return None


def _dv(m, g):
    if {m[0], g[0]} == {"O", "D"}:  # a dtype object (older recordings encoded MindSpore's as "O")
        return None
    if m[0] != g[0]:
        return "type"
    t = m[0]
    if t in ("list", "tuple"):
        if len(m[1]) != len(g[1]):
            return "length"
        for x, y in zip(m[1], g[1]):
            d = _dv(x, y)
            if d:
                return d
        return None
    if t == "P":
        if m[1] != g[1]:
            return "pytype"
        if m[1] == "float":
            return None if _close([m[2]], [g[2]], "float64" if False else "float32") else "value"
        return None if m[2] == g[2] else "value"
    if t in ("T", "A"):
        if m[1] != g[1]:
            return "dtype"
        if m[2] != g[2]:
            return "shape"
        return None if _close(m[3], g[3], m[1]) else "value"
    if t == "N":
        if m[1] != g[1]:
            return "dtype"
        return None if _close(m[2], g[2], m[1]) else "value"
    return None if m == g else "other"


def save_results(save, load, ms_res, mg_res, ref_name="mindspore.json", got_name="msgraph.json"):
    """``--save DIR``: write both sides' results (the reference's only when they were not ``--load``ed)."""
    if not save:
        return
    os.makedirs(save, exist_ok=True)
    if not load:
        with open(os.path.join(save, ref_name), "w") as f:
            json.dump(ms_res, f, indent=0)
    with open(os.path.join(save, got_name), "w") as f:
        json.dump(mg_res, f, indent=0)


def sweep_main(argv, *, script, cases, run_backend, diff=diff, hide=("errclass", "ms-error"), cwd=None,
               load_keep=None, families="", configure=None, plan=None, side_env=None, on_stderr=None,
               save_names=None) -> int:
    """The driver every family-based sweep shares (this file's, ``sweep6.py`` and ``sweep7.py``).

    ``--backend B --family F`` runs one side and prints JSON after ``@@SWEEP@@``; without it, each family runs
    under MindSpore (``--oracle``) and under msgraph in subprocesses of ``script``, the results are compared with
    ``diff`` and every mismatch whose kind is not in ``hide`` (all with ``-v``) is printed.  ``load_keep(key,
    fams, pattern)`` filters results read back with ``--load`` (default: keys containing ``-k``).
    Hooks for sweeps with more sides: ``configure(ap)`` adds options; ``plan(a, fam)`` lists the family's jobs
    as ``(python, backend, tag)`` with tag "ref" (the reference side) or "got" (default: MindSpore unless
    ``--load``, then msgraph); ``side_env(a, backend, tag)`` adds environment variables; ``on_stderr(fam, tag,
    text)`` sees each side's stderr; ``save_names(a)`` names the two ``--save`` files.
    """
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--backend", choices=("mindspore", "msgraph"))
    ap.add_argument("--family")
    ap.add_argument("-f", default=families)
    ap.add_argument("--oracle", default="/tmp/ms/bin/python")
    ap.add_argument("--modes", default="pynative,graph")
    ap.add_argument("-k", default="")
    ap.add_argument("--save")
    ap.add_argument("--load")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("-v", action="store_true", help="print both results of each mismatch in full")
    if configure:
        configure(ap)
    a = ap.parse_args(argv)
    modes = a.modes.split(",")
    if a.backend:
        res = run_backend(a.backend, a.family, modes, a.k)
        print("@@SWEEP@@")
        print(json.dumps(res))
        return 0
    fams = a.f.split(",") if a.f else list(cases)

    def side(python, backend, fam, tag):
        cmd = [python, os.path.abspath(script), "--backend", backend, "--family", fam, "--modes", a.modes, "-k", a.k]
        env = dict(os.environ, GLOG_v="3", MSGRAPH_NUMBA=os.environ.get("MSGRAPH_NUMBA", "0"))
        env.update(side_env(a, backend, tag) if side_env else {})
        p = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=cwd)
        if on_stderr:
            on_stderr(fam, tag, p.stderr)
        if "@@SWEEP@@" not in p.stdout:
            sys.stderr.write(f"--- {backend} {fam} failed:\n" + p.stdout[-2000:] + p.stderr[-3000:])
            return {}
        return json.loads(p.stdout.split("@@SWEEP@@", 1)[1])

    def default_plan(a, fam):
        return ([] if a.load else [(a.oracle, "mindspore", "ref")]) + [(sys.executable, "msgraph", "got")]

    jobs = [(py, backend, fam, tag) for fam in fams for py, backend, tag in (plan or default_plan)(a, fam)]
    with ThreadPoolExecutor(a.j) as ex:
        results = list(ex.map(lambda j: side(*j), jobs))
    ms_res, mg_res = {}, {}
    for (py, backend, fam, tag), r in zip(jobs, results):
        (ms_res if tag == "ref" else mg_res).update(r)
    if a.load:
        keep = load_keep or (lambda key, fams, pattern: pattern in key)
        with open(os.path.join(a.load, "mindspore.json")) as f:
            ms_res = {k: v for k, v in json.load(f).items() if keep(k, fams if a.f else None, a.k)}
    save_results(a.save, a.load, ms_res, mg_res, *(save_names(a) if save_names else ()))
    counts = {}
    nrun = 0
    for key, m in ms_res.items():
        g = mg_res.get(key)
        if g is None:
            continue
        nrun += 1
        d = diff(m, g)
        if not d:
            continue
        counts[d] = counts.get(d, 0) + 1
        if a.v or d not in hide:
            print(f"[{d}] {key}\n    MS : {json.dumps(m)[:400]}\n    MSG: {json.dumps(g)[:400]}")
    print(f"{nrun} runs compared; mismatches: {sum(counts.values())} {json.dumps(counts, sort_keys=True)}")
    return 0


def main(argv=None) -> int:
    return sweep_main(argv, script=__file__, cases=CASES, run_backend=run_backend)

if __name__ == "__main__":
    raise SystemExit(main())
