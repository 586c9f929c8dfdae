"""Linear algebra of MindSpore 2.10 that its st tests exercise (h-lin, session 8; the special functions are in
special_ext.py):
``ops.svd`` / ``Tensor.svd`` / ``ops.Svd`` (with MindSpore's gradient), ``ops.eig`` / ``ops.eigvals``
(``ops.Eig``), ``ops.geqrf`` / ``ops.orgqr`` (LAPACK's Householder form), ``ops.qr`` (``ops.Qr``),
``ops.lu_solve``, ``ops.lu_unpack``, ``ops.MatrixTriangularSolve`` (with its gradient), ``ops.MatrixSetDiagV3``,
``ops.matrix_power``, ``ops.matrix_norm``, ``ops.NuclearNorm`` and ``ops.cond``.

Each op is one registry op: a numpy implementation (LAPACK through ``numpy.linalg``), a shape/dtype inference
rule and, where MindSpore has one, a bprop; eager mode and the compiler share them.  The gradients that need the
decomposition's own numbers (Svd) are internal numpy ops.

Conventions, as MindSpore's CPU kernels (recorded: tests/conformance/programs/st_linalg/):

* ``Svd`` returns ``(s, u, v)`` -- ``v``, not its adjoint.  Singular vectors are unique only up to a sign per
  column, and gradients through u, v depend on it: MindSpore's CPU kernel is Eigen's BDCSVD, which for fewer
  than 16 columns is Eigen's JacobiSVD with a column-pivoting Householder QR preconditioner; matrices with
  fewer than 16 columns go through the same algorithm here (``_eigen_jacobi_svd``, in float64/complex128), so
  the signs (complex: phases) are MindSpore's.  Wider matrices use LAPACK (numpy; BDCSVD's divide-and-conquer
  signs are not reproduced).  ``compute_uv=False``: ``u`` and
  ``v`` are zeros of shape (1,).
* ``Eig`` returns complex64 for float32/complex64 input, complex128 for float64/complex128.  MindSpore's CPU
  kernel is Eigen's ComplexEigenSolver: eigenvalues sorted by ascending modulus, eigenvectors of unit length
  with the phase its Hessenberg + shifted-QR Schur reduction leaves; ``_eigen_complex_eig`` runs the same
  algorithm (in complex128), so order and phases are MindSpore's (matrices up to 64 x 64).
* ``Qr`` / ``geqrf`` / ``orgqr``: LAPACK's Householder reflections (R's diagonal may be negative).
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import OpRuntimeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name, np_dtype, shape_of, sum_to_shape
from ._helpers import user_type
from .registry import raising_bprop
from .registry import OpKind, apply, bprop_getters, define_op, op_function, prim, public_functions


def _F():
    from . import functional

    return functional


def _name(dtype: Any) -> str:
    return np.dtype(dtype).name


_MS_NAMES = {"float16": "Float16", "float32": "Float32", "float64": "Float64", "complex64": "Complex64",
             "complex128": "Complex128", "int8": "Int8", "int16": "Int16", "int32": "Int32", "int64": "Int64",
             "uint8": "UInt8", "bool": "Bool"}


def _ms(dtype: Any) -> str:
    return _MS_NAMES.get(_name(dtype), _name(dtype))


def _batched(fn: Any, x: np.ndarray, n_out: int) -> Tuple[np.ndarray, ...]:
    """Apply ``fn(matrix) -> tuple`` to every matrix of ``x[..., m, n]`` and stack the results."""
    batch = x.shape[:-2]
    flat = x.reshape((-1,) + x.shape[-2:])
    outs = [fn(flat[i]) for i in range(flat.shape[0])]
    if not outs:
        raise OpRuntimeError("linalg op on an empty batch is not supported by msgraph.")
    return tuple(np.stack([o[k] for o in outs]).reshape(batch + outs[0][k].shape) for k in range(n_out))


# --- Svd ----------------------------------------------------------------------------------------------------
_SVD_DTYPES = ("float32", "float64", "complex64", "complex128")


def _svd_check(shape: Any, dtype: Any) -> None:
    if len(tuple(shape)) < 2:
        raise ValueError(f"For Svd, the rank of 'input' must be great equal than 2, but get shape: {len(tuple(shape))}")
    if _name(dtype) not in _SVD_DTYPES:
        raise TypeError(f"For Svd, the dtype of 'input' must be in (float32, float64, complex64, complex128), but got "
                        f"{_ms(dtype)}")


def _svd_shapes(shape: Tuple[int, ...], full_matrices: bool, compute_uv: bool) -> Tuple[tuple, tuple, tuple]:
    m, n = shape[-2:]
    p = min(m, n)
    batch = tuple(shape[:-2])
    if not compute_uv:
        return batch + (p,), (1,), (1,)
    if full_matrices:
        return batch + (p,), batch + (m, m), batch + (n, n)
    return batch + (p,), batch + (m, p), batch + (n, p)


SVD = define_op("Svd", OpKind.OTHER, attrs={"full_matrices": False, "compute_uv": True},
                doc="Svd(full_matrices=False, compute_uv=True)(x [..., M, N]) -> (s, u, v) with x = u diag(s) v^H.")


def _eigen_colpiv_qr(a: np.ndarray):
    """Eigen's ColPivHouseholderQR (rows >= cols; real or complex): (r [cols x cols], q_full [rows x rows], perm)."""
    rows, cols = a.shape
    qr = a.copy()
    size = min(rows, cols)
    taus = np.zeros(size, qr.dtype)
    norms_direct = np.linalg.norm(qr, axis=0)
    norms_upd = norms_direct.copy()
    perm = np.arange(cols)
    eps = np.finfo(np.float64).eps
    tiny = np.finfo(np.float64).tiny
    for k in range(size):
        big = k + int(np.argmax(norms_upd[k:]))
        if big != k:
            qr[:, [k, big]] = qr[:, [big, k]]
            norms_upd[[k, big]] = norms_upd[[big, k]]
            norms_direct[[k, big]] = norms_direct[[big, k]]
            perm[[k, big]] = perm[[big, k]]
        x = qr[k:, k]
        c0, tail_sq = x[0], float(np.sum(np.abs(x[1:]) ** 2))
        if tail_sq <= tiny and np.imag(c0) ** 2 <= tiny:
            tau, beta, ess = 0.0, np.real(c0), np.zeros(rows - k - 1, qr.dtype)
        else:
            beta = np.sqrt(abs(c0) ** 2 + tail_sq)
            beta = -beta if np.real(c0) >= 0 else beta
            ess = x[1:] / (c0 - beta)
            tau = np.conj((beta - c0) / beta)
        qr[k, k] = beta
        qr[k + 1:, k] = ess
        taus[k] = tau
        if k + 1 < cols and tau != 0:
            v = np.concatenate(([1.0], ess)).astype(qr.dtype)
            blk = qr[k:, k + 1:]
            qr[k:, k + 1:] = blk - tau * np.outer(v, np.conj(v) @ blk)
        for j in range(k + 1, cols):
            if norms_upd[j] != 0:
                t = abs(qr[k, j]) / norms_upd[j]
                t = max((1 + t) * (1 - t), 0.0)
                t2 = t * (norms_upd[j] / norms_direct[j]) ** 2
                if t2 <= np.sqrt(eps):
                    norms_direct[j] = np.linalg.norm(qr[k + 1:, j])
                    norms_upd[j] = norms_direct[j]
                else:
                    norms_upd[j] *= np.sqrt(t)
    q = np.eye(rows, dtype=qr.dtype)
    for k in reversed(range(size)):   # Q = H_0^H H_1^H ...: coefficients conj(tau)
        v = np.concatenate(([1.0], qr[k + 1:, k])).astype(qr.dtype)
        q[k:, :] -= np.conj(taus[k]) * np.outer(v, np.conj(v) @ q[k:, :])
    return np.triu(qr[:cols, :cols]), q, perm


