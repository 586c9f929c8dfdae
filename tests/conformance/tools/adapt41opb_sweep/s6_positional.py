"""s3's index / reduction cases again with positional extra arguments instead of lambdas (C(fn, *extra) calls
fn(*inputs, *extra) in construct): MindSpore's Graph mode cannot parse a lambda written inside another lambda on
one line, so s3's lambda cases are Graph-mode parse errors on both sides; mint.argmax / argmin / cummax / cummin /
histc / linspace have no PyNative CPU kernel in MindSpore 2.10 (the Graph-mode kernels are these scripts' oracle)."""
import numpy as np
import mindspore as ms
from mindspore import mint, ops
from _h import case
from _c import C, G, T

DTS = ["float16", "float32", "float64", "int8", "int32", "int64", "uint8", "bool"]
X = [[3.0, -1.0, 3.0, 0.5], [-2.0, 7.0, 7.0, -2.0], [0.0, 0.0, 1.0, 1.0]]
NANX = [[1.0, np.nan, 0.5, 3.0], [2.0, 1.0, np.nan, np.inf], [np.nan, -np.inf, 0.0, np.nan]]


def X_(dt):
    a = np.array(X)
    if dt == "uint8":
        a = np.abs(a)
    if dt == "bool":
        a = a > 0.7
    return T(a, dt)


for dt in DTS:
    for fn in ["argmax", "argmin"]:
        f = getattr(mint, fn)
        case(f"{fn}.none.{dt}", lambda: C(f)(X_(dt)))
        for d in [0, 1, -1]:
            case(f"{fn}.{d}.{dt}", lambda: C(f, d)(X_(dt)))
            case(f"{fn}.{d}.keep.{dt}", lambda: C(f, d, True)(X_(dt)))
    for fn in ["cummax", "cummin"]:
        for d in [0, -1]:
            case(f"{fn}.{d}.{dt}", lambda: C(getattr(mint, fn), d)(X_(dt)))
            case(f"ops.{fn}.{d}.{dt}", lambda: C(getattr(ops, fn), d)(X_(dt)))
    for k, d in [(1, 1), (2, -1), (3, 0)]:
        case(f"kthvalue.{k}.{d}.{dt}", lambda: C(ops.kthvalue, k, d)(X_(dt)))
    case(f"kthvalue.keep.{dt}", lambda: C(ops.kthvalue, 2, 1, True)(X_(dt)))
    case(f"histc.{dt}", lambda: C(mint.histc, 4, 0, 3)(X_(dt)))
    case(f"histc.auto.{dt}", lambda: C(mint.histc, 5)(X_(dt)))
    case(f"all.{dt}", lambda: C(mint.all, -1, True)(X_(dt)))
    case(f"flip.{dt}", lambda: C(mint.flip, (0, -1))(X_(dt)))
    case(f"index_select.{dt}", lambda: C(mint.index_select, 1, T([3, 0, 0], "int64"))(X_(dt)))
    case(f"gather.{dt}", lambda: C(mint.gather, 1, T([[0, 2], [1, 0], [3, 3]], "int64"))(X_(dt)))
for fn in ["argmax", "argmin", "cummax", "cummin"]:
    f = getattr(mint, fn)
    case(f"{fn}.nan.0", lambda: C(f, 0)(T(NANX)))
    case(f"{fn}.nan.1", lambda: C(f, 1)(T(NANX)))
    case(f"{fn}.nan16.1", lambda: C(f, 1)(T(NANX, "float16")))
    case(f"{fn}.0d", lambda: C(f, 0)(T(2.0)))
    case(f"{fn}.empty", lambda: C(f, 0)(T(np.zeros((0, 3)))))
    case(f"{fn}.empty1", lambda: C(f, 1)(T(np.zeros((0, 3)))))
    case(f"{fn}.dimbad", lambda: C(f, 2)(T(X)))
