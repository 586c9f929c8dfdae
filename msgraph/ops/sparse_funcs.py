"""MindSpore's sparse function forms: ``ops.coo_<op>`` / ``ops.csr_<op>`` (an elementwise op on the stored
values, the indices kept), conversions (``csr_to_coo``, ``csr_to_dense``, ``coo_to_csr``) and the part getters.

MindSpore's elementwise sparse functions apply the op to the stored values only, even where the op maps
zero to something else (``coo_cos`` keeps the implicit zeros implicit): msgraph does the same.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.sparse_tensor import COOTensor, CSRTensor
from ..common.tensor import Tensor
from .registry import apply, prim

_UNARY = ("abs acos acosh asin asinh atan atanh ceil cos cosh exp expm1 floor inv isfinite isinf isnan log log1p "
          "neg relu relu6 round sigmoid sin sinh softsign sqrt square tan tanh").split()

__all__ = [f"{kind}_{name}" for name in _UNARY for kind in ("coo", "csr")] + [
    "csr_to_coo", "csr_to_dense", "coo_to_csr", "coo_tensor_get_dense_shape", "coo_tensor_get_indices",
    "coo_tensor_get_values", "csr_tensor_get_dense_shape", "csr_tensor_get_indices", "csr_tensor_get_indptr",
    "csr_tensor_get_values", "csr_add", "coo_add", "csr_mul", "csr_div", "csr_mv", "csr_mm", "csr_reduce_sum"]


def _functional() -> Any:
    from . import functional

    return functional


def _check(x: Any, cls: type, name: str) -> None:
    if not isinstance(x, cls):
        raise TypeError(f"For '{name}', the input must be a {cls.__name__}, but got {type(x).__name__}.")


def _coo_unary(op_name: str) -> Any:
    def fn(x: Any) -> COOTensor:
        _check(x, COOTensor, f"coo_{op_name}")
        return COOTensor(x.indices, getattr(_functional(), op_name)(x.values), x.shape)
    fn.__name__ = f"coo_{op_name}"
    fn.__doc__ = f"``{op_name}`` of a COOTensor's stored values (indices and shape kept)."
    return fn


def _csr_unary(op_name: str) -> Any:
    def fn(x: Any) -> CSRTensor:
        _check(x, CSRTensor, f"csr_{op_name}")
        return CSRTensor(x.indptr, x.indices, getattr(_functional(), op_name)(x.values), x.shape)
    fn.__name__ = f"csr_{op_name}"
    fn.__doc__ = f"``{op_name}`` of a CSRTensor's stored values (indptr, indices and shape kept)."
    return fn


for _name in _UNARY:
    globals()[f"coo_{_name}"] = _coo_unary(_name)
    globals()[f"csr_{_name}"] = _csr_unary(_name)
del _name


def _rows(x: CSRTensor) -> np.ndarray:
    ptr = x.indptr.asnumpy().astype(np.int64)
    return np.repeat(np.arange(len(ptr) - 1), np.diff(ptr))


def csr_to_coo(tensor: Any) -> COOTensor:
    """The same entries as a COOTensor (int32 indices of shape (nnz, 2), as MindSpore's)."""
    _check(tensor, CSRTensor, "csr_to_coo")
    cols = tensor.indices.asnumpy()
    idx = np.stack([_rows(tensor), cols], 1).astype(cols.dtype if cols.dtype.kind in "iu" else np.int32)
    return COOTensor(Tensor(idx), tensor.values, tensor.shape)


def csr_to_dense(csr_tensor: Any) -> Tensor:
    _check(csr_tensor, CSRTensor, "csr_to_dense")
    return csr_tensor.to_dense()


def coo_to_csr(coo_tensor: Any) -> CSRTensor:
    """Rows sorted (stable within a row); a 2-D COOTensor only."""
    _check(coo_tensor, COOTensor, "coo_to_csr")
    if len(coo_tensor.shape) != 2:
        raise ValueError(f"For 'coo_to_csr', the COOTensor must be 2-D, but got shape {coo_tensor.shape}.")
    idx = coo_tensor.indices.asnumpy()
    order = np.lexsort((idx[:, 1], idx[:, 0]))
    rows, cols = idx[order, 0], idx[order, 1]
    ptr = np.zeros(coo_tensor.shape[0] + 1, idx.dtype)
    np.add.at(ptr, rows + 1, 1)
    vals = coo_tensor.values.asnumpy()[order]
    return CSRTensor(Tensor(np.cumsum(ptr).astype(idx.dtype)), Tensor(cols.astype(idx.dtype)), Tensor(vals),
                     coo_tensor.shape)


coo_tensor_get_dense_shape = lambda x: x.shape  # noqa: E731 - MindSpore's getter functions
coo_tensor_get_indices = lambda x: x.indices  # noqa: E731
coo_tensor_get_values = lambda x: x.values  # noqa: E731
csr_tensor_get_dense_shape = lambda x: x.shape  # noqa: E731
csr_tensor_get_indices = lambda x: x.indices  # noqa: E731
csr_tensor_get_indptr = lambda x: x.indptr  # noqa: E731
csr_tensor_get_values = lambda x: x.values  # noqa: E731


def _from_dense_csr(dense: np.ndarray, index_dtype: Any) -> CSRTensor:
    rows, cols = np.nonzero(dense)
    ptr = np.zeros(dense.shape[0] + 1, np.int64)
    np.add.at(ptr, rows + 1, 1)
    return CSRTensor(Tensor(np.cumsum(ptr).astype(index_dtype)), Tensor(cols.astype(index_dtype)),
                     Tensor(dense[rows, cols]), tuple(dense.shape))


def csr_add(a: Any, b: Any, alpha: Any, beta: Any) -> CSRTensor:
    """``alpha * a + beta * b`` of two CSRTensors of one shape: MindSpore's SparseMatrixAdd on their arrays."""
    from .st_new_ops import SPARSE_MATRIX_ADD

    _check(a, CSRTensor, "csr_add")
    _check(b, CSRTensor, "csr_add")
    if tuple(a.shape) != tuple(b.shape):
        raise ValueError(f"For 'csr_add', the shapes must match, but got {a.shape} and {b.shape}.")
    idt = a.indices.asnumpy().dtype
    vdt = a.values.asnumpy().dtype

    def arrays(x: CSRTensor) -> tuple:
        return (Tensor(np.asarray(x.shape, idt)), Tensor(np.array([0, x.values.shape[0]], idt)), x.indptr, x.indices,
                x.values)

    scalars = tuple(s if isinstance(s, Tensor) else Tensor(np.asarray(s, vdt)) for s in (alpha, beta))
    out = apply(prim(SPARSE_MATRIX_ADD), arrays(a) + arrays(b) + scalars)
    return CSRTensor(out[2], out[3], out[4], tuple(a.shape))


def coo_add(x1: Any, x2: Any, thresh: Any) -> COOTensor:
    """The sum of two COOTensors (entries whose |value| is below ``thresh`` dropped)."""
    _check(x1, COOTensor, "coo_add")
    _check(x2, COOTensor, "coo_add")
    d = x1.to_dense().asnumpy() + x2.to_dense().asnumpy()
    t = float(thresh.asnumpy()) if isinstance(thresh, Tensor) else float(thresh)
    keep = np.zeros(d.shape, bool)
    for x in (x1, x2):
        keep[tuple(x.indices.asnumpy().T)] = True
    keep &= np.abs(d) >= t
    idx = np.argwhere(keep)
    return COOTensor(Tensor(idx.astype(x1.indices.asnumpy().dtype)), Tensor(d[keep]), x1.shape)


def _csr_binary(name: str, op: Any) -> Any:
    def fn(x: Any, y: Any) -> CSRTensor:
        """The op between the stored values and the dense ``y`` (broadcast) at the same positions."""
        _check(x, CSRTensor, name)
        dense = (y.asnumpy() if isinstance(y, Tensor) else np.asarray(y))
        dense = np.broadcast_to(dense, x.shape)
        other = dense[_rows(x), x.indices.asnumpy()]
        vals = op(x.values.asnumpy(), other).astype(x.values.asnumpy().dtype)
        return CSRTensor(x.indptr, x.indices, Tensor(vals), x.shape)
    fn.__name__ = name
    return fn


csr_mul = _csr_binary("csr_mul", np.multiply)
csr_div = _csr_binary("csr_div", np.divide)
CSRTensor.__mul__ = csr_mul        # MindSpore's CSRTensor operators are these functions
CSRTensor.__truediv__ = csr_div


def csr_mv(csr_tensor: Any, dense: Any) -> Tensor:
    _check(csr_tensor, CSRTensor, "csr_mv")
    return Tensor((csr_tensor.to_dense().asnumpy() @ dense.asnumpy()).astype(csr_tensor.values.asnumpy().dtype))


def csr_mm(a: Any, b: Any, trans_a: bool = False, trans_b: bool = False, adjoint_a: bool = False,
           adjoint_b: bool = False) -> Any:
    _check(a, CSRTensor, "csr_mm")
    da = a.to_dense().asnumpy()
    db = b.to_dense().asnumpy() if isinstance(b, CSRTensor) else b.asnumpy()
    if trans_a or adjoint_a:
        da = np.conj(da.T) if adjoint_a else da.T
    if trans_b or adjoint_b:
        db = np.conj(db.T) if adjoint_b else db.T
    out = (da @ db).astype(da.dtype)
    return _from_dense_csr(out, a.indices.asnumpy().dtype) if isinstance(b, CSRTensor) else Tensor(out)


def csr_reduce_sum(csr_tensor: Any, axis: int) -> Tensor:
    """The dense sum along ``axis`` with that axis kept (MindSpore's CSRReduceSum)."""
    _check(csr_tensor, CSRTensor, "csr_reduce_sum")
    d = csr_tensor.to_dense().asnumpy()
    return Tensor(d.sum(axis=axis, keepdims=True).astype(d.dtype))


def csr_softmax(logits: Any, dtype: Any) -> CSRTensor:
    """The softmax of each row's stored values of a CSRTensor (MindSpore's SparseMatrixSoftmax; indptr, indices
    and shape kept)."""
    from .sparse_cwise import SparseMatrixSoftmax

    _check(logits, CSRTensor, "csr_softmax")
    op = SparseMatrixSoftmax(dtype)
    shape = Tensor(np.array(logits.shape), logits.indptr.dtype)
    out = op(shape, Tensor(np.array([0, logits.values.shape[0]]), logits.indptr.dtype), logits.indptr,
             logits.indices, logits.values)
    return CSRTensor(logits.indptr, logits.indices, out[4], logits.shape)


__all__.append("csr_softmax")
