"""Primitives behind ``mindspore.scipy`` (h-scipy, session 8).

``Eigh(compute_eigenvectors=True, lower=True)(a)``: eigenvalues (ascending) and eigenvectors of a symmetric /
Hermitian matrix read from its lower (or upper) triangle, ``(w, v)``, or ``w`` alone when
``compute_eigenvectors`` is False (MindSpore's ``ops.operations.linalg_ops.Eigh``), with MindSpore's
gradient (Boeddeker et al. eq. 4.71, kept to the triangle the forward reads).

``ScipyLU()(x)``: ``mindspore.scipy.ops.LU``: LAPACK getrf's packed ``lu``, its int32 ``pivots`` and the
int32 permutation matrix ``P`` with ``x = P L U`` (partial pivoting on the largest absolute value, as getrf).
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from .registry import OpKind, apply, bprop_getters, define_op, prim

__all__: list = []


def _F():
    from . import functional

    return functional


_EIGH_DTYPES = ("float32", "float64", "complex64", "complex128")
_MS = {"float16": "Float16", "float32": "Float32", "float64": "Float64", "complex64": "Complex64",
       "complex128": "Complex128", "int8": "Int8", "int16": "Int16", "int32": "Int32", "int64": "Int64",
       "uint8": "UInt8", "bool": "Bool"}


def _ms(dtype: Any) -> str:
    name = np.dtype(dtype).name
    return _MS.get(name, name)


def _givens(p: Any, q: Any) -> Tuple[Any, Any]:
    """Eigen's JacobiRotation::makeGivens(p, q) (real): (c, s)."""
    one, zero = type(p)(1), type(p)(0)
    if q == 0:
        return (-one if p < 0 else one), zero
    if p == 0:
        return zero, (one if q < 0 else -one)
    if abs(p) > abs(q):
        t = q / p
        u = np.sqrt(type(p)(1) + t * t)
        if p < 0:
            u = -u
        c = 1 / u
        return c, -t * c
    t = p / q
    u = np.sqrt(type(p)(1) + t * t)
    if q < 0:
        u = -u
    s = -1 / u
    return -t * s, s


