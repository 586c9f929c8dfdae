"""Adapted variants of MindSpore's st ``ops/cpu`` tests (session 32, cpu32): the ~15 most typical ops.

Not run in CI.  The st files of ``tests/st/ops/cpu`` test each primitive on one or two dtypes and shapes; a test
writer adapting them varies the dtype (int8/uint8/int16/float16/float64/bool), uses 0-d and empty shapes,
negative axes, keep_dims, broadcasting, non-contiguous numpy inputs (``.T``, strided slices), both modes and the
gradient.  This tool does that with diff_sweep's machinery (a Cell per case, both modes, MindSpore 2.10 against
msgraph):

    python tests/conformance/tools/cpu32_sweep.py [-f c32_arith,...] [-k SUBSTR] [--save DIR] [--load DIR]

Families: c32_arith (Add/Sub/Mul/Div/RealDiv), c32_red (ReduceSum/Mean/Max), c32_mm (MatMul/BatchMatMul),
c32_shape (Concat/Stack/Split/Transpose/Reshape/Tile/BroadcastTo/Cast), c32_idx (Gather/GatherD/ScatterNd/OneHot/
ArgMax/TopK/CumSum), c32_nn (Softmax/Conv2D/MaxPool/AvgPool/BatchNorm inference/Adam/ApplyMomentum).
Session 32 (cpu32): 4088 mode:case runs; 193 mismatches on main at 101295b2, 129 after cpu32's fixes (programs/cpu32;
the rest are listed in docs/differences.md, "Session 32 (cpu32)").  Adam's returned tuple is MindSpore's uninitialised
memory (compare the Parameters), as are reductions / MatMul over an empty axis.
"""
from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

import diff_sweep as ds  # noqa: E402
from diff_sweep import A, C, DT, FL, Gd, NC, family  # noqa: E402,F401


def ST(dt, *shape):
    """A non-contiguous numpy input: every other column of an array twice as wide."""
    s = shape[:-1] + (shape[-1] * 2,)
    return A(dt, *s) + "[..., ::2]"


# =============================================================================================
family("c32_arith")
BINS = {"add": "ops.Add()(x, y)", "sub": "ops.Sub()(x, y)", "mul": "ops.Mul()(x, y)", "div": "ops.Div()(x, y)",
        "realdiv": "ops.RealDiv()(x, y)"}