def _jacobi_2x2(w: np.ndarray, p: int, q: int):
    """Eigen's real_2x2_jacobi_svd (on the real parts): the left and right rotations (c, s)."""
    m00, m01, m10, m11 = (float(np.real(w[p, p])), float(np.real(w[p, q])), float(np.real(w[q, p])),
                          float(np.real(w[q, q])))
    t, d = m00 + m11, m10 - m01
    if abs(d) < np.finfo(np.float64).tiny:
        c1, s1 = 1.0, 0.0
    else:
        u = t / d
        tmp = np.sqrt(1 + u * u)
        c1, s1 = u / tmp, 1 / tmp
    n00, n01 = c1 * m00 + s1 * m10, c1 * m01 + s1 * m11
    n11 = -s1 * m01 + c1 * m11
    deno = 2 * abs(n01)
    if deno < np.finfo(np.float64).tiny:
        cr, sr = 1.0, 0.0
    else:
        tau = (n00 - n11) / deno
        wv = np.sqrt(tau * tau + 1)
        tt = 1 / (tau + wv) if tau > 0 else 1 / (tau - wv)
        sign_t = 1.0 if tt > 0 else -1.0
        nn = 1 / np.sqrt(tt * tt + 1)
        sr = -sign_t * (n01 / abs(n01)) * abs(tt) * nn
        cr = nn
    return (c1 * cr + s1 * sr, -c1 * sr + s1 * cr), (cr, sr)


def _precondition_complex(work: np.ndarray, u: np.ndarray, v: np.ndarray, p: int, q: int, max_diag: float):
    """Eigen's svd_precondition_2x2_block_to_be_real (complex): make the (p, q) block real; returns
    (still-not-diagonal, max_diag)."""
    tiny = np.finfo(np.float64).tiny
    n = np.sqrt(abs(work[p, p]) ** 2 + abs(work[q, p]) ** 2)
    if n == 0:
        work[p, p] = work[q, p] = 0
        if abs(work[p, q].imag) > tiny:
            z = abs(work[p, q]) / work[p, q]
            work[p] *= z
            u[:, p] *= np.conj(z)
        if abs(work[q, q].imag) > tiny:
            z = abs(work[q, q]) / work[q, q]
            work[q] *= z
            u[:, q] *= np.conj(z)
    else:
        c, s = np.conj(work[p, p]) / n, work[q, p] / n
        rp, rq = work[p].copy(), work[q].copy()          # work.applyOnTheLeft(p, q, rot)
        work[p], work[q] = c * rp + np.conj(s) * rq, -s * rp + np.conj(c) * rq
        ca, sa = np.conj(c), -s                          # u.applyOnTheRight(p, q, rot.adjoint())
        up, uq = u[:, p].copy(), u[:, q].copy()
        u[:, p], u[:, q] = ca * up - sa * uq, np.conj(sa) * up + np.conj(ca) * uq
        if abs(work[p, q].imag) > tiny:
            z = abs(work[p, q]) / work[p, q]
            work[:, q] *= z
            v[:, q] *= z
        if abs(work[q, q].imag) > tiny:
            z = abs(work[q, q]) / work[q, q]
            work[q] *= z
            u[:, q] *= np.conj(z)
    max_diag = max(max_diag, abs(work[p, p]), abs(work[q, q]))
    thr = max(tiny, np.finfo(np.float64).eps * max_diag)
    return abs(work[p, q]) > thr or abs(work[q, p]) > thr, max_diag


def _eigen_jacobi_svd(a: np.ndarray, full: bool):
    """Eigen's JacobiSVD (ColPivHouseholderQR preconditioner; real or complex): s, u, v with its signs/phases."""
    rows, cols = a.shape
    cplx = np.iscomplexobj(a)
    diag = min(rows, cols)
    scale = np.abs(a).max() if a.size else 1.0
    scale = 1.0 if scale == 0 or not np.isfinite(scale) else scale
    x = a / scale
    if rows > cols:
        work, q, perm = _eigen_colpiv_qr(x)
        u = q if full else q[:, :cols].copy()
        v = np.eye(cols, dtype=x.dtype)[:, perm]
    elif cols > rows:
        r, q, perm = _eigen_colpiv_qr(np.conj(x.T))
        work = np.conj(r.T).copy()
        v = q if full else q[:, :rows].copy()
        u = np.eye(rows, dtype=x.dtype)[:, perm]
    else:
        work = x.copy()
        u, v = np.eye(rows, dtype=x.dtype), np.eye(cols, dtype=x.dtype)
    tiny = np.finfo(np.float64).tiny
    precision = 2 * np.finfo(np.float64).eps
    max_diag = np.abs(np.diag(work)).max() if diag else 0.0
    for _ in range(100):
        finished = True
        for p in range(1, diag):
            for q_ in range(p):
                thr = max(tiny, precision * max_diag)
                if abs(work[p, q_]) > thr or abs(work[q_, p]) > thr:
                    finished = False
                    if cplx:
                        go, max_diag = _precondition_complex(work, u, v, p, q_, max_diag)
                        if not go:
                            continue
                    (cl, sl), (cr, sr) = _jacobi_2x2(work, p, q_)
                    rp, rq = work[p].copy(), work[q_].copy()
                    work[p], work[q_] = cl * rp + sl * rq, -sl * rp + cl * rq
                    up, uq = u[:, p].copy(), u[:, q_].copy()     # u = u * j_left^T
                    u[:, p], u[:, q_] = cl * up + sl * uq, -sl * up + cl * uq
                    cp, cq = work[:, p].copy(), work[:, q_].copy()   # work = work * j_right
                    work[:, p], work[:, q_] = cr * cp - sr * cq, sr * cp + cr * cq
                    vp, vq = v[:, p].copy(), v[:, q_].copy()
                    v[:, p], v[:, q_] = cr * vp - sr * vq, sr * vp + cr * vq
                    max_diag = max(max_diag, abs(work[p, p]), abs(work[q_, q_]))
        if finished:
            break
    d = np.diag(work)[:diag].copy()
    s = np.zeros(diag)
    for i in range(diag):
        if cplx and abs(d[i].imag) > tiny:
            s[i] = abs(d[i])
            u[:, i] *= d[i] / s[i]
        else:
            s[i] = abs(np.real(d[i]))
            if np.real(d[i]) < 0:
                u[:, i] = -u[:, i]
    s = s * scale
    for i in range(diag):
        pos = i + int(np.argmax(s[i:]))
        if s[pos] == 0:
            break
        if pos != i:
            s[[i, pos]] = s[[pos, i]]
            u[:, [i, pos]] = u[:, [pos, i]]
            v[:, [i, pos]] = v[:, [pos, i]]
    return s, u, v


_ALGOSWAP = 16   # Eigen's BDCSVD: JacobiSVD below 16 columns, its divide-and-conquer path (not reproduced) above


@SVD.def_impl
def _svd_impl(x: Any, full_matrices: bool = False, compute_uv: bool = True):
    x = np.asarray(x)
    _svd_check(x.shape, x.dtype)
    work = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    s_shape, u_shape, v_shape = _svd_shapes(x.shape, full_matrices, compute_uv)
    if 0 in x.shape:
        raise OpRuntimeError("For Svd, an empty input is not supported by msgraph.")
    if not compute_uv:
        s = np.linalg.svd(work, compute_uv=False)
        # MindSpore's s keeps the input's dtype (complex input: complex s with zero imaginary part)
        return (s.astype(x.dtype), np.zeros(u_shape, x.dtype), np.zeros(v_shape, x.dtype))
    if x.shape[-1] < _ALGOSWAP and np.isfinite(work).all():
        s, u, v = _batched(lambda a: _eigen_jacobi_svd(a, bool(full_matrices)), work, 3)
    else:
        u, s, vh = np.linalg.svd(work, full_matrices=bool(full_matrices))
        v = np.conj(np.swapaxes(vh, -1, -2))
    return s.astype(x.dtype), u.astype(x.dtype), v.astype(x.dtype)