def _eigen_selfadjoint(a: np.ndarray, compute_v: bool = True) -> Tuple[np.ndarray, np.ndarray]:
    """(w ascending, v) of the Hermitian matrix ``a`` (2-D) as Eigen's SelfAdjointEigenSolver computes them (the
    kernel of MindSpore's CPU Eigh): scaled, Householder-tridiagonalized from the lower triangle, implicit symmetric
    QR steps with Wilkinson shifts, sorted; in float32 for float32 / complex64 input. Its eigenvector signs are
    Eigen's (LAPACK's often differ), and they move continuously with the input (finite differences of v work)."""
    n = a.shape[0]
    cplx = a.dtype.kind == "c"
    rt = np.float32 if a.dtype in (np.float32, np.complex64) else np.float64
    ct = (np.complex64 if rt is np.float32 else np.complex128) if cplx else rt
    mat = np.tril(a).astype(ct)
    scale = np.abs(mat).max() if n else rt(0)
    if scale == 0:
        scale = rt(1)
    mat = (mat / scale).astype(ct)
    full = np.tril(mat) + np.tril(mat, -1).conj().T
    hco = np.zeros(max(n - 1, 0), mat.dtype)
    vs = []
    tiny = np.finfo(rt).tiny
    for i in range(n - 1):
        col = full[i + 1:, i].copy()
        c0 = col[0]
        tail_sq = np.sum((col[1:] * col[1:].conj()).real) if col.size > 1 else rt(0)
        if tail_sq <= tiny and (np.imag(c0) ** 2) <= tiny:
            tau, beta = ct(0), np.real(c0)
            ess = np.zeros(col.size - 1, mat.dtype)
        else:
            beta = np.sqrt(np.abs(c0) ** 2 + tail_sq)
            if np.real(c0) >= 0:
                beta = -beta
            ess = col[1:] / (c0 - beta)
            tau = np.conj((beta - c0) / beta)
        u = np.concatenate([np.ones(1, mat.dtype), ess])
        sub = full[i + 1:, i + 1:]
        w = np.conj(tau) * (sub @ u)
        w = w + (np.conj(tau) * -0.5 * np.vdot(w, u)) * u
        sub -= np.outer(u, w.conj()) + np.outer(w, u.conj())
        full[i + 1:, i] = 0
        full[i, i + 1:] = 0
        full[i + 1, i] = beta
        full[i, i + 1] = np.conj(beta)
        hco[i] = tau
        vs.append(u)
    diag = np.real(np.diag(full)).astype(rt).copy()
    subdiag = np.real(np.diag(full, -1)).astype(rt).copy()
    q = np.eye(n, dtype=mat.dtype)
    if compute_v:
        # Q = H_0 H_1 ... H_{n-2}, H_i = I - conj(h_i) v_i v_i^H  (HouseholderSequence of hCoeffs.conjugate())
        for i in range(n - 2, -1, -1):
            u = vs[i]
            blk = q[i + 1:, :]
            blk -= np.conj(hco[i]) * np.outer(u, u.conj() @ blk)
    end, start, it = n - 1, 0, 0
    zero = np.finfo(rt).tiny
    pinv = rt(1) / np.finfo(rt).eps
    while end > 0:
        for i in range(start, end):
            if abs(subdiag[i]) < zero:
                subdiag[i] = 0.0
            else:
                sc = pinv * subdiag[i]
                if sc * sc <= abs(diag[i]) + abs(diag[i + 1]):
                    subdiag[i] = 0.0
        while end > 0 and subdiag[end - 1] == 0:
            end -= 1
        if end <= 0:
            break
        it += 1
        if it > 30 * n:
            break
        start = end - 1
        while start > 0 and subdiag[start - 1] != 0:
            start -= 1
        td = (diag[end - 1] - diag[end]) * rt(0.5)
        e = subdiag[end - 1]
        mu = diag[end]
        if td == 0:
            mu -= abs(e)
        elif e != 0:
            e2 = e * e
            h = np.hypot(td, e)
            if e2 == 0:
                mu -= e / ((td + (h if td > 0 else -h)) / e)
            else:
                mu -= e2 / (td + (h if td > 0 else -h))
        x = diag[start] - mu
        z = subdiag[start]
        k = start
        while k < end and z != 0:
            c, s = _givens(x, z)
            sdk = s * diag[k] + c * subdiag[k]
            dkp1 = s * subdiag[k] + c * diag[k + 1]
            diag[k] = c * (c * diag[k] - s * subdiag[k]) - s * (c * subdiag[k] - s * diag[k + 1])
            diag[k + 1] = s * sdk + c * dkp1
            subdiag[k] = c * sdk - s * dkp1
            if k > start:
                subdiag[k - 1] = c * subdiag[k - 1] - s * z
            x = subdiag[k]
            if k < end - 1:
                z = -s * subdiag[k + 1]
                subdiag[k + 1] = c * subdiag[k + 1]
            if compute_v:
                xk = q[:, k].copy()
                yk = q[:, k + 1].copy()
                q[:, k] = c * xk - s * yk
                q[:, k + 1] = s * xk + c * yk
            k += 1
    for i in range(n - 1):
        k = int(np.argmin(diag[i:]))
        if k > 0:
            diag[i], diag[i + k] = diag[i + k], diag[i]
            if compute_v:
                q[:, [i, i + k]] = q[:, [i + k, i]]
    return diag * scale, q


# --- Eigh ----------------------------------------------------------------------------------------------------
EIGH = define_op("Eigh", OpKind.OTHER, attrs={"compute_eigenvectors": True, "lower": True},
                 doc="Eigh(compute_eigenvectors=True, lower=True)(A [..., N, N]) -> (w, v) (w alone without "
                     "eigenvectors): the eigen decomposition of a symmetric / Hermitian matrix.")


def _eigh_check(shape: Any, dtype: Any) -> None:
    if np.dtype(dtype).name not in _EIGH_DTYPES:
        raise TypeError(f"For 'Eigh', the input 'A' must be a Tensor of float32, float64, complex64 or complex128, "
                        f"but got Tensor[{_ms(dtype)}].")
    shape = tuple(shape)
    if len(shape) < 2 or shape[-1] != shape[-2]:
        raise ValueError(f"For 'Eigh', the input 'A' must be a square matrix [..., N, N], but got shape {shape}.")


@EIGH.def_impl
def _eigh_impl(a: Any, compute_eigenvectors: bool = True, lower: bool = True):
    a = np.asarray(a)
    _eigh_check(a.shape, a.dtype)
    if a.dtype.kind == "c":   # LAPACK; MindSpore's complex Eigh gives its eigenvalues in the input's complex dtype
        w, v = np.linalg.eigh(a.astype(np.complex128), UPLO="L" if lower else "U")
        w = w.astype(np.float32 if a.dtype == np.complex64 else np.float64).astype(a.dtype)
        return (w, v.astype(a.dtype)) if compute_eigenvectors else w
    n = a.shape[-1]
    flat = a.reshape((-1, n, n))
    ws, vs = [], []
    for m in flat:   # the symmetric matrix of the chosen triangle, solved as Eigen solves it
        full = np.tril(m) + np.tril(m, -1).T if lower else np.triu(m) + np.triu(m, 1).T
        w1, v1 = _eigen_selfadjoint(full, compute_eigenvectors)
        ws.append(w1)
        vs.append(v1)
    w = np.stack(ws).reshape(a.shape[:-1]) if ws else np.zeros(a.shape[:-1])
    v = np.stack(vs).reshape(a.shape) if vs else np.zeros(a.shape, a.dtype)
    w = w.astype(a.dtype)
    if not compute_eigenvectors:
        return w
    return w, v.astype(a.dtype)


