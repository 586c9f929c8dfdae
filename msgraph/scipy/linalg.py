"""``mindspore.scipy.linalg`` (h-scipy): compositions of msgraph ops, as MindSpore 2.10 builds them.

int32/int64 inputs are cast to float64 (MindSpore's rule); the checks raise MindSpore's error classes.
"""
from __future__ import annotations

from typing import Any

from .. import ops
from ..common import dtype as mstype
from ..errors import OpRuntimeError
from ..ops.functional_extra import tri_mask_mul
from ..ops.registry import apply, op_function, prim
from ..ops.scipy_prims import EIGH, SCIPY_LU
from .utils import _FLOAT_INT, _dtype_check, _mstype_check, _nd_transpose, _solve_check, _square_check, _type_check

__all__ = ["block_diag", "inv", "cho_factor", "cholesky", "cho_solve", "eigh", "lu_factor", "lu", "lu_solve",
           "solve_triangular", "det", "lstsq"]

_TRANS = {"N": 0, "T": 1, "C": 2}


def _to_float(x: Any) -> Any:
    return ops.cast(x, mstype.float64) if x.dtype in (mstype.int32, mstype.int64) else x


def _triangular_shapes(sa, sb):
    like = ("Please make sure that the shape of `a` and `b` be like [a, b, c, ..., N, N] X [a, b, c, ..., N, M] "
            "or [a, b, c, ..., N, N] X [a, b, c, ..., N].")
    if len(sa) < 2:
        raise ValueError(f"For 'SolveTriangular', the dimension of `a` should be at least 2, but got {len(sa)} "
                         f"dimensions.")
    if sa[-1] != sa[-2]:
        raise ValueError(f"For 'SolveTriangular', the last two dimensions of `a` should be the same, but got shape "
                         f"of {list(sa)}. Please make sure that the shape of `a` be like [..., N, N].")
    if len(sb) not in (len(sa), len(sa) - 1):
        raise ValueError(f"For 'SolveTriangular', the dimension of `b` should be 'a.dim' or 'a.dim' - 1, which is "
                         f"{len(sa)} or {len(sa) - 1}, but got {len(sb)} dimensions.")
    row = sb[-2] if len(sb) == len(sa) else sb[-1]
    if row != sa[-1]:
        raise ValueError(f"For 'SolveTriangular', 'b' should have the same number of rows as 'a' ({sa[-1]}), but "
                         f"got shape of {list(sa)} and {list(sb)}. {like}")
    if tuple(sb[:len(sa) - 2]) != tuple(sa[:-2]):
        raise ValueError(f"For 'SolveTriangular', the batch dimensions of `a` and `b` should all be the same, but "
                         f"got shape of {list(sa)} and {list(sb)}. {like}")


@op_function
def solve_triangular(a, b, trans=0, lower=False, unit_diagonal=False, overwrite_b=False, debug=None,
                     check_finite=True):
    """x with a x = b (trans 0), a^T x = b (1, 'T') or a^H x = b (2, 'C'), a triangular."""
    if isinstance(trans, str):
        if trans not in _TRANS:
            raise ValueError("For SolveTriangular, Augment[trans] must be one of [1, 2, 3,'N', 'T', 'C'].")
        trans = _TRANS[trans]
    if trans not in (0, 1, 2):   # MindSpore: the primitive's RuntimeError for an int
        raise OpRuntimeError(f"For 'SolveTriangular', 'trans' must be in [0, 1, 2, 'N', 'T', 'C'], but got [{trans}].")
    if a.dtype != b.dtype:
        raise TypeError("For 'SolveTriangular' the type of a and b must be same, but got type of a is different "
                        "from that of b!")
    _triangular_shapes(tuple(a.shape), tuple(b.shape))
    out_dtype = a.dtype
    if a.dtype == mstype.int64:
        out_dtype = mstype.float64
    elif a.dtype not in (mstype.float64, mstype.complex64, mstype.complex128):
        out_dtype = mstype.float16 if a.dtype == mstype.float16 else mstype.float32
    work = mstype.float32 if out_dtype == mstype.float16 else out_dtype
    if a.dtype != work:
        a = ops.cast(a, work)
        b = ops.cast(b, work)
    vector = b.ndim == a.ndim - 1
    if vector:
        b = ops.expand_dims(b, -1)
    n = a.shape[-1]
    if unit_diagonal:
        eye = ops.eye(n, n, a.dtype)
        a = a - a * eye + eye
    if trans == 1 and a.dtype in (mstype.complex64, mstype.complex128):
        a = ops.conj(a)
    x = ops.MatrixTriangularSolve(lower=bool(lower), adjoint=trans != 0)(a, b)
    if out_dtype != work:
        x = ops.cast(x, out_dtype)
    return ops.squeeze(x, -1) if vector else x


