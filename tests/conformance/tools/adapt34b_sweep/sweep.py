"""Adapted variants of MindSpore's st ``ops/cpu`` tests ``test_[m-z]*`` (session 34, adapt34b).

Not run in CI.  The ops of those files other than cpu32's ~15 typical ones: unary / binary math, comparison,
activations, losses, scatter / segment ops, sorting / unique, slicing, padding, linear algebra, pooling with argmax,
resizing.  Each op as Primitive, function and Tensor method over dtypes, 0-d / empty / non-contiguous inputs,
special values, negative axes, gradients, invalid inputs, in both modes; diff_sweep's machinery (MindSpore 2.10
against msgraph, a Cell per case):

    python tests/conformance/tools/adapt34b_sweep/sweep.py --oracle /tmp/ms/bin/python [-f a34b_unary,...]
        [-k SUBSTR] [--modes pynative] [--save DIR] [--load DIR]

Families: a34b_unary, a34b_binary, a34b_scatter, a34b_misc, a34b_nn (see README.md for counts).
"""
from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
sys.path.insert(0, TOOLS)
sys.path.insert(0, os.path.dirname(TOOLS))

import diff_sweep as ds  # noqa: E402
from diff_sweep import A, C, DT, FL, INT, Gd, NC, family  # noqa: E402,F401


def SP(d):
    return f"np.array([0, -0.0, 0.5, -2.5, np.inf, -np.inf, np.nan, 1e30, -1e-30, 3.0], np.{d})"


# =============================================================================================
family("a34b_unary")
UN = {  # name: (Primitive, function, method)
    "neg": ("ops.Neg()(x)", "ops.neg(x)", "x.neg()"),
    "sign": ("ops.Sign()(x)", "ops.sign(x)", "x.sign()"),
    "sin": ("ops.Sin()(x)", "ops.sin(x)", "x.sin()"),
    "sinh": ("ops.Sinh()(x)", "ops.sinh(x)", "x.sinh()"),
    "sqrt": ("ops.Sqrt()(x)", "ops.sqrt(x)", "x.sqrt()"),
    "square": ("ops.Square()(x)", "ops.square(x)", "x.square()"),
    "tan": ("ops.Tan()(x)", "ops.tan(x)", "x.tan()"),
    "tanh": ("ops.Tanh()(x)", "ops.tanh(x)", "x.tanh()"),
    "trunc": ("ops.Trunc()(x)", "ops.trunc(x)", "x.trunc()"),
    "ceil": ("ops.Ceil()(x)", "ops.ceil(x)", "x.ceil()"),
    "mish": ("ops.Mish()(x)", "ops.mish(x)", None),
    "relu6": ("ops.ReLU6()(x)", "ops.relu6(x)", None),
    "selu": ("ops.SeLU()(x)", "ops.selu(x)", None),
    "softplus": ("ops.Softplus()(x)", "ops.softplus(x)", None),
    "softshrink": ("ops.SoftShrink()(x)", "ops.softshrink(x, 0.75)", None),
    "tanhshrink": ("nn.Tanhshrink()(x)", None, None),
    "popcount": ("ops.PopulationCount()(x)", "ops.population_count(x)", None),
    "oneslike": ("ops.OnesLike()(x)", "ops.ones_like(x)", None),
    "zeroslike": ("ops.ZerosLike()(x)", "ops.zeros_like(x)", None),
    "rsqrt": ("ops.Rsqrt()(x)", "ops.rsqrt(x)", "x.rsqrt()"),
}
for n, (p, f, m) in UN.items():
    for d in DT:
        C(f"{n}_{d}_p", p, x=A(d, 2, 3))
        C(f"{n}_{d}_0d", p, x=A(d))
        if f:
            C(f"{n}_{d}_f", f, x=A(d, 3))
        if m:
            C(f"{n}_{d}_m", m, x=A(d, 3))
    for d in FL:
        C(f"{n}_{d}_sp", p, x=SP(d))
        C(f"{n}_{d}_empty", p, x=A(d, 0, 3))
        C(f"{n}_{d}_nc", p, x=NC(d, 2, 3))
        if n not in ("popcount", "oneslike", "zeroslike"):
            Gd(f"{n}_{d}_grad", p, x=A(d, 2, 3))
            Gd(f"{n}_{d}_grad_sp", p, x=SP(d))
for d in FL:
    C(f"softshrink_{d}_lambd0", "ops.SoftShrink(0.0)(x)", x=SP(d))
    C(f"softplus_{d}_big", "ops.Softplus()(x)", x=f"np.array([-100, -20, 20, 50, 100, 1000], np.{d})")
    Gd(f"softplus_{d}_big_grad", "ops.Softplus()(x)", x=f"np.array([-100, -20, 20, 50, 100, 1000], np.{d})")
    C(f"relu6_{d}_edges", "ops.ReLU6()(x)", x=f"np.array([-0.0, 0, 6, 6.0001, 5.9999, np.nan], np.{d})")
    Gd(f"relu6_{d}_edges_grad", "ops.ReLU6()(x)", x=f"np.array([-0.0, 0, 6, 6.0001, 5.9999, 3], np.{d})")
    Gd(f"sqrt_{d}_zero_grad", "ops.Sqrt()(x)", x=f"np.array([0, 4, 1], np.{d})")
C("softshrink_neg_lambd", "ops.SoftShrink(-1.0)(x)", x=A("float32", 3))
C("softplus_beta", "ops.softplus(x, beta=2, threshold=5)", x=A("float32", 5))
for d in INT:
    C(f"popcount_{d}_edges", "ops.PopulationCount()(x)", x=f"np.array([0, 1, -1, 127, -128, 85], np.int64).astype(np.{d})")