@EIGH.def_infer
def _eigh_infer(a: Aval, compute_eigenvectors: bool = True, lower: bool = True):
    _eigh_check(a.shape, a.dtype)
    shape = tuple(a.shape)
    w = Aval(shape[:-1], a.dtype)
    return (w, Aval(shape, a.dtype)) if compute_eigenvectors else w


@bprop_getters.register(EIGH.prim_class)
def _get_eigh_bprop(self: Any):
    compute_v, lower = bool(self.attrs["compute_eigenvectors"]), bool(self.attrs["lower"])
    full = prim(EIGH, compute_eigenvectors=True, lower=lower)

    def bprop(a, out, dout):
        F = _F()
        if not compute_v:
            _, v = apply(full, (a,))
            grad = F.matmul(F.mul(v, F.expand_dims(dout, -2)), F.swapaxes(v, -1, -2))
        else:
            w, v = out
            dw, dv = dout
            vh = F.swapaxes(v, -1, -2)
            n = tuple(w.shape)[-1]
            diff = F.sub(F.expand_dims(w, -2), F.expand_dims(w, -1))
            eye = F.eye(n, n, w.dtype)
            f = F.mul(F.div(diff, F.add(F.mul(diff, diff), 1e-20)), F.sub(1.0, eye))
            mid = F.add(F.mul(F.expand_dims(dw, -2), eye), F.mul(f, F.matmul(vh, dv)))
            grad = F.matmul(v, F.matmul(mid, vh))
        grad = F.add(grad, F.swapaxes(grad, -1, -2))
        grad = F.tril(grad) if lower else F.triu(grad)
        eye = F.eye(tuple(grad.shape)[-1], tuple(grad.shape)[-1], grad.dtype)
        grad = F.sub(grad, F.mul(F.mul(grad, eye), 0.5))   # the diagonal counted once
        return (grad,)

    return bprop


# --- LU (mindspore.scipy.ops.LU) --------------------------------------------------------------------------------
SCIPY_LU = define_op("LU", OpKind.OTHER, differentiable=False, public=False,
                     doc="LU()(x [..., M, N]) -> (lu, pivots int32, permutation int32): getrf with partial pivoting.")


def _lu_one(a: np.ndarray):
    m, n = a.shape
    lu = a.astype(np.float64).copy()
    k = min(m, n)
    piv = np.zeros(k, np.int32)
    perm = np.arange(m)
    for j in range(k):
        p = j + int(np.argmax(np.abs(lu[j:, j])))
        piv[j] = p
        if p != j:
            lu[[j, p]] = lu[[p, j]]
            perm[[j, p]] = perm[[p, j]]
        if lu[j, j] != 0:
            lu[j + 1:, j] /= lu[j, j]
        lu[j + 1:, j + 1:] -= np.outer(lu[j + 1:, j], lu[j, j + 1:])
    pm = np.zeros((m, m), np.int32)
    pm[perm, np.arange(m)] = 1      # x = P L U: row i of L U is row perm[i] of x
    return lu, piv, pm[:k, :k] if k < m else pm


def _lu_check(shape: Any, dtype: Any) -> None:
    if np.dtype(dtype).name not in ("float32", "float64"):
        raise TypeError(f"For 'LU', the input 'x' must be a Tensor of float32 or float64, but got "
                        f"Tensor[{_ms(dtype)}].")
    if len(tuple(shape)) < 2:
        raise ValueError(f"For 'LU', the input 'x' must be at least 2-D, but got shape {tuple(shape)}.")


@SCIPY_LU.def_impl
def _lu_impl(x: Any):
    x = np.asarray(x)
    _lu_check(x.shape, x.dtype)
    batch = x.shape[:-2]
    m, n = x.shape[-2:]
    k = min(m, n)
    flat = x.reshape((-1, m, n))
    outs = [_lu_one(mat) for mat in flat]
    lu = np.stack([o[0] for o in outs]).reshape(x.shape).astype(x.dtype) if outs else np.zeros(x.shape, x.dtype)
    piv = np.stack([o[1] for o in outs]).reshape(batch + (k,)) if outs else np.zeros(batch + (k,), np.int32)
    pm = (np.stack([o[2] for o in outs]).reshape(batch + (k, k)) if outs
          else np.zeros(batch + (k, k), np.int32))
    return lu, piv.astype(np.int32), pm.astype(np.int32)


