"""st/scipy_st, third pass: mindspore.scipy.fft dct / idct / dctn / idctn (no earlier program named them) over types
1-4, n / s, axis / axes, norms, dtypes (float16 / float64 / int / complex / 0-d / empty), in a Cell with the
arguments as construct inputs (test_fft.py's form), their gradients (GradOperation with sens, ms.grad), argument
errors; linalg (lstsq, det / inv / block_diag over dtypes and batches, eigh options) and optimize (minimize BFGS /
LBFGS options and results, line_search, linear_sum_assignment) in both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.scipy.fft import dct, idct, dctn, idctn
import mindspore.scipy as msp
from _h import case

F32 = np.float32


def T(a, dt=F32):
    return Tensor(np.array(a, dt))


class Net1(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, t, n, axis, norm):
        return self.fn(x, t, n, axis, norm)


class Grad1(nn.Cell):
    def __init__(self, net, dout):
        super().__init__()
        self.net = net
        self.dout = dout
        self.grad = ops.GradOperation(sens_param=True)

    def construct(self, x, t, n, axis, norm):
        return self.grad(self.net)(x, t, n, axis, norm, self.dout)


X = np.arange(12).reshape(3, 4).astype(F32) * 0.5 - 2.0
FNS = {"dct": dct, "idct": idct, "dctn": dctn, "idctn": idctn}

# A. forward over types x norms x n / axis
for fn_name, fn in FNS.items():
    nd = fn_name.endswith("n")
    for t in (1, 2, 3, 4):
        for norm in (None, "ortho", "backward", "forward"):
            case(f"A_{fn_name}_t{t}_{norm}", lambda fn=fn, t=t, norm=norm: Net1(fn)(T(X), t, None, None if nd else -1,
                                                                                      norm))
    if nd:
        for s, axes in (((3, 4), (0, 1)), ((2, 6), (0, 1)), (None, (0,)), ((5,), (1,)), (None, (-1, 0))):
            case(f"A_{fn_name}_s{s}_axes{axes}", lambda fn=fn, s=s, axes=axes: Net1(fn)(T(X), 2, s, axes, "ortho"))
    else:
        for n, axis in ((None, 0), (2, -1), (6, -1), (5, 0), (1, 0)):
            case(f"A_{fn_name}_n{n}_axis{axis}", lambda fn=fn, n=n, axis=axis: Net1(fn)(T(X), 2, n, axis, None))

# B. dtypes and shapes (plain calls)
for fn_name, fn in FNS.items():
    for dn, x in (("f16", T(X, np.float16)), ("f64", T(X, np.float64)), ("i32", T(X.astype(np.int32), np.int32)),
                  ("i64", T(X.astype(np.int64), np.int64)), ("bool", T(X > 0, np.bool_)),
                  ("c64", Tensor((X + 1j * X).astype(np.complex64))), ("0d", T(1.5)), ("1d", T([1.0, 2.0, 4.0])),
                  ("empty", T(np.zeros((2, 0), F32))), ("3d", T(np.arange(24).reshape(2, 3, 4) * 0.1))):
        case(f"B_{fn_name}_{dn}", lambda fn=fn, x=x: fn(x))
        case(f"B_{fn_name}_{dn}_ortho", lambda fn=fn, x=x: fn(x, norm="ortho"))

# C. gradients
for fn_name, fn in FNS.items():
    for t in (1, 2, 3, 4):
        for norm in (None, "ortho", "forward"):
            dout = T(np.linspace(-1, 1, 12).reshape(3, 4))
            case(f"C_{fn_name}_t{t}_{norm}_grad", lambda fn=fn, t=t, norm=norm, dout=dout:
                 Grad1(Net1(fn), dout)(T(X), t, None, None if fn_name.endswith("n") else -1, norm))
    case(f"C_{fn_name}_msgrad", lambda fn=fn: ms.grad(lambda x: fn(x).sum())(T(X)))
    case(f"C_{fn_name}_msgrad_f64", lambda fn=fn: ms.grad(lambda x: fn(x, norm="ortho").sum())(T(X, np.float64)))
for n in (2, 6):
    dout = T(np.ones((3, n)))
    case(f"C_dct_n{n}_grad", lambda n=n, dout=dout: Grad1(Net1(dct), dout)(T(X), 2, n, -1, None))
    case(f"C_idct_n{n}_grad", lambda n=n, dout=dout: Grad1(Net1(idct), dout)(T(X), 2, n, -1, "ortho"))

# D. argument errors
for fn_name, fn in FNS.items():
    case(f"D_{fn_name}_type5", lambda fn=fn: fn(T(X), 5))
    case(f"D_{fn_name}_type0", lambda fn=fn: fn(T(X), 0))
    case(f"D_{fn_name}_norm_bad", lambda fn=fn: fn(T(X), norm="abc"))
    case(f"D_{fn_name}_list", lambda fn=fn: fn([1.0, 2.0]))
    case(f"D_{fn_name}_np", lambda fn=fn: fn(X))
    case(f"D_{fn_name}_type_float", lambda fn=fn: fn(T(X), 2.0))
for fn_name, fn in (("dct", dct), ("idct", idct)):
    case(f"D_{fn_name}_n0", lambda fn=fn: fn(T(X), 2, 0))
    case(f"D_{fn_name}_nneg", lambda fn=fn: fn(T(X), 2, -2))
    case(f"D_{fn_name}_axis2", lambda fn=fn: fn(T(X), 2, None, 2))
    case(f"D_{fn_name}_t1_n1", lambda fn=fn: fn(T(X), 1, 1))
    case(f"D_{fn_name}_t1_len1", lambda fn=fn: fn(T([[1.0], [2.0]]), 1))
for fn_name, fn in (("dctn", dctn), ("idctn", idctn)):
    case(f"D_{fn_name}_axes_dup", lambda fn=fn: fn(T(X), 2, None, (0, 0)))
    case(f"D_{fn_name}_s_len", lambda fn=fn: fn(T(X), 2, (3, 4), (0,)))
    case(f"D_{fn_name}_axes_oob", lambda fn=fn: fn(T(X), 2, None, (0, 2)))
    case(f"D_{fn_name}_s_only", lambda fn=fn: fn(T(X), 2, (2, 2)))

# E. linalg over dtypes / batches
A = np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 2.0]], F32)
Bm = np.array([[1.0, 2.0], [0.5, -1.0], [3.0, 0.0]], F32)
for dn, dt in (("f32", F32), ("f64", np.float64), ("f16", np.float16), ("i32", np.int32)):
    case(f"E_det_{dn}", lambda dt=dt: msp.linalg.det(T(A, dt)))
    case(f"E_det_batch_{dn}", lambda dt=dt: msp.linalg.det(T(np.stack([A, 2 * A]), dt)))
    case(f"E_inv_{dn}", lambda dt=dt: msp.linalg.inv(T(A, dt)))
    case(f"E_lstsq_{dn}", lambda dt=dt: msp.linalg.lstsq(T(A, dt), T(Bm, dt)))
    case(f"E_block_diag_{dn}", lambda dt=dt: msp.linalg.block_diag(T(A[:2, :2], dt), T([[7.0]], dt)))
    case(f"E_eigh_vals_{dn}", lambda dt=dt: msp.linalg.eigh(T(A, dt), eigvals_only=True))
    case(f"E_cho_solve_{dn}", lambda dt=dt: msp.linalg.cho_solve(msp.linalg.cho_factor(T(A, dt)), T(Bm, dt)))
case("E_lstsq_1d_b", lambda: msp.linalg.lstsq(T(A), T([1.0, 2.0, 3.0])))
case("E_lstsq_tall", lambda: msp.linalg.lstsq(T(np.vstack([A, A[:1]])), T(np.vstack([Bm, Bm[:1]]))))
case("E_lstsq_rank_def", lambda: msp.linalg.lstsq(T([[1.0, 2.0], [2.0, 4.0]]), T([1.0, 2.0])))
case("E_lstsq_cond", lambda: msp.linalg.lstsq(T(A), T(Bm), cond=0.5))
case("E_lstsq_driver", lambda: msp.linalg.lstsq(T(A), T(Bm), lapack_driver="gelsd"))
case("E_det_empty", lambda: msp.linalg.det(T(np.zeros((0, 0), F32))))
case("E_det_nonsq", lambda: msp.linalg.det(T(Bm)))
case("E_inv_batch", lambda: msp.linalg.inv(T(np.stack([A, 2 * A]))))
case("E_block_diag_1d", lambda: msp.linalg.block_diag(T([1.0, 2.0]), T([[3.0]])))
case("E_block_diag_0d", lambda: msp.linalg.block_diag(T(1.0), T([[3.0]])))
case("E_block_diag_none", lambda: msp.linalg.block_diag())
case("E_block_diag_mixdt", lambda: msp.linalg.block_diag(T([[1.0]]), T([[3]], np.int32)))
case("E_eigh_lower_false", lambda: msp.linalg.eigh(T(A), lower=False))
case("E_eigh_b", lambda: msp.linalg.eigh(T(A), T(np.eye(3, dtype=F32))))
case("E_det_grad", lambda: ms.grad(lambda a: msp.linalg.det(a))(T(A)))
case("E_inv_grad", lambda: ms.grad(lambda a: msp.linalg.inv(a).sum())(T(A)))


# F. optimize
def quad(x):
    return ((x - T([1.0, -2.0])) ** 2).sum() + 0.5 * (x[0] * x[1]) ** 2


def rosen(x):
    return (100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2).sum()


def opt_res(r):
    return (r.x, r.success, r.status, r.nfev, r.njev, r.nit)


for meth in ("BFGS", "LBFGS"):
    case(f"F_{meth}_quad", lambda meth=meth: opt_res(msp.optimize.minimize(quad, T([0.0, 0.0]), method=meth)))
    case(f"F_{meth}_rosen", lambda meth=meth: opt_res(msp.optimize.minimize(rosen, T([0.5, 0.8, 1.2]),
                                                                              method=meth)))
    case(f"F_{meth}_maxiter", lambda meth=meth: opt_res(msp.optimize.minimize(rosen, T([0.5, 0.8, 1.2]),
                                                                                method=meth,
                                                                                options={"maxiter": 3})))
    case(f"F_{meth}_tol", lambda meth=meth: opt_res(msp.optimize.minimize(quad, T([0.0, 0.0]), method=meth,
                                                                            tol=1e-2)))
    case(f"F_{meth}_f64", lambda meth=meth: opt_res(msp.optimize.minimize(rosen, T([0.5, 0.8, 1.2], np.float64),
                                                                            method=meth)))
    case(f"F_{meth}_lower", lambda meth=meth: opt_res(msp.optimize.minimize(quad, T([0.0, 0.0]),
                                                                              method=meth.lower())))
case("F_LBFGS_history", lambda: opt_res(msp.optimize.minimize(rosen, T([0.5, 0.8, 1.2]), method="LBFGS",
                                                              options={"history_size": 2})))
case("F_bad_method", lambda: msp.optimize.minimize(quad, T([0.0, 0.0]), method="CG"))
case("F_bad_x0_np", lambda: msp.optimize.minimize(quad, np.zeros(2, F32), method="BFGS"))
case("F_bad_x0_2d", lambda: msp.optimize.minimize(lambda x: (x ** 2).sum(), T(np.zeros((2, 2))), method="BFGS"))
case("F_BFGS_fields", lambda: (lambda r: (r.fun, r.jac, r.hess_inv))(msp.optimize.minimize(quad, T([0.0, 0.0]),
                                                                                        method="BFGS")))
case("F_line_search", lambda: (lambda r: (r.failed, r.a_k, r.f_k, r.nfev, r.ngev))(
    msp.optimize.line_search(quad, T([0.0, 0.0]), T([1.0, -1.0]))))
case("F_line_search_f64", lambda: (lambda r: (r.failed, r.a_k, r.f_k, r.nfev, r.ngev))(
    msp.optimize.line_search(quad, T([0.0, 0.0], np.float64), T([1.0, -1.0], np.float64))))
case("F_line_search_up", lambda: (lambda r: (r.failed, r.a_k, r.f_k))(
    msp.optimize.line_search(quad, T([0.0, 0.0]), T([-1.0, 1.0]))))
C = np.array([[4.0, 1.0, 3.0], [2.0, 0.0, 5.0], [3.0, 2.0, 2.0]], F32)
case("F_lsa", lambda: msp.optimize.linear_sum_assignment(T(C), False))
case("F_lsa_max", lambda: msp.optimize.linear_sum_assignment(T(C), True))
case("F_lsa_rect", lambda: msp.optimize.linear_sum_assignment(T(C[:2]), False))
case("F_lsa_rect_t", lambda: msp.optimize.linear_sum_assignment(T(C[:, :2]), False))
case("F_lsa_f64", lambda: msp.optimize.linear_sum_assignment(T(C, np.float64), False))
case("F_lsa_i32", lambda: msp.optimize.linear_sum_assignment(T(C, np.int32), False))
case("F_lsa_inf", lambda: msp.optimize.linear_sum_assignment(T([[np.inf, 1.0], [2.0, np.inf]]), False))
case("F_lsa_nan", lambda: msp.optimize.linear_sum_assignment(T([[np.nan, 1.0], [2.0, 3.0]]), False))
case("F_lsa_1d", lambda: msp.optimize.linear_sum_assignment(T([1.0, 2.0]), False))
case("F_lsa_maximize_int", lambda: msp.optimize.linear_sum_assignment(T(C), 1))
case("F_lsa_empty", lambda: msp.optimize.linear_sum_assignment(T(np.zeros((0, 3), F32)), False))