@SVD.def_infer
def _svd_infer(x: Aval, full_matrices: bool = False, compute_uv: bool = True):
    _svd_check(x.shape, x.dtype)
    s_shape, u_shape, v_shape = _svd_shapes(tuple(x.shape), full_matrices, compute_uv)
    return Aval(s_shape, x.dtype), Aval(u_shape, x.dtype), Aval(v_shape, x.dtype)


def _mT(a: np.ndarray) -> np.ndarray:
    return np.swapaxes(a, -1, -2)


def _adj(a: np.ndarray) -> np.ndarray:
    return np.conj(_mT(a))


def _diag(d: np.ndarray) -> np.ndarray:
    return d[..., :, None] * np.eye(d.shape[-1], dtype=d.dtype)


def _safe_recip(x: np.ndarray) -> np.ndarray:
    return x / (x * x + 1e-20)


def _svd_grad_np(a: np.ndarray, s: np.ndarray, u: np.ndarray, v: np.ndarray, ds: np.ndarray, du: np.ndarray,
                 dv: np.ndarray, full_matrices: bool) -> np.ndarray:
    """MindSpore's Svd bprop (grad_linalg_ops.cc SvdBpropStatic) for compute_uv=True."""
    m, n = a.shape[-2:]
    adjoint = m > n
    if adjoint:
        m, n = n, m
        u, v, du, dv = v, u, dv, du
    if full_matrices and abs(m - n) > 1:
        raise OpRuntimeError("For 'Svd' gradient, not support for abs(m - n) > 1 with full_matrices is True.")
    s_mat = _diag(s)
    s2 = s * s
    f = _safe_recip(s2[..., None, :] - s2[..., :, None])
    idx = np.arange(s.shape[-1])
    f[..., idx, idx] = 0
    s_inv_mat = _diag(_safe_recip(s))
    v1, dv1 = v[..., :, :m], dv[..., :, :m]
    f_u = f * (_adj(u) @ du)
    f_v = f * (_adj(v1) @ dv1)
    term1_nouv = _diag(ds.astype(a.dtype)) + (f_u + _adj(f_u)) @ s_mat + s_mat @ (f_v + _adj(f_v))
    da = u @ (term1_nouv @ _adj(v1))
    if m != n:
        gv1t = _mT(dv1)
        term2 = gv1t - (gv1t @ v1) @ _adj(v1)
        if full_matrices:
            v2, dv2 = v[..., :, m:n], dv[..., :, m:n]
            term2 = term2 - (_adj(v1) @ dv2) @ _adj(v2)
        da = da + (u @ s_inv_mat) @ term2
    return _mT(da) if adjoint else da


SVD_GRAD = define_op("SvdGrad", OpKind.OTHER, attrs={"full_matrices": False, "compute_uv": True}, public=False,
                     differentiable=False, doc="The gradient of Svd (internal).")


@SVD_GRAD.def_impl
def _svd_grad_impl(a: Any, s: Any, u: Any, v: Any, ds: Any, du: Any, dv: Any, full_matrices: bool = False,
                   compute_uv: bool = True) -> np.ndarray:
    a = np.asarray(a)
    work = np.complex128 if a.dtype.kind == "c" else np.float64
    cast = [np.asarray(t).astype(work) for t in (s, u, v, ds, du, dv)]
    s, u, v, ds, du, dv = cast
    if not compute_uv:   # recompute the thin vectors: da = u diag(ds) v^H
        uu, _, vh = np.linalg.svd(a.astype(work), full_matrices=False)
        return (uu @ (_diag(ds) @ vh)).astype(a.dtype)
    return _svd_grad_np(a.astype(work), s, u, v, ds, du, dv, bool(full_matrices)).astype(a.dtype)


@SVD_GRAD.def_infer
def _svd_grad_infer(a: Aval, *rest: Any, **attrs: Any) -> Aval:
    return Aval(tuple(a.shape), a.dtype)


@bprop_getters.register(SVD.prim_class)
def _get_svd_bprop(self: Any):
    g = prim(SVD_GRAD, full_matrices=bool(self.attrs["full_matrices"]), compute_uv=bool(self.attrs["compute_uv"]))

    def bprop(x, out, dout):
        return (apply(g, (x, out[0], out[1], out[2], dout[0], dout[1], dout[2])),)

    return bprop


@op_function
def svd(input: Any, full_matrices: bool = False, compute_uv: bool = True) -> Any:  # noqa: A002
    """Singular values (and, with ``compute_uv``, the vectors ``u``, ``v``: x = u diag(s) v^H) of x[..., M, N]."""
    out = apply(prim(SVD, full_matrices=bool(full_matrices), compute_uv=bool(compute_uv)), (input,))
    return out if compute_uv else out[0]


# --- Eig -------------------------------------------------------------------------------------------------------
EIG = define_op("Eig", OpKind.OTHER, attrs={"compute_v": False},
                doc="Eig(compute_v=False)(x [..., N, N]) -> (eigenvalues, eigenvectors): complex results.")
raising_bprop(EIG, 'Eig')   # MindSpore 2.10 defines no gradient (h-grad26)


def _eig_check(shape: Any, dtype: Any) -> None:
    if _name(dtype) not in _SVD_DTYPES:
        raise TypeError(f"For primitive[Eig], the input argument[x] must be a type of {{Tensor[Complex128], "
                        f"Tensor[Complex64], Tensor[Float32], Tensor[Float64]}}, but got Tensor[{_ms(dtype)}].")
    shape = tuple(shape)
    if len(shape) < 2:
        raise ValueError(f"For Eig, x should be at lease 2, but got a {len(shape)}-D Tensor.")
    if shape[-1] != shape[-2]:
        raise ValueError(f"For Eig, x should be square(squares), but got {shape[-2]}  {shape[-1]} matrix(matrices).")


def _complex_of(dtype: Any) -> Any:
    return np.complex64 if _name(dtype) in ("float32", "complex64") else np.complex128


def _norm1(z: complex) -> float:
    return abs(z.real) + abs(z.imag)


def _householder(x: np.ndarray):
    """Eigen's makeHouseholder: (essential, tau, beta) with (I - tau v v^H) x = beta e0, v = [1, essential]."""
    c0 = x[0]
    tail = x[1:]
    tail_sq = float(np.sum(np.abs(tail) ** 2))
    tiny = np.finfo(np.float64).tiny
    if tail_sq <= tiny and c0.imag ** 2 <= tiny:
        return np.zeros_like(tail), 0j, c0.real
    beta = np.sqrt(abs(c0) ** 2 + tail_sq)
    if c0.real >= 0:
        beta = -beta
    return tail / (c0 - beta), np.conj((beta - c0) / beta), beta


def _givens(p: complex, q: complex):
    """Eigen's JacobiRotation::makeGivens (complex): (c, s, r)."""
    if q == 0:
        c = -1.0 + 0j if p.real < 0 else 1.0 + 0j
        return c, 0j, c * p
    if p == 0:
        return 0j, -q / abs(q), abs(q) + 0j
    p1, q1 = _norm1(p), _norm1(q)
    if p1 >= q1:
        ps, qs = p / p1, q / p1
        p2, q2 = abs(ps) ** 2, abs(qs) ** 2
        u = np.sqrt(1 + q2 / p2)
        u = -u if p.real < 0 else u
        c = 1 / u
        return c + 0j, -qs * np.conj(ps) * (c / p2), p * u
    ps, qs = p / q1, q / q1
    p2, q2 = abs(ps) ** 2, abs(qs) ** 2
    u = q1 * np.sqrt(p2 + q2)
    u = -u if p.real < 0 else u
    ps = p / abs(p)
    return abs(p) / u + 0j, -np.conj(ps) * (q / u), ps * u