@SCIPY_LU.def_infer
def _lu_infer(x: Aval):
    _lu_check(x.shape, x.dtype)
    shape = tuple(x.shape)
    k = min(shape[-1], shape[-2])
    return Aval(shape, x.dtype), Aval(shape[:-2] + (k,), np.dtype(np.int32)), Aval(shape[:-2] + (k, k),
                                                                                   np.dtype(np.int32))


# --- LinearSumAssignment (mindspore.scipy.ops) --------------------------------------------------------------------
LSAP = define_op("LinearSumAssignment", OpKind.OTHER, differentiable=False, public=False,
                 doc="LinearSumAssignment()(cost_matrix [M, N], dimension_limit, maximize) -> (row_ind, col_ind): "
                     "the optimal assignment over the first dimension_limit columns, int64, padded with -1.")


def _hungarian(cost: np.ndarray) -> np.ndarray:
    """For a cost matrix [n, m] with n <= m: the column assigned to each row (shortest augmenting paths)."""
    n, m = cost.shape
    inf = np.inf
    u = np.zeros(n + 1)
    v = np.zeros(m + 1)
    p = np.zeros(m + 1, np.int64)     # p[j]: the row (1-based) matched to column j
    way = np.zeros(m + 1, np.int64)
    for i in range(1, n + 1):
        p[0] = i
        j0 = 0
        minv = np.full(m + 1, inf)
        used = np.zeros(m + 1, bool)
        while True:
            used[j0] = True
            i0 = p[j0]
            delta = inf
            j1 = 0
            for j in range(1, m + 1):
                if not used[j]:
                    cur = cost[i0 - 1, j - 1] - u[i0] - v[j]
                    if cur < minv[j]:
                        minv[j] = cur
                        way[j] = j0
                    if minv[j] < delta:
                        delta = minv[j]
                        j1 = j
            for j in range(m + 1):
                if used[j]:
                    u[p[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            j0 = j1
            if p[j0] == 0:
                break
        while True:
            j1 = way[j0]
            p[j0] = p[j1]
            j0 = j1
            if j0 == 0:
                break
    col_of_row = np.full(n, -1, np.int64)
    for j in range(1, m + 1):
        if p[j]:
            col_of_row[p[j] - 1] = j - 1
    return col_of_row


def _lsap_check(cost: Any) -> None:
    if len(tuple(cost.shape)) != 2:
        raise ValueError(f"For 'LinearSumAssignment', the rank of 'cost_matrix' must be 2, but got "
                         f"{len(tuple(cost.shape))}.")


@LSAP.def_impl
def _lsap_impl(cost: Any, dimension_limit: Any, maximize: Any):
    cost = np.asarray(cost)
    _lsap_check(cost)
    rows = min(cost.shape)
    limit = int(np.asarray(dimension_limit))
    if limit >= np.iinfo(np.int64).max:   # linear_sum_assignment's default: no limit
        limit = cost.shape[1]
    if limit > cost.shape[1]:
        from ..errors import OpRuntimeError
        raise OpRuntimeError(f"For 'LinearSumAssignment' input dimension_limit must <= the 2nd dimension's size of "
                             f"the cost_matrix, which is {cost.shape[1]}, but got {limit}.")
    work = cost[:, :max(0, min(limit, cost.shape[1]))].astype(np.float64)
    if bool(np.asarray(maximize)):
        work = -work
    if not np.isfinite(work).all():
        raise ValueError("For 'LinearSumAssignment', the cost matrix is infeasible (it holds NaN or inf).")
    row_ind = np.full(rows, -1, np.int64)
    col_ind = np.full(rows, -1, np.int64)
    if work.size:
        if work.shape[0] <= work.shape[1]:
            cols = _hungarian(work)
            pairs = [(r, int(c)) for r, c in enumerate(cols) if c >= 0]
        else:
            rws = _hungarian(work.T)
            pairs = sorted((int(r), c) for c, r in enumerate(rws) if r >= 0)
        for k, (r, c) in enumerate(pairs):
            row_ind[k] = r
            col_ind[k] = c
    return row_ind, col_ind


@LSAP.def_infer
def _lsap_infer(cost: Aval, dimension_limit: Aval, maximize: Any):
    _lsap_check(cost)
    rows = min(tuple(cost.shape))
    return Aval((rows,), np.dtype(np.int64)), Aval((rows,), np.dtype(np.int64))
