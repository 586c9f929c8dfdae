"""More ``mindspore.mint`` functions (h-mint, session 22), MindSpore 2.10's signatures over the existing op
functions (one definition per op): addbmm/addmm/addmv/addcmul, equal, item, real/imag, the random family
(bernoulli, multinomial, normal, rand/randn/randint and their ``_like`` forms, randperm) and unique.
Recorded from MindSpore 2.10: tests/conformance/programs/mint22.
"""
from __future__ import annotations

from ..ops.registry import op_function
from ._functions import _F


@op_function
def addbmm(input, batch1, batch2, *, beta=1, alpha=1):  # noqa: A002
    """mint.addbmm: beta * input + alpha * sum_b(batch1[b] @ batch2[b])."""
    from ._functions import check_bmm_batches

    check_bmm_batches("Addbmm", batch1, batch2)
    return _F().addbmm(input, batch1, batch2, beta=beta, alpha=alpha)


@op_function
def addmm(input, mat1, mat2, *, beta=1, alpha=1):  # noqa: A002
    """mint.addmm: beta * input + alpha * (mat1 @ mat2); Addmm takes BFloat16 / Float16 / Float32 only (an input of
    another dtype is its TypeError; adapt37mt: msgraph had computed float64 / int / bool)."""
    from ._functions import _is_tensor

    for arg, t in (("x", input), ("mat1", mat1), ("mat2", mat2)):
        if _is_tensor(t):
            from ..errors import DTypeError
            from ..ops._helpers import dtype_name

            got = dtype_name(t)
            if got not in ("Float16", "Float32", "bfloat16"):
                raise DTypeError(f"For primitive[Addmm], the input argument[{arg}] must be a type of {{BFloat16, "
                                 f"Float16, Float32}}, but got {got}.")
    return _F().addmm(input, mat1, mat2, beta=beta, alpha=alpha)


@op_function
def addmv(input, mat, vec, *, beta=1, alpha=1):  # noqa: A002
    """mint.addmv: beta * input + alpha * (mat @ vec)."""
    return _F().addmv(input, mat, vec, beta=beta, alpha=alpha)


@op_function
def addcmul(input, tensor1, tensor2, *, value=1):  # noqa: A002
    """mint.addcmul: input + value * tensor1 * tensor2."""
    return _F().addcmul(input, tensor1, tensor2, value)


@op_function
def equal(input, other):  # noqa: A002
    """mint.equal: a 0-d bool Tensor, True when both have the same shape and elements (a Python number or a list
    for either: MindSpore 2.10's EqualExt TypeError)."""
    for v in (input, other):
        if not hasattr(v, "shape") or isinstance(v, type):
            from ..errors import DTypeError

            kinds = ["Tensor" if hasattr(a, "shape") else type(a).__name__ for a in (input, other)]
            raise DTypeError(f'Failed calling EqualExt with "EqualExt()(input={kinds[0]}, other={kinds[1]})".')
    F = _F()
    if tuple(input.shape) != tuple(other.shape):
        return F.cast(F.zeros((), "int32"), "bool")
    return F.reduce_all(F.equal(input, other), ())


def item(input):  # noqa: A002
    """mint.item(input): the one element as a Python number (Tensor.item)."""
    return input.item()


@op_function
def real(input):  # noqa: A002
    """mint.real: ops.real."""
    return _F().real(input)


@op_function
def imag(input):  # noqa: A002
    """mint.imag: ops.imag."""
    return _F().imag(input)


@op_function
def bernoulli(input, *, generator=None):  # noqa: A002
    """mint.bernoulli(input): 1 with probability input (elementwise), in input's dtype."""
    return _F().bernoulli(input, input)


@op_function
def multinomial(input, num_samples, replacement=False, *, generator=None):  # noqa: A002
    """mint.multinomial: int64 indices drawn by the rows' weights."""
    F = _F()
    return F.cast(F.multinomial(input, num_samples, replacement), "int64")


def _size(size):
    # MindSpore 2.10's rand_ext/randn_ext: a tuple or list first is the size, whatever follows it
    # (mint.randn((2, 3), ms.float32) is float32 samples of shape (2, 3), the dtype is not read)
    if size and isinstance(size[0], (tuple, list)):
        return tuple(size[0])
    return tuple(size)


@op_function
def normal(mean=0.0, std=1.0, size=None, generator=None):
    """mint.normal: samples of N(mean, std) of ``size`` (or of the broadcast shape of Tensor mean / std)."""
    import numpy as np

    F = _F()
    if size is None:
        size = np.broadcast_shapes(*[tuple(v.shape) for v in (mean, std) if hasattr(v, "shape")])
    return F.normal(tuple(size), mean, std)