def _rot_left(m: np.ndarray, p: int, q: int, c: complex, s: complex, cols: slice) -> None:
    x, y = m[p, cols].copy(), m[q, cols].copy()
    m[p, cols] = c * x + np.conj(s) * y
    m[q, cols] = -s * x + np.conj(c) * y


def _rot_right(m: np.ndarray, p: int, q: int, c: complex, s: complex, rows: slice) -> None:
    x, y = m[rows, p].copy(), m[rows, q].copy()
    m[rows, p] = c * x - s * y
    m[rows, q] = np.conj(s) * x + np.conj(c) * y


def _eigen_complex_eig(a: np.ndarray, compute_v: bool):
    """Eigen's ComplexEigenSolver (Hessenberg reduction, complex Schur by shifted QR with Givens rotations,
    eigenvectors by back substitution, then eigenvalues sorted by ascending modulus) -- MindSpore's CPU Eig."""
    n = a.shape[0]
    t = a.astype(np.complex128).copy()
    u = np.eye(n, dtype=np.complex128)
    if n > 1:   # Householder reduction to Hessenberg form: A = Q H Q^H
        for i in range(n - 1):
            ess, h, beta = _householder(t[i + 1:, i])
            t[i + 1, i] = beta
            t[i + 2:, i] = 0
            v = np.concatenate(([1.0 + 0j], ess))
            blk = t[i + 1:, i + 1:]
            t[i + 1:, i + 1:] = blk - h * np.outer(v, np.conj(v) @ blk)
            blk = t[:, i + 1:]
            t[:, i + 1:] = blk - np.conj(h) * np.outer(blk @ v, np.conj(v))
            u[:, i + 1:] = u[:, i + 1:] - np.conj(h) * np.outer(u[:, i + 1:] @ v, np.conj(v))
        eps = np.finfo(np.float64).eps

        def negligible(i: int) -> bool:
            d = _norm1(t[i, i]) + _norm1(t[i + 1, i + 1])
            if _norm1(t[i + 1, i]) <= d * eps:
                t[i + 1, i] = 0
                return True
            return False

        iu, it, total = n - 1, 0, 0
        while True:
            while iu > 0:
                if not negligible(iu - 1):
                    break
                it = 0
                iu -= 1
            if iu == 0:
                break
            it += 1
            total += 1
            if total > 30 * n:
                raise OpRuntimeError("For 'Eig', the computation was not successful (no convergence).")
            il = iu - 1
            while il > 0 and not negligible(il - 1):
                il -= 1
            if it in (10, 20):
                shift = abs(t[iu, iu - 1].real) + abs(t[iu - 1, iu - 2].real) + 0j
            else:
                blk = t[iu - 1:iu + 1, iu - 1:iu + 1].copy()
                normt = np.abs(blk).sum()
                blk = blk / normt
                b = blk[0, 1] * blk[1, 0]
                cc = blk[0, 0] - blk[1, 1]
                disc = np.sqrt(cc * cc + 4 * b)
                det = blk[0, 0] * blk[1, 1] - b
                tr = blk[0, 0] + blk[1, 1]
                e1, e2 = (tr + disc) / 2, (tr - disc) / 2
                if _norm1(e1) > _norm1(e2):
                    e2 = det / e1
                elif _norm1(e2) != 0:
                    e1 = det / e2
                shift = normt * (e1 if _norm1(e1 - blk[1, 1]) < _norm1(e2 - blk[1, 1]) else e2)
            c, s, _ = _givens(t[il, il] - shift, t[il + 1, il])
            _rot_left(t, il, il + 1, np.conj(c), -s, slice(il, n))
            _rot_right(t, il, il + 1, c, s, slice(0, min(il + 2, iu) + 1))
            _rot_right(u, il, il + 1, c, s, slice(0, n))
            for i in range(il + 1, iu):
                c, s, r = _givens(t[i, i - 1], t[i + 1, i - 1])
                t[i, i - 1] = r
                t[i + 1, i - 1] = 0
                _rot_left(t, i, i + 1, np.conj(c), -s, slice(i, n))
                _rot_right(t, i, i + 1, c, s, slice(0, min(i + 2, iu) + 1))
                _rot_right(u, i, i + 1, c, s, slice(0, n))
    w = np.diag(t).copy()
    vec = None
    if compute_v:
        norm = max(np.linalg.norm(t), np.finfo(np.float64).tiny)
        x = np.zeros((n, n), np.complex128)
        for k in range(n - 1, -1, -1):
            x[k, k] = 1
            for i in range(k - 1, -1, -1):
                x[i, k] = -t[i, k]
                if k - i - 1 > 0:
                    x[i, k] -= t[i, i + 1:k] @ x[i + 1:k, k]
                z = t[i, i] - t[k, k]
                if z == 0:
                    z = eps * norm + 0j
                x[i, k] = x[i, k] / z
        vec = u @ x
        vec = vec / np.linalg.norm(vec, axis=0, keepdims=True)
    for i in range(n):   # sortEigenvalues: ascending modulus, first minimum on ties
        k = i + int(np.argmin(np.abs(w[i:])))
        if k != i:
            w[[i, k]] = w[[k, i]]
            if vec is not None:
                vec[:, [i, k]] = vec[:, [k, i]]
    return w, vec


_EIG_MAX = 64   # larger matrices: LAPACK (same eigenvalues; order and vectors' phases may differ)


@EIG.def_impl
def _eig_impl(x: Any, compute_v: bool = False):
    x = np.asarray(x)
    _eig_check(x.shape, x.dtype)
    c = _complex_of(x.dtype)
    if x.shape[-1] <= _EIG_MAX and x.size and np.isfinite(x).all():
        if compute_v:
            w, vec = _batched(lambda m: _eigen_complex_eig(m, True), x, 2)
        else:
            w, = _batched(lambda m: _eigen_complex_eig(m, False)[:1], x, 1)
    else:
        w, vec = np.linalg.eig(x.astype(np.complex128 if x.dtype.kind == "c" else np.float64))
    if not compute_v:
        return w.astype(c), np.zeros((), c)   # MindSpore: no vectors asked, a 0-d placeholder
    return w.astype(c), vec.astype(c)


@EIG.def_infer
def _eig_infer(x: Aval, compute_v: bool = False):
    _eig_check(x.shape, x.dtype)
    c = _complex_of(x.dtype)
    shape = tuple(x.shape)
    return Aval(shape[:-1], c), Aval(shape if compute_v else (), c)


def _eig_rank(A: Any) -> None:
    rank = len(tuple(shape_of(A)))
    if rank < 2:   # MindSpore raises a plain ValueError here (not wrapped as the op's input error)
        raise ValueError(f"For Eig, x should be at lease 2, but got a {rank}-D Tensor.")


@op_function
def eig(A: Any) -> Any:
    """Eigenvalues and (unit-length) eigenvectors of square matrices, as complex Tensors."""
    _eig_rank(A)
    return apply(prim(EIG, compute_v=True), (A,))


@op_function
def eigvals(A: Any) -> Any:
    """Eigenvalues of square matrices, as a complex Tensor."""
    _eig_rank(A)
    return apply(prim(EIG, compute_v=False), (A,))[0]


# --- Geqrf / Orgqr / Qr ---------------------------------------------------------------------------------------
GEQRF = define_op("Geqrf", OpKind.OTHER,
                  doc="Geqrf()(x [..., M, N]) -> (y, tau): LAPACK's geqrf (R above the diagonal, Householder "
                      "vectors below it, their scales tau).")
raising_bprop(GEQRF, 'Geqrf')   # MindSpore 2.10 defines no gradient (h-grad26)


def _geqrf_check(shape: Any, dtype: Any) -> None:
    if len(tuple(shape)) < 2:
        raise ValueError(f"For primitive[Geqrf], the rank of a must be greater than or equal to 2, but got "
                         f"{len(tuple(shape))}.")
    if _name(dtype) not in ("float16", "float32", "float64"):   # MindSpore 2.10's CPU kernel: real matrices only
        raise TypeError(f"For primitive[Geqrf], the input argument[x] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{_ms(dtype)}].")


