"""linear algebra: det, slogdet, logdet, eig, eigvals, qr, geqrf, ormqr, lu_solve, cholesky_solve, matrix_norm,
vector_norm, inner, vecdot, trace, cov, correlate, and their gradients."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _h import *

DT = {"f16": ms.float16, "f32": ms.float32, "f64": ms.float64, "i32": ms.int32, "i64": ms.int64, "i8": ms.int8,
      "u8": ms.uint8, "bool": ms.bool_}
M = np.array([[4.0, 1.0, -2.0], [1.0, 3.0, 0.5], [-2.0, 0.5, 5.0]])
N = np.array([[[2.0, -1.0], [3.0, 0.5]], [[1.0, 2.0], [2.0, 4.0]], [[-1.0, 0.0], [0.0, -3.0]]])
R = np.array([[1.0, -2.0, 3.0, 0.5], [0.0, 4.0, -1.0, 2.0], [2.5, 1.0, 0.0, -3.0]])
UN = ["ops.det(a)", "ops.slogdet(a)", "ops.logdet(a)", "a.det()", "a.slogdet()", "a.logdet()", "ops.eig(a)", "ops.eigvals(a)",
      "ops.qr(a)", "ops.qr(a, 'complete')", "ops.qr(a, mode='r')", "ops.geqrf(a)", "ops.matrix_norm(a)", "ops.matrix_norm(a, 'nuc')",
      "ops.matrix_norm(a, 1)", "ops.matrix_norm(a, -1)", "ops.matrix_norm(a, float('inf'))", "ops.matrix_norm(a, -float('inf'))",
      "ops.matrix_norm(a, 2)", "ops.matrix_norm(a, -2)", "ops.matrix_norm(a, keepdims=True)", "ops.matrix_norm(a, axis=(-1, -2))",
      "ops.vector_norm(a)", "ops.vector_norm(a, 1)", "ops.vector_norm(a, 0)", "ops.vector_norm(a, float('inf'))",
      "ops.vector_norm(a, -float('inf'))", "ops.vector_norm(a, 3, -1)", "ops.vector_norm(a, 2, (0, 1), True)",
      "ops.vector_norm(a, -1, 0)", "ops.vector_norm(a, 0.5, dtype=ms.float64)", "ops.norm(a)", "ops.norm(a, 'fro')", "ops.norm(a, 'nuc')",
      "ops.norm(a, 1, 0)", "ops.norm(a, float('inf'))", "ops.inner(a, a)", "ops.inner(a, 2)", "ops.inner(a[0], a[1])",
      "ops.vecdot(a, a)", "ops.vecdot(a, a, axis=0)", "ops.vecdot(a, a[:1])", "ops.trace(a)", "a.trace()", "ops.cov(a)",
      "ops.cov(a, correction=0)", "ops.cov(a[0])", "ops.cov(a, fweights=Tensor(np.arange(1, a.shape[1] + 1)))",
      "ops.cov(a, aweights=Tensor(np.arange(1, a.shape[1] + 1) * 0.5, ms.float32))", "ops.correlate(a[0], a[1])",
      "ops.correlate(a[0], a[1][:2], 'same')", "ops.correlate(a[0], a[1][:2], 'full')", "ops.correlate(a[1][:2], a[0], 'valid')",
      "ops.matrix_exp(a)", "ops.inverse(a)", "ops.pinv(a)", "ops.cholesky(ops.matmul(a, a.swapaxes(-1, -2)) + 3 * ops.eye(a.shape[-1], a.shape[-1], a.dtype))",
      "ops.svd(a, compute_uv=False)", "ops.matrix_power(a, 2)", "ops.matrix_power(a, 0)", "ops.matrix_power(a, -1)",
      "ops.matrix_band_part(a, 0, 1)", "ops.matrix_diag(a)", "ops.matrix_diag_part(a)", "ops.outer(a.flatten(), a[0])",
      "ops.dot(a, a.swapaxes(-1, -2))", "ops.tensor_dot(a, a, ((-1,), (-1,)))", "ops.kron(a, a[:1])", "ops.addmv(a[0], a, a[0])",
      "ops.cross(a, a * 2)", "ops.trapz(a)", "ops.cumulative_logsumexp(a, 0)" ]
SQ = {"M": M, "N": N, "R": R}
for mn, mat in SQ.items():
    for dn, dt in DT.items():
        x = Tensor(np.abs(mat) if dn == "u8" else (mat if dn.startswith("f") else np.round(mat)), dt)
        for e in UN:
            case("%s %s %s" % (e, mn, dn), e, x)
# singular / special
SP = {"sing": np.array([[1.0, 2.0], [2.0, 4.0]], np.float32), "neg": np.array([[0.0, 1.0], [1.0, 0.0]], np.float32),
      "nan": np.array([[np.nan, 1.0], [1.0, 2.0]], np.float32), "empty": np.zeros((0, 0), np.float32),
      "b0": np.zeros((0, 2, 2), np.float32), "one": np.array([[-3.0]], np.float32), "T": M.T.astype(np.float32)}
for sn, mat in SP.items():
    for e in ["ops.det(a)", "ops.slogdet(a)", "ops.logdet(a)", "ops.eigvals(a)", "ops.qr(a)", "ops.geqrf(a)", "ops.matrix_norm(a)",
              "ops.matrix_norm(a, 2)", "ops.matrix_norm(a, 'nuc')", "ops.vector_norm(a)", "ops.vector_norm(a, 0)", "ops.trace(a)",
              "ops.cov(a)", "ops.inner(a, a)", "ops.inverse(a)", "ops.vecdot(a, a)"]:
        case("sp %s %s" % (sn, e), e, Tensor(mat))
# solves
A = np.array([[4.0, 1.0, -2.0], [1.0, 3.0, 0.5], [-2.0, 0.5, 5.0]])
L = np.linalg.cholesky(A)
B = np.array([[1.0, 2.0], [0.5, -1.0], [3.0, 0.0]])
import scipy.linalg as sl
lu, piv = sl.lu_factor(A)
for dn in ["f32", "f64", "f16"]:
    dt = DT[dn]
    case("cholesky_solve L " + dn, "ops.cholesky_solve(a, b)", Tensor(B, dt), Tensor(L, dt))
    case("cholesky_solve U " + dn, "ops.cholesky_solve(a, b, True)", Tensor(B, dt), Tensor(L.T, dt))
    case("cholesky_solve batch " + dn, "ops.cholesky_solve(a, b)", Tensor(np.stack([B, -B]), dt), Tensor(np.stack([L, 2 * L]), dt))
    case("lu_solve " + dn, "ops.lu_solve(a, b, c)", Tensor(B, dt), Tensor(lu, dt), Tensor((piv + 1).astype(np.int32)))
    case("lu_solve bb " + dn, "ops.lu_solve(a, b, c)", Tensor(np.stack([B, B * 2]), dt), Tensor(lu, dt), Tensor((piv + 1).astype(np.int32)))
    case("ormqr " + dn, "ops.ormqr(*ops.geqrf(a), b)", Tensor(A, dt), Tensor(B, dt), jit=False)
    case("ormqr lt " + dn, "ops.ormqr(*ops.geqrf(a), b, True, True)", Tensor(A, dt), Tensor(B, dt), jit=False)
    case("ormqr ft " + dn, "ops.ormqr(*ops.geqrf(a), b.T, False, False)", Tensor(A, dt), Tensor(B, dt), jit=False)
    case("lu_unpack " + dn, "ops.lu_unpack(a, b)", Tensor(lu, dt), Tensor((piv + 1).astype(np.int32)))
# invalid
for e, args in [("ops.det(a)", (Tensor(R, ms.float32),)), ("ops.det(a)", (Tensor(np.float32(2)),)),
                ("ops.slogdet(a)", (Tensor(R, ms.float32),)), ("ops.inner(a, b)", (Tensor(R, ms.float32), Tensor(M, ms.float32))),
                ("ops.vecdot(a, b)", (Tensor(R, ms.float32), Tensor(M, ms.float32))), ("ops.trace(a)", (Tensor(N, ms.float32),)),
                ("ops.cov(a)", (Tensor(N, ms.float32),)), ("ops.correlate(a, b)", (Tensor(R, ms.float32), Tensor(R, ms.float32))),
                ("ops.matrix_norm(a, 3)", (Tensor(M, ms.float32),)), ("ops.matrix_norm(a)", (Tensor(R[0], ms.float32),)),
                ("ops.vector_norm(a, 'fro')", (Tensor(M, ms.float32),)), ("ops.cholesky_solve(a, b)", (Tensor(B, ms.float32), Tensor(L, ms.float64))),
                ("ops.lu_solve(a, b, c)", (Tensor(B, ms.float32), Tensor(lu, ms.float32), Tensor((piv + 1).astype(np.int64)))),
                ("ops.eig(a)", (Tensor(R, ms.float32),)), ("ops.qr(a, 'x')", (Tensor(M, ms.float32),))]:
    case("bad " + e + " " + str(tuple(x.shape for x in args)), e, *args)
G = ["ops.det(a)", "ops.slogdet(a)[1].sum()", "ops.logdet(a).sum()", "ops.matrix_norm(a).sum()", "ops.matrix_norm(a, 1).sum()",
     "ops.matrix_norm(a, float('inf')).sum()", "ops.matrix_norm(a, 'nuc').sum()", "ops.matrix_norm(a, 2).sum()", "ops.vector_norm(a)",
     "ops.vector_norm(a, 1)", "ops.vector_norm(a, float('inf'))", "ops.vector_norm(a, 3, -1).sum()", "ops.vector_norm(a, 0)",
     "ops.inner(a, a).sum()", "ops.vecdot(a, a * 2).sum()", "ops.trace(a)", "ops.cov(a).sum()", "ops.cov(a, correction=0).sum()",
     "ops.correlate(a[0], a[1], 'full').sum()", "ops.qr(a)[1].sum()", "ops.inverse(a).sum()", "ops.matrix_exp(a).sum()",
     "ops.eigvals(a).real().sum()", "ops.norm(a, 'fro')", "ops.norm(a, 'nuc')", "ops.matrix_power(a, 3).sum()"]
for mn in ["M", "N"]:
    for dn in ["f32", "f64"]:
        x = Tensor(SQ[mn], DT[dn])
        for e in G:
            gcase("g %s %s %s" % (e, mn, dn), e, x)
for dn in ["f32", "f64"]:
    gcase("g cholesky_solve " + dn, "ops.cholesky_solve(a, b).sum()", Tensor(B, DT[dn]), Tensor(L, DT[dn]), grad_position=(0, 1))
    gcase("g lu_solve " + dn, "ops.lu_solve(a, b, c).sum()", Tensor(B, DT[dn]), Tensor(lu, DT[dn]), Tensor((piv + 1).astype(np.int32)), grad_position=(0, 1))
run()