# =============================================================================================
family("a34b_binary")
BIN = {
    "maximum": ("ops.Maximum()(x, y)", "ops.maximum(x, y)", "x.maximum(y)"),
    "minimum": ("ops.Minimum()(x, y)", "ops.minimum(x, y)", "x.minimum(y)"),
    "pow": ("ops.Pow()(x, y)", "ops.pow(x, y)", "x.pow(y)"),
    "noteq": ("ops.NotEqual()(x, y)", "ops.ne(x, y)", "x.ne(y)"),
    "sqdiff": ("ops.SquaredDifference()(x, y)", None, None),
    "truncdiv": ("ops.TruncateDiv()(x, y)", "ops.truncate_div(x, y)", None),
    "truncmod": ("ops.TruncateMod()(x, y)", "ops.truncate_mod(x, y)", None),
    "xdivy": ("ops.Xdivy()(x, y)", "ops.xdivy(x, y)", None),
    "xlogy": ("ops.Xlogy()(x, y)", "ops.xlogy(x, y)", "x.xlogy(y)"),
    "nextafter": ("ops.NextAfter()(x, y)", "ops.nextafter(x, y)", None),
}
for n, (p, f, m) in BIN.items():
    for d in DT:
        C(f"{n}_{d}_same", p, x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
        C(f"{n}_{d}_bc", p, x=A(d, 2, 1, 3), y=A(d, 4, 1, pos=True))
        C(f"{n}_{d}_0d", p, x=A(d), y=A(d, 3, pos=True))
        C(f"{n}_{d}_scalar", p.replace("y)", "2)"), x=A(d, 2, 3))
        if f:
            C(f"{n}_{d}_f", f, x=A(d, 3), y=A(d, 3, pos=True))
        if m:
            C(f"{n}_{d}_m", m, x=A(d, 3), y=A(d, 3, pos=True))
    for dx, dy in (("int8", "float16"), ("int32", "float32"), ("float16", "float32"), ("float64", "float32"),
                   ("bool_", "int32"), ("uint8", "int8"), ("int32", "int64")):
        C(f"{n}_{dx}_{dy}_mixed", p, x=A(dx, 2, 3), y=A(dy, 2, 3, pos=True))
    C(f"{n}_scalarf_int", p.replace("y)", "2.5)"), x=A("int32", 3))
    C(f"{n}_empty", p, x=A("float32", 0, 3), y=A("float32", 3, pos=True))
    C(f"{n}_nc", p, x=NC("float32", 2, 3), y=A("float32", 2, 3, pos=True))
    C(f"{n}_bad_bc", p, x=A("float32", 2, 3), y=A("float32", 4, pos=True))
    for d in FL:
        C(f"{n}_{d}_sp", p, x=SP(d), y=f"np.array([0, 0, -0.0, 2, np.inf, 1, 1, -np.inf, np.nan, 0.5], np.{d})")
        Gd(f"{n}_{d}_grad_bc", p, pos=(0, 1), x=A(d, 2, 1, 3), y=A(d, 4, 1, pos=True))
        Gd(f"{n}_{d}_grad_ties", p, pos=(0, 1), x=f"np.array([1, 2, 3, 0], np.{d})", y=f"np.array([1, 1, 3, 0], np.{d})")
for d in INT:
    C(f"truncdiv_{d}_neg", "ops.TruncateDiv()(x, y)", x=f"np.array([7, -7, 7, -7, 0], np.int64).astype(np.{d})",
      y=f"np.array([2, 2, -2, -2, 3], np.int64).astype(np.{d})")
    C(f"truncmod_{d}_neg", "ops.TruncateMod()(x, y)", x=f"np.array([7, -7, 7, -7, 0], np.int64).astype(np.{d})",
      y=f"np.array([2, 2, -2, -2, 3], np.int64).astype(np.{d})")
    C(f"pow_{d}_negexp", "ops.Pow()(x, y)", x=f"np.array([2, 3, 1, 0, 2], np.{d})", y=f"np.array([-1, 0, -2, 0, 7], np.int64).astype(np.{d})")
    C(f"truncdiv_{d}_byzero", "ops.TruncateDiv()(x, y)", x=f"np.array([7, 0], np.{d})", y=f"np.array([0, 0], np.{d})")
    C(f"truncmod_{d}_byzero", "ops.TruncateMod()(x, y)", x=f"np.array([7, 0], np.{d})", y=f"np.array([0, 0], np.{d})")
for d in FL:
    C(f"truncdiv_{d}_neg", "ops.TruncateDiv()(x, y)", x=f"np.array([7.5, -7.5, 7.5, -7.5, 0], np.{d})",
      y=f"np.array([2, 2, -2, -2, 0], np.{d})")
    C(f"truncmod_{d}_neg", "ops.TruncateMod()(x, y)", x=f"np.array([7.5, -7.5, 7.5, -7.5, 0, 1], np.{d})",
      y=f"np.array([2, 2, -2, -2, 0, np.inf], np.{d})")
    C(f"pow_{d}_negbase", "ops.Pow()(x, y)", x=f"np.array([-2, -2, 0, 0, -0.0, np.nan, 1], np.{d})",
      y=f"np.array([0.5, 3, -1, 0, -1, 0, np.nan], np.{d})")
    Gd(f"pow_{d}_grad_zero", "ops.Pow()(x, y)", pos=(0, 1), x=f"np.array([0, 0, 2, -2], np.{d})", y=f"np.array([0, 2, 0.5, 2], np.{d})")
    C(f"xlogy_{d}_zeros", "ops.Xlogy()(x, y)", x=f"np.array([0, 0, 0, 1, 1], np.{d})", y=f"np.array([0, -1, np.nan, 0, -1], np.{d})")
    C(f"xdivy_{d}_zeros", "ops.Xdivy()(x, y)", x=f"np.array([0, 0, 0, 1, -1], np.{d})", y=f"np.array([0, -1, np.nan, 0, 0], np.{d})")
    Gd(f"xlogy_{d}_grad_zero", "ops.Xlogy()(x, y)", pos=(0, 1), x=f"np.array([0, 1, 2], np.{d})", y=f"np.array([0, 0, 3], np.{d})")
    Gd(f"xdivy_{d}_grad_zero", "ops.Xdivy()(x, y)", pos=(0, 1), x=f"np.array([0, 1, 2], np.{d})", y=f"np.array([0, 0, 3], np.{d})")
    C(f"nextafter_{d}_sp", "ops.NextAfter()(x, y)", x=f"np.array([0, -0.0, 1, np.inf, np.nan, 1], np.{d})",
      y=f"np.array([-1, 1, 1, 0, 1, np.nan], np.{d})")

# =============================================================================================
family("a34b_scatter")
PINIT = "self.p = ms.Parameter(ms.Tensor(np.arange(12).reshape(3, 4).astype(np.{d}) + 1), 'p')"
for op in ("ScatterAdd", "ScatterSub", "ScatterMul", "ScatterDiv", "ScatterMax", "ScatterMin", "ScatterUpdate"):
    for d in ("int8", "uint8", "int32", "int64", "float16", "float32", "float64"):
        C(f"{op}_{d}", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d=d),
          i="np.array([2, 0], np.int32)", u=f"np.full((2, 4), 2, np.{d})")
        C(f"{op}_{d}_dup", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d=d),
          i="np.array([[1, 1], [0, 1]], np.int64)", u=f"np.arange(16).reshape(2, 2, 4).astype(np.{d}) + 1")
    C(f"{op}_negidx", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d="float32"),
      i="np.array([-1, 0], np.int32)", u="np.ones((2, 4), np.float32)")
    C(f"{op}_oob", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d="float32"),
      i="np.array([3, 0], np.int32)", u="np.ones((2, 4), np.float32)")
    C(f"{op}_dtype_mismatch", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d="float32"),
      i="np.array([1, 0], np.int32)", u="np.ones((2, 4), np.float16)")
    C(f"{op}_badshape", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d="float32"),
      i="np.array([1, 0], np.int32)", u="np.ones((2, 3), np.float32)")
    C(f"{op}_floatidx", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d="float32"),
      i="np.array([1, 0], np.float32)", u="np.ones((2, 4), np.float32)")
    C(f"{op}_div0", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d="float32"),
      i="np.array([1], np.int32)", u="np.array([[0, -0.0, np.nan, np.inf]], np.float32)")