@op_function
def block_diag(*arrs):
    """The block diagonal matrix of 0-, 1- or 2-D Tensors."""
    if not arrs:
        return ops.zeros((1, 0), mstype.float32)
    for a in arrs:
        if a.ndim > 2:
            raise ValueError("Arguments to mindspore.scipy.linalg.block_diag must have at most 2 dimensions.")
    mats = [ops.reshape(a, (1, -1)) if a.ndim < 2 else a for a in arrs]
    cols = sum(m.shape[1] for m in mats)
    rows = []
    left = 0
    for m in mats:
        c = m.shape[1]
        rows.append(ops.pad(m, (left, cols - left - c, 0, 0)))
        left += c
    return ops.concat(rows, 0)


@op_function
def inv(a, overwrite_a=False, check_finite=True):
    """The inverse of a square matrix."""
    _type_check("inv", overwrite_a, bool, "overwrite_a")
    _type_check("inv", check_finite, bool, "check_finite")
    _mstype_check("inv", a)
    _square_check("inv", a)
    _dtype_check("inv", a, _FLOAT_INT)
    return ops.matrix_inverse(_to_float(a))


def _chol(func_name, a, lower, overwrite_a, check_finite):
    _type_check(func_name, overwrite_a, bool, "overwrite_a")
    _type_check(func_name, check_finite, bool, "check_finite")
    _type_check(func_name, lower, bool, "lower")
    _mstype_check(func_name, a)
    _dtype_check(func_name, a, _FLOAT_INT)
    _square_check(func_name, a)
    c = ops.cholesky(_to_float(a))
    return c if lower else _nd_transpose(c)


@op_function
def cho_factor(a, lower=False, overwrite_a=False, check_finite=True):
    """(c, lower): the Cholesky factor of a (upper unless lower) and the flag, for cho_solve."""
    return _chol("cho_factor", a, lower, overwrite_a, check_finite), lower


@op_function
def cholesky(a, lower=False, overwrite_a=False, check_finite=True):
    """The Cholesky factor of a (upper, L^T, unless lower)."""
    return _chol("cholesky", a, lower, overwrite_a, check_finite)


@op_function
def cho_solve(c_and_lower, b, overwrite_b=False, check_finite=True):
    """x with a x = b, given cho_factor(a)."""
    c, lower = c_and_lower
    _type_check("cho_solve", overwrite_b, bool, "overwrite_b")
    _type_check("cho_solve", check_finite, bool, "check_finite")
    _type_check("cho_solve", lower, bool, "lower")
    _mstype_check("cho_solve", c, "c")
    _mstype_check("cho_solve", b, "b")
    _dtype_check("cho_solve", c, _FLOAT_INT, "c")
    _dtype_check("cho_solve", b, _FLOAT_INT, "b")
    _solve_check("cho_solve", c, b, "c", "b")
    if c.dtype in (mstype.int32, mstype.int64):
        c = ops.cast(c, mstype.float64)
        b = ops.cast(b, mstype.float64)
    b = solve_triangular(c, b, trans=0 if lower else 1, lower=lower)
    return solve_triangular(c, b, trans=1 if lower else 0, lower=lower)


@op_function
def eigh(a, b=None, lower=True, eigvals_only=False, overwrite_a=False, overwrite_b=False, turbo=True,
         eigvals=None, type=1, check_finite=True):  # noqa: A002 - scipy's name
    """(w, v) of a symmetric / Hermitian matrix (w alone if eigvals_only); b and eigvals are not supported."""
    for val, name in ((lower, "lower"), (eigvals_only, "eigvals_only"), (overwrite_a, "overwrite_a"),
                      (overwrite_b, "overwrite_b"), (turbo, "turbo")):
        _type_check("eigh", val, bool, name)
    _type_check("eigh", type, int, "type")
    _type_check("eigh", check_finite, bool, "check_finite")
    _mstype_check("eigh", a)
    _dtype_check("eigh", a, _FLOAT_INT + (mstype.complex64, mstype.complex128))
    _square_check("eigh", a)
    if b is not None:
        raise ValueError("For 'eigh', currently only case b=None of eigh is Implemented. Which means that b must "
                         f"be identity matrix, but got {b}.")
    if eigvals is not None:
        raise ValueError("For 'eigh', currently only case eigvals=None of eigh is Implemented, but got "
                         f"{eigvals}.")
    return apply(prim(EIGH, compute_eigenvectors=not eigvals_only, lower=lower), (_to_float(a),))


def _lu(a):
    return apply(prim(SCIPY_LU), (a,))


