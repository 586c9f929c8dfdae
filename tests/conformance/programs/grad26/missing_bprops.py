"""Ops MindSpore 2.10 defines no gradient for (h-grad26): a gradient reaching Qr, Eig, Lstsq, Geqrf, Orgqr, LuSolve,
Histogram, MatrixLogarithm, Rint or Heaviside is its RuntimeError ("bprop not defined"), and CholeskyGrad / UniqueGrad
have no CPU kernel (RuntimeError) -- msgraph gave silent zero gradients for all of these; an output no gradient
reaches is fine (the values are checked too)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error

SPD = Tensor(np.array([[2, 1, 0.5], [1, 3, 0.2], [0.5, 0.2, 4]], np.float32))
W = Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))
PIV = Tensor(np.array([1, 2, 3], np.int32))


def qr_q(x):
    return ops.qr(x)[0] * W


def qr_r(x):
    return ops.qr(x)[1]


def lstsq(x):
    return ops.lstsq(x, x[:, :1])


def eigvals(x):
    return ops.eigvals(x).real()


def geqrf(x):
    return ops.geqrf(x)[0]


def orgqr(x):
    return ops.orgqr(x, Tensor(np.array([1.5, 1.2], np.float32)))


def lu_solve(x):
    return ops.lu_solve(x[:, :1], x, PIV)


def histc(x):
    return ops.histc(x, 4, 0, 4) * 1.0


def cholesky(x):
    return ops.cholesky(x)


def unique(x):
    return ops.unique(x.reshape(-1))[0] * 2


def rint(x):
    return ops.Rint()(x + 0.5)


def heaviside(x):
    return ops.heaviside(x - 1, Tensor(np.array(0.5, np.float32)))


def unused_qr(x):
    q, _ = ops.qr(ops.stop_gradient(x))
    return x * 2 + q[0, 0] * 0


for name, fn in (("qr_q", qr_q), ("qr_r", qr_r), ("lstsq", lstsq), ("eigvals", eigvals), ("geqrf", geqrf),
                 ("orgqr", orgqr), ("lu_solve", lu_solve), ("histc", histc), ("cholesky", cholesky),
                 ("unique", unique), ("rint", rint), ("heaviside", heaviside)):
    emit_error(f"grad_{name}", ms.grad(fn), SPD)
emit("values_histc_unique", (ops.histc(SPD, 4, 0, 4), ops.unique(Tensor(np.array([3.0, 1.0, 3.0], np.float32)))[0]))
emit("grad_around_stop_gradient_qr", ms.grad(unused_qr)(SPD))