def _geqrf_one(a: np.ndarray):
    h, tau = np.linalg.qr(a, mode="raw")
    return h.T.copy(), tau


@GEQRF.def_impl
def _geqrf_impl(x: Any):
    x = np.asarray(x)
    _geqrf_check(x.shape, x.dtype)
    y, tau = _batched(_geqrf_one, x.astype(np.float64), 2)
    return y.astype(x.dtype), tau.astype(x.dtype)


@GEQRF.def_infer
def _geqrf_infer(x: Aval):
    _geqrf_check(x.shape, x.dtype)
    shape = tuple(x.shape)
    return Aval(shape, x.dtype), Aval(shape[:-2] + (min(shape[-2:]),), x.dtype)


@op_function
def geqrf(input: Any) -> Any:  # noqa: A002
    """LAPACK's QR factorisation in Householder form: (y, tau)."""
    return apply(prim(GEQRF), (input,))


ORGQR = define_op("Orgqr", OpKind.OTHER,
                  doc="Orgqr()(x [..., M, N], tau [..., K]): the first N columns of H_1 ... H_K (geqrf's form).")
raising_bprop(ORGQR, 'Orgqr')   # MindSpore 2.10 defines no gradient (h-grad26)


def _orgqr_check(x: Any, tau: Any) -> None:
    xs, ts = tuple(x.shape), tuple(tau.shape)
    if _name(x.dtype) not in _SVD_DTYPES:
        raise TypeError(f"For 'Orgqr', the dtype of 'x' must be float32, float64, complex64 or complex128, but got "
                        f"{_ms(x.dtype)}.")
    if _name(tau.dtype) != _name(x.dtype):
        raise TypeError(f"For 'Orgqr', the dtype of 'tau' must be the same as 'x', but got {_ms(tau.dtype)} and "
                        f"{_ms(x.dtype)}.")
    if len(xs) < 2:
        raise ValueError(f"For 'Orgqr', the rank of 'x' must be at least 2, but got {len(xs)}.")
    if len(ts) != len(xs) - 1 or ts[:-1] != xs[:-2]:
        raise ValueError(f"For 'Orgqr', the shape of 'tau' must be x's batch shape plus one axis, but got {ts} "
                         f"for x of shape {xs}.")
    if xs[-2] < xs[-1]:
        raise ValueError(f"For 'Orgqr', x.shape[-2] must be greater than or equal to x.shape[-1], but got {xs}.")
    if ts[-1] > xs[-1]:
        raise ValueError(f"For 'Orgqr', tau.shape[-1] must be less than or equal to x.shape[-1], but got {ts[-1]} "
                         f"and {xs[-1]}.")


def _orgqr_one(a: np.ndarray, tau: np.ndarray) -> np.ndarray:
    m, n = a.shape
    q = np.eye(m, n, dtype=a.dtype)
    for i in reversed(range(tau.shape[0])):
        v = np.zeros(m, dtype=a.dtype)
        v[i] = 1
        v[i + 1:] = a[i + 1:, i]
        q = q - tau[i] * np.outer(v, np.conj(v) @ q)
    return q


@ORGQR.def_impl
def _orgqr_impl(x: Any, tau: Any) -> np.ndarray:
    x, tau = np.asarray(x), np.asarray(tau)
    _orgqr_check(x, tau)
    work = np.complex128 if x.dtype.kind == "c" else np.float64
    xf = x.astype(work).reshape((-1,) + x.shape[-2:])
    tf = tau.astype(work).reshape((-1, tau.shape[-1]))
    out = np.stack([_orgqr_one(xf[i], tf[i]) for i in range(xf.shape[0])]) if xf.shape[0] else xf
    return out.reshape(x.shape).astype(x.dtype)


@ORGQR.def_infer
def _orgqr_infer(x: Aval, tau: Aval) -> Aval:
    _orgqr_check(x, tau)
    return Aval(tuple(x.shape), x.dtype)


@op_function
def orgqr(input: Any, input2: Any) -> Any:  # noqa: A002
    """The explicit Q of a geqrf result: the first N columns of the product of its Householder reflections."""
    return apply(prim(ORGQR), (input, input2))


QR = define_op("Qr", OpKind.OTHER, attrs={"full_matrices": False},
               doc="Qr(full_matrices=False)(x [..., M, N]) -> (q, r) by Householder reflections (LAPACK).")
raising_bprop(QR, 'Qr')   # MindSpore 2.10 defines no gradient (h-grad26)

_QR_DTYPES = ("float16", "float32", "float64", "complex64", "complex128")


def _qr_check(shape: Any, dtype: Any) -> None:
    if _name(dtype) not in _QR_DTYPES:
        raise TypeError(f"For 'Qr', the dtype of 'x' must be float16, float32, float64, complex64 or complex128, "
                        f"but got {_ms(dtype)}.")
    if len(tuple(shape)) < 2:
        raise ValueError(f"For 'Qr', the rank of 'x' must be at least 2, but got {len(tuple(shape))}.")


@QR.def_impl
def _qr_impl(x: Any, full_matrices: bool = False):
    x = np.asarray(x)
    _qr_check(x.shape, x.dtype)
    work = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    q, r = np.linalg.qr(work, mode="complete" if full_matrices else "reduced")
    return (q + 0.0).astype(x.dtype), r.astype(x.dtype)   # + 0.0: no -0.0 entries (MindSpore prints 0.0)


@QR.def_infer
def _qr_infer(x: Aval, full_matrices: bool = False):
    _qr_check(x.shape, x.dtype)
    shape = tuple(x.shape)
    m, n = shape[-2:]
    p = m if full_matrices else min(m, n)
    return Aval(shape[:-2] + (m, p), x.dtype), Aval(shape[:-2] + (p, n), x.dtype)


@op_function
def qr(input: Any, mode: str = "reduced") -> Any:  # noqa: A002
    """(Q, R) of x[..., M, N]; ``mode`` 'reduced' (Q: M x min(M, N)) or 'complete' (Q: M x M)."""
    if mode not in ("reduced", "complete"):   # (mint.linalg.qr: LinalgQr's enum ValueError first, mint/linalg.py)
        raise TypeError(f"For qr, the arg mode must be 'reduced' or 'complete', but got {mode}.")
    return apply(prim(QR, full_matrices=mode == "complete"), (input,))


# --- LuSolve -----------------------------------------------------------------------------------------------------
LU_SOLVE = define_op("LuSolve", OpKind.OTHER,
                     doc="LuSolve()(b [..., M, K], lu_data [..., M, M], lu_pivots [..., M]): solves A x = b from "
                         "A's LU factorisation (LAPACK's 1-based row interchanges).")
raising_bprop(LU_SOLVE, 'LuSolve')   # MindSpore 2.10 defines no gradient (h-grad26)


def _lu_check(b: Any, lu: Any, piv: Any) -> None:
    if _name(b.dtype) not in ("float16", "float32", "float64") or _name(lu.dtype) != _name(b.dtype):
        raise TypeError(f"For 'LuSolve', the dtype of 'b' and 'LU_data' must be the same float16, float32 or "
                        f"float64, but got {_ms(b.dtype)} and {_ms(lu.dtype)}.")
    if _name(piv.dtype) != "int32":
        raise TypeError(f"For 'LuSolve', the dtype of 'LU_pivots' must be Int32, but got {_ms(piv.dtype)}.")
    bs, ls, ps = tuple(b.shape), tuple(lu.shape), tuple(piv.shape)
    if len(bs) < 2 or len(ls) < 2 or ls[-1] != ls[-2] or bs[-2] != ls[-1]:
        raise ValueError(f"For 'LuSolve', 'LU_data' must be square matrices [..., M, M] and 'b' [..., M, K], but "
                         f"got {ls} and {bs}.")
    if ps[-1:] != ls[-1:]:
        raise ValueError(f"For 'LuSolve', the last dimension of 'LU_pivots' must equal M={ls[-1]}, but got {ps}.")