for op in ("ScatterNdAdd", "ScatterNdSub", "ScatterNdMul", "ScatterNdDiv", "ScatterNdMax", "ScatterNdMin", "ScatterNdUpdate"):
    for d in ("int8", "uint8", "int32", "int64", "float16", "float32", "float64", "bool_"):
        C(f"{op}_{d}", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d=d),
          i="np.array([[2], [0], [2]], np.int32)", u=f"np.full((3, 4), 2, np.{d})")
        C(f"{op}_{d}_elem", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d=d),
          i="np.array([[2, 1], [0, 3], [2, 1]], np.int64)", u=f"np.array([3, 2, 5], np.{d})")
    C(f"{op}_oob", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d="float32"),
      i="np.array([[3], [0]], np.int32)", u="np.ones((2, 4), np.float32)")
    C(f"{op}_neg", f"(ops.{op}()(self.p, i, u), self.p)", init=PINIT.format(d="float32"),
      i="np.array([[-1], [0]], np.int32)", u="np.ones((2, 4), np.float32)")
for op in ("TensorScatterAdd", "TensorScatterSub", "TensorScatterMul", "TensorScatterDiv", "TensorScatterMax",
           "TensorScatterMin", "TensorScatterUpdate"):
    fn = "ops.tensor_scatter_" + op[len("TensorScatter"):].lower()
    if op == "TensorScatterUpdate":
        fn = "ops.tensor_scatter_update"
    for d in ("int8", "uint8", "int32", "int64", "float16", "float32", "float64", "bool_"):
        C(f"{op}_{d}", f"ops.{op}()(x, i, u)", x=A(d, 3, 4), i="np.array([[2], [0], [2]], np.int32)",
          u=f"np.full((3, 4), 2, np.{d})")
        C(f"{op}_{d}_f", f"{fn}(x, i, u)", x=A(d, 3, 4), i="np.array([[2, 1], [0, 3], [2, 1]], np.int64)",
          u=f"np.array([3, 2, 5], np.{d})")
    C(f"{op}_oob", f"ops.{op}()(x, i, u)", x=A("float32", 3, 4), i="np.array([[3], [0]], np.int32)",
      u="np.ones((2, 4), np.float32)")
    C(f"{op}_neg", f"ops.{op}()(x, i, u)", x=A("float32", 3, 4), i="np.array([[-1], [0]], np.int32)",
      u="np.ones((2, 4), np.float32)")
    C(f"{op}_0d", f"ops.{op}()(x, i, u)", x=A("float32", 4), i="np.array([[1], [3]], np.int32)",
      u="np.array([7, 8], np.float32)")
    C(f"{op}_sp", f"ops.{op}()(x, i, u)", x=SP("float32"), i="np.array([[0], [1], [4], [6]], np.int32)",
      u="np.array([0, np.nan, -np.inf, 2], np.float32)")
    for d in FL:
        Gd(f"{op}_{d}_grad", f"ops.{op}()(x, i, u)", pos=(0, 2), x=A(d, 3, 4, pos=True), i="np.array([[2], [0], [2]], np.int32)",
           u=A(d, 3, 4, pos=True))
for d in ("int32", "float16", "float32", "float64", "int64", "uint8"):
    for red in ("none", "add"):
        C(f"tse_{d}_{red}", f"ops.TensorScatterElements(axis=1, reduction='{red}')(x, i, u)", x=A(d, 3, 4),
          i="np.array([[1, 1], [0, 3], [-1, 2]], np.int32)", u=A(d, 3, 2, pos=True))
    C(f"tse_{d}_ax0", "ops.tensor_scatter_elements(x, i, u, axis=-2)", x=A(d, 3, 4),
      i="np.array([[1, 1, 2, 0]], np.int64)", u=A(d, 1, 4, pos=True))
C("tse_oob", "ops.TensorScatterElements(axis=1)(x, i, u)", x=A("float32", 3, 4), i="np.array([[4]], np.int32)", u=A("float32", 1, 1))
for d in FL:
    Gd(f"tse_{d}_grad", "ops.TensorScatterElements(axis=1, reduction='add')(x, i, u)", pos=(0, 2), x=A(d, 3, 4),
       i="np.array([[1, 1], [0, 3], [-1, 2]], np.int32)", u=A(d, 3, 2, pos=True))
