"""mindspore.scipy.linalg variants: dtypes (float32/float64/int32/float16), batches, lower/trans/unit_diagonal,
check_finite / overwrite flags, invalid shapes, PyNative and @ms.jit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
import mindspore.scipy.linalg as msl
from _show import show

A = np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 2.0]])
B = np.array([[1.0, 2.0], [0.0, -1.0], [3.0, 0.5]])
BA = np.stack([A, A * 2 + np.eye(3)])
L = np.tril(A)
DT = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "i32": np.int32}


def both(label, f, *a, **k):
    show("py|" + label, f, *a, **k)
    show("jit|" + label, jit(f), *a, **k)


def inv(a):
    return msl.inv(a)


def det(a):
    return msl.det(a)


def chol(a):
    return msl.cholesky(a)


def chol_lower(a):
    return msl.cholesky(a, lower=True)


def cho_solve_l(a, b):
    return msl.cho_solve(msl.cho_factor(a, lower=True), b)


def cho_solve_u(a, b):
    return msl.cho_solve(msl.cho_factor(a), b)


def st_lower(a, b):
    return msl.solve_triangular(a, b, lower=True)


def st_upper_t(a, b):
    return msl.solve_triangular(a, b, trans=1)


def st_unit(a, b):
    return msl.solve_triangular(a, b, lower=True, unit_diagonal=True)


def st_trans_T(a, b):
    return msl.solve_triangular(a, b, trans='T', lower=True)


def lu(a):
    return msl.lu(a)


def lu_factor(a):
    return msl.lu_factor(a)


def lu_solve(a, b):
    return msl.lu_solve(msl.lu_factor(a), b)


def eigh_vals(a):
    return msl.eigh(a, eigvals_only=True)


def eigh_lower_false(a):
    return msl.eigh(a, lower=False, eigvals_only=True)


def block_diag(a, b):
    return msl.block_diag(a, b)


for tn, dt in DT.items():
    a, b = Tensor(A.astype(dt)), Tensor(B.astype(dt))
    ba = Tensor(BA.astype(dt))
    for nm, f in (("inv", inv), ("det", det), ("chol", chol), ("chol_lower", chol_lower), ("lu", lu),
                  ("lu_factor", lu_factor), ("eigh_vals", eigh_vals), ("eigh_upper", eigh_lower_false)):
        both(f"{nm}|{tn}", f, a)
        both(f"{nm}|batch|{tn}", f, ba)
    for nm, f in (("cho_solve_l", cho_solve_l), ("cho_solve_u", cho_solve_u), ("st_lower", st_lower),
                  ("st_upper_t", st_upper_t), ("st_unit", st_unit), ("st_trans_T", st_trans_T), ("lu_solve", lu_solve),
                  ("block_diag", block_diag)):
        both(f"{nm}|{tn}", f, a, b)
    both(f"st_vec|{tn}", st_lower, a, Tensor(np.array([1.0, 2.0, 3.0]).astype(dt)))
    both(f"det_1x1|{tn}", det, Tensor(np.array([[3.0]]).astype(dt)))
    both(f"inv_singular|{tn}", inv, Tensor(np.ones((2, 2)).astype(dt)))
    both(f"chol_notpd|{tn}", chol, Tensor(np.array([[1.0, 2.0], [2.0, 1.0]]).astype(dt)))
# invalid
both("inv_nonsquare", inv, Tensor(np.ones((2, 3), np.float32)))
both("inv_1d", inv, Tensor(np.ones((3,), np.float32)))
both("det_nonsquare", det, Tensor(np.ones((2, 3), np.float32)))
both("st_mismatch", st_lower, Tensor(A.astype(np.float32)), Tensor(np.ones((2, 2), np.float32)))
both("st_mixed", st_lower, Tensor(A.astype(np.float32)), Tensor(B.astype(np.float64)))
both("chol_nonsquare", chol, Tensor(np.ones((2, 3), np.float32)))
show("py|st_bad_trans", lambda: msl.solve_triangular(Tensor(A.astype(np.float32)), Tensor(B.astype(np.float32)), trans=3))
show("py|block_diag_1d", lambda: msl.block_diag(Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.ones((2, 2), np.float32))))
show("py|block_diag_0d", lambda: msl.block_diag(Tensor(np.float32(2.0)), Tensor(np.ones((1, 2), np.float32))))
show("py|block_diag_none", lambda: msl.block_diag())