def _lu_solve_one(b: np.ndarray, lu: np.ndarray, piv: np.ndarray) -> np.ndarray:
    m = lu.shape[-1]
    b = b.copy()
    for i in range(m):
        j = int(piv[i]) - 1
        if j != i:
            b[[i, j]] = b[[j, i]]
    lower = np.tril(lu, -1) + np.eye(m)
    upper = np.triu(lu)
    return np.linalg.solve(upper, np.linalg.solve(lower, b))


@LU_SOLVE.def_impl
def _lu_solve_impl(b: Any, lu: Any, piv: Any) -> np.ndarray:
    b, lu, piv = np.asarray(b), np.asarray(lu), np.asarray(piv)
    _lu_check(b, lu, piv)
    batch = np.broadcast_shapes(b.shape[:-2], lu.shape[:-2], piv.shape[:-1])
    bb = np.broadcast_to(b.astype(np.float64), batch + b.shape[-2:]).reshape((-1,) + b.shape[-2:])
    ll = np.broadcast_to(lu.astype(np.float64), batch + lu.shape[-2:]).reshape((-1,) + lu.shape[-2:])
    pp = np.broadcast_to(piv, batch + piv.shape[-1:]).reshape((-1, piv.shape[-1]))
    out = [_lu_solve_one(bb[i], ll[i], pp[i]) for i in range(bb.shape[0])]
    return np.stack(out).reshape(batch + b.shape[-2:]).astype(b.dtype) if out else \
        np.zeros(batch + b.shape[-2:], b.dtype)


@LU_SOLVE.def_infer
def _lu_solve_infer(b: Aval, lu: Aval, piv: Aval) -> Aval:
    _lu_check(b, lu, piv)
    batch = tuple(np.broadcast_shapes(tuple(b.shape[:-2]), tuple(lu.shape[:-2]), tuple(piv.shape[:-1])))
    return Aval(batch + tuple(b.shape[-2:]), b.dtype)


@op_function
def lu_solve(b: Any, LU_data: Any, LU_pivots: Any) -> Any:  # noqa: N803 - MindSpore's names
    """x with A x = b, from A's LU factorisation ``LU_data`` and its row interchanges ``LU_pivots`` (1-based)."""
    return apply(prim(LU_SOLVE), (b, LU_data, LU_pivots))


# --- MatrixSetDiagV3 -------------------------------------------------------------------------------------------
MATRIX_SET_DIAG_V3 = define_op("MatrixSetDiagV3", OpKind.OTHER, attrs={"align": "RIGHT_LEFT", "max_length": 200000000},
                               doc="MatrixSetDiagV3(align='RIGHT_LEFT')(x [..., M, N], diagonal, k): x with its "
                                   "diagonals k (an int, or a band [k0, k1]) replaced by ``diagonal`` (its "
                                   "gradient: matrix_diag.py).")


def _diag_len(m: int, n: int, d: int) -> int:
    return min(m + min(0, d), n - max(0, d))


def _k_pair(k: np.ndarray) -> Tuple[int, int]:
    k = np.asarray(k).reshape(-1)
    if k.size not in (1, 2):
        raise ValueError(f"For MatrixSetDiagV3, k must have one or two elements, but got {k.size}.")
    lo, hi = int(k[0]), int(k[-1])
    if lo > hi:
        raise ValueError(f"For MatrixSetDiagV3, k[0] must not be greater than k[1], but got k = ({lo}, {hi}).")
    return lo, hi


@MATRIX_SET_DIAG_V3.def_impl
def _matrix_set_diag_v3_impl(x: Any, diagonal: Any, k: Any, align: str = "RIGHT_LEFT",
                             max_length: int = 200000000) -> np.ndarray:
    x, diagonal = np.asarray(x), np.asarray(diagonal)
    if x.ndim < 2:
        raise ValueError(f"For MatrixSetDiagV3, the rank of 'x' must be at least 2, but got {x.ndim}.")
    lo, hi = _k_pair(k)
    m, n = x.shape[-2:]
    if not (-m < lo <= n and -m < hi <= n) and not (lo == hi == 0):
        raise ValueError(f"For MatrixSetDiagV3, k must be in (-{m}, {n}], but got ({lo}, {hi}).")
    max_len = _diag_len(m, n, hi) if lo == hi else max(_diag_len(m, n, d) for d in range(lo, hi + 1))
    diag = diagonal if lo != hi else diagonal[..., None, :]
    if diag.shape[-1] != max_len:
        raise ValueError(f"For MatrixSetDiagV3, diagonal.shape[-1] is not equal to max_diag_len calculated by "
                         f"min(x.shape[-2] + min(k[1], 0), x.shape[-1] + min(-k[0], 0)), which value is {max_len} "
                         f"in this case, but got diagonal.shape[-1]: {diag.shape[-1]} in this case.")
    if diag.shape[-2] != hi - lo + 1 or diag.shape[:-2] != x.shape[:-2]:
        raise ValueError(f"For MatrixSetDiagV3, the shape of 'diagonal' {diagonal.shape} does not match 'x' "
                         f"{x.shape} and k ({lo}, {hi}).")
    out = x.copy()
    sup, sub = (align.split("_") + ["RIGHT"])[:2] if "_" in align else ("RIGHT", "LEFT")
    for d in range(lo, hi + 1):
        length = _diag_len(m, n, d)
        side = sup if d >= 0 else sub
        off = max_len - length if side == "RIGHT" else 0
        j = np.arange(length)
        out[..., j + max(0, -d), j + max(0, d)] = diag[..., hi - d, off:off + length]
    return out


@MATRIX_SET_DIAG_V3.def_infer
def _matrix_set_diag_v3_infer(x: Aval, diagonal: Aval, k: Aval, align: str = "RIGHT_LEFT",
                              max_length: int = 200000000) -> Aval:
    if _name(diagonal.dtype) != _name(x.dtype):
        raise TypeError(f"For MatrixSetDiagV3, the dtype of 'diagonal' must be the same as 'x', but got "
                        f"{_ms(diagonal.dtype)} and {_ms(x.dtype)}.")
    if _name(k.dtype) != "int32":
        raise TypeError(f"For MatrixSetDiagV3, the dtype of 'k' must be Int32, but got {_ms(k.dtype)}.")
    return Aval(tuple(x.shape), x.dtype)


# --- LuUnpack / MatrixTriangularSolve / matrix_power ------------------------------------------------------------
LU_UNPACK = define_op("LuUnpack", OpKind.OTHER, attrs={"unpack_data": True, "unpack_pivots": True},
                      doc="LuUnpack()(lu_data [..., M, N], lu_pivots [..., min(M, N)]) -> (P, L, U) with A = P L U.")


@bprop_getters.register(LU_UNPACK.prim_class)
def _get_lu_unpack_bprop(self: Any):
    """MindSpore's LuUnpackGrad: L's strictly lower part and U's upper part flow back into lu_data (P and the pivots
    none; msgraph gave zeros before h-grad26)."""
    def bprop(lu: Any, piv: Any, out: Any, dout: Any) -> Tuple[Any, Any]:
        F = _F()
        m, n = tuple(shape_of(lu))[-2:]
        k = min(m, n)
        dl = F.tril(dout[1], -1)                          # [..., M, K]
        du = F.triu(dout[2])                              # [..., K, N]
        lead = tuple(shape_of(lu))[:-2]
        if n > k:
            dl = F.concat((dl, F.zeros(lead + (m, n - k), np_dtype(lu))), -1)
        if m > k:
            du = F.concat((du, F.zeros(lead + (m - k, n), np_dtype(lu))), -2)
        return F.add(dl, du), F.zeros_like(piv)
    return bprop