for n, e in BINS.items():
    for d in DT:
        C(f"{n}_{d}_same", e, x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
        C(f"{n}_{d}_bc", e, x=A(d, 2, 1, 3), y=A(d, 4, 1, pos=True))
        C(f"{n}_{d}_0d", e, x=A(d), y=A(d, 2, 3, pos=True))
        C(f"{n}_{d}_empty", e, x=A(d, 0, 3), y=A(d, 3, pos=True))
        C(f"{n}_{d}_nc", e, x=NC(d, 3, 4), y=ST(d, 3, 4, pos=True) if False else A(d, 3, 4, pos=True))
        C(f"{n}_{d}_st", e, x=ST(d, 2, 3), y=A(d, 2, 3, pos=True))
        C(f"{n}_{d}_scalar", e.replace("y)", "2)"), x=A(d, 2, 3))
        C(f"{n}_{d}_scalarf", e.replace("y)", "2.5)"), x=A(d, 2, 3))
    for dx, dy in (("int8", "float16"), ("uint8", "int8"), ("int16", "int32"), ("bool_", "float32"), ("float16", "float32"),
                   ("float64", "float32"), ("int32", "float16"), ("uint8", "float64"), ("bool_", "int8"), ("int64", "float64")):
        C(f"{n}_{dx}_{dy}_mixed", e, x=A(dx, 2, 3), y=A(dy, 2, 3, pos=True))
    for d in FL:
        Gd(f"{n}_{d}_grad_bc", e, pos=(0, 1), x=A(d, 2, 1, 3), y=A(d, 4, 1, pos=True))
        Gd(f"{n}_{d}_grad_0d", e, pos=(0, 1), x=A(d), y=A(d, 2, 3, pos=True))
    Gd(f"{n}_f16_f32_grad", e, pos=(0, 1), x=A("float16", 2, 3), y=A("float32", 3, pos=True))
    Gd(f"{n}_i32_f32_grad", e, pos=(1,), x=A("int32", 2, 3), y=A("float32", 3, pos=True))
# division by zero / inf / nan
for n in ("div", "realdiv"):
    for d in FL:
        C(f"{n}_{d}_byzero", BINS[n], x=f"np.array([1, -1, 0, np.inf, np.nan], np.{d})", y=f"np.array([0, 0, 0, 0, 0], np.{d})")
for d in ("int8", "uint8", "int16", "int32", "int64"):
    C(f"div_{d}_byzero", BINS["div"], x=f"np.array([1, 5, 0, 7], np.{d})", y=f"np.array([0, 0, 0, 2], np.{d})")
    C(f"realdiv_{d}_neg", BINS["realdiv"], x=f"np.array([7, 5, 0, 7], np.{d})", y=f"np.array([2, 3, 1, 4], np.{d})")
for d in ("int8", "uint8", "int16"):
    C(f"add_{d}_overflow", BINS["add"], x=f"np.array([100, 127, 120], np.{d})", y=f"np.array([100, 1, 120], np.{d})")
    C(f"mul_{d}_overflow", BINS["mul"], x=f"np.array([100, 127, 20], np.{d})", y=f"np.array([3, 2, 20], np.{d})")
    C(f"sub_{d}_underflow", BINS["sub"], x=f"np.array([0, 1, 5], np.{d})", y=f"np.array([1, 5, 100], np.{d})")

# =============================================================================================
family("c32_red")
REDS = {"sum": "ops.ReduceSum", "mean": "ops.ReduceMean", "max": "ops.ReduceMax"}
for n, p in REDS.items():
    for d in DT:
        for kd in (False, True):
            for ax in ("()", "1", "-1", "(0, -1)", "(-3, 2)", "(-2,)"):
                C(f"{n}_{d}_kd{kd}_ax{ax}", f"{p}({kd})(x, {ax})", x=A(d, 2, 3, 4))
            C(f"{n}_{d}_kd{kd}_0d", f"{p}({kd})(x)", x=A(d))
            C(f"{n}_{d}_kd{kd}_0d_ax", f"{p}({kd})(x, 0)", x=A(d))
            C(f"{n}_{d}_kd{kd}_nc", f"{p}({kd})(x, -1)", x=NC(d, 3, 4))
            C(f"{n}_{d}_kd{kd}_empty_ax1", f"{p}({kd})(x, 1)", x=A(d, 2, 0))
            C(f"{n}_{d}_kd{kd}_empty_ax0", f"{p}({kd})(x, 0)", x=A(d, 2, 0))
        C(f"{n}_{d}_axout", f"{p}()(x, 3)", x=A(d, 2, 3, 4))
        C(f"{n}_{d}_method", f"x.{n}(axis=-1, keepdims=True)", x=A(d, 2, 3))
    for d in FL:
        Gd(f"{n}_{d}_grad", f"{p}()(x, -1)", x=A(d, 2, 3))
        Gd(f"{n}_{d}_grad_kd", f"{p}(True)(x, (0, 2))", x=A(d, 2, 3, 2))
        Gd(f"{n}_{d}_grad_all", f"{p}()(x)", x=A(d, 2, 3))
    Gd(f"{n}_ties_grad", f"{p}()(x, 1)", x="np.array([[1, 3, 3], [2, 2, 2]], np.float32)")
C("sum_int8_overflow", "ops.ReduceSum()(x)", x="np.array([100, 100, 100], np.int8)")
C("sum_uint8_overflow", "ops.ReduceSum()(x)", x="np.array([200, 100, 100], np.uint8)")
C("mean_int32_frac", "ops.ReduceMean()(x, -1)", x="np.array([[1, 2], [3, 6], [-1, -2]], np.int32)")
C("sum_f16_big", "ops.ReduceSum()(x)", x="np.full((3000,), 30.0, np.float16)")
C("max_nan", "ops.ReduceMax()(x, -1)", x="np.array([[1, np.nan, 2], [np.inf, 1, -np.inf]], np.float32)")
C("sum_bool_dtype_out", "ops.ReduceSum()(x, 0)", x=A("bool_", 3, 2))

# =============================================================================================
family("c32_mm")
for d in DT:
    C(f"mm_{d}", "ops.MatMul()(x, y)", x=A(d, 2, 3), y=A(d, 3, 4, pos=True))
    C(f"mm_{d}_ta", "ops.MatMul(transpose_a=True)(x, y)", x=A(d, 3, 2), y=A(d, 3, 4, pos=True))
    C(f"mm_{d}_tb", "ops.MatMul(transpose_b=True)(x, y)", x=A(d, 2, 3), y=A(d, 4, 3, pos=True))
    C(f"mm_{d}_tab", "ops.MatMul(True, True)(x, y)", x=A(d, 3, 2), y=A(d, 4, 3, pos=True))
    C(f"mm_{d}_nc", "ops.MatMul()(x, y)", x=NC(d, 2, 3), y=ST(d, 3, 4))
    C(f"mm_{d}_empty_k", "ops.MatMul()(x, y)", x=A(d, 2, 0), y=A(d, 0, 4))
    C(f"mm_{d}_empty_m", "ops.MatMul()(x, y)", x=A(d, 0, 3), y=A(d, 3, 4))
    C(f"bmm_{d}", "ops.BatchMatMul()(x, y)", x=A(d, 2, 2, 3), y=A(d, 2, 3, 4, pos=True))
    C(f"bmm_{d}_bc", "ops.BatchMatMul()(x, y)", x=A(d, 2, 1, 2, 3), y=A(d, 3, 3, 4, pos=True))
    C(f"bmm_{d}_bc2", "ops.BatchMatMul()(x, y)", x=A(d, 2, 2, 3), y=A(d, 3, 4, pos=True))
    C(f"bmm_{d}_tatb", "ops.BatchMatMul(True, True)(x, y)", x=A(d, 2, 3, 2), y=A(d, 2, 4, 3, pos=True))
    C(f"bmm_{d}_nc", "ops.BatchMatMul()(x, y)", x=NC(d, 2, 2, 3), y=A(d, 2, 3, 4))
for dx, dy in (("float16", "float32"), ("int32", "float32"), ("int8", "int32"), ("float32", "float64")):
    C(f"mm_{dx}_{dy}", "ops.MatMul()(x, y)", x=A(dx, 2, 3), y=A(dy, 3, 4))
    C(f"bmm_{dx}_{dy}", "ops.BatchMatMul()(x, y)", x=A(dx, 2, 2, 3), y=A(dy, 2, 3, 4))
C("mm_rank3", "ops.MatMul()(x, y)", x=A("float32", 2, 2, 3), y=A("float32", 3, 4))
C("mm_mismatch", "ops.MatMul()(x, y)", x=A("float32", 2, 3), y=A("float32", 4, 4))
C("bmm_mismatch", "ops.BatchMatMul()(x, y)", x=A("float32", 2, 2, 3), y=A("float32", 3, 3, 4))
C("bmm_rank1", "ops.BatchMatMul()(x, y)", x=A("float32", 3), y=A("float32", 3, 4))
for d in FL:
    Gd(f"mm_{d}_grad", "ops.MatMul()(x, y)", pos=(0, 1), x=A(d, 2, 3), y=A(d, 3, 4))
    Gd(f"mm_{d}_grad_tab", "ops.MatMul(True, True)(x, y)", pos=(0, 1), x=A(d, 3, 2), y=A(d, 4, 3))
    Gd(f"bmm_{d}_grad", "ops.BatchMatMul()(x, y)", pos=(0, 1), x=A(d, 2, 2, 3), y=A(d, 2, 3, 4))
    Gd(f"bmm_{d}_grad_bc", "ops.BatchMatMul()(x, y)", pos=(0, 1), x=A(d, 2, 1, 2, 3), y=A(d, 3, 3, 4))
    Gd(f"bmm_{d}_grad_tb", "ops.BatchMatMul(False, True)(x, y)", pos=(0, 1), x=A(d, 2, 2, 3), y=A(d, 4, 3))

# =============================================================================================
family("c32_shape")
for d in DT:
    C(f"concat_{d}_neg", "ops.Concat(-1)((x, y))", x=A(d, 2, 3), y=A(d, 2, 1))
    C(f"concat_{d}_empty", "ops.Concat(0)((x, y))", x=A(d, 0, 3), y=A(d, 2, 3))
    C(f"concat_{d}_nc", "ops.Concat(1)((x, y))", x=NC(d, 2, 3), y=ST(d, 2, 2))
    C(f"concat_{d}_three", "ops.Concat(-2)([x, y, x])", x=A(d, 2, 3), y=A(d, 1, 3))
    C(f"stack_{d}_neg", "ops.Stack(-1)((x, y))", x=A(d, 2, 3), y=A(d, 2, 3, pos=True))
    C(f"stack_{d}_0d", "ops.Stack()((x, y))", x=A(d), y=A(d, pos=True))
    C(f"stack_{d}_empty", "ops.Stack(1)((x, y))", x=A(d, 0, 3), y=A(d, 0, 3))
    C(f"split_{d}_neg", "ops.Split(-1, 2)(x)", x=A(d, 3, 4))
    C(f"split_{d}_one", "ops.Split(0, 1)(x)", x=A(d, 3, 4))
    C(f"split_{d}_nc", "ops.Split(1, 3)(x)", x=NC(d, 2, 3))
    C(f"transpose_{d}_neg", "ops.Transpose()(x, (2, 0, 1))", x=A(d, 2, 3, 4))
    C(f"transpose_{d}_0d", "ops.Transpose()(x, ())", x=A(d))
    C(f"transpose_{d}_empty", "ops.Transpose()(x, (1, 0))", x=A(d, 0, 3))
    C(f"transpose_{d}_nc", "ops.Transpose()(x, (1, 0))", x=NC(d, 2, 3))
    C(f"reshape_{d}_m1", "ops.Reshape()(x, (-1, 2))", x=A(d, 2, 3, 2))
    C(f"reshape_{d}_0d", "ops.Reshape()(x, (1, 1))", x=A(d))
    C(f"reshape_{d}_to0d", "ops.Reshape()(x, ())", x=A(d, 1, 1))
    C(f"reshape_{d}_empty", "ops.Reshape()(x, (3, 0, -1))", x=A(d, 0, 6))
    C(f"reshape_{d}_nc", "ops.Reshape()(x, (6,))", x=NC(d, 2, 3))
    C(f"tile_{d}", "ops.Tile()(x, (2, 1, 3))", x=A(d, 2, 3))
    C(f"tile_{d}_0d", "ops.Tile()(x, (2, 3))", x=A(d))
    C(f"tile_{d}_empty", "ops.Tile()(x, (2, 2))", x=A(d, 0, 2))
    C(f"tile_{d}_zero", "ops.Tile()(x, (0, 2))", x=A(d, 2, 2))
    C(f"bcast_{d}", "ops.BroadcastTo((2, 3, 4))(x)", x=A(d, 3, 1))
    C(f"bcast_{d}_m1", "ops.BroadcastTo((-1, 2, -1))(x)", x=A(d, 3, 1, 4))
    C(f"bcast_{d}_0d", "ops.BroadcastTo((2, 3))(x)", x=A(d))
    C(f"bcast_{d}_empty", "ops.BroadcastTo((0, 3))(x)", x=A(d, 1, 3))
    C(f"bcast_{d}_nc", "ops.BroadcastTo((2, 3, 2))(x)", x=NC(d, 3, 2))
    for t in DT:
        C(f"cast_{d}_{t}", f"ops.Cast()(x, ms.{t.rstrip('_')})", x=f"np.array([-300.7, -129.5, -2.5, -1.0, -0.5, 0.0, 0.5, 1.5, 2.5, 127.9, 255.6, 70000.2]).astype(np.{d})" if d.startswith("float") else A(d, 2, 3))
    C(f"cast_{d}_0d", "ops.Cast()(x, ms.float32)", x=A(d))
    C(f"cast_{d}_empty", "ops.Cast()(x, ms.int32)", x=A(d, 0, 2))
for d in FL:
    Gd(f"concat_{d}_grad", "ops.Concat(-1)((x, y)) * ops.Concat(-1)((y, x))", pos=(0, 1), x=A(d, 2, 3), y=A(d, 2, 3))
    Gd(f"stack_{d}_grad", "ops.Stack(-1)((x, y * 2))", pos=(0, 1), x=A(d, 2, 3), y=A(d, 2, 3))
    Gd(f"split_{d}_grad", "ops.Split(-1, 2)(x)[1] * 3", x=A(d, 2, 4))
    Gd(f"transpose_{d}_grad", "ops.Transpose()(x, (1, 0)) * ops.Transpose()(x, (1, 0))", x=A(d, 2, 3))
    Gd(f"tile_{d}_grad", "ops.Tile()(x, (2, 3)) * 1.5", x=A(d, 2, 3))
    Gd(f"bcast_{d}_grad", "ops.BroadcastTo((2, 3, 4))(x) * 2", x=A(d, 3, 1))
    Gd(f"cast_{d}_grad", "ops.Cast()(x, ms.float16) * 3", x=A(d, 2, 3))
C("cast_f32_bool_nan", "ops.Cast()(x, ms.bool_)", x="np.array([np.nan, 0.0, -0.0, np.inf, 1e-30], np.float32)")
C("cast_f32_i32_special", "ops.Cast()(x, ms.int32)", x="np.array([np.nan, np.inf, -np.inf, 3e9, -3e9], np.float32)")
C("cast_f64_f16_over", "ops.Cast()(x, ms.float16)", x="np.array([70000.0, 1e-8, 65519.0, -65520.0], np.float64)")
C("split_uneven", "ops.Split(1, 3)(x)", x=A("float32", 2, 4))
C("concat_mixed_dtype", "ops.Concat()((x, y))", x=A("float32", 2), y=A("float16", 2))
C("stack_mixed_dtype", "ops.Stack()((x, y))", x=A("int32", 2), y=A("int64", 2))
C("tile_short_mult", "ops.Tile()(x, (2,))", x=A("float32", 2, 3))
C("bcast_bad", "ops.BroadcastTo((2, 4))(x)", x=A("float32", 3))

# =============================================================================================
family("c32_idx")
for d in DT:
    C(f"gather_{d}", "ops.Gather()(x, i, 0)", x=A(d, 4, 3), i="np.array([3, 0, 2], np.int32)")
    C(f"gather_{d}_neg_axis", "ops.Gather()(x, i, -1)", x=A(d, 4, 3), i="np.array([[2, 0], [1, 1]], np.int64)")
    C(f"gather_{d}_0d_idx", "ops.Gather()(x, i, 1)", x=A(d, 4, 3), i="np.array(2, np.int32)")
    C(f"gather_{d}_empty_idx", "ops.Gather()(x, i, 0)", x=A(d, 4, 3), i="np.zeros((0,), np.int32)")
    C(f"gather_{d}_nc", "ops.Gather()(x, i, 0)", x=NC(d, 4, 3), i="np.array([1, 3], np.int32)")
    C(f"gatherd_{d}", "ops.GatherD()(x, 1, i)", x=A(d, 3, 4), i="np.array([[0, 3], [1, 1], [2, 0]], np.int32)")
    C(f"gatherd_{d}_neg", "ops.GatherD()(x, -2, i)", x=A(d, 3, 4), i="np.array([[0, 2, 1, 0]], np.int64)")
    C(f"scatternd_{d}", "ops.ScatterNd()(i, u, (4, 3))", i="np.array([[1], [3], [1]], np.int32)", u=A(d, 3, 3, pos=True))
    C(f"scatternd_{d}_elem", "ops.ScatterNd()(i, u, (3, 3))", i="np.array([[0, 1], [2, 2], [0, 1]], np.int64)", u=A(d, 3, pos=True))
    C(f"topk_{d}", "ops.TopK()(x, 2)", x="np.array([[1, 3, 3, 0], [5, 2, 5, 5]]).astype(np.%s)" % d)
    C(f"topk_{d}_sortf", "ops.TopK(sorted=False)(x, 3)", x=A(d, 2, 4))
    C(f"argmax_{d}", "ops.Argmax()(x)", x="np.array([[1, 3, 3, 0], [5, 2, 5, 5]]).astype(np.%s)" % d)
    C(f"argmax_{d}_ax0", "ops.Argmax(0)(x)", x=A(d, 3, 2))
    C(f"argmax_{d}_i64", "ops.Argmax(-1, ms.int64)(x)", x=A(d, 3, 2))
    C(f"argmax_{d}_1d", "ops.Argmax()(x)", x=A(d, 5))
    C(f"cumsum_{d}", "ops.CumSum()(x, 1)", x=A(d, 2, 3))
    C(f"cumsum_{d}_neg", "ops.CumSum()(x, -2)", x=A(d, 3, 2))
    C(f"cumsum_{d}_excl", "ops.CumSum(exclusive=True)(x, 0)", x=A(d, 3, 2))
    C(f"cumsum_{d}_rev", "ops.CumSum(reverse=True)(x, 1)", x=A(d, 2, 3))
    C(f"cumsum_{d}_exrev", "ops.CumSum(True, True)(x, -1)", x=A(d, 2, 3))
    C(f"cumsum_{d}_nc", "ops.CumSum()(x, 1)", x=NC(d, 2, 3))
    C(f"onehot_{d}", "ops.OneHot()(i, 4, on, off)", i="np.array([0, 3, 1, -1, 5], np.int32)",
      on=f"np.array(1).astype(np.{d})", off=f"np.array(0).astype(np.{d})")
for it in ("int32", "int64", "uint8"):
    C(f"onehot_idx_{it}", "ops.OneHot()(i, 3, on, off)", i=f"np.array([[0, 2], [1, 1]], np.{it})",
      on="np.array(1.0, np.float32)", off="np.array(0.0, np.float32)")
C("onehot_axis0", "ops.OneHot(0)(i, 3, on, off)", i="np.array([0, 2, 1, 1], np.int32)",
  on="np.array(5.0, np.float32)", off="np.array(-1.0, np.float32)")
C("onehot_0d", "ops.OneHot()(i, 3, on, off)", i="np.array(2, np.int32)", on="np.array(1.0, np.float32)", off="np.array(0.0, np.float32)")
C("onehot_fn", "ops.one_hot(i, 3, on, off, -1)", i="np.array([2, 0], np.int64)", on="np.array(1.0, np.float16)", off="np.array(0.0, np.float16)")
C("gather_oob", "ops.Gather()(x, i, 0)", x=A("float32", 4, 3), i="np.array([4, -1], np.int32)")
C("gatherd_oob", "ops.GatherD()(x, 1, i)", x=A("float32", 3, 4), i="np.array([[5], [0], [1]], np.int32)")
C("scatternd_oob", "ops.ScatterNd()(i, u, (3,))", i="np.array([[5]], np.int32)", u=A("float32", 1))
C("topk_k_too_big", "ops.TopK()(x, 5)", x=A("float32", 2, 4))
C("topk_0d", "ops.TopK()(x, 1)", x=A("float32"))
C("topk_nan", "ops.TopK()(x, 3)", x="np.array([1.0, np.nan, 3.0, -np.inf, np.inf], np.float32)")
C("argmax_nan", "ops.Argmax()(x)", x="np.array([1.0, np.nan, 3.0, np.nan], np.float32)")
C("cumsum_f16_long", "ops.CumSum()(x, 0)", x="np.full((2049,), 1.0, np.float16)")
C("cumsum_i8_over", "ops.CumSum()(x, 0)", x="np.array([100, 100, 100], np.int8)")
for d in FL:
    Gd(f"gather_{d}_grad", "ops.Gather()(x, i, 0) * 2", x=A(d, 4, 3), i="np.array([3, 0, 3], np.int32)")
    Gd(f"gatherd_{d}_grad", "ops.GatherD()(x, 1, i) * 3", x=A(d, 3, 4), i="np.array([[0, 0], [1, 3], [2, 2]], np.int32)")
    Gd(f"scatternd_{d}_grad", "ops.ScatterNd()(i, u, (4, 3)) * 2", pos=(1,), i="np.array([[1], [3], [1]], np.int32)", u=A(d, 3, 3))
    Gd(f"topk_{d}_grad", "ops.TopK()(x, 2)[0] * 2", x="np.array([[1, 3, 3, 0], [5, 2, 5, 5]]).astype(np.%s)" % d)
    Gd(f"cumsum_{d}_grad", "ops.CumSum()(x, 1) * x", x=A(d, 2, 3))
    Gd(f"cumsum_{d}_grad_exrev", "ops.CumSum(True, True)(x, 0) * 2", x=A(d, 3, 2))
    Gd(f"onehot_{d}_grad", "ops.OneHot()(i, 3, on, off) * 2", pos=(1, 2), i="np.array([0, 2], np.int32)",
       on=f"np.array(1.0, np.{d})", off=f"np.array(0.0, np.{d})")

# =============================================================================================
family("c32_nn")
for d in FL:
    for ax in ("-1", "0", "(1,)", "(-2,)"):
        C(f"softmax_{d}_ax{ax}", f"ops.Softmax({ax})(x)", x=A(d, 2, 3, 4))
    C(f"softmax_{d}_0d", "ops.Softmax()(x)", x=A(d))
    C(f"softmax_{d}_empty", "ops.Softmax()(x)", x=A(d, 0, 3))
    C(f"softmax_{d}_nc", "ops.Softmax()(x)", x=NC(d, 3, 4))
    C(f"softmax_{d}_inf", "ops.Softmax()(x)", x=f"np.array([[1, np.inf, 2], [-np.inf, -np.inf, 0], [1000, 1000, -1000]], np.{d})")
    Gd(f"softmax_{d}_grad", "ops.Softmax()(x) * w", x=A(d, 2, 3), w=A(d, 2, 3, pos=True), pos=(0,))
    C(f"conv2d_{d}", "ops.Conv2D(4, 3)(x, w)", x=A(d, 1, 2, 5, 5), w=A(d, 4, 2, 3, 3, pos=True))
    C(f"conv2d_{d}_pad", "ops.Conv2D(4, 3, pad_mode='pad', pad=1, stride=2)(x, w)", x=A(d, 2, 2, 5, 5), w=A(d, 4, 2, 3, 3))
    C(f"conv2d_{d}_same", "ops.Conv2D(2, (2, 3), pad_mode='same', dilation=2)(x, w)", x=A(d, 1, 2, 6, 5), w=A(d, 2, 2, 2, 3))
    C(f"conv2d_{d}_group", "ops.Conv2D(4, 1, group=2)(x, w)", x=A(d, 1, 4, 3, 3), w=A(d, 4, 2, 1, 1))
    C(f"conv2d_{d}_nc", "ops.Conv2D(2, 3)(x, w)", x=NC(d, 1, 2, 4, 4), w=A(d, 2, 2, 3, 3))
    Gd(f"conv2d_{d}_grad", "ops.Conv2D(2, 3, pad_mode='pad', pad=1)(x, w)", pos=(0, 1), x=A(d, 1, 2, 4, 4), w=A(d, 2, 2, 3, 3))
    for ks, st, pm in (("2", "2", "valid"), ("3", "1", "same"), ("3", "2", "same"), ("(2, 3)", "(1, 2)", "valid")):
        C(f"maxpool_{d}_{ks}_{st}_{pm}", f"ops.MaxPool({ks}, {st}, '{pm}')(x)", x=A(d, 1, 2, 5, 6))
        C(f"avgpool_{d}_{ks}_{st}_{pm}", f"ops.AvgPool({ks}, {st}, '{pm}')(x)", x=A(d, 1, 2, 5, 6))
        Gd(f"maxpool_{d}_{ks}_{st}_{pm}_grad", f"ops.MaxPool({ks}, {st}, '{pm}')(x) * 2", x=A(d, 1, 2, 5, 6))
        Gd(f"avgpool_{d}_{ks}_{st}_{pm}_grad", f"ops.AvgPool({ks}, {st}, '{pm}')(x) * 2", x=A(d, 1, 2, 5, 6))
    C(f"maxpool_{d}_ties", "ops.MaxPool(2, 2)(x)", x=f"np.ones((1, 1, 4, 4), np.{d})")
    Gd(f"maxpool_{d}_ties_grad", "ops.MaxPool(2, 1)(x)", x=f"np.ones((1, 1, 3, 3), np.{d})")
    C(f"maxpool_{d}_nan", "ops.MaxPool(2, 2)(x)", x=f"np.array([[[[np.nan, 1], [2, 3]]]], np.{d})")
    C(f"bn_{d}_infer", "ops.BatchNorm(False, 1e-5)(x, s, b, m, v)[0]", x=A(d, 2, 3, 2, 2), s=A("float32", 3, pos=True),
      b=A("float32", 3), m=A("float32", 3), v=A("float32", 3, pos=True))
    C(f"bn_{d}_infer_2d", "ops.BatchNorm(False, 1e-3)(x, s, b, m, v)", x=A(d, 4, 3), s=A("float32", 3, pos=True),
      b=A("float32", 3), m=A("float32", 3), v=A("float32", 3, pos=True))
C("softmax_int", "ops.Softmax()(x)", x=A("int32", 2, 3))
C("softmax_axis_oob", "ops.Softmax(2)(x)", x=A("float32", 2, 3))
C("conv2d_mixed", "ops.Conv2D(2, 3)(x, w)", x=A("float32", 1, 2, 4, 4), w=A("float16", 2, 2, 3, 3))
C("conv2d_int", "ops.Conv2D(2, 3)(x, w)", x=A("int32", 1, 2, 4, 4), w=A("int32", 2, 2, 3, 3))
C("maxpool_int", "ops.MaxPool(2, 2)(x)", x=A("int32", 1, 1, 4, 4))
C("maxpool_3d_input", "ops.MaxPool(2, 2)(x)", x=A("float32", 1, 4, 4))
C("avgpool_big_kernel", "ops.AvgPool(5, 1)(x)", x=A("float32", 1, 1, 4, 4))
# optimizers: Parameters in the Cell, the update's return value and the Parameter afterwards
OPT_INIT = ("self.p = ms.Parameter(ms.Tensor(np.array([[0.5, -1.0], [2.0, 0.25]], np.{d})), 'p'); "
            "self.m = ms.Parameter(ms.Tensor(np.array([[0.1, 0.0], [-0.2, 0.3]], np.{d})), 'm'); "
            "self.v = ms.Parameter(ms.Tensor(np.array([[0.01, 0.0], [0.04, 0.09]], np.{d})), 'v')")
for d in ("float32", "float16", "float64"):
    for kw in ("", "use_locking=True", "use_nesterov=True"):
        C(f"adam_{d}_{kw or 'plain'}", f"(ops.Adam({kw})(self.p, self.m, self.v, 0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, g), self.p, self.m, self.v)",
          init=OPT_INIT.format(d=d), g=f"np.array([[0.5, -0.5], [1.0, 0.0]], np.{d})")
    for kw in ("", "use_nesterov=True"):
        C(f"mom_{d}_{kw or 'plain'}", f"(ops.ApplyMomentum({kw})(self.p, self.m, lr, g, mo), self.p, self.m)",
          init=OPT_INIT.format(d=d), g=f"np.array([[0.5, -0.5], [1.0, 0.0]], np.{d})",
          lr=f"np.array(0.1, np.{d})", mo=f"np.array(0.9, np.{d})")
    C(f"mom_{d}_scalar_lr", "(ops.ApplyMomentum()(self.p, self.m, 0.1, g, 0.9), self.p)",
      init=OPT_INIT.format(d=d), g=f"np.array([[0.5, -0.5], [1.0, 0.0]], np.{d})")
C("adam_lr_tensor", "(ops.Adam()(self.p, self.m, self.v, b1p, 0.999, lr, 0.9, 0.999, 1e-8, g), self.p)",
  init=OPT_INIT.format(d="float32"), g="np.array([[0.5, -0.5], [1.0, 0.0]], np.float32)", b1p="np.array(0.9, np.float32)",
  lr="np.array(0.01, np.float32)")
C("mom_mixed_grad", "(ops.ApplyMomentum()(self.p, self.m, 0.1, g, 0.9), self.p)",
  init=OPT_INIT.format(d="float32"), g="np.array([[0.5, -0.5], [1.0, 0.0]], np.float16)")
C("adam_shape_bad", "(ops.Adam()(self.p, self.m, self.v, 0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, g), self.p)",
  init=OPT_INIT.format(d="float32"), g="np.array([0.5, -0.5], np.float32)")


def main(argv=None) -> int:
    return ds.sweep_main(argv, script=__file__, cases=ds.CASES, run_backend=ds.run_backend, cwd="/tmp",
                         families=",".join(f for f in ds.CASES if f.startswith("c32_")))


if __name__ == "__main__":
    raise SystemExit(main())