case("argmax.none.nan", lambda: C(mint.argmax)(T(NANX)))
case("argmin.none.nan", lambda: C(mint.argmin)(T(NANX)))
case("argmax.none.0d", lambda: C(mint.argmax)(T(2.0)))
case("argmax.none.empty", lambda: C(mint.argmax)(T(np.zeros((0, 3)))))
case("ops.cummax.nan", lambda: C(ops.cummax, 1)(T(NANX)))
case("ops.cummin.nan", lambda: C(ops.cummin, 1)(T(NANX)))
case("ops.cummin.empty", lambda: C(ops.cummin, 0)(T(np.zeros((0, 3)))))
case("ops.cummax.empty", lambda: C(ops.cummax, 0)(T(np.zeros((0, 3)))))
case("ops.cummin.0d", lambda: C(ops.cummin, 0)(T(2.0)))
case("cummax.grad", lambda: G(mint.cummax, 1)(T(X)))
case("cummin.grad.ties", lambda: G(mint.cummin, 0)(T([[1.0, 2.0], [1.0, 2.0], [0.0, 5.0]])))
case("kthvalue.nan", lambda: C(ops.kthvalue, 2, 0)(T([[1.0, np.nan], [np.nan, 2.0], [3.0, 0.0]])))
case("kthvalue.k0", lambda: C(ops.kthvalue, 0, 1)(T(X)))
case("kthvalue.k5", lambda: C(ops.kthvalue, 5, 1)(T(X)))
case("kthvalue.0d", lambda: C(ops.kthvalue, 1, 0)(T(2.0)))
case("kthvalue.ties", lambda: C(ops.kthvalue, 2, 0)(T([[1.0, 2.0], [1.0, 2.0], [0.0, 5.0]])))
case("kthvalue.grad", lambda: G(ops.kthvalue, 2, 1)(T(X)))
case("kthvalue.grad.ties", lambda: G(ops.kthvalue, 2, 0)(T([[1.0, 2.0], [1.0, 2.0], [0.0, 5.0]])))
for args in [(3, 1, 1), (3, 3, 1), (0,), (4, -0.5, 2.5), (3, 0, 3), (2, 0.0, 1.0)]:
    case(f"histc.{args}", lambda: C(mint.histc, *args)(T(X)))
case("histc.nan", lambda: C(mint.histc, 4, 0, 3)(T([1.0, np.nan, np.inf, 3.0])))
case("histc.empty", lambda: C(mint.histc, 4)(T(np.zeros((0,)))))
case("histc.0d", lambda: C(mint.histc, 4)(T(2.0)))
case("histc.edge", lambda: C(mint.histc, 3, 0, 3)(T([0.0, 1.0, 2.0, 3.0, 3.0000001, -0.0])))
case("histc.f16edge", lambda: C(mint.histc, 3, 0, 1)(T([0.333, 0.334, 0.666, 0.667, 1.0], "float16")))
for d in [None, ms.float16, ms.int32, ms.int64, ms.float64, ms.uint8]:
    case(f"linspace.{d}", lambda: C(mint.linspace, 4, d)(-1.5, 2.7) if d is not None else C(mint.linspace, 4)(-1.5, 2.7))
    case(f"linspace.t.{d}", lambda: C(mint.linspace, 5, d)(T(0.0), T(10.0)))
case("linspace.1", lambda: C(mint.linspace, 1)(2.0, 5.0))
case("linspace.0", lambda: C(mint.linspace, 0)(2.0, 5.0))
case("linspace.rev", lambda: C(mint.linspace, 4)(5, 2))
case("linspace.int", lambda: C(mint.linspace, 4)(0, 10))
case("index_select.0d", lambda: C(mint.index_select, 0, T(1, "int64"))(T(X)))
case("index_select.neg", lambda: C(mint.index_select, 1, T([-1], "int64"))(T(X)))
case("index_select.oob", lambda: C(mint.index_select, 1, T([4], "int64"))(T(X)))
case("index_select.2d", lambda: C(mint.index_select, 1, T([[1, 0]], "int64"))(T(X)))
case("index_select.i32", lambda: C(mint.index_select, 0, T([1, 2], "int32"))(T(X)))
case("index_select.grad", lambda: G(mint.index_select, 1, T([3, 0, 0], "int64"))(T(X)))
case("flip.0d", lambda: C(mint.flip, (0,))(T(2.0)))
case("flip.0d.empty", lambda: C(mint.flip, ())(T(2.0)))
case("flip.dup", lambda: C(mint.flip, (0, 0))(T(X)))
case("flip.bad", lambda: C(mint.flip, (2,))(T(X)))
case("gather.neg", lambda: C(mint.gather, 1, T([[-1, 0]] * 3, "int64"))(T(X)))
case("gather.oob", lambda: C(mint.gather, 1, T([[4, 0]] * 3, "int64"))(T(X)))
case("gather.big", lambda: C(mint.gather, 1, T([[0, 1, 2, 3, 0]] * 3, "int64"))(T(X)))
case("gather.small", lambda: C(mint.gather, 0, T([[2], [0]], "int64"))(T(X)))
case("gather.grad", lambda: G(mint.gather, 1, T([[0, 2], [1, 0], [3, 3]], "int64"))(T(X)))
case("all.0d", lambda: C(mint.all)(T(0.0)))
case("all.empty", lambda: C(mint.all)(T(np.zeros((0, 3)))))
case("all.empty.dim1", lambda: C(mint.all, 1)(T(np.zeros((0, 3)))))
case("all.nan", lambda: C(mint.all, 0)(T(NANX)))
case("cross.bcast", lambda: C(mint.cross)(T([[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]]), T([[0.0, 1.0, -1.0]])))
case("cross.dim0", lambda: C(mint.cross, 0)(T(np.arange(6).reshape(3, 2)), T(np.ones((3, 2)))))
case("cast.str", lambda: ops.cast(T([1.5]), "int32"))
case("qr.bad", lambda: mint.linalg.qr(T(X), "bad"))