for op in ("UnsortedSegmentSum", "UnsortedSegmentMax", "UnsortedSegmentMin", "UnsortedSegmentProd"):
    fn = {"UnsortedSegmentSum": "ops.unsorted_segment_sum", "UnsortedSegmentMax": "ops.unsorted_segment_max",
          "UnsortedSegmentMin": "ops.unsorted_segment_min", "UnsortedSegmentProd": "ops.unsorted_segment_prod"}[op]
    for d in ("int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64"):
        C(f"{op}_{d}", f"ops.{op}()(x, s, 4)", x=A(d, 5, 2), s="np.array([0, 2, 0, -1, 5], np.int32)")
        C(f"{op}_{d}_f", f"{fn}(x, s, 3)", x=A(d, 4), s="np.array([2, 2, 0, 2], np.int64)")
    C(f"{op}_2dseg", f"ops.{op}()(x, s, 3)", x=A("float32", 2, 2, 3), s="np.array([[0, 1], [1, 2]], np.int32)")
    C(f"{op}_sp", f"ops.{op}()(x, s, 3)", x=SP("float32"), s="np.array([0, 0, 1, 1, 2, 2, 0, 1, 2, 2], np.int32)")
    C(f"{op}_ns_tensor", f"ops.{op}()(x, s, n)", x=A("float32", 4), s="np.array([2, 2, 0, 2], np.int32)", n="np.array(3, np.int32)")
    C(f"{op}_badseg", f"ops.{op}()(x, s, 3)", x=A("float32", 4, 2), s="np.array([2, 2, 0], np.int32)")
    C(f"{op}_floatseg", f"ops.{op}()(x, s, 3)", x=A("float32", 4), s="np.array([2, 2, 0, 1], np.float32)")
    for d in FL:
        Gd(f"{op}_{d}_grad", f"ops.{op}()(x, s, 4)", x=f"np.array([[1, 2], [3, 2], [1, 5], [0, 0], [2, 2]], np.{d})",
           s="np.array([0, 2, 0, -1, 2], np.int32)")

