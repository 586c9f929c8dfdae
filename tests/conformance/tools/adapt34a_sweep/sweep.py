"""Adapted variants of MindSpore's st ``ops/cpu`` tests ``test_[a-l]*`` (session 34, adapt34a): the ops cpu32 left out.

Not run in CI.  Unary math, binary math / comparison / logical / bitwise, activations, losses and norms,
cumulative / index ops and linear algebra of the st files test_a* .. test_l*, each as the Primitive, the
functional form and (where there is one) the Tensor method, over dtypes, 0-d / empty / non-contiguous inputs,
special values (0, -0.0, inf, nan, huge), negative axes, both modes and gradients.  diff_sweep's machinery:

    python tests/conformance/tools/adapt34a_sweep/sweep.py [-f a34_unary,...] [-k SUBSTR] [--modes pynative] \
        [--save DIR] [--load DIR]

Families: a34_unary, a34_bin, a34_act, a34_loss, a34_cum, a34_la.
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


def SP(dt):
    """Special values of a float dtype."""
    return f"np.array([0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, np.inf, -np.inf, np.nan, 1e4, -1e4], np.{dt})"


def U(dt, lo=-0.9, hi=0.9, n=7):
    return f"np.linspace({lo}, {hi}, {n}).astype(np.{dt})"


# =============================================================================================
family("a34_unary")
UN = {  # name: (primitive, functional, method or None, domain for gradients (lo, hi))
    "abs": ("ops.Abs()(x)", "ops.abs(x)", "x.abs()", (-2, 2)),
    "acos": ("ops.ACos()(x)", "ops.acos(x)", "x.acos()", (-0.9, 0.9)),
    "acosh": ("ops.Acosh()(x)", "ops.acosh(x)", "x.acosh()", (1.1, 3)),
    "asin": ("ops.Asin()(x)", "ops.asin(x)", "x.asin()", (-0.9, 0.9)),
    "asinh": ("ops.Asinh()(x)", "ops.asinh(x)", "x.asinh()", (-2, 2)),
    "atan": ("ops.Atan()(x)", "ops.atan(x)", "x.atan()", (-2, 2)),
    "atanh": ("ops.Atanh()(x)", "ops.atanh(x)", "x.atanh()", (-0.9, 0.9)),
    "cosh": ("ops.Cosh()(x)", "ops.cosh(x)", "x.cosh()", (-2, 2)),
    "ceil": ("ops.Ceil()(x)", "ops.ceil(x)", "x.ceil()", (-2, 2)),
    "erf": ("ops.Erf()(x)", "ops.erf(x)", "x.erf()", (-2, 2)),
    "erfc": ("ops.Erfc()(x)", "ops.erfc(x)", "x.erfc()", (-2, 2)),
    "erfinv": ("ops.Erfinv()(x)", "ops.erfinv(x)", "x.erfinv()", (-0.9, 0.9)),
    "exp": ("ops.Exp()(x)", "ops.exp(x)", "x.exp()", (-2, 2)),
    "expm1": ("ops.Expm1()(x)", "ops.expm1(x)", "x.expm1()", (-2, 2)),
    "inv": ("ops.Inv()(x)", "ops.inv(x)", None, (0.5, 2)),
    "isfinite": ("ops.IsFinite()(x)", "ops.isfinite(x)", "x.isfinite()", None),
    "isinf": ("ops.IsInf()(x)", "ops.isinf(x)", "x.isinf()", None),
    "isnan": ("ops.IsNan()(x)", "ops.isnan(x)", "x.isnan()", None),
    "conj": ("ops.Conj()(x)", "ops.conj(x)", None, None),
    "floor": ("ops.Floor()(x)", "ops.floor(x)", "x.floor()", None),
    "neg": ("ops.Neg()(x)", "ops.neg(x)", "x.neg()", (-2, 2)),
    "sign": ("ops.Sign()(x)", "ops.sign(x)", "x.sign()", None),
    "square": ("ops.Square()(x)", "ops.square(x)", "x.square()", (-2, 2)),
    "reciprocal": ("ops.Reciprocal()(x)", "ops.reciprocal(x)", "x.reciprocal()", (0.5, 2)),
}
for n, (pe, fe, me, dom) in UN.items():
    for d in DT:
        C(f"{n}_{d}_p", pe, x=A(d, 2, 3))
        C(f"{n}_{d}_0d", pe, x=A(d))
    for d in FL:
        C(f"{n}_{d}_sp", pe, x=SP(d))
        C(f"{n}_{d}_f", fe, x=SP(d))
        C(f"{n}_{d}_empty", pe, x=A(d, 0, 3))
        C(f"{n}_{d}_nc", pe, x=NC(d, 3, 4))
        if me:
            C(f"{n}_{d}_m", me, x=U(d))
        if dom:
            Gd(f"{n}_{d}_grad", pe, x=U(d, *dom))
    for d in ("int32", "int64", "bool_", "uint8"):
        C(f"{n}_{d}_f", fe, x=A(d, 5))
        if me:
            C(f"{n}_{d}_m", me, x=A(d, 5))
# the Grad primitives of the st files
for n, g in (("acos", "ACosGrad"), ("acosh", "AcoshGrad"), ("asin", "AsinGrad"), ("asinh", "AsinhGrad"),
             ("atan", "AtanGrad"), ("inv", "InvGrad")):
    for d in FL:
        C(f"{n}_{d}_gradprim", f"ops.operations._grad_ops.{g}()(x, y)", x=U(d, 0.1, 0.8) if n != "acosh" else U(d, 1.2, 3),
          y=U(d, -1, 1))

# =============================================================================================
family("a34_bin")
BIN = {
    "atan2": ("ops.Atan2()(x, y)", "ops.atan2(x, y)", "x.atan2(y)"),
    "floordiv": ("ops.FloorDiv()(x, y)", "ops.floor_divide(x, y)", "x.floor_divide(y)"),
    "floormod": ("ops.FloorMod()(x, y)", "ops.floor_mod(x, y)", None),
    "fmax": ("ops.fmax(x, y)", "ops.fmax(x, y)", "x.fmax(y)"),
    "divnonan": ("ops.DivNoNan()(x, y)", "ops.div_no_nan(x, y)", None),
    "approx": ("ops.ApproximateEqual(0.5)(x, y)", "ops.approximate_equal(x, y, 0.5)", None),
    "maximum": ("ops.Maximum()(x, y)", "ops.maximum(x, y)", "x.maximum(y)"),
    "minimum": ("ops.Minimum()(x, y)", "ops.minimum(x, y)", "x.minimum(y)"),
    "equal": ("ops.Equal()(x, y)", "ops.equal(x, y)", "x.equal(y)"),
    "ne": ("ops.NotEqual()(x, y)", "ops.ne(x, y)", "x.ne(y)"),
    "gt": ("ops.Greater()(x, y)", "ops.gt(x, y)", "x.gt(y)"),
    "ge": ("ops.GreaterEqual()(x, y)", "ops.ge(x, y)", "x.ge(y)"),
    "lt": ("ops.Less()(x, y)", "ops.lt(x, y)", "x.lt(y)"),
    "le": ("ops.LessEqual()(x, y)", "ops.le(x, y)", "x.le(y)"),
    "band": ("ops.BitwiseAnd()(x, y)", "ops.bitwise_and(x, y)", "x.bitwise_and(y)"),
    "bor": ("ops.BitwiseOr()(x, y)", "ops.bitwise_or(x, y)", "x.bitwise_or(y)"),
    "bxor": ("ops.BitwiseXor()(x, y)", "ops.bitwise_xor(x, y)", "x.bitwise_xor(y)"),
    "land": ("ops.LogicalAnd()(x, y)", "ops.logical_and(x, y)", "x.logical_and(y)"),
    "lor": ("ops.LogicalOr()(x, y)", "ops.logical_or(x, y)", "x.logical_or(y)"),
    "lxor": ("ops.LogicalXor()(x, y)", "ops.logical_xor(x, y)", "x.logical_xor(y)"),
    "pow": ("ops.Pow()(x, y)", "ops.pow(x, y)", "x.pow(y)"),
    "mod": ("ops.Mod()(x, y)", "ops.fmod(x, y)", "x.fmod(y)"),
    "truncdiv": ("ops.TruncateDiv()(x, y)", "ops.truncate_div(x, y)", None),
    "truncmod": ("ops.TruncateMod()(x, y)", "ops.truncate_mod(x, y)", None),
    "sqdiff": ("ops.SquaredDifference()(x, y)", "ops.SquaredDifference()(x, y)", None),
    "xdivy": ("ops.Xdivy()(x, y)", "ops.xdivy(x, y)", "x.xdivy(y)"),
    "xlogy": ("ops.Xlogy()(x, y)", "ops.xlogy(x, y)", "x.xlogy(y)"),
}
GRADS = ("atan2", "floordiv", "floormod", "fmax", "divnonan", "maximum", "minimum", "pow", "mod", "sqdiff", "xdivy", "xlogy")
for n, (pe, fe, me) in BIN.items():
    for d in DT:
        C(f"{n}_{d}_same", pe, x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
        C(f"{n}_{d}_bc", pe, x=A(d, 2, 1, 3), y=A(d, 4, 1, pos=True))
        C(f"{n}_{d}_0d", pe, x=A(d), y=A(d, 3, pos=True))
    for d in FL:
        C(f"{n}_{d}_sp", pe, x=SP(d), y=SP(d) + "[::-1]")
        C(f"{n}_{d}_neg", pe, x=f"np.array([7, -7, 7, -7, 0, 5.5], np.{d})", y=f"np.array([2, 2, -2, -2, 3, 0], np.{d})")
        C(f"{n}_{d}_f", fe, x=A(d, 2, 3), y=A(d, 3, pos=True))
        C(f"{n}_{d}_empty", pe, x=A(d, 0, 3), y=A(d, 3, pos=True))
        C(f"{n}_{d}_nc", pe, x=NC(d, 3, 4), y=A(d, 3, 4, pos=True))
        C(f"{n}_{d}_scalar", pe.replace("y)", "2.0)"), x=A(d, 2, 3))
        if me:
            C(f"{n}_{d}_m", me, x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
        if n in GRADS:
            Gd(f"{n}_{d}_grad", pe, pos=(0, 1), x=A(d, 2, 1, 3), y=A(d, 4, 1, pos=True))
    for d in INT:
        C(f"{n}_{d}_neg", pe, x=f"np.array([7, -7, 7, -7, 0, 5]).astype(np.{d})", y=f"np.array([2, 2, -2, -2, 3, 1]).astype(np.{d})")
        C(f"{n}_{d}_zero", pe, x=f"np.array([7, 0, 3], np.{d})", y=f"np.array([0, 0, 2], np.{d})")
        C(f"{n}_{d}_f", fe, x=A(d, 2, 3), y=A(d, 3, pos=True))
        if me:
            C(f"{n}_{d}_m", me, x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
    for dx, dy in (("int32", "float32"), ("float16", "float32"), ("int8", "uint8"), ("bool_", "int32"), ("int64", "float64"),
                   ("bool_", "float16")):
        C(f"{n}_{dx}_{dy}_mixed", pe, x=A(dx, 2, 3), y=A(dy, 2, 3, pos=True))
    C(f"{n}_pyint", pe.replace("y)", "3)"), x=A("int32", 2, 3))
    C(f"{n}_bad_shape", pe, x=A("float32", 2, 3), y=A("float32", 4, pos=True))
C("equalcount_f32", "ops.EqualCount()(x, y)", x="np.array([1, 2, 3, 4], np.float32)", y="np.array([1, 0, 3, 5], np.float32)")
for d in ("int32", "float16", "float64", "int8", "bool_"):
    C(f"equalcount_{d}", "ops.EqualCount()(x, y)", x=A(d, 2, 3), y=A(d, 2, 3))
C("equalcount_bad", "ops.EqualCount()(x, y)", x=A("float32", 3), y=A("int32", 3))

# =============================================================================================
family("a34_act")
ACT = {
    "celu": ("ops.CeLU(1.0)(x)", "ops.celu(x, 2.0)"),
    "elu": ("ops.Elu()(x)", "ops.elu(x, 1.0)"),
    "fastgelu": ("ops.FastGeLU()(x)", "ops.fast_gelu(x)"),
    "gelu": ("ops.GeLU()(x)", "ops.gelu(x)"),
    "gelu_tanh": ("ops.gelu(x, approximate='tanh')", "ops.gelu(x, approximate='none')"),
    "hshrink": ("ops.HShrink()(x)", "ops.hardshrink(x, 0.75)"),
    "hsigmoid": ("ops.HSigmoid()(x)", "ops.hardsigmoid(x)"),
    "hswish": ("ops.HSwish()(x)", "ops.hardswish(x)"),
    "logsoftmax": ("ops.LogSoftmax()(x)", "ops.log_softmax(x, -2)"),
    "softsign": ("ops.Softsign()(x)", "ops.softsign(x)"),
    "softplus": ("ops.Softplus()(x)", "ops.softplus(x)"),
    "sigmoid": ("ops.Sigmoid()(x)", "ops.sigmoid(x)"),
    "relu6": ("ops.ReLU6()(x)", "ops.relu6(x)"),
    "selu": ("ops.SeLU()(x)", "ops.selu(x)"),
    "mish": ("ops.Mish()(x)", "ops.mish(x)"),
    "softshrink": ("ops.SoftShrink()(x)", "ops.softshrink(x, 0.75)"),
    "lrelu": ("ops.leaky_relu(x, 0.2)", "nn.LeakyReLU(0.3)(x)"),
    "tanh": ("ops.Tanh()(x)", "ops.tanh(x)"),
}
for n, (pe, fe) in ACT.items():
    for d in DT:
        C(f"{n}_{d}_p", pe, x=A(d, 2, 3))
    for d in FL:
        C(f"{n}_{d}_sp", pe, x=SP(d))
        C(f"{n}_{d}_f", fe, x=A(d, 2, 3))
        C(f"{n}_{d}_0d", pe, x=A(d))
        C(f"{n}_{d}_empty", pe, x=A(d, 0, 3))
        C(f"{n}_{d}_nc", pe, x=NC(d, 3, 4))
        Gd(f"{n}_{d}_grad", pe, x=A(d, 2, 3))
        Gd(f"{n}_{d}_gradf", fe, x=SP(d))
for d in FL:
    for ax in (0, 1, -1):
        C(f"logsoftmax_{d}_ax{ax}", f"ops.LogSoftmax({ax})(x)", x=A(d, 2, 3))
    C(f"logsoftmax_{d}_ax_bad", "ops.LogSoftmax(2)(x)", x=A(d, 2, 3))
    for a in (0.5, 2.0):
        C(f"elu_{d}_alpha{a}", f"ops.elu(x, {a})", x=A(d, 2, 3))
    C(f"celu_{d}_alpha0", "ops.celu(x, 0.0)", x=A(d, 2, 3))
    for ld in (0.0, -1.0, 2.0):
        C(f"hshrink_{d}_l{ld}", f"ops.HShrink({ld})(x)", x=A(d, 2, 3))
    C(f"fastgelugrad_{d}", "ops.operations._grad_ops.FastGeLUGrad()(y, x)", x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
    C(f"gelugrad_{d}", "ops.operations._grad_ops.GeLUGrad()(y, x, ops.gelu(x))", x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
    C(f"elugrad_{d}", "ops.operations._grad_ops.EluGrad()(y, ops.elu(x))", x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
    C(f"hshrinkgrad_{d}", "ops.operations._grad_ops.HShrinkGrad(0.6)(y, x)", x=A(d, 2, 3), y=A(d, 2, 3, pos=True))

# =============================================================================================
family("a34_loss")
for d in FL:
    lg = f"np.array([[0.5, -1.0, 2.0], [-0.25, 0.0, 3.0]], np.{d})"
    lb = f"np.array([[1.0, 0.0, 1.0], [0.0, 0.5, 1.0]], np.{d})"
    pr = f"np.array([[0.2, 0.7, 0.9], [0.5, 0.01, 0.99]], np.{d})"
    w = f"np.array([1.0, 2.0, 0.5], np.{d})"
    for red in ("mean", "sum", "none"):
        C(f"bcelogits_{d}_{red}", f"ops.BCEWithLogitsLoss('{red}')(x, y, w, w)", x=lg, y=lb, w=w)
        C(f"bcelogits_f_{d}_{red}", f"ops.binary_cross_entropy_with_logits(x, y, w, w, '{red}')", x=lg, y=lb, w=w)
        C(f"bce_{d}_{red}", f"ops.BinaryCrossEntropy('{red}')(x, y, w)", x=pr, y=lb, w=w)
        C(f"bce_f_{d}_{red}", f"ops.binary_cross_entropy(x, y, w, '{red}')", x=pr, y=lb, w=w)
        C(f"kldiv_{d}_{red}", f"ops.KLDivLoss('{red}')(x, y)", x=lg, y=pr)
        Gd(f"bcelogits_{d}_{red}_grad", f"ops.BCEWithLogitsLoss('{red}')(x, y, w, w)", pos=(0, 1), x=lg, y=lb, w=w)
        Gd(f"bce_{d}_{red}_grad", f"ops.BinaryCrossEntropy('{red}')(x, y, w)", pos=(0, 1), x=pr, y=lb, w=w)
        Gd(f"kldiv_{d}_{red}_grad", f"ops.KLDivLoss('{red}')(x, y)", pos=(0, 1), x=lg, y=pr)
    C(f"kldiv_{d}_batchmean", "ops.KLDivLoss('batchmean')(x, y)", x=lg, y=pr)
    C(f"kldiv_f_{d}_batchmean", "ops.kl_div(x, y, 'batchmean')", x=lg, y=pr)
    C(f"bce_{d}_noweight", "ops.BinaryCrossEntropy()(x, y)", x=pr, y=lb)
    C(f"bce_{d}_edge", "ops.BinaryCrossEntropy('none')(x, y)", x=f"np.array([0.0, 1.0, 0.0, 1.0], np.{d})",
      y=f"np.array([0.0, 1.0, 1.0, 0.0], np.{d})")
    C(f"bcelogits_{d}_bcw", "ops.BCEWithLogitsLoss()(x, y, w, p)", x=lg, y=lb, w=f"np.array([[2.0], [0.5]], np.{d})",
      p=f"np.array(1.5, np.{d})")
    C(f"bcelogits_{d}_big", "ops.BCEWithLogitsLoss('none')(x, y, w, w)", x=f"np.array([100.0, -100.0, 0.0], np.{d})",
      y=f"np.array([0.0, 1.0, 0.5], np.{d})", w=w)
    C(f"l2loss_{d}", "ops.L2Loss()(x)", x=A(d, 2, 3))
    C(f"l2loss_{d}_0d", "ops.L2Loss()(x)", x=A(d))
    C(f"l2loss_{d}_empty", "ops.L2Loss()(x)", x=A(d, 0, 3))
    C(f"l2loss_{d}_sp", "ops.L2Loss()(x)", x=SP(d))
    Gd(f"l2loss_{d}_grad", "ops.L2Loss()(x)", x=A(d, 2, 3))
    for ax in (0, 1, -1):
        C(f"l2norm_{d}_ax{ax}", f"ops.L2Normalize({ax})(x)", x=A(d, 2, 3))
        C(f"l2norm_f_{d}_ax{ax}", f"ops.L2Normalize({ax}, 1e-4)(x)", x=A(d, 2, 3))
        Gd(f"l2norm_{d}_ax{ax}_grad", f"ops.L2Normalize({ax})(x)", x=A(d, 2, 3))
    C(f"l2norm_{d}_zero", "ops.L2Normalize(0)(x)", x=f"np.zeros((2, 3), np.{d})")
    C(f"l2norm_{d}_sp", "ops.L2Normalize(0)(x)", x=SP(d))
    for p in (1, 2, 3, 0):
        for ax in ((0,), (1,), (-1,), (0, 1)):
            C(f"lpnorm_{d}_p{p}_ax{ax}", f"ops.LpNorm(axis={list(ax)}, p={p})(x)", x=A(d, 2, 3))
    C(f"lpnorm_{d}_keep", "ops.LpNorm(axis=[1], p=2, keep_dims=True)(x)", x=A(d, 2, 3))
    C(f"lpnorm_{d}_sp", "ops.LpNorm(axis=[0], p=2)(x)", x=SP(d))
    Gd(f"lpnorm_{d}_grad", "ops.LpNorm(axis=[1], p=2)(x)", x=A(d, 2, 3))
    C(f"l1reg_{d}", "ops.L1Regularizer(0.5)(x)", x=A(d, 2, 3)) if False else None
    C(f"lpnorm_f_{d}", "ops.norm(x, 3, 1)", x=A(d, 2, 3))
for d in ("int32", "int64", "bool_", "uint8"):
    C(f"l2loss_{d}", "ops.L2Loss()(x)", x=A(d, 2, 3))
    C(f"l2norm_{d}", "ops.L2Normalize(0)(x)", x=A(d, 2, 3))
    C(f"lpnorm_{d}", "ops.LpNorm(axis=[0], p=2)(x)", x=A(d, 2, 3))
    C(f"bce_{d}", "ops.BinaryCrossEntropy()(x, y)", x=A(d, 3), y=A(d, 3))
    C(f"kldiv_{d}", "ops.KLDivLoss()(x, y)", x=A(d, 3), y=A(d, 3))
C("bce_mixed", "ops.BinaryCrossEntropy()(x, y)", x=A("float32", 3, pos=True), y=A("float16", 3))
C("bce_shape_bad", "ops.BinaryCrossEntropy()(x, y)", x=A("float32", 3, pos=True), y=A("float32", 2))
C("kldiv_bad_red", "ops.KLDivLoss('foo')(x, y)", x=A("float32", 3), y=A("float32", 3))
C("l2norm_bad_axis", "ops.L2Normalize(3)(x)", x=A("float32", 2, 3))
C("lpnorm_bad_axis", "ops.LpNorm(axis=[2])(x)", x=A("float32", 2, 3))

# =============================================================================================
family("a34_cum")
for d in DT:
    for ax in (0, 1, -1, -2):
        C(f"cummin_{d}_ax{ax}", f"ops.cummin(x, {ax})", x=A(d, 3, 4))
        C(f"cummax_{d}_ax{ax}", f"ops.cummax(x, {ax})", x=A(d, 3, 4))
        C(f"cumprod_{d}_ax{ax}", f"ops.CumProd()(x, {ax})", x=A(d, 3, 4))
    C(f"cumprod_{d}_excl", "ops.CumProd(exclusive=True)(x, 1)", x=A(d, 3, 4))
    C(f"cumprod_{d}_rev", "ops.CumProd(reverse=True)(x, 0)", x=A(d, 3, 4))
    C(f"cumprod_{d}_er", "ops.CumProd(True, True)(x, -1)", x=A(d, 3, 4))
    C(f"cumprod_f_{d}", "ops.cumprod(x, 0)", x=A(d, 3, 4))
    C(f"cumprod_m_{d}", "x.cumprod(1)", x=A(d, 3, 4))
    C(f"cummin_{d}_0d", "ops.cummin(x, 0)", x=A(d))
    C(f"cummax_{d}_empty", "ops.cummax(x, 0)", x=A(d, 0, 3))
    C(f"cumprod_{d}_empty", "ops.CumProd()(x, 0)", x=A(d, 0, 3))
    C(f"cummax_{d}_nc", "ops.cummax(x, 1)", x=NC(d, 3, 4))
    C(f"argmin_{d}", "ops.Argmin()(x)", x=A(d, 3, 4))
    C(f"argmin_{d}_ax0", "ops.Argmin(0, ms.int64)(x)", x=A(d, 3, 4))
    C(f"argmaxv_{d}", "ops.ArgMaxWithValue(-1, True)(x)", x=A(d, 3, 4))
    C(f"argminv_{d}", "ops.ArgMinWithValue(0)(x)", x=A(d, 3, 4))
    C(f"argminv_{d}_0d", "ops.ArgMinWithValue(0)(x)", x=A(d))
    C(f"argmin_f_{d}", "ops.argmin(x, 1, True)", x=A(d, 3, 4))
    C(f"min_f_{d}", "ops.min(x, 0)", x=A(d, 3, 4))
    C(f"max_f_{d}", "ops.max(x, -1, True)", x=A(d, 3, 4))
for d in FL:
    C(f"cummin_{d}_sp", "ops.cummin(x, 0)", x=SP(d))
    C(f"cummax_{d}_sp", "ops.cummax(x, 0)", x=SP(d))
    C(f"cumprod_{d}_sp", "ops.CumProd()(x, 0)", x=SP(d))
    C(f"argminv_{d}_sp", "ops.ArgMinWithValue(0)(x)", x=SP(d))
    C(f"argmaxv_{d}_sp", "ops.ArgMaxWithValue(0)(x)", x=SP(d))
    C(f"argmin_{d}_sp", "ops.Argmin()(x)", x=SP(d))
    C(f"cummin_{d}_ties", "ops.cummin(x, 0)", x=f"np.array([3, 1, 1, 2, 1, 0, 0], np.{d})")
    C(f"cummax_{d}_ties", "ops.cummax(x, 0)", x=f"np.array([1, 3, 3, 2, 3, 5, 5], np.{d})")
    Gd(f"cummin_{d}_grad", "ops.cummin(x, 1)[0]", x=A(d, 3, 4))
    Gd(f"cummax_{d}_grad", "ops.cummax(x, 0)[0]", x=f"np.array([1, 3, 3, 2, 3, 5, 5], np.{d})")
    Gd(f"cumprod_{d}_grad", "ops.CumProd()(x, 1)", x=A(d, 3, 4, pos=True))
    Gd(f"cumprod_{d}_grad_er", "ops.CumProd(True, True)(x, 1)", x=A(d, 3, 4, pos=True))
    Gd(f"cumprod_{d}_grad_zero", "ops.CumProd()(x, 0)", x=f"np.array([2, 0, 3, 0, 4], np.{d})")
    Gd(f"argminv_{d}_grad", "ops.ArgMinWithValue(1)(x)[1]", x=A(d, 3, 4))
    Gd(f"argmaxv_{d}_grad", "ops.ArgMaxWithValue(0, True)(x)[1]", x=A(d, 3, 4))
# index ops
for d in DT:
    C(f"indexadd_{d}", "ops.index_add(x, i, y, 1)", init=None, x=A(d, 3, 4), i="np.array([0, 2, 1], np.int32)", y=A(d, 3, 3, pos=True))
    C(f"gathernd_{d}", "ops.GatherNd()(x, i)", x=A(d, 3, 4), i="np.array([[0, 1], [2, 3], [1, 0]], np.int32)")
    C(f"gathernd_{d}_rows", "ops.gather_nd(x, i)", x=A(d, 3, 4), i="np.array([[2], [0]], np.int64)")
    C(f"gatherd_{d}", "ops.gather_d(x, 1, i)", x=A(d, 3, 4), i="np.array([[0, 3], [2, 1], [1, 1]], np.int32)")
    C(f"gatherd_{d}_neg", "ops.GatherD()(x, -2, i)", x=A(d, 3, 4), i="np.array([[0, 2, 1, 0]], np.int64)")
    C(f"inplaceadd_{d}", "ops.InplaceAdd((0, 2))(x, y)", x=A(d, 3, 4), y=A(d, 2, 4, pos=True))
    C(f"inplacesub_{d}", "ops.InplaceSub(1)(x, y)", x=A(d, 3, 4), y=A(d, 1, 4, pos=True))
    C(f"inplaceupd_{d}", "ops.InplaceUpdate((2, 0))(x, y)", x=A(d, 3, 4), y=A(d, 2, 4, pos=True))
    C(f"inplaceupdv2_{d}", "ops.InplaceUpdateV2()(x, i, y)", x=A(d, 3, 4), i="np.array([2, 0], np.int32)", y=A(d, 2, 4, pos=True))
    C(f"filldiag_{d}", "ops.FillDiagonal(5.0)(x)", x=A(d, 3, 4))
    C(f"filldiag_{d}_wrap", "ops.FillDiagonal(-1.0, True)(x)", x=A(d, 7, 3))
for d in FL:
    Gd(f"indexadd_{d}_grad", "ops.index_add(x, i, y, 0)", pos=(0, 2), x=A(d, 3, 4), i="np.array([0, 0], np.int32)", y=A(d, 2, 4, pos=True))
    Gd(f"gathernd_{d}_grad", "ops.GatherNd()(x, i)", x=A(d, 3, 4), i="np.array([[0, 1], [0, 1], [1, 0]], np.int32)")
    Gd(f"gatherd_{d}_grad", "ops.gather_d(x, 1, i)", x=A(d, 3, 4), i="np.array([[0, 0], [2, 1], [1, 1]], np.int32)")
    C(f"gatherdgrad_{d}", "ops.operations._grad_ops.GatherDGradV2()(x, 1, i, y)", x=A(d, 3, 4),
      i="np.array([[0, 0], [2, 1], [1, 1]], np.int32)", y=A(d, 3, 2, pos=True))
C("gathernd_oob", "ops.GatherNd()(x, i)", x=A("float32", 3, 4), i="np.array([[3, 0]], np.int32)")
C("gathernd_neg", "ops.GatherNd()(x, i)", x=A("float32", 3, 4), i="np.array([[-1, 0]], np.int32)")
C("gatherd_oob", "ops.gather_d(x, 1, i)", x=A("float32", 3, 4), i="np.array([[4]], np.int32)")
C("indexadd_oob", "ops.index_add(x, i, y, 0)", x=A("float32", 3, 4), i="np.array([3], np.int32)", y=A("float32", 1, 4))
C("inplaceadd_oob", "ops.InplaceAdd(3)(x, y)", x=A("float32", 3, 4), y=A("float32", 1, 4))
C("cummin_bad_axis", "ops.cummin(x, 2)", x=A("float32", 3, 4))
C("cumprod_bad_axis", "ops.CumProd()(x, 2)", x=A("float32", 3, 4))
C("filldiag_1d", "ops.FillDiagonal(1.0)(x)", x=A("float32", 4))
C("filldiag_3d", "ops.FillDiagonal(1.0)(x)", x=A("float32", 3, 3, 3))
C("filldiag_3d_bad", "ops.FillDiagonal(1.0)(x)", x=A("float32", 3, 3, 4))

# =============================================================================================
family("a34_la")
for d in ("float16", "float32", "float64", "int32", "int64", "int8", "uint8", "int16"):
    C(f"addmv_{d}", "ops.addmv(x, m, v, beta=2, alpha=3)", x=A(d, 3), m=A(d, 3, 4), v=A(d, 4, pos=True))
    C(f"addr_{d}", "ops.addr(x, a, b, beta=2, alpha=3)", x=A(d, 3, 4), a=A(d, 3), b=A(d, 4, pos=True))
    C(f"ger_{d}", "ops.Ger()(a, b)", a=A(d, 3), b=A(d, 4, pos=True))
    C(f"ger_f_{d}", "ops.ger(a, b)", a=A(d, 3), b=A(d, 4, pos=True))
    C(f"cross_{d}", "ops.cross(a, b, -1)", a=A(d, 2, 3), b=A(d, 2, 3, pos=True))
    C(f"cross_{d}_dim0", "ops.Cross(0)(a, b)", a=A(d, 3, 2), b=A(d, 3, 2, pos=True))
    C(f"dot_{d}", "ops.dot(a, b)", a=A(d, 2, 3), b=A(d, 3, 4, pos=True))
    C(f"batchdot_{d}", "ops.batch_dot(a, b, (2, 1))", a=A(d, 2, 2, 3), b=A(d, 2, 3, 4, pos=True))
    C(f"biasadd_{d}", "ops.BiasAdd()(a, b)", a=A(d, 2, 3, 4), b=A(d, 3, pos=True))
    C(f"biasadd_{d}_nhwc", "ops.BiasAdd('NHWC')(a, b)", a=A(d, 2, 3, 4), b=A(d, 4, pos=True))
    C(f"addn_{d}", "ops.AddN()((a, b, a))", a=A(d, 2, 3), b=A(d, 2, 3, pos=True))
    C(f"addn_f_{d}", "ops.addn([a, b])", a=A(d, 2, 3), b=A(d, 2, 3, pos=True))
for d in ("float32", "float64", "float16"):
    Gd(f"addmv_{d}_grad", "ops.addmv(x, m, v, beta=2, alpha=3)", pos=(0, 1, 2), x=A(d, 3), m=A(d, 3, 4), v=A(d, 4, pos=True))
    Gd(f"addr_{d}_grad", "ops.addr(x, a, b)", pos=(0, 1, 2), x=A(d, 3, 4), a=A(d, 3), b=A(d, 4, pos=True))
    Gd(f"ger_{d}_grad", "ops.Ger()(a, b)", pos=(0, 1), a=A(d, 3), b=A(d, 4, pos=True))
    Gd(f"cross_{d}_grad", "ops.cross(a, b, -1)", pos=(0, 1), a=A(d, 2, 3), b=A(d, 2, 3, pos=True))
    Gd(f"batchdot_{d}_grad", "ops.batch_dot(a, b, (2, 1))", pos=(0, 1), a=A(d, 2, 2, 3), b=A(d, 2, 3, 4, pos=True))
    Gd(f"biasadd_{d}_grad", "ops.BiasAdd()(a, b)", pos=(0, 1), a=A(d, 2, 3, 4), b=A(d, 3, pos=True))
    Gd(f"addn_{d}_grad", "ops.AddN()((a, b, a))", pos=(0, 1), a=A(d, 2, 3), b=A(d, 2, 3, pos=True))
    C(f"biasaddgrad_{d}", "ops.operations._grad_ops.BiasAddGrad()(a)", a=A(d, 2, 3, 4))
    C(f"biasaddgrad_{d}_nhwc", "ops.operations._grad_ops.BiasAddGrad('NHWC')(a)", a=A(d, 2, 3, 4))
    for p in (1.0, 2.0, 0.0, 3.0):
        C(f"cdist_{d}_p{p}", f"ops.cdist(a, b, {p})", a=A(d, 2, 3, 2), b=A(d, 2, 4, 2, pos=True))
        Gd(f"cdist_{d}_p{p}_grad", f"ops.cdist(a, b, {p})", pos=(0, 1), a=A(d, 2, 3, 2), b=A(d, 2, 4, 2, pos=True))
    C(f"cdist_{d}_2d", "ops.Cdist(2.0)(a, b)", a=A(d, 3, 2), b=A(d, 4, 2, pos=True))
    C(f"cdist_{d}_same", "ops.cdist(a, a, 2.0)", a=A(d, 3, 2))
    spd = f"np.array([[4.0, 2.0, 0.4], [2.0, 5.0, 1.0], [0.4, 1.0, 3.0]], np.{d})"
    C(f"cholesky_{d}", "ops.cholesky(a)", a=spd)
    C(f"cholesky_{d}_upper", "ops.Cholesky(True)(a)", a=spd)
    C(f"cholesky_{d}_batch", "ops.cholesky(a)", a=f"np.stack([{spd}, {spd} * 2])")
    C(f"cholinv_{d}", "ops.cholesky_inverse(a)", a=f"np.linalg.cholesky({spd}.astype(np.float64)).astype(np.{d})")
    C(f"cholinv_{d}_upper", "ops.CholeskyInverse(True)(a)", a=f"np.linalg.cholesky({spd}.astype(np.float64)).T.astype(np.{d})")
    Gd(f"cholesky_{d}_grad", "ops.cholesky(a)", a=spd)
    C(f"lstsq_{d}", "ops.Lstsq()(a, b)", a=f"np.array([[1, 1], [1, 2], [1, 3]], np.{d})", b=f"np.array([[1], [2], [2]], np.{d})")
    C(f"lstsq_{d}_l2", "ops.Lstsq(l2_regularizer=0.5)(a, b)", a=f"np.array([[1, 1], [1, 2], [1, 3]], np.{d})",
      b=f"np.array([[1, 0], [2, 1], [2, 5]], np.{d})")
    C(f"linspace_{d}", "ops.LinSpace()(a, b, 5)", a=f"np.array(1.0, np.{d})", b=f"np.array(-2.0, np.{d})")
    C(f"linspace_f_{d}", "ops.linspace(a, b, 1)", a=f"np.array(1.0, np.{d})", b=f"np.array(-2.0, np.{d})")
    C(f"lerp_{d}", "ops.lerp(a, b, 0.25)", a=A(d, 2, 3), b=A(d, 2, 3, pos=True))
    C(f"lerp_{d}_t", "ops.Lerp()(a, b, w)", a=A(d, 2, 3), b=A(d, 3, pos=True), w=f"np.array([0.0, 0.5, 2.0], np.{d})")
    C(f"lerp_{d}_sp", "ops.lerp(a, b, 0.5)", a=SP(d), b=SP(d) + "[::-1]")
    Gd(f"lerp_{d}_grad", "ops.Lerp()(a, b, w)", pos=(0, 1, 2), a=A(d, 2, 3), b=A(d, 3, pos=True), w=f"np.array([0.0, 0.5, 2.0], np.{d})")
    C(f"dot_{d}_1d", "ops.dot(a, b)", a=A(d, 3), b=A(d, 3, pos=True))
    C(f"dot_{d}_3d", "ops.dot(a, b)", a=A(d, 2, 2, 3), b=A(d, 2, 3, 4, pos=True))
    C(f"batchdot_{d}_axes_int", "ops.batch_dot(a, b, 1)", a=A(d, 2, 3), b=A(d, 2, 3, pos=True))
    C(f"batchdot_{d}_none", "ops.batch_dot(a, b)", a=A(d, 2, 3), b=A(d, 2, 3, pos=True))
    C(f"batchdot_{d}_neg", "ops.batch_dot(a, b, (-1, -2))", a=A(d, 2, 2, 3), b=A(d, 2, 3, 4, pos=True))
for d in ("int32", "int64"):
    C(f"linspace_{d}", "ops.LinSpace()(a, b, 5)", a=f"np.array(1, np.{d})", b=f"np.array(-2, np.{d})")
    C(f"cdist_{d}", "ops.cdist(a, b)", a=A(d, 3, 2), b=A(d, 4, 2, pos=True))
    C(f"lerp_{d}", "ops.lerp(a, b, 0.5)", a=A(d, 3), b=A(d, 3))
    C(f"cholesky_{d}", "ops.cholesky(a)", a="np.eye(2, dtype=np.int32)")
C("cholesky_notpd", "ops.cholesky(a)", a="np.array([[1.0, 2.0], [2.0, 1.0]], np.float32)")
C("cholesky_nonsq", "ops.cholesky(a)", a="np.ones((2, 3), np.float32)")
C("cross_bad", "ops.cross(a, b, 0)", a=A("float32", 2, 3), b=A("float32", 2, 3))
C("cross_mixed", "ops.cross(a, b)", a=A("float32", 2, 3), b=A("float64", 2, 3))
C("ger_2d", "ops.ger(a, b)", a=A("float32", 2, 3), b=A("float32", 3))
C("ger_mixed", "ops.ger(a, b)", a=A("float32", 3), b=A("float16", 3))
C("addmv_bad", "ops.addmv(x, m, v)", x=A("float32", 3), m=A("float32", 3, 4), v=A("float32", 3))
C("addn_mixed", "ops.AddN()((a, b))", a=A("float32", 3), b=A("float16", 3))
C("addn_shape", "ops.AddN()((a, b))", a=A("float32", 3), b=A("float32", 2))
C("biasadd_bad", "ops.BiasAdd()(a, b)", a=A("float32", 2, 3), b=A("float32", 2))
C("biasadd_1d", "ops.BiasAdd()(a, b)", a=A("float32", 3), b=A("float32", 3))
C("cdist_bad", "ops.cdist(a, b)", a=A("float32", 3, 2), b=A("float32", 3, 3))
C("linspace_num0", "ops.LinSpace()(a, b, 0)", a="np.array(1.0, np.float32)", b="np.array(2.0, np.float32)")
C("lstsq_bad", "ops.Lstsq()(a, b)", a=A("float32", 3, 2), b=A("float32", 2, 1))


def main(argv=None) -> int:
    return ds.sweep_main(argv, script=__file__, cases=ds.CASES, run_backend=ds.run_backend, cwd="/tmp",
                         families=",".join(f for f in ds.CASES if f.startswith("a34_")))


if __name__ == "__main__":
    raise SystemExit(main())
