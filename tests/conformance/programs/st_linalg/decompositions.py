"""ops.qr / Tensor.qr, ops.geqrf / Tensor.geqrf, ops.orgqr / Tensor.orgqr, ops.lu_solve / Tensor.lu_solve,
ops.eig / ops.eigvals / Tensor.eigvals and ops.MatrixSetDiagV3 as MindSpore 2.10 computes them (LAPACK's
Householder conventions; eigen-results complex)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

a = Tensor(np.array([[20.0, -31, 7], [4, 270, -90], [-8, 17, -32]], np.float32))
tall = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
wide = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
g64 = Tensor(np.array([[15.5862, 10.6579], [0.1885, -10.0553], [4.4496, 0.7312]], np.float64))
g3 = Tensor(np.array([[[1.7705, 0.5642], [0.8125, 0.4068], [0.1714, -0.1203]],
                      [[-1.5411, 1.5866], [-0.3722, -0.9087], [-0.0862, -0.7602]]], np.float32))
oq = Tensor(np.array([[-114.6, 10.9, 1.1], [-0.304, 38.07, 69.38], [-0.45, -0.17, 62.]], np.float32))
tau = Tensor(np.array([1.55, 1.94, 0.0], np.float32))
lu = Tensor(np.array([[1.6253573, 1.4034185, -0.9425243], [0.19567108, 1.6314834, -0.96950316],
                      [0.26517096, 0.45115343, -0.5865267]], np.float32))
piv = Tensor(np.array([2, 3, 3], np.int32))
b = Tensor(np.array([[0.8851084, -0.8193832], [0.15885238, -1.0667698], [0.25483948, -0.3558243]], np.float32))
e1 = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float64))
e2 = Tensor(np.array([[2.0, 1.0, 0.0], [0.0, 3.0, 1.0], [0.0, 0.0, 5.0]], np.float32))  # (order: differences.md)


@ms.jit
def qr_forms(a, tall, wide):
    return ops.qr(a), ops.qr(a, 'complete'), ops.qr(tall), ops.qr(tall, 'complete'), ops.qr(wide), \
        tall.qr(), tall.qr(False)


@ms.jit
def householder(g64, g3, wide, oq, tau, tall):
    return ops.geqrf(g64), g3.geqrf(), ops.geqrf(wide), oq.orgqr(tau), \
        ops.orgqr(tall, Tensor(np.array([1.5, 1.2], np.float32))), \
        ops.orgqr(tall, Tensor(np.array([1.5], np.float32)))


@ms.jit
def solve(b, lu, piv):
    return ops.lu_solve(b, lu, piv), b.lu_solve(lu, piv)


@ms.jit
def eigen(e1, e2):
    return ops.eig(e1), ops.eigvals(e2), e2.eigvals(), ops.eig(e2)[0]


emit("qr_forms", qr_forms(a, tall, wide), rtol=1e-4, atol=1e-5)
emit("qr_pynative", (ops.qr(a), tall.qr(False)), rtol=1e-4, atol=1e-5)
emit("householder", householder(g64, g3, wide, oq, tau, tall), rtol=1e-4, atol=1e-5)
emit("lu_solve", solve(b, lu, piv), rtol=1e-4, atol=1e-5)
emit("eigen", eigen(e1, e2), rtol=1e-5, atol=1e-6)
emit("eig_pynative", (ops.eig(Tensor(np.array([[1.0, 0.0], [0.0, 2.0]], np.float32))), ops.eigvals(e1)),
     rtol=1e-5, atol=1e-6)
emit_error("qr_bad_mode", ops.qr, a, 'r')
emit_error("eig_scalar", ops.eig, Tensor(np.array(1.0, np.float32)))
emit_error("eig_not_square", ops.eig, Tensor(np.ones((2, 3), np.float32)))
emit_error("eig_int", ops.eig, Tensor(np.ones((2, 2), np.int32)))
emit_error("geqrf_rank1", ops.geqrf, Tensor(np.array([1.0, 2.0], np.float32)))

z = Tensor(np.zeros((2, 3, 4), np.float32))
emit("set_diag_main", ops.MatrixSetDiagV3()(z, Tensor(np.arange(1, 7, dtype=np.float32).reshape(2, 3)),
                                            Tensor(0, ms.int32)))
band = Tensor(np.arange(1, 13, dtype=np.float32).reshape(2, 2, 3))
emit("set_diag_band_sub", ops.MatrixSetDiagV3()(z, band, Tensor(np.array([-1, 0], np.int32))))
emit("set_diag_band_sub_lr", ops.MatrixSetDiagV3(align="LEFT_RIGHT")(z, band, Tensor(np.array([-1, 0], np.int32))))
emit("set_diag_band_sup", ops.MatrixSetDiagV3()(z, band, Tensor(np.array([0, 1], np.int32))))
emit("set_diag_band_sup_ll", ops.MatrixSetDiagV3(align="LEFT_LEFT")(z, band, Tensor(np.array([0, 1], np.int32))))
emit_error("set_diag_bad_len", ops.MatrixSetDiagV3(), z, Tensor(np.ones((2, 2), np.float32)), Tensor(-2, ms.int32))

cx = Tensor(np.array([[-1.5 + 7.8j, 3 + 5.75j, 2 + 2.4j], [-6.4 + 485.4j, 45 + 3.14j, 45 + 453j],
                      [-3.5 + 5.8j, 63 + 12.75j, -5 + 6.4j]], np.complex64))


@ms.jit
def slogdets(cx, m):
    return ops.slogdet(cx), cx.slogdet(), ops.slogdet(m)


emit("slogdets", slogdets(cx, Tensor(np.array([[[1.0, 2.0], [3.0, 4.0]], [[2.0, 0.0], [0.0, -3.0]]], np.float64))),
     rtol=1e-5, atol=1e-5)
emit("slogdet_singular", ops.slogdet(Tensor(np.zeros((2, 2), np.float32))))
emit_error("slogdet_int", ops.slogdet, Tensor(np.ones((2, 2), np.int32)))
emit_error("slogdet_not_square", ops.slogdet, Tensor(np.ones((2, 3), np.float32)))
emit_error("slogdet_rank1", ops.slogdet, Tensor(np.ones((3,), np.float32)))
nov = ops.Eig(False)(Tensor(np.eye(2, dtype=np.float32)))   # the placeholder's value is uninitialised memory
emit("eig_prim_no_vectors", (nov[0], nov[1].shape, str(nov[1].dtype), ops.Eig()(e1)[0]), rtol=1e-5, atol=1e-6)
emit("qr_f16_complex", (ops.qr(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float16))),
                        ops.qr(Tensor(np.array([[1 + 1j, 2], [1j, 3]], np.complex64)))), rtol=2e-3, atol=2e-3)
emit_error("geqrf_complex", ops.geqrf, Tensor(np.array([[1 + 1j, 2], [1j, 3]], np.complex64)))