@op_function
def lu_factor(a, overwrite_a=False, check_finite=True):
    """(lu, piv): getrf's packed LU of a square matrix and its int32 pivots."""
    _type_check("lu_factor", overwrite_a, bool, "overwrite_a")
    _type_check("lu_factor", check_finite, bool, "check_finite")
    _mstype_check("lu_factor", a)
    _dtype_check("lu_factor", a, _FLOAT_INT)
    _square_check("lu_factor", a)
    m_lu, pivots, _ = _lu(_to_float(a))
    return m_lu, pivots


@op_function
def lu(a, permute_l=False, overwrite_a=False, check_finite=True):
    """(p, l, u) with a = p l u ((p l, u) if permute_l)."""
    _type_check("lu", permute_l, bool, "permute_l")
    _type_check("lu", overwrite_a, bool, "overwrite_a")
    _type_check("lu", check_finite, bool, "check_finite")
    _mstype_check("lu", a)
    _dtype_check("lu", a, _FLOAT_INT)
    if a.ndim != 2:
        raise ValueError(f"For 'lu', the dimension of 'a' should be 2, but got {a.ndim}.")
    a = _to_float(a)
    m_lu, _, p = _lu(a)
    m, n = a.shape[-2], a.shape[-1]
    if m > n:
        raise ValueError("last two dimensions of LU decomposition must be row less or equal to col.")
    k = min(m, n)
    # (mindspore.numpy's tril / triu, as MindSpore's lu takes them: mask products, -0.0 under U's diagonal)
    low = tri_mask_mul(m_lu, -1, True)[..., :k] + ops.eye(m, k, a.dtype)
    up = tri_mask_mul(m_lu, 0, False)[:k, :]
    if permute_l:
        return ops.matmul(ops.cast(p, a.dtype), low), up
    return p, low, up


def _permute_rows(pivot, x):
    """x with its rows swapped as getrf's pivots say (row i <-> row pivot[i], in order)."""
    n = x.shape[0]
    idx = ops.arange(0, n, 1, dtype=mstype.int32)
    perm = idx
    for i in range(pivot.shape[0]):
        j = pivot[i]
        pi = perm[i]
        pj = ops.gather(perm, j, 0)
        perm = ops.select(idx == i, ops.broadcast_to(pj, (n,)), ops.select(idx == j, ops.broadcast_to(pi, (n,)), perm))
    return ops.gather(x, perm, 0)


@op_function
def lu_solve(lu_and_piv, b, trans=0, overwrite_b=False, check_finite=True):
    """x with a x = b (trans 0) or a^T x = b (1, 2), given lu_factor(a)."""
    lu_matrix, pivot = lu_and_piv
    _type_check("lu_solve", overwrite_b, bool, "overwrite_b")
    _type_check("lu_solve", check_finite, bool, "check_finite")
    _mstype_check("lu_solve", lu_matrix, "lu_matrix")
    _mstype_check("lu_solve", b, "b")
    _mstype_check("lu_solve", pivot, "pivot")
    _dtype_check("lu_solve", lu_matrix, _FLOAT_INT, "lu_matrix")
    _dtype_check("lu_solve", b, _FLOAT_INT, "b")
    _dtype_check("lu_solve", pivot, (mstype.int32,), "pivot")
    _solve_check("lu_solve", lu_matrix, b, "lu_matrix", "b")
    if pivot.ndim != 1:
        raise ValueError(f"For 'lu_solve', the dimension of 'pivot' should be 1, but got {pivot.ndim}.")
    if trans not in (0, 1, 2):
        raise ValueError(f"For 'lu_solve', the value of 'trans' should be one of (0, 1, 2), but got {trans}.")
    if lu_matrix.dtype in (mstype.int32, mstype.int64):
        lu_matrix = ops.cast(lu_matrix, mstype.float64)
        b = ops.cast(b, mstype.float64)
    if b.dtype != lu_matrix.dtype:
        b = ops.cast(b, lu_matrix.dtype)
    vector = b.ndim == 1
    x = ops.expand_dims(b, -1) if vector else b
    # MindSpore 2.10 permutes b's rows by the pivots before either solve, for trans=1/2 too (so a^T x = b is
    # solved for the permuted b, not for b): kept as MindSpore computes it
    x = _permute_rows(pivot, x)
    if trans == 0:
        x = solve_triangular(lu_matrix, x, trans=0, lower=True, unit_diagonal=True)
        x = solve_triangular(lu_matrix, x, trans=0, lower=False)
    else:
        x = solve_triangular(lu_matrix, x, trans=1, lower=False)
        x = solve_triangular(lu_matrix, x, trans=1, lower=True, unit_diagonal=True)
    return ops.squeeze(x, -1) if vector else x