@op_function
def rand(*size, generator=None, dtype=None, device=None):
    """mint.rand(*size, dtype=None): U[0, 1) samples (float32 by default)."""
    return _F().rand(*_size(size), dtype=dtype)


@op_function
def randn(*size, generator=None, dtype=None, device=None):
    """mint.randn(*size, dtype=None): N(0, 1) samples (float32 by default)."""
    return _F().randn(*_size(size), dtype=dtype)


@op_function
def rand_like(input, *, dtype=None, device=None):  # noqa: A002
    """mint.rand_like(input, dtype=None)."""
    return _F().rand_like(input, dtype=dtype)


@op_function
def randn_like(input, *, dtype=None, device=None):  # noqa: A002
    """mint.randn_like(input, dtype=None)."""
    return _F().randn_like(input, dtype=dtype)


@op_function
def randint(*args, generator=None, dtype=None, device=None):
    """mint.randint([low=0,] high, size, dtype=None): integers in [low, high) (int64 by default)."""
    low, high, size = (0,) + tuple(args) if len(args) == 2 else args
    return _F().randint(low, high, tuple(size), dtype="int64" if dtype is None else dtype)


@op_function
def randint_like(*args, dtype=None, device=None):
    """mint.randint_like(input, [low=0,] high, dtype=None): integers in [low, high) in input's shape and dtype."""
    input, low, high = (args[0], 0, args[1]) if len(args) == 2 else args  # noqa: A001
    return _F().randint_like(input, low, high, dtype=input.dtype if dtype is None else dtype)


@op_function
def randperm(n, *, generator=None, dtype="int64"):
    """mint.randperm(n, dtype=int64): a random permutation of 0..n-1."""
    return _F().randperm(n, dtype=dtype)


@op_function
def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):  # noqa: A001,A002
    """mint.unique: the sorted distinct elements of the flattened input (int64 inverse indices in input's shape
    and counts on request), as sort + unique_consecutive."""
    F = _F()
    if dim is not None:
        raise NotImplementedError("mint.unique with dim is not supported by msgraph.")
    flat = F.reshape(input, (-1,))
    vals, perm = F.sort(flat)
    out, inv_sorted, counts = F.unique_consecutive(vals, True, True)
    res = [out]
    if return_inverse:
        inv = F.gather(inv_sorted, F.argsort(perm), 0)
        res.append(F.reshape(F.cast(inv, "int64"), tuple(input.shape)))
    if return_counts:
        res.append(F.cast(counts, "int64"))
    return res[0] if len(res) == 1 else tuple(res)


@op_function
def kthvalue(input, k, dim=-1, keepdim=False):  # noqa: A002
    """mint.kthvalue: the k-th smallest element along ``dim`` and its int64 index (the stable sort's order)."""
    F = _F()
    nd = len(input.shape)
    d = dim % nd if nd else 0
    if nd and not 1 <= k <= input.shape[d]:
        raise ValueError(f"For 'kthvalue', k must be in [1, {input.shape[d]}], but got {k}.")
    if nd == 0:
        return input, F.cast(F.zeros((), "int32"), "int64")
    vals, idx = F.sort(input, d)
    v = F.narrow(vals, d, k - 1, 1)
    i = F.cast(F.narrow(idx, d, k - 1, 1), "int64")
    if not keepdim:
        v, i = F.squeeze(v, d), F.squeeze(i, d)
    return v, i


@op_function
def triangular_solve(b, A, upper=True, transpose=False, unitriangular=False):
    """mint.triangular_solve: (X, A) with op(T) X = b, T the upper (or lower) triangle of A (op: transposed with
    ``transpose``; a unit diagonal with ``unitriangular``), through ops.MatrixTriangularSolve."""
    from ..ops.operations import MatrixTriangularSolve

    F = _F()
    T = A
    if unitriangular:
        n = A.shape[-1]
        eye = F.eye(n, n, A.dtype)
        T = F.add(F.sub(A, F.mul(A, eye)), eye)
    return MatrixTriangularSolve(lower=not upper, adjoint=transpose)(T, b), F.identity_copy(A)


__all__ = ["addbmm", "addmm", "addmv", "addcmul", "equal", "item", "real", "imag", "bernoulli", "multinomial",
           "normal", "rand", "randn", "rand_like", "randn_like", "randint", "randint_like", "randperm", "unique",
           "kthvalue", "triangular_solve"]