def _lu_unpack_check(lu: Any, piv: Any) -> None:
    ls, ps = tuple(lu.shape), tuple(piv.shape)
    if len(ls) < 2:
        raise ValueError(f"For 'LuUnpack', the rank of 'LU_data' must be at least 2, but got {len(ls)}.")
    if _name(piv.dtype) not in ("int8", "int16", "int32", "int64", "uint8"):
        raise TypeError(f"For 'LuUnpack', the dtype of 'LU_pivots' must be an integer type, but got {_ms(piv.dtype)}.")
    if ps[-1:] != (min(ls[-2:]),) or ps[:-1] != ls[:-2]:
        raise ValueError(f"For 'LuUnpack', the shape of 'LU_pivots' must be {ls[:-2] + (min(ls[-2:]),)}, but got {ps}.")


def _lu_perm(piv: np.ndarray, m: int) -> np.ndarray:
    perm = np.arange(m)
    for i, p in enumerate(piv):
        j = int(p) - 1
        if not 0 <= j < m:
            raise ValueError(f"For 'LuUnpack', the elements of 'LU_pivots' must be in [1, {m}], but got {int(p)}.")
        perm[[i, j]] = perm[[j, i]]
    return np.eye(m)[:, perm]


@LU_UNPACK.def_impl
def _lu_unpack_impl(lu: Any, piv: Any, unpack_data: bool = True, unpack_pivots: bool = True):
    lu, piv = np.asarray(lu), np.asarray(piv)
    _lu_unpack_check(lu, piv)
    m, n = lu.shape[-2:]
    k = min(m, n)
    flat = piv.reshape((-1, k))
    p = np.stack([_lu_perm(flat[i], m) for i in range(flat.shape[0])]) if flat.shape[0] else np.zeros((0, m, m))
    p = p.reshape(lu.shape[:-2] + (m, m)).astype(lu.dtype)
    low = np.tril(lu[..., :, :k], -1) + np.eye(m, k, dtype=lu.dtype)
    up = np.triu(lu[..., :k, :])
    return p, low.astype(lu.dtype), up.astype(lu.dtype)


@LU_UNPACK.def_infer
def _lu_unpack_infer(lu: Aval, piv: Aval, unpack_data: bool = True, unpack_pivots: bool = True):
    _lu_unpack_check(lu, piv)
    shape = tuple(lu.shape)
    m, n = shape[-2:]
    k = min(m, n)
    b = shape[:-2]
    return Aval(b + (m, m), lu.dtype), Aval(b + (m, k), lu.dtype), Aval(b + (k, n), lu.dtype)


@op_function
def lu_unpack(LU_data: Any, LU_pivots: Any, unpack_data: bool = True, unpack_pivots: bool = True) -> Any:  # noqa: N803
    """(P, L, U) of a packed LU factorisation (A = P L U); ``None`` in place of what is not unpacked."""
    p, low, up = apply(prim(LU_UNPACK), (LU_data, LU_pivots))
    return (p if unpack_pivots else None, low if unpack_data else None, up if unpack_data else None)


MATRIX_TRIANGULAR_SOLVE = define_op(
    "MatrixTriangularSolve", OpKind.OTHER, attrs={"lower": True, "adjoint": False},
    doc="MatrixTriangularSolve(lower=True, adjoint=False)(matrix [..., M, M], rhs [..., M, K]): X with "
        "T X = rhs (T^H X = rhs if adjoint), T the lower (or upper) triangle of matrix.")


def _mts_check(a: Any, b: Any) -> None:
    if _name(a.dtype) not in ("float32", "float64", "complex64", "complex128") or _name(b.dtype) != _name(a.dtype):
        raise TypeError(f"For 'MatrixTriangularSolve', 'matrix' and 'rhs' must be the same float32, float64, "
                        f"complex64 or complex128 Tensors, but got {_ms(a.dtype)} and {_ms(b.dtype)}.")
    sa, sb = tuple(a.shape), tuple(b.shape)
    if len(sa) < 2 or sa[-1] != sa[-2] or len(sb) < 2 or sb[-2] != sa[-1]:
        raise ValueError(f"For 'MatrixTriangularSolve', 'matrix' must be [..., M, M] and 'rhs' [..., M, K], but got "
                         f"{sa} and {sb}.")


def _tri_solve(a: np.ndarray, b: np.ndarray, lower: bool, adjoint: bool) -> np.ndarray:
    t = np.tril(a) if lower else np.triu(a)
    if adjoint:
        t = np.conj(np.swapaxes(t, -1, -2))
    batch = np.broadcast_shapes(t.shape[:-2], b.shape[:-2])
    t = np.broadcast_to(t, batch + t.shape[-2:])
    b = np.broadcast_to(b, batch + b.shape[-2:])
    # substitution, as MindSpore's kernel: a zero on the diagonal divides by zero (inf / nan), no singular-matrix
    # error (np.linalg.solve's LinAlgError before adapt41gpu)
    n = t.shape[-1]
    x = np.zeros(b.shape, np.result_type(t, b))
    for i in (range(n) if lower != adjoint else range(n - 1, -1, -1)):
        known = slice(0, i) if lower != adjoint else slice(i + 1, n)
        rest = b[..., i, :] - np.einsum("...j,...jk->...k", t[..., i, known], x[..., known, :])
        x[..., i, :] = rest / t[..., i, i][..., None]
    return x


@MATRIX_TRIANGULAR_SOLVE.def_impl
def _mts_impl(a: Any, b: Any, lower: bool = True, adjoint: bool = False) -> np.ndarray:
    a, b = np.asarray(a), np.asarray(b)
    _mts_check(a, b)
    work = np.complex128 if a.dtype.kind == "c" else np.float64
    with np.errstate(all="ignore"):
        return _tri_solve(a.astype(work), b.astype(work), bool(lower), bool(adjoint)).astype(a.dtype)


@MATRIX_TRIANGULAR_SOLVE.def_infer
def _mts_infer(a: Aval, b: Aval, lower: bool = True, adjoint: bool = False) -> Aval:
    _mts_check(a, b)
    batch = tuple(np.broadcast_shapes(tuple(a.shape[:-2]), tuple(b.shape[:-2])))
    return Aval(batch + tuple(b.shape[-2:]), a.dtype)


@bprop_getters.register(MATRIX_TRIANGULAR_SOLVE.prim_class)
def _get_mts_bprop(self: Any):
    lower, adjoint = bool(self.attrs["lower"]), bool(self.attrs["adjoint"])
    solve_t = prim(MATRIX_TRIANGULAR_SOLVE, lower=lower, adjoint=not adjoint)

    def bprop(a, b, out, dout):
        F = _F()   # db = T^-H dout; da = -db x^H (adjoint: -x db^H), kept to T's triangle
        db = apply(solve_t, (a, dout))
        out_h = F.swapaxes(F.conj(out) if np_dtype(out).kind == "c" else out, -1, -2)
        if adjoint:
            db_h = F.swapaxes(F.conj(db) if np_dtype(db).kind == "c" else db, -1, -2)
            da = F.neg(F.matmul(out, db_h))
        else:
            da = F.neg(F.matmul(db, out_h))
        da = F.tril(da) if lower else F.triu(da)
        return sum_to_shape(da, tuple(shape_of(a))), sum_to_shape(db, tuple(shape_of(b)))

    return bprop


@op_function
def matrix_power(input: Any, n: int) -> Any:  # noqa: A002
    """input ** n for square matrices (n < 0: powers of the inverse), by repeated squaring of matmuls."""
    F = _F()
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"For 'matrix_power', the 'n' must be an int, but got {user_type(n).__name__}.")
    shape = tuple(shape_of(input))
    dt = np.dtype(np_dtype(input))
    if dt.name not in ("float32", "float64", "int16", "int32", "int64", "int8", "uint8"):   # MatrixPower's dtypes
        raise TypeError("For primitive[MatrixPower], the input argument[x] must be a type of {Tensor[Float32], "
                        "Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt8]}, "
                        f"but got Tensor[{dtype_name(dt)}].")
    if len(shape) < 2 or shape[-1] != shape[-2]:
        raise ValueError(f"For 'matrix_power', the input must be square matrices [..., M, M], but got {shape}.")
    if n == 0:
        eye = F.eye(shape[-1], shape[-1], input.dtype)
        return F.broadcast_to(eye, shape) if len(shape) > 2 else eye
    base = F.matrix_inverse(input) if n < 0 else input
    n = abs(n)
    result = None
    while n:
        if n & 1:
            result = base if result is None else F.matmul(result, base)
        n >>= 1
        if n:
            base = F.matmul(base, base)
    return result