def _det_2x2(a):
    return a[..., 0, 0] * a[..., 1, 1] - a[..., 0, 1] * a[..., 1, 0]


def _det_3x3(a):
    return (a[..., 0, 0] * a[..., 1, 1] * a[..., 2, 2] + a[..., 0, 1] * a[..., 1, 2] * a[..., 2, 0]
            + a[..., 0, 2] * a[..., 1, 0] * a[..., 2, 1] - a[..., 0, 2] * a[..., 1, 1] * a[..., 2, 0]
            - a[..., 0, 0] * a[..., 1, 2] * a[..., 2, 1] - a[..., 0, 1] * a[..., 1, 0] * a[..., 2, 2])


@op_function
def det(a, overwrite_a=False, check_finite=True):
    """The determinant of a square matrix (closed forms for 2x2 and 3x3, else from the LU factors)."""
    _type_check("det", overwrite_a, bool, "overwrite_a")
    _type_check("det", check_finite, bool, "check_finite")
    _mstype_check("det", a)
    _square_check("det", a)
    _dtype_check("det", a, _FLOAT_INT)
    a = _to_float(a)
    if a.shape[-2] == 2:
        return _det_2x2(a)
    if a.shape[-2] == 3:
        return _det_3x3(a)
    m_lu, pivot = lu_factor(a)
    diag = ops.diagonal(m_lu, 0, -2, -1)
    swaps = ops.reduce_sum(ops.cast(pivot != ops.arange(0, a.shape[-1], 1, dtype=mstype.int32), mstype.float32))
    sign = ops.cast(1.0 - 2.0 * ops.floor_mod(swaps, 2.0), a.dtype)
    return sign * ops.prod(diag, -1)


_DRIVERS = (None, "gels", "gelsy", "gelss", "gelsd")


@op_function
def lstsq(A, B, rcond=None, driver=None):  # noqa: N803 - MindSpore's names
    """Least squares A X = B: (solution, residual, rank, singular_value) as MindSpore's LstsqV2 returns them.

    The solution is the minimum-norm one, pinv(A) B (differentiable in A and B); residual (squared column
    norms of A X - B) only for drivers gels/gelss/gelsd when M > N, rank (int64) for gelsy/gelss/gelsd,
    singular values for gelss/gelsd; the others are empty Tensors.
    """
    if A.dtype != B.dtype:
        raise TypeError(f"For 'LstsqV2', the dtype of 'A' and 'B' must be the same, but got {A.dtype} and "
                        f"{B.dtype}.")
    if A.ndim < 2:
        raise ValueError(f"For 'LstsqV2', the dimension of 'A' must be at least 2, but got {A.ndim}.")
    if driver not in _DRIVERS:
        raise ValueError(f"For 'LstsqV2', the driver must be one of None, 'gels', 'gelsy', 'gelss', 'gelsd', "
                         f"but got {driver!r}.")
    driver = "gelsy" if driver is None else driver
    if A.dtype == mstype.float16:   # MindSpore's CPU LstsqV2 takes float16 (msgraph: solved in float32, rounded back)
        res = lstsq(ops.cast(A, mstype.float32), ops.cast(B, mstype.float32), rcond, driver)
        return tuple(r if r.dtype == mstype.int64 else ops.cast(r, mstype.float16) for r in res)
    vector = B.ndim == A.ndim - 1
    b = ops.expand_dims(B, -1) if vector else B
    m, n = A.shape[-2], A.shape[-1]
    if b.shape[-2] != m:
        raise ValueError(f"For 'LstsqV2', the row number of 'A' and 'B' must be the same, but got shapes "
                         f"{tuple(A.shape)} and {tuple(B.shape)}.")
    sol = ops.matmul(ops.pinv(A), b)
    empty = ops.zeros((0,), A.dtype)
    if driver in ("gels", "gelss", "gelsd") and m > n:
        residual = ops.reduce_sum(ops.square(ops.matmul(A, sol) - b), -2)
    else:
        residual = empty
    sv = ops.stop_gradient(ops.svd(A, compute_uv=False))
    if driver == "gels":
        rank = ops.zeros((0,), mstype.int64)
    else:
        eps = 1.1920929e-07 if A.dtype == mstype.float32 else 2.220446049250313e-16
        tol = ops.max(sv, -1, keepdims=True)[0] * (eps * max(m, n))
        rank = ops.cast(ops.reduce_sum(ops.cast(sv > tol, mstype.int32), -1), mstype.int64)
    singular = sv if driver in ("gelss", "gelsd") else empty
    return (ops.squeeze(sol, -1) if vector else sol), residual, rank, singular