# =============================================================================================
family("a34b_misc")
for d in DT:
    C(f"maskedfill_{d}", "ops.MaskedFill()(x, m, v)", x=A(d, 2, 3), m=A("bool_", 2, 3), v=f"np.array(1, np.{d})")
    C(f"maskedfill_{d}_pyval", "ops.masked_fill(x, m, 2)", x=A(d, 2, 3), m=A("bool_", 3))
    C(f"maskedselect_{d}", "ops.MaskedSelect()(x, m)", x=A(d, 2, 3), m=A("bool_", 3))
    C(f"select_{d}", "ops.Select()(c, x, y)", c=A("bool_", 2, 3), x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
    C(f"sort_{d}", "ops.Sort()(x)", x=A(d, 2, 3))
    C(f"sort_{d}_desc", "ops.Sort(axis=0, descending=True)(x)", x=A(d, 3, 2))
    C(f"unique_{d}", "ops.Unique()(x)", x=f"np.array([3, 1, 3, 0, 1, 2], np.{d})")
    C(f"unstack_{d}", "ops.Unstack(axis=-1)(x)", x=A(d, 2, 3))
    C(f"squeeze_{d}", "ops.Squeeze(-2)(x)", x=A(d, 2, 1, 3))
    C(f"slice_{d}", "ops.Slice()(x, (0, 1), (2, -1))", x=A(d, 3, 4))
    C(f"stridedslice_{d}", "ops.StridedSlice(1, 1, 0, 0, 0)(x, (0, 3), (2, 0), (1, -1))", x=A(d, 3, 4))
    C(f"rank_{d}", "ops.Rank()(x)", x=A(d, 2, 3))
    C(f"size_{d}", "ops.Size()(x)", x=A(d, 2, 3))
    C(f"meshgrid_{d}", "ops.Meshgrid(indexing='ij')((x, y))", x=A(d, 2), y=A(d, 3))
    C(f"reverseseq_{d}", "ops.ReverseSequence(1, 0)(x, s)", x=A(d, 3, 4), s="np.array([1, 2, 3, 4], np.int32)")
    C(f"spacetodepth_{d}", "ops.SpaceToDepth(2)(x)", x=A(d, 1, 2, 2, 4))
    C(f"matrixbandpart_{d}", "ops.matrix_band_part(x, 1, 0)", x=A(d, 3, 4))
    C(f"searchsorted_{d}", "ops.SearchSorted()(s, v)", s=f"np.array([0, 1, 3, 5], np.{d})", v=f"np.array([1, 2, 6, 0], np.{d})")
    C(f"median_{d}", "ops.Median(global_median=False, axis=-1, keep_dims=True)(x)", x=A(d, 2, 4))
    C(f"mirrorpad_{d}", "ops.MirrorPad('REFLECT')(x, p)", x=A(d, 1, 3, 3), p="np.array([[0, 0], [1, 1], [2, 1]], np.int64)")
    C(f"pad_{d}", "ops.Pad(((1, 0), (0, 2)))(x)", x=A(d, 2, 3))
    C(f"padv3_{d}", "ops.PadV3(mode='constant')(x, p, v)", x=A(d, 1, 2, 3), p="np.array([1, 2], np.int64)", v=f"np.array(5, np.{d})")
    C(f"squaresumall_{d}", "ops.SquareSumAll()(x, y)", x=A(d, 3), y=A(d, 3, pos=True))
for d in FL:
    C(f"sort_{d}_nan", "ops.Sort()(x)", x=SP(d))
    C(f"sort_{d}_nan_desc", "ops.Sort(descending=True)(x)", x=SP(d))
    C(f"unique_{d}_nan", "ops.Unique()(x)", x=f"np.array([0, -0.0, 1, np.nan, 1, np.nan], np.{d})")
    C(f"searchsorted_{d}_right", "ops.SearchSorted(right=True, dtype=ms.int32)(s, v)", s=f"np.array([[0, 1, 1, 5], [2, 3, 4, 4]], np.{d})",
      v=f"np.array([[1, 5], [4, np.nan]], np.{d})")
    C(f"median_{d}_global", "ops.Median()(x)", x=A(d, 3, 3))
    C(f"median_{d}_nan", "ops.Median(False, 0)(x)", x=f"np.array([[1, np.nan], [2, 3], [0, 1]], np.{d})")
    Gd(f"median_{d}_grad", "ops.Median(False, 1)(x)[0]", x=f"np.array([[1, 1, 2], [3, 0, 3]], np.{d})")
    Gd(f"maskedfill_{d}_grad", "ops.MaskedFill()(x, m, v)", pos=(0, 2), x=A(d, 2, 3), m=A("bool_", 2, 3), v=f"np.array(1, np.{d})")
    Gd(f"maskedselect_{d}_grad", "ops.MaskedSelect()(x, m)", x=A(d, 2, 3), m=A("bool_", 3))
    Gd(f"select_{d}_grad", "ops.Select()(c, x, y)", pos=(1, 2), c=A("bool_", 2, 3), x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
    Gd(f"sort_{d}_grad", "ops.Sort()(x)[0]", x=f"np.array([[3, 1, 2], [1, 1, 0]], np.{d})")
    Gd(f"mirrorpad_{d}_grad", "ops.MirrorPad('SYMMETRIC')(x, p)", x=A(d, 1, 3, 3), p="np.array([[0, 0], [1, 1], [2, 1]], np.int64)")
    Gd(f"padv3_{d}_grad", "ops.PadV3(mode='reflect')(x, p)", x=A(d, 1, 2, 4), p="np.array([1, 2], np.int64)")
    C(f"padv3_{d}_edge", "ops.PadV3(mode='edge')(x, p)", x=A(d, 1, 2, 3), p="np.array([2, 1, 0, 1], np.int64)")
    C(f"padv3_{d}_neg", "ops.PadV3()(x, p, v)", x=A(d, 1, 2, 4), p="np.array([-1, 2], np.int64)", v=f"np.array(0, np.{d})")
    Gd(f"squaresumall_{d}_grad", "ops.SquareSumAll()(x, y)[0]", pos=(0, 1), x=A(d, 3), y=A(d, 3, pos=True))
    C(f"reducestd_{d}", "ops.ReduceStd(axis=-1, unbiased=True, keep_dims=True)(x)", x=A(d, 2, 3))
    C(f"reducestd_{d}_all", "ops.ReduceStd(unbiased=False)(x)", x=A(d, 2, 3))
    C(f"reducestd_{d}_one", "ops.ReduceStd(axis=0)(x)", x=A(d, 1, 3))
    C(f"renorm_{d}", "ops.Renorm(p=1, dim=0, maxnorm=5.0)(x)", x=A(d, 3, 4))
    C(f"renorm_{d}_p2", "ops.renorm(x, 2, -1, 1.0)", x=A(d, 3, 4))
    Gd(f"renorm_{d}_grad", "ops.Renorm(p=2, dim=0, maxnorm=1.0)(x)", x=A(d, 3, 4))
    C(f"norm_{d}", "nn.Norm(axis=-1, keep_dims=True)(x)", x=A(d, 2, 3))
    C(f"norm_{d}_zero", "nn.Norm()(x)", x=f"np.zeros((2, 3), np.{d})")
    Gd(f"norm_{d}_zero_grad", "nn.Norm(axis=1)(x)", x=f"np.array([[0, 0], [3, 4]], np.{d})")
    C(f"mvlgamma_{d}", "ops.mvlgamma(x, 2)", x=f"np.array([1.5, 2, 3.25], np.{d})")
    C(f"mvlgamma_{d}_bad", "ops.mvlgamma(x, 3)", x=f"np.array([0.5, 2], np.{d})")
    C(f"matrixsolve_{d}", "ops.MatrixSolve()(a, b)", a=f"np.array([[2, 1], [1, 3]], np.{d})", b=f"np.array([[1], [2]], np.{d})")
    C(f"matrixsolve_{d}_adj", "ops.MatrixSolve(adjoint=True)(a, b)", a=f"np.array([[2, 1], [0, 3]], np.{d})", b=f"np.array([[1, 0], [2, 1]], np.{d})")
    C(f"pinv_{d}", "ops.pinv(x)", x=f"np.array([[1, 2], [3, 4], [5, 6]], np.{d})")
    C(f"qr_{d}", "ops.Qr(full_matrices=False)(x)", x=f"np.array([[1, 2], [3, 4], [5, 7]], np.{d})")
    C(f"qr_{d}_full", "ops.Qr(full_matrices=True)(x)", x=f"np.array([[1, 2], [3, 4], [5, 7]], np.{d})")
    C(f"tridiag_{d}", "ops.TridiagonalSolve()(dg, r)", dg=f"np.array([[1, 2, 3], [4, 5, 6], [7, 8, 0]], np.{d})",
      r=f"np.array([[1], [2], [3]], np.{d})")
    C(f"range_{d}", "ops.Range()(a, b, c)", a=f"np.array(0, np.{d})", b=f"np.array(2, np.{d})", c=f"np.array(0.5, np.{d})")
    C(f"rsb_{d}", "ops.ReverseSequence(0, 1)(x, s)", x=A(d, 2, 3, 2), s="np.array([2, 3], np.int64)")
for d in INT:
    C(f"range_{d}", "ops.Range()(a, b, c)", a=f"np.array(5, np.{d})", b=f"np.array(0, np.{d})", c=f"np.array(-2, np.int64).astype(np.{d})")
C("range_zero_delta", "ops.Range()(a, b, c)", a="np.array(0, np.int32)", b="np.array(3, np.int32)", c="np.array(0, np.int32)")
C("range_mixed", "ops.Range()(a, b, c)", a="np.array(0, np.int32)", b="np.array(3, np.float32)", c="np.array(1, np.int32)")
C("range_empty", "ops.Range()(a, b, c)", a="np.array(3, np.int32)", b="np.array(0, np.int32)", c="np.array(1, np.int32)")
C("stridedslice_masks", "ops.StridedSlice(0, 0, 1, 2, 1)(x, (0, 1), (2, 3), (1, 1))", x=A("float32", 3, 4, 2))
C("stridedslice_neg", "ops.StridedSlice()(x, (-1, -2), (-4, -5), (-1, -2))", x=A("float32", 3, 4))
C("stridedslice_new", "ops.StridedSlice(0, 0, 0, 1, 0)(x, (0, 0), (1, 2), (1, 1))", x=A("float32", 3, 4))
C("slice_oob", "ops.Slice()(x, (0, 3), (2, 2))", x=A("float32", 3, 4))
C("slice_empty", "ops.Slice()(x, (1, 0), (0, 4))", x=A("float32", 3, 4))
Gd("slice_grad", "ops.Slice()(x, (0, 1), (2, -1))", x=A("float32", 3, 4))
Gd("stridedslice_grad", "ops.StridedSlice(0, 0, 0, 0, 1)(x, (0, 1), (2, 3), (1, 1))", x=A("float32", 3, 4))
C("squeeze_bad", "ops.Squeeze(0)(x)", x=A("float32", 2, 3))
C("squeeze_all", "ops.Squeeze()(x)", x=A("float32", 1, 3, 1))
C("squeeze_0d", "ops.Squeeze()(x)", x=A("float32"))
C("unstack_0", "ops.Unstack()(x)", x=A("float32", 0, 2))
C("unique_0d", "ops.Unique()(x)", x=A("int32"))
C("unique_2d", "ops.Unique()(x)", x=A("int32", 2, 2))
C("uniquepad", "ops.UniqueWithPad()(x, p)", x="np.array([3, 1, 3, 0, 1, 2], np.int32)", p="np.array(-1, np.int32)")
C("uniquepad_i64", "ops.UniqueWithPad()(x, p)", x="np.array([3, 1, 3, 0, 1, 2], np.int64)", p="np.array(9, np.int64)")
C("uniquepad_f32", "ops.UniqueWithPad()(x, p)", x="np.array([3, 1, 3, 0, 1, 2], np.float32)", p="np.array(9, np.float32)")
C("maskedselect_bc", "ops.MaskedSelect()(x, m)", x=A("float32", 3), m=A("bool_", 2, 3))
C("maskedselect_empty", "ops.MaskedSelect()(x, m)", x=A("float32", 3), m="np.zeros(3, np.bool_)")
C("maskedfill_bad_mask", "ops.MaskedFill()(x, m, v)", x=A("float32", 3), m=A("int32", 3), v="np.array(1, np.float32)")
C("maskedfill_f16_val", "ops.MaskedFill()(x, m, v)", x=A("float32", 3), m=A("bool_", 3), v="np.array(1, np.float16)")
C("select_bc", "ops.Select()(c, x, y)", c=A("bool_", 3), x=A("float32", 2, 3), y=A("float32", 2, 3))
C("select_mixed", "ops.Select()(c, x, y)", c=A("bool_", 3), x=A("float32", 3), y=A("int32", 3))
C("select_pyscalar", "ops.select(c, x, 2.0)", c=A("bool_", 3), x=A("float32", 3))
C("sort_0d", "ops.Sort()(x)", x=A("float32"))
C("sort_stable", "ops.Sort(descending=True)(x)", x="np.array([1, 2, 1, 2, 1, 0], np.float32)")
C("sort_axis_bad", "ops.Sort(axis=2)(x)", x=A("float32", 2, 3))
C("searchsorted_int64", "ops.SearchSorted(dtype=ms.int64)(s, v)", s="np.array([0, 1, 3, 5], np.float32)", v="np.array([[1, 2], [6, 0]], np.float32)")
C("searchsorted_mixed", "ops.SearchSorted()(s, v)", s="np.array([0, 1, 3, 5], np.float32)", v="np.array([1, 2], np.int32)")
C("searchsorted_side", "ops.searchsorted(s, v, side='right')", s="np.array([0, 1, 1, 5], np.float32)", v="np.array([1, 2], np.float32)")
C("meshgrid_xy", "ops.Meshgrid(indexing='xy')((x, y, z))", x=A("float32", 2), y=A("float32", 3), z=A("float32", 1))
C("meshgrid_f", "ops.meshgrid(x, y)", x=A("int32", 2), y=A("int32", 3))
C("meshgrid_mixed", "ops.Meshgrid()((x, y))", x=A("int32", 2), y=A("float32", 3))
C("spacetobatch", "ops.SpaceToBatchND((2, 2), ((0, 0), (0, 0)))(x)", x=A("float32", 1, 1, 2, 2))
C("spacetobatch_pad", "ops.SpaceToBatchND((2, 1), ((1, 1), (0, 1)))(x)", x=A("int32", 1, 2, 2, 3))
C("spacetodepth_bad", "ops.SpaceToDepth(2)(x)", x=A("float32", 1, 2, 3, 4))
C("matrixbandpart_neg", "ops.matrix_band_part(x, -1, 1)", x=A("float32", 2, 3, 4))
C("matrixdiagpart", "ops.MatrixDiagPartV3()(x, k, p)", x=A("float32", 3, 4), k="np.array([-1, 1], np.int32)", p="np.array(0, np.float32)")
C("matrixdiagpart_align", "ops.MatrixDiagPartV3(align='LEFT_RIGHT')(x, k, p)", x=A("float32", 3, 4), k="np.array([-1, 1], np.int32)", p="np.array(9, np.float32)")
C("matrixdiag", "ops.MatrixDiagV3()(x, k, r, c, p)", x=A("float32", 2, 3), k="np.array([0, 1], np.int32)", r="np.array(3, np.int32)",
  c="np.array(4, np.int32)", p="np.array(0, np.float32)")
C("matrixdiag_k0", "ops.MatrixDiagV3()(x, k, r, c, p)", x=A("int32", 3), k="np.array(0, np.int32)", r="np.array(-1, np.int32)",
  c="np.array(-1, np.int32)", p="np.array(7, np.int32)")
C("padding", "ops.Padding(3)(x)", x=A("float32", 2, 1))
C("padding_i32", "ops.Padding(1)(x)", x=A("int32", 3, 1))
C("pad_neg", "ops.Pad(((1, -1), (0, 2)))(x)", x=A("float32", 2, 3))
C("pad_bad", "ops.Pad(((1, 0),))(x)", x=A("float32", 2, 3))
C("nnpad_reflect", "nn.Pad(((1, 1), (2, 2)), mode='REFLECT')(x)", x=A("float32", 3, 3))
C("nnpad_sym", "nn.Pad(((0, 0), (1, 2)), mode='SYMMETRIC')(x)", x=A("int32", 2, 3))
C("nnpad_const", "nn.Pad(((1, 0), (1, 2)))(x)", x=A("float16", 2, 3))
C("mirrorpad_bad", "ops.MirrorPad('REFLECT')(x, p)", x=A("float32", 1, 3, 3), p="np.array([[0, 0], [3, 3], [2, 1]], np.int64)")
C("median_0d", "ops.Median()(x)", x=A("float32"))
C("median_even", "ops.Median(False, 0)(x)", x=A("int32", 4, 1))
C("median_axis_bad", "ops.Median(False, 2)(x)", x=A("float32", 4, 1))
C("reducestd_int", "ops.ReduceStd()(x)", x=A("int32", 2, 3))
C("reducestd_empty", "ops.ReduceStd(axis=0)(x)", x=A("float32", 0, 3))
C("renorm_bad_p", "ops.Renorm(p=0, dim=0, maxnorm=5.0)(x)", x=A("float32", 3, 4))
C("renorm_int", "ops.Renorm(p=1, dim=0, maxnorm=5.0)(x)", x=A("int32", 3, 4))
C("matrixsolve_singular", "ops.MatrixSolve()(a, b)", a="np.array([[1, 2], [2, 4]], np.float32)", b="np.array([[1], [2]], np.float32)")
C("matrixsolve_batch", "ops.MatrixSolve()(a, b)", a="np.array([[[2, 1], [1, 3]], [[1, 0], [0, 2]]], np.float32)",
  b="np.array([[[1], [2]], [[3], [4]]], np.float32)")
C("matrixsolve_int", "ops.MatrixSolve()(a, b)", a="np.array([[2, 1], [1, 3]], np.int32)", b="np.array([[1], [2]], np.int32)")
C("tridiag_partial", "ops.TridiagonalSolve(partial_pivoting=False)(dg, r)",
  dg="np.array([[0, 2, 3], [4, 5, 6], [7, 8, 0]], np.float32)", r="np.array([[1], [2], [3]], np.float32)")
C("tridiag_singular", "ops.TridiagonalSolve()(dg, r)", dg="np.array([[0, 0, 0], [0, 0, 0], [0, 0, 0]], np.float32)",
  r="np.array([[1], [2], [3]], np.float32)")
C("rank_0d", "ops.Rank()(x)", x=A("float32"))
C("size_empty", "ops.size(x)", x=A("float32", 0, 3))
C("reverseseq_bad", "ops.ReverseSequence(1, 0)(x, s)", x=A("float32", 3, 4), s="np.array([1, 2, 4, 4], np.int32)")
C("reverseseq_float_len", "ops.ReverseSequence(1, 0)(x, s)", x=A("float32", 3, 4), s="np.array([1, 2, 3, 3], np.float32)")

# =============================================================================================
family("a34b_nn")
for d in FL:
    C(f"sce_{d}", "ops.SigmoidCrossEntropyWithLogits()(x, y)", x=SP(d), y=f"np.array([0, 1, 0.5, 1, 0, 1, 0, 1, 0, 0.25], np.{d})")
    Gd(f"sce_{d}_grad", "ops.SigmoidCrossEntropyWithLogits()(x, y)", pos=(0, 1), x=A(d, 2, 3), y=A(d, 2, 3, pos=True) + "/ 5")
    C(f"softmaxce_{d}", "ops.SoftmaxCrossEntropyWithLogits()(x, y)", x=A(d, 2, 3), y=f"np.array([[0, 1, 0], [0.5, 0.5, 0]], np.{d})")
    C(f"softmaxce_{d}_inf", "ops.SoftmaxCrossEntropyWithLogits()(x, y)", x=f"np.array([[-np.inf, 1, 0], [100, 0, -100]], np.{d})",
      y=f"np.array([[0, 1, 0], [0, 0, 1]], np.{d})")
    Gd(f"softmaxce_{d}_grad", "ops.SoftmaxCrossEntropyWithLogits()(x, y)[0]", x=A(d, 2, 3), y=f"np.array([[0, 1, 0], [0.5, 0.5, 0]], np.{d})")
    C(f"nnsce_{d}_sparse", "nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')(x, y)", x=A(d, 3, 4), y="np.array([0, 3, 1], np.int32)")
    C(f"nnsce_{d}_none", "nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction='none')(x, y)", x=A(d, 3, 4), y=f"np.eye(3, 4).astype(np.{d})")
    Gd(f"nnsce_{d}_grad", "nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='sum')(x, y)", x=A(d, 3, 4), y="np.array([0, 3, 1], np.int32)")
    C(f"ssce_{d}", "ops.SparseSoftmaxCrossEntropyWithLogits()(x, y)", x=A(d, 3, 4), y="np.array([0, 3, 1], np.int32)")
    C(f"ssce_{d}_grad_attr", "ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(x, y)", x=A(d, 3, 4), y="np.array([0, 3, 1], np.int32)")
    for red in ("mean", "sum", "none"):
        C(f"nllloss_{d}_{red}", f"ops.NLLLoss('{red}')(x, t, w)", x=A(d, 3, 4), t="np.array([0, 3, 1], np.int32)", w=A(d, 4, pos=True))
        C(f"nllloss_{d}_{red}_ign", f"ops.NLLLoss('{red}', ignore_index=3)(x, t, w)", x=A(d, 3, 4), t="np.array([0, 3, 1], np.int32)",
          w=A(d, 4, pos=True))
        Gd(f"nllloss_{d}_{red}_grad", f"ops.NLLLoss('{red}')(x, t, w)[0]", x=A(d, 3, 4), t="np.array([0, 3, 1], np.int32)", w=A(d, 4, pos=True))
        C(f"smoothl1_{d}_{red}", f"nn.SmoothL1Loss(beta=0.5, reduction='{red}')(x, y)", x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
        C(f"mse_{d}_{red}", f"nn.MSELoss('{red}')(x, y)", x=A(d, 2, 3), y=A(d, 3, pos=True))
        C(f"smoothl1p_{d}_{red}", f"ops.SmoothL1Loss(1.0, '{red}')(x, y)", x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
    Gd(f"smoothl1_{d}_grad", "nn.SmoothL1Loss(beta=0.5)(x, y)", pos=(0, 1), x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
    Gd(f"mse_{d}_grad", "nn.MSELoss()(x, y)", pos=(0, 1), x=A(d, 2, 3), y=A(d, 3, pos=True))
    C(f"prelu_{d}", "ops.PReLU()(x, w)", x=A(d, 2, 3, 2), w=f"np.array([0.1, -0.5, 2], np.{d})")
    C(f"prelu_{d}_1w", "ops.PReLU()(x, w)", x=A(d, 2, 3), w=f"np.array([0.25], np.{d})")
    C(f"prelu_{d}_1d", "ops.prelu(x, w)", x=A(d, 4), w=f"np.array([0.25], np.{d})")
    Gd(f"prelu_{d}_grad", "ops.PReLU()(x, w)", pos=(0, 1), x=f"np.array([[[-1, 0], [2, -3], [0, 1]]], np.{d})", w=f"np.array([0.1, -0.5, 2], np.{d})")
    C(f"mpargmax_{d}", "ops.MaxPoolWithArgmax(2, 2)(x)", x=A(d, 1, 2, 4, 4))
    C(f"mpargmax_{d}_same", "ops.MaxPoolWithArgmax(3, 2, 'same')(x)", x=A(d, 1, 1, 5, 5))
    C(f"mpargmaxv2_{d}", "ops.MaxPoolWithArgmaxV2(2, 1, pads=1)(x)", x=A(d, 1, 1, 3, 3))
    Gd(f"mpargmax_{d}_grad", "ops.MaxPoolWithArgmax(2, 2)(x)[0]", x=A(d, 1, 1, 4, 4))
    C(f"resizebil_{d}", "ops.ResizeBilinearV2()(x, (3, 5))", x=A(d, 1, 1, 2, 3))
    C(f"resizebil_{d}_ac", "ops.ResizeBilinearV2(align_corners=True)(x, (3, 5))", x=A(d, 1, 1, 2, 3))
    C(f"resizebil_{d}_hp", "ops.ResizeBilinearV2(half_pixel_centers=True)(x, (4, 2))", x=A(d, 1, 2, 2, 3))
    Gd(f"resizebil_{d}_grad", "ops.ResizeBilinearV2()(x, (3, 5))", x=A(d, 1, 1, 2, 3))
    C(f"resizenn_{d}", "ops.ResizeNearestNeighbor((3, 5))(x)", x=A(d, 1, 1, 2, 3))
    C(f"resizenn_{d}_ac", "ops.ResizeNearestNeighbor((3, 5), align_corners=True)(x)", x=A(d, 1, 1, 2, 3))
    Gd(f"resizenn_{d}_grad", "ops.ResizeNearestNeighbor((2, 2))(x)", x=A(d, 1, 1, 3, 5))
    C(f"softmax2d_{d}", "nn.Softmax2d()(x)", x=A(d, 1, 2, 2, 2))
    C(f"softmax2d_{d}_3d", "nn.Softmax2d()(x)", x=A(d, 2, 2, 2))
    C(f"rrelu_{d}_eval", "nn.RReLU(0.1, 0.3)(x)", x=A(d, 2, 3))
    C(f"tanhshrink_{d}", "nn.Tanhshrink()(x)", x=SP(d))
for d in INT + ("bool_",):
    C(f"nnonehot_{d}", "nn.OneHot(depth=3, axis=-1)(x)", x=f"np.array([0, 2, 1, 5], np.{d})" if d != "bool_" else A(d, 3))
    C(f"prelu_{d}", "ops.PReLU()(x, w)", x=A(d, 2, 3), w=f"np.array([1], np.{d})")
    C(f"resizenn_{d}", "ops.ResizeNearestNeighbor((3, 5))(x)", x=A(d, 1, 1, 2, 3))
C("nllloss_oob", "ops.NLLLoss()(x, t, w)", x=A("float32", 3, 4), t="np.array([0, 4, 1], np.int32)", w=A("float32", 4, pos=True))
C("nllloss_neg", "ops.NLLLoss()(x, t, w)", x=A("float32", 3, 4), t="np.array([0, -1, 1], np.int32)", w=A("float32", 4, pos=True))
C("nllloss_1d", "ops.NLLLoss()(x, t, w)", x=A("float32", 4), t="np.array(1, np.int32)", w=A("float32", 4, pos=True))
C("nllloss_i64", "ops.NLLLoss()(x, t, w)", x=A("float32", 3, 4), t="np.array([0, 3, 1], np.int64)", w=A("float32", 4, pos=True))
C("nllloss_allign", "ops.NLLLoss('mean', ignore_index=0)(x, t, w)", x=A("float32", 2, 4), t="np.array([0, 0], np.int32)", w=A("float32", 4, pos=True))
C("sce_mixed", "ops.SigmoidCrossEntropyWithLogits()(x, y)", x=A("float32", 3), y=A("float16", 3))
C("sce_shape", "ops.SigmoidCrossEntropyWithLogits()(x, y)", x=A("float32", 3), y=A("float32", 2, 3))
C("ssce_oob", "ops.SparseSoftmaxCrossEntropyWithLogits()(x, y)", x=A("float32", 3, 4), y="np.array([0, 4, 1], np.int32)")
C("prelu_bad_w", "ops.PReLU()(x, w)", x=A("float32", 2, 3), w="np.array([0.1, 0.2], np.float32)")
C("prelu_0d", "ops.PReLU()(x, w)", x=A("float32"), w="np.array([0.1], np.float32)")
C("mpargmax_int", "ops.MaxPoolWithArgmax(2, 2)(x)", x=A("int32", 1, 1, 4, 4))
C("mpargmax_nan", "ops.MaxPoolWithArgmax(2, 2)(x)", x="np.array([[[[1, np.nan], [2, 3]]]], np.float32)")
C("mpargmax_ties", "ops.MaxPoolWithArgmax(2, 1)(x)", x="np.ones((1, 1, 3, 3), np.float32)")
C("resizebil_int", "ops.ResizeBilinearV2()(x, (3, 5))", x=A("int32", 1, 1, 2, 3))
C("resizebil_both", "ops.ResizeBilinearV2(True, True)(x, (3, 5))", x=A("float32", 1, 1, 2, 3))
C("resizenn_3d", "ops.ResizeNearestNeighbor((3, 5))(x)", x=A("float32", 1, 2, 3))
C("resizenn_down_ac", "ops.ResizeNearestNeighbor((2, 2), True)(x)", x=A("float32", 1, 1, 3, 5))
C("softmax2d_2d", "nn.Softmax2d()(x)", x=A("float32", 2, 2))


def main(argv=None) -> int:
    return ds.sweep_main(argv, script=__file__, cases=ds.CASES, run_backend=ds.run_backend, cwd="/tmp",
                         families=",".join(f for f in ds.CASES if f.startswith("a34b_")))


if __name__ == "__main__":
    raise SystemExit(main())