# --- matrix norms and cond -----------------------------------------------------------------------------------
def svd_norm(x: Any, row_axis: int, col_axis: int, op: str) -> Any:
    """MindSpore's _multi_svd_norm: the largest / smallest / summed singular values over (row_axis, col_axis),
    computed in float32 as MindSpore does."""
    F = _F()
    nd = len(tuple(shape_of(x)))
    rest = [d for d in range(nd) if d not in (row_axis, col_axis)]
    y = F.transpose(F.cast(x, np.float32) if np_dtype(x) != np.float32 else x, tuple(rest) + (row_axis, col_axis))
    s = svd(y, False, False)
    if op == "amax":
        return F.reduce_max(s, -1)
    if op == "amin":
        return F.reduce_min(s, -1)
    return F.reduce_sum(s, -1)


def _norm_axis(axis: Any, ndim: int) -> Tuple[int, int]:
    if not isinstance(axis, (list, tuple)):
        raise TypeError(f"For matrix_norm , the axis should be tuple of int, but got {user_type(axis)}")
    if len(axis) != 2:
        raise ValueError(f"For matrix_norm, the length of axis should be 2, but got {len(axis)}.")
    out = []
    for a in axis:
        if not -ndim <= a < ndim:
            raise ValueError(f"For matrix_norm, the axis {a} is out of range [{-ndim}, {ndim}).")
        out.append(a % ndim)
    if out[0] == out[1]:
        raise ValueError("For matrix_norm, the elements of axis can not be duplicate.")
    return out[0], out[1]


def complex_square(F: Any, A: Any) -> Any:
    """MindSpore's square for norms: ``conj(A) * A`` for complex ``A`` (the result stays complex), else Square."""
    return F.mul(F.conj(A), A) if np_dtype(A).kind == "c" else F.square(A)


def keep_matrix_dims(F: Any, out: Any, shape: Tuple[int, ...], row: int, col: int) -> Any:
    """``out`` reshaped to ``shape`` with the two reduced axes kept as 1 (keepdims of a matrix norm)."""
    s = list(shape)
    s[row] = s[col] = 1
    return F.reshape(out, tuple(s))


def matrix_norm_of(F: Any, A: Any, ord: Any, row: int, col: int) -> Any:  # noqa: A002
    """The matrix norms MindSpore 2.10 computes (ops.norm's two-dim case and ops.matrix_norm) over the
    normalized axes ``row`` and ``col``, with its dtypes: 1 / -1 sum with Tensor.sum (small ints and Bool in
    Int64) then ops.max/min; +-inf sum with ReduceSum (dtype kept) then ops.max/min (no Bool); 2 / -2 / 'nuc'
    from the singular values in float32; None / 'fro' as sqrt(sum(conj(A) * A)).  ``ord`` compares by value
    (1.0 is 1); the caller checks it."""
    if ord in (1, -1):
        s = F.sum(F.abs(A), row)
        return (F.max if ord > 0 else F.min)(s, col - 1 if col > row else col)[0]
    if ord in (2, -2):
        return svd_norm(A, row, col, "amax" if ord == 2 else "amin")
    if ord in (float("inf"), -float("inf")):
        s = F.reduce_sum(F.abs(A), col)
        return (F.max if ord > 0 else F.min)(s, row - 1 if row > col else row)[0]
    if ord == "nuc":
        return svd_norm(A, row, col, "sum")
    return F.sqrt(F.reduce_sum(complex_square(F, A), (row, col)))


@op_function
def matrix_norm(A: Any, ord: Any = "fro", axis: Any = (-2, -1), keepdims: bool = False, *,  # noqa: A002
                dtype: Any = None) -> Any:
    """The matrix norm of ``A`` over ``axis``: 'fro', 'nuc', inf, -inf, 1, -1, 2, -2."""
    F = _F()
    nd = len(tuple(shape_of(A)))
    row, col = _norm_axis(axis, nd)
    if ord not in (2, -2, 1, -1, float("inf"), float("-inf"), "fro", "nuc"):   # True is 1, as in MindSpore
        raise ValueError(f"For matrix_norm, the ord mode must be in [2, -2, 1, -1, float('inf'), float('-inf'), "
                         f"'fro', 'nuc'] but got {ord}.")
    if dtype is not None:
        A = F.cast(A, dtype)
    ret = matrix_norm_of(F, A, ord, row, col)
    return keep_matrix_dims(F, ret, tuple(shape_of(A)), row, col) if keepdims else ret


@op_function
def cond(A: Any, p: Any = None) -> Any:
    """The condition number of ``A`` in the norm ``p`` (None: 2): norm(A, p) * norm(inverse(A), p)."""
    F = _F()
    if p is None:
        p = 2
    shape = tuple(shape_of(A))
    if len(shape) >= 3:   # MindSpore: matrix by matrix, the result float32
        flat = F.reshape(A, (-1,) + shape[-2:])
        outs = []
        for i in range(int(np.prod(shape[:-2]))):
            a = flat[i]
            outs.append(F.cast(F.mul(F.norm(a, p), F.norm(F.matrix_inverse(a), p)), np.float32))
        return F.reshape(F.stack(outs), shape[:-2])
    return F.mul(F.norm(A, p), F.norm(F.matrix_inverse(A), p))


class NuclearNorm(CompositePrimitive):
    """NuclearNorm(dim=None, keepdim=False)(x): the sum of the singular values over the two axes ``dim``
    (a composition of Svd: its gradient is Svd's)."""

    _attrs = {"dim": None, "keepdim": False}

    def __call__(self, x: Any) -> Any:
        nd = len(tuple(shape_of(x)))
        dim = (0, 1) if self.attrs["dim"] is None else tuple(self.attrs["dim"])
        if nd < 2:
            raise ValueError(f"For 'NuclearNorm', the rank of 'x' must be at least 2, but got {nd}.")
        F = _F()
        row, col = _norm_axis(dim, nd)
        out = svd_norm(x, row, col, "sum") if np_dtype(x) == np.float32 else \
            F.reduce_sum(svd(F.transpose(x, tuple(d for d in range(nd) if d not in (row, col)) + (row, col)),
                             False, False), -1)
        if self.attrs["keepdim"]:
            shape = list(shape_of(x))
            shape[row] = shape[col] = 1
            out = F.reshape(out, tuple(shape))
        return out


__all__ = public_functions(globals())  # every function form defined here (op_function)


def _install_methods() -> None:
    """Tensor methods over these functions (MindSpore 2.10's signatures)."""
    from ..common.tensor_methods import TensorMethods

    def _m_svd(self, full_matrices=False, compute_uv=True):
        return svd(self, full_matrices, compute_uv)

    def _m_qr(self, some=True):
        return qr(self, "reduced" if some else "complete")

    def _m_lu_solve(self, LU_data, LU_pivots):  # noqa: N803
        return lu_solve(self, LU_data, LU_pivots)

    for name, fn in (("svd", _m_svd), ("qr", _m_qr), ("lu_solve", _m_lu_solve),
                     ("matrix_power", lambda self, n: matrix_power(self, n)),
                     ("geqrf", lambda self: geqrf(self)), ("orgqr", lambda self, input2: orgqr(self, input2)),
                     ("eigvals", lambda self: eigvals(self))):
        fn.__name__ = name
        setattr(TensorMethods, name, fn)


_install_methods()
