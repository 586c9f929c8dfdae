"""st/ops/gpu variants (test_dilation2d(_backprop_*) / quantile / lu_unpack / lu / geqrf / orgqr / ormqr / mvlgamma_grad /
compare_and_bitpack / concat_offset / bucketize / fill_v2 / matrix_set_diag_v3 / matrix_triangular_solve /
cholesky_solve / upsample_nearest3d / extract_image_patches): dtypes, attributes, 0-d / empty, gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


GO = ops.GradOperation(get_all=True)
x4 = np.arange(1 * 2 * 5 * 5).reshape(1, 2, 5, 5) % 7 * 0.5
f2 = np.array([[[1.0, 0.5], [0.0, 2.0]], [[0.0, 1.0], [-1.0, 0.0]]])
for pm in ("SAME", "VALID"):
    for st, di in [(1, 1), (1, 2), (2, 1), ((1, 1, 2, 2), (1, 1, 1, 1))]:
        case(f"dil2d.{pm}.{st}.{di}", lambda: Fn(ops.Dilation2D(stride=st, dilation=di, pad_mode=pm))(
            T(x4, "float32"), T(f2, "float32")))
for dt in ["float16", "float64", "int32", "uint8", "int64"]:
    case(f"dil2d.{dt}", lambda: Fn(ops.Dilation2D(1, 1, "VALID"))(T(x4, dt), T(f2, dt)))
case("dil2d.grad", lambda: GO(Fn(ops.Dilation2D(1, 1, "SAME")))(T(x4, "float32"), T(f2, "float32")))
case("dil2d.badch", lambda: Fn(ops.Dilation2D(1, 1, "VALID"))(T(x4, "float32"), T(f2[:1], "float32")))
case("dil2d.nhwc", lambda: ops.Dilation2D(1, 1, "VALID", data_format="NHWC"))
case("dil2d.big", lambda: Fn(ops.Dilation2D(1, 3, "VALID"))(T(x4, "float32"), T(f2, "float32")))
# Quantile
q = [0.0, 0.25, 0.5, 1.0]
xq = [[1.0, 7.0, 3.0, np.nan], [2.0, 2.0, 8.0, 4.0]]
for dt in ["float32", "float64"]:
    case(f"quantile.{dt}", lambda: Fn(ops.quantile)(T([[1, 7, 3], [2, 2, 8]], dt), T(q, dt)))
    case(f"quantile.ax1.{dt}", lambda: Fn(ops.quantile, 1)(T([[1, 7, 3], [2, 2, 8]], dt), T(q, dt)))
    case(f"quantile.ax-1k.{dt}", lambda: Fn(ops.quantile, -1, True)(T([[1, 7, 3], [2, 2, 8]], dt), T(q, dt)))
    case(f"nanquantile.{dt}", lambda: Fn(ops.nanquantile, 1)(T(xq, dt), T(q, dt)))
    case(f"quantile.nan.{dt}", lambda: Fn(ops.quantile, 1)(T(xq, dt), T(q, dt)))
case("quantile.q0d", lambda: Fn(ops.quantile, 0)(T([[1, 7, 3], [2, 2, 8]], "float32"), T(0.5, "float32")))
case("quantile.qfloat", lambda: ops.quantile(T([[1, 7, 3], [2, 2, 8]], "float32"), 0.5, 1))
case("quantile.qbad", lambda: Fn(ops.quantile)(T([1.0, 2.0], "float32"), T([1.5], "float32")))
case("quantile.mix", lambda: Fn(ops.quantile)(T([1.0, 2.0], "float32"), T([0.5], "float64")))
case("quantile.int", lambda: Fn(ops.quantile)(T([1, 2], "int32"), T([0.5], "float32")))
case("quantile.0d", lambda: Fn(ops.quantile)(T(3.0, "float32"), T([0.5], "float32")))
case("quantile.q2d", lambda: Fn(ops.quantile)(T([1.0, 2.0], "float32"), T([[0.5]], "float32")))
case("quantile.f16", lambda: Fn(ops.quantile)(T([1.0, 2.0], "float16"), T([0.5], "float16")))
# LU family
A = [[[4.0, 3.0, 1.0], [6.0, 3.0, 2.0], [1.0, 5.0, 7.0]]]
for dt in ["float32", "float64"]:
    case(f"lu_factor.{dt}", lambda: Fn(ops.lu_factor)(T(A, dt)))
    case(f"lu_unpack.{dt}", lambda: Fn(ops.lu_unpack)(*ops.lu_factor(T(A, dt))))
    case(f"geqrf.{dt}", lambda: Fn(ops.geqrf)(T(A[0], dt)))
    case(f"orgqr.{dt}", lambda: Fn(ops.orgqr)(*ops.geqrf(T(A[0], dt))))
    case(f"ormqr.{dt}", lambda: Fn(ops.ormqr)(*ops.geqrf(T(A[0], dt)), T(np.eye(3), dt)))
    case(f"ormqr.rt.{dt}", lambda: Fn(ops.ormqr, False, True)(*ops.geqrf(T(A[0], dt)), T(np.eye(3), dt)))
case("lu_unpack.noflags", lambda: Fn(P.LuUnpack(False, False))(*ops.lu_factor(T(A, "float32"))))
case("lu_unpack.piv64", lambda: Fn(ops.lu_unpack)(ops.lu_factor(T(A, "float32"))[0], T([[2, 3, 3]], "int64")))
case("lu_unpack.pivbad", lambda: Fn(ops.lu_unpack)(ops.lu_factor(T(A, "float32"))[0], T([[4, 3, 3]], "int32")))
case("lu_unpack.grad", lambda: GO(Fn(ops.lu_unpack))(*ops.lu_factor(T(A, "float32"))))
case("lu.i64", lambda: Fn(P.Lu(output_idx_type=ms.int64))(T(A, "float32")))
case("geqrf.wide", lambda: Fn(ops.geqrf)(T([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], "float32")))
case("geqrf.tall", lambda: Fn(ops.geqrf)(T([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], "float64")))
case("geqrf.int", lambda: Fn(ops.geqrf)(T([[1, 2], [3, 4]], "int32")))
case("geqrf.c64", lambda: Fn(ops.geqrf)(T([[1, 2], [3, 4]], "complex64")))
case("orgqr.tau_long", lambda: Fn(ops.orgqr)(T(np.eye(3), "float32"), T([1.0, 1.0, 1.0, 1.0], "float32")))
# MvlgammaGrad / mvlgamma
for p in (1, 2, 3):
    case(f"mvlgamma.p{p}", lambda: Fn(ops.mvlgamma, p)(T([2.5, 3.0, 4.25], "float32")))
    case(f"mvlgammagrad.p{p}", lambda: Fn(G.MvlgammaGrad(p))(T([1.0, -1.0, 2.0], "float32"),
                                                            T([2.5, 3.0, 4.25], "float32")))
    case(f"mvlgamma.grad.p{p}", lambda: GO(Fn(ops.mvlgamma, p))(T([2.5, 3.0, 4.25], "float64")))
case("mvlgamma.bad", lambda: Fn(ops.mvlgamma, 3)(T([0.5], "float32")))
case("mvlgamma.int", lambda: Fn(ops.mvlgamma, 1)(T([2], "int32")))
case("mvlgamma.p0", lambda: Fn(ops.mvlgamma, 0)(T([2.0], "float32")))
# CompareAndBitpack / Bucketize / FillV2 / ConcatOffset
xb = np.arange(16).reshape(2, 8) % 5
for dt in ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "bool", "uint8"]:
    case(f"cab.{dt}", lambda: Fn(P.CompareAndBitpack())(T(xb, dt), T(2, dt)))
    case(f"bucketize.{dt}", lambda: Fn(P.Bucketize([1.0, 2.5, 4.0]))(T(xb, dt)))
    case(f"fillv2.{dt}", lambda: Fn(P.FillV2())(T([2, 3], "int32"), T(1, dt)))
case("cab.notmul8", lambda: Fn(P.CompareAndBitpack())(T(np.ones((2, 6)), "float32"), T(0.5, "float32")))
case("cab.thr1d", lambda: Fn(P.CompareAndBitpack())(T(np.ones((2, 8)), "float32"), T([0.5], "float32")))
case("cab.0d", lambda: Fn(P.CompareAndBitpack())(T(1.0, "float32"), T(0.5, "float32")))
case("cab.nan", lambda: Fn(P.CompareAndBitpack())(T([np.nan, 1, 2, 3, np.inf, -np.inf, 0, 9], "float32"),
                                                   T(0.5, "float32")))
case("bucketize.empty", lambda: Fn(P.Bucketize([]))(T([1.0, 2.0], "float32")))
case("bucketize.unsorted", lambda: Fn(P.Bucketize([3.0, 1.0]))(T([0.0, 2.0, 4.0], "float32")))
case("bucketize.nan", lambda: Fn(P.Bucketize([1.0, 2.0]))(T([np.nan, np.inf, -np.inf, 1.0, 2.0], "float32")))
case("bucketize.0d", lambda: Fn(P.Bucketize([1.0, 2.0]))(T(1.5, "float32")))
case("bucketize.ints", lambda: Fn(P.Bucketize([1, 2]))(T([0, 1, 2, 3], "int32")))
case("bucketize.fn", lambda: Fn(ops.bucketize, [1.0, 2.0], True)(T([0.0, 1.0, 2.0, 3.0], "float32")))
case("fillv2.shape64", lambda: Fn(P.FillV2())(T([2, 1], "int64"), T(2.5, "float32")))
case("fillv2.shape0", lambda: Fn(P.FillV2())(T([2, 0], "int32"), T(2.5, "float32")))
case("fillv2.shapeneg", lambda: Fn(P.FillV2())(T([2, -1], "int32"), T(2.5, "float32")))
case("fillv2.val1d", lambda: Fn(P.FillV2())(T([2], "int32"), T([2.5], "float32")))
case("fillv2.shapetuple", lambda: Fn(P.FillV2(), 2.5)((2, 3)))
case("fillv2.shapef", lambda: Fn(P.FillV2())(T([2.0], "float32"), T(2.5, "float32")))
case("fillv2.shape0d", lambda: Fn(P.FillV2())(T(np.zeros((0,)), "int32"), T(2.5, "float32")))
case("concatoffset", lambda: G.ConcatOffset(3, 0)((T([1, 2, 3], "int32"), T([2, 2, 3], "int32"),
                                                   T([3, 2, 3], "int32"))))
case("concatoffset.ax1", lambda: G.ConcatOffset(2, 1)((T([2, 2, 3], "int32"), T([2, 5, 3], "int32"))))
case("concatoffset.neg", lambda: G.ConcatOffset(2, -1)((T([2, 2, 3], "int32"), T([2, 2, 4], "int32"))))
# MatrixSetDiagV3 / MatrixTriangularSolve / CholeskySolve
X = np.arange(12).reshape(3, 4).astype(np.float32)
for al in ("RIGHT_LEFT", "LEFT_RIGHT", "LEFT_LEFT", "RIGHT_RIGHT"):
    case(f"msd3.{al}", lambda: Fn(P.MatrixSetDiagV3(al))(T(X, "float32"), T([[9, 8, 7], [6, 5, 4]], "float32"),
                                                        T([-1, 0], "int32")))
case("msd3.k0", lambda: Fn(P.MatrixSetDiagV3())(T(X, "float32"), T([9, 8, 7], "float32"), T(0, "int32")))
case("msd3.kbig", lambda: Fn(P.MatrixSetDiagV3())(T(X, "float32"), T([9], "float32"), T(3, "int32")))
case("msd3.int", lambda: Fn(P.MatrixSetDiagV3())(T(X, "int32"), T([9, 8, 7], "int32"), T(0, "int32")))
case("msd3.bad", lambda: Fn(P.MatrixSetDiagV3())(T(X, "float32"), T([9, 8], "float32"), T(0, "int32")))
case("msd3.grad", lambda: GO(Fn(P.MatrixSetDiagV3()))(T(X, "float32"), T([9, 8, 7], "float32"), T(0, "int32")))
case("matrix_set_diag", lambda: Fn(ops.matrix_set_diag)(T(X, "float64"), T([9, 8, 7], "float64")))
L = [[2.0, 0.0], [1.0, 4.0]]
R = [[2.0, 1.0], [3.0, 5.0]]
for lo in (True, False):
    for adj in (True, False):
        for dt in ("float32", "float64", "complex64"):
            case(f"mts.{lo}.{adj}.{dt}", lambda: Fn(P.MatrixTriangularSolve(lo, adj))(T(L, dt), T(R, dt)))
case("mts.f16", lambda: Fn(P.MatrixTriangularSolve())(T(L, "float16"), T(R, "float16")))
case("mts.bcast", lambda: Fn(P.MatrixTriangularSolve())(T([L, L], "float32"), T(R, "float32")))
case("mts.sing", lambda: Fn(P.MatrixTriangularSolve())(T([[0.0, 0.0], [1.0, 4.0]], "float32"), T(R, "float32")))
case("mts.grad", lambda: GO(Fn(P.MatrixTriangularSolve()))(T(L, "float32"), T(R, "float32")))
Ch = [[2.0, 0.0], [1.0, 3.0]]
for up in (False, True):
    for dt in ("float32", "float64"):
        case(f"chol_solve.{up}.{dt}", lambda: Fn(ops.cholesky_solve, up)(T(R, dt), T(Ch, dt)))
case("chol_solve.batch", lambda: Fn(ops.cholesky_solve)(T([R, R], "float32"), T([Ch, Ch], "float32")))
case("chol_solve.int", lambda: Fn(ops.cholesky_solve)(T(R, "int32"), T(Ch, "int32")))
case("chol_solve.mix", lambda: Fn(ops.cholesky_solve)(T(R, "float32"), T(Ch, "float64")))
case("chol_solve.grad", lambda: GO(Fn(ops.cholesky_solve))(T(R, "float32"), T(Ch, "float32")))
case("chol_solve.rank1", lambda: Fn(ops.cholesky_solve)(T([1.0, 2.0], "float32"), T(Ch, "float32")))
# UpsampleNearest3D / ExtractImagePatches
x5 = np.arange(16).reshape(1, 1, 2, 2, 4).astype(np.float32)
for dt in ["float16", "float32", "float64"]:
    case(f"up3d.size.{dt}", lambda: Fn(ops.interpolate, (3, 3, 5), None, None, "nearest")(T(x5, dt)))
    case(f"up3d.scale.{dt}", lambda: Fn(ops.interpolate, None, (2.0, 1.5, 0.5), None, "nearest")(T(x5, dt)))
case("up3d.grad", lambda: GO(Fn(ops.interpolate, (3, 3, 5), None, None, "nearest"))(T(x5, "float32")))
case("up3d.int", lambda: Fn(ops.interpolate, (3, 3, 5), None, None, "nearest")(T(x5, "int32")))
xi = np.arange(2 * 4 * 4).reshape(1, 2, 4, 4).astype(np.float32)
for pad in ("VALID", "SAME"):
    for ks, st, rt in [((1, 1, 2, 2), (1, 1, 1, 1), (1, 1, 1, 1)), ((1, 1, 2, 2), (1, 1, 2, 2), (1, 1, 2, 2)),
                       ((1, 1, 3, 2), (1, 1, 1, 3), (1, 1, 1, 1))]:
        case(f"eip.{pad}.{ks}.{st}.{rt}", lambda: Fn(P.ExtractImagePatches(ks, st, rt, pad))(T(xi, "float32")))
for dt in ["float16", "float64", "int32", "uint8", "bool", "complex64"]:
    case(f"eip.{dt}", lambda: Fn(P.ExtractImagePatches((1, 1, 2, 2), (1, 1, 1, 1), (1, 1, 1, 1), "VALID"))(T(xi, dt)))
case("eip.grad", lambda: GO(Fn(P.ExtractImagePatches((1, 1, 2, 2), (1, 1, 1, 1), (1, 1, 1, 1), "SAME")))(
    T(xi, "float32")))
