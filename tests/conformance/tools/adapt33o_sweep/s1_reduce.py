"""Reductions / matmul / argmax / cumsum over dtypes, axes, keepdims, empty / 0-d / NaN inputs, and gradients."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _h import *

base = np.array([[1, -2, 3], [4, 0, -6]])
DT = {"f16": ms.float16, "f32": ms.float32, "f64": ms.float64, "i8": ms.int8, "i32": ms.int32, "i64": ms.int64,
      "u8": ms.uint8, "bool": ms.bool_}
RED = ["ops.sum(a)", "ops.sum(a, 1, True)", "ops.mean(a)", "ops.mean(a, 0)", "ops.prod(a)", "ops.prod(a, -1)",
       "ops.amax(a, 1)", "ops.amin(a, 0, True)", "ops.max(a, 1)", "ops.min(a, 0, True)", "ops.argmax(a)",
       "ops.argmax(a, 1)", "ops.argmin(a, 0, True)", "ops.cumsum(a, 1)", "ops.cumsum(a, 0, dtype=ms.float32)",
       "ops.cumprod(a, 1)", "ops.std(a)", "ops.var(a, 1)", "ops.norm(a)", "ops.logsumexp(a, 1)", "ops.all(a, 1)",
       "ops.any(a)", "mint.sum(a)", "mint.sum(a, 1, dtype=ms.float64)", "mint.mean(a, 1)", "mint.prod(a)",
       "mint.max(a)", "mint.max(a, 1)", "mint.argmax(a, 1, True)", "mint.cumsum(a, 0)", "a.sum()", "a.mean(axis=1)",
       "a.max()", "a.argmax(axis=-1)", "a.cumsum(1)", "ops.ReduceSum(keep_dims=True)(a, (0, 1))",
       "ops.ReduceMean()(a, 1)", "ops.ReduceMax()(a)", "ops.cummax(a, 1)", "ops.cummin(a, 0)",
       "ops.count_nonzero(a, 1)", "mint.min(a, 0, True)", "mint.all(a)", "mint.any(a, 1)", "a.prod(1)", "a.std()",
       "ops.ReduceProd()(a, 0)", "ops.ReduceAll()(a, 1)", "a.all()", "a.min(1)", "mint.amax(a, 1)", "mint.argmin(a)",
       "mint.cumprod(a, 1)", "mint.logsumexp(a, 1)", "mint.var(a)", "mint.std(a, 1)", "mint.norm(a)",
       "ops.median(a, 1)", "mint.median(a)", "ops.nansum(a, 1)", "ops.aminmax(a, axis=1)"]
for dn, dt in DT.items():
    x = Tensor(np.abs(base) if dn == "u8" else base, dt)
    for e in RED:
        case("%s %s" % (e, dn), e, x)

e = Tensor(np.zeros((0, 3), np.float32))
s = Tensor(np.float32(2.5))
for ex in ["ops.sum(a, 0)", "ops.mean(a, 0)", "ops.prod(a, 0)", "ops.amax(a, 1)", "ops.argmax(a, 1)",
           "ops.cumsum(a, 0)", "mint.sum(a)", "mint.mean(a)", "ops.logsumexp(a, 0)", "ops.mean(a)", "a.max(0)",
           "ops.argmax(a)", "mint.max(a)", "ops.std(a, 0)", "ops.norm(a)", "ops.all(a)", "ops.any(a, 0)"]:
    case("empty " + ex, ex, e)
    case("0d " + ex, ex, s)

xn = Tensor(np.array([[1.0, np.nan, 3.0], [-np.inf, 2.0, np.inf]], np.float32))
for ex in ["ops.amax(a, 1)", "ops.argmax(a, 1)", "ops.argmin(a, 1)", "ops.max(a, 1)", "mint.max(a)", "ops.min(a, 1)",
           "ops.cumsum(a, 1)", "ops.cummax(a, 1)", "ops.sum(a, 1)", "ops.mean(a)", "ops.logsumexp(a, 1)",
           "mint.argmax(a, 1)", "mint.max(a, 1)", "a.argmax(1)", "ops.cummin(a, 1)", "ops.median(a, 1)",
           "ops.nansum(a)", "ops.nanmean(a, 1)", "mint.amax(a, 0)", "ops.ArgMaxWithValue(1)(a)", "ops.norm(a, dim=1)"]:
    case("nan " + ex, ex, xn)

for dn in ["f16", "f32", "f64", "i32", "i64", "i8", "u8", "bool"]:
    dt = DT[dn]
    a = Tensor(np.arange(6).reshape(2, 3) % 3, dt)
    b = Tensor(np.arange(6).reshape(3, 2) % 2, dt)
    for ex in ["ops.matmul(a, b)", "mint.matmul(a, b)", "ops.bmm(a.expand_dims(0), b.expand_dims(0))",
               "ops.MatMul(transpose_b=True)(a, b.T)", "mint.mm(a, b)", "a.matmul(b)", "mint.bmm(a[None], b[None])",
               "ops.BatchMatMul()(a[None], b[None])", "a @ b", "ops.dot(a, b)", "ops.inner(a, b.T)",
               "ops.outer(a[0], b[0])", "ops.tensor_dot(a, b, 1)", "ops.addmm(a[:, :2], a, b)"]:
        case("%s %s" % (ex, dn), ex, a, b)
a = f32(2, 3); b = f32(3, 2)
for ex in ["ops.matmul(a[0], b[:, 0])", "ops.matmul(a[0], b)", "ops.matmul(a, b[:, 0])",
           "ops.matmul(a.reshape(1, 2, 3).tile((4, 1, 1)), b)", "ops.matmul(a, b.astype(ms.float16))",
           "ops.matmul(a, b.astype(ms.int32))", "ops.matmul(a, a)", "ops.bmm(a, b)", "ops.matmul(a[:, :0], b[:0])",
           "ops.matmul(a.T, b.T)", "mint.matmul(a[0], b[:, 0])", "mint.matmul(a[None, None], b)",
           "ops.matmul(a, b.astype(ms.float64))", "mint.matmul(a, b.astype(ms.float16))",
           "ops.bmm(a[None], b[None].astype(ms.float16))", "ops.dense(a, b.T)", "ops.dense(a, b.T, b[0])"]:
    case(ex, ex, a, b)
for ex, gp in [("ops.matmul(a, b).sum()", (0, 1)), ("ops.bmm(a.expand_dims(0), b.expand_dims(0)).sum()", (0, 1)),
               ("ops.matmul(a[0], b).sum()", (0, 1)), ("ops.matmul(a.reshape(1, 2, 3).tile((4, 1, 1)), b).sum()", (0, 1)),
               ("ops.matmul(a[0], b[:, 0])", (0, 1)), ("mint.matmul(a, b).sum()", (0, 1)),
               ("ops.dense(a, b.T, b[0]).sum()", (0, 1))]:
    gcase(ex, ex, a, b, grad_position=gp)
for ex in ["ops.sum(a, 1).sum() * 2", "(ops.mean(a, 1, True) * a).sum()", "ops.prod(a, 1).sum()",
           "ops.prod(a - 1, 0).sum()", "ops.amax(a * 0 + 1, 1).sum()", "ops.max(a * 0 + 1, 1)[0].sum()",
           "mint.max(a * 0 + 1)", "(ops.cumsum(a, 1) * a).sum()", "ops.cumprod(a + 1, 1).sum()",
           "ops.cumprod(a, 1).sum()", "ops.std(a, 1).sum()", "ops.var(a, 1, ddof=0).sum()", "ops.norm(a)",
           "ops.norm(a * 0)", "ops.logsumexp(a, 1).sum()", "ops.cummax(a * 0, 1)[0].sum()", "ops.amin(a * 0, 0).sum()",
           "ops.ReduceMax()(a * 0)", "a.max()", "mint.amax(a * 0, 1).sum()", "ops.median(a, 1)[0].sum()",
           "mint.prod(a)", "ops.mean(a, (0, 1))", "mint.mean(a, -1).sum()", "ops.cumsum(a, 0, reverse=True).sum()"]:
    gcase(ex, ex, a)
run()
