"""MindSpore's sparse function forms: ``ops.coo_<op>`` / ``ops.csr_<op>`` (an elementwise op on the stored
values, the indices kept), conversions (``csr_to_coo``, ``csr_to_dense``, ``coo_to_csr``) and the part getters.

MindSpore's elementwise sparse functions apply the op to the stored values only, even where the op maps
zero to something else (``coo_cos`` keeps the implicit zeros implicit): msgraph does the same.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common import tensor_methods as _tm
from ..common.sparse_tensor import COOTensor, CSRTensor
from ..common.tensor import Tensor
from ._helpers import np_dtype
from ._helpers import user_type
from .array_ops import _unsorted_segment_sum as _segsum_drop  # ids out of range dropped
from .registry import apply, op_function, prim
from .st_gpu_a2 import COALESCE

_UNARY = ("abs acos acosh asin asinh atan atanh ceil cos cosh exp expm1 floor inv isfinite isinf isnan log log1p "
          "neg relu relu6 round sigmoid sin sinh softsign sqrt square tan tanh").split()

__all__ = [f"{kind}_{name}" for name in _UNARY for kind in ("coo", "csr")] + [
    "csr_to_coo", "csr_to_dense", "coo_to_csr", "coo_tensor_get_dense_shape", "coo_tensor_get_indices",
    "coo_tensor_get_values", "csr_tensor_get_dense_shape", "csr_tensor_get_indices", "csr_tensor_get_indptr",
    "csr_tensor_get_values", "csr_add", "coo_add", "csr_mul", "csr_div", "csr_mv", "csr_mm", "csr_reduce_sum",
    "dense_to_sparse_coo", "dense_to_sparse_csr"]


def _check(x: Any, cls: type, name: str) -> None:
    if not isinstance(x, cls):
        raise TypeError(f"For '{name}', the input must be a {cls.__name__}, but got {user_type(x).__name__}.")


def _kernel_dtypes(x: Any, prim: str, floats: tuple = ("Float32",), ptr: str = "Indptr") -> None:
    """MindSpore 2.10's CPU CSR kernels: an Int32 index part (``ptr`` names it) and values of ``floats``
    (TypeError otherwise, as its kernel selection); an empty ``floats`` checks the index only."""
    idx = x.indptr if isinstance(x, CSRTensor) else x.indices
    if str(idx.dtype) != "Int32":
        raise TypeError(f"The dtype of {ptr} only support Int32 for now, but got {idx.dtype}.")
    if floats and str(x.values.dtype) not in floats:
        raise TypeError(f"Select CPU operator[{prim}] fail! Unsupported data type!")


def _promoted(a: Any, b: Any) -> Any:
    """The dtype two operands promote to (a float over an integer, the wider float); ``a`` for two integers."""
    sa, sb = str(a), str(b)
    fa, fb = sa.startswith(("Float", "BFloat")), sb.startswith(("Float", "BFloat"))
    if fa != fb:
        return a if fa else b
    if fa and sa != sb and sa.startswith("Float") and sb.startswith("Float"):
        return a if int(sa[5:]) >= int(sb[5:]) else b
    return a


def _values_dtypes(prim: str, arg: str, dtype: Any, allowed: tuple) -> None:
    """A primitive's input-type check (MindSpore's TypeError naming the allowed Tensor types)."""
    if str(dtype) not in allowed:
        kinds = ", ".join(f"Tensor[{k}]" for k in allowed)
        raise TypeError(f"For primitive[{prim}], the input argument[{arg}] must be a type of {{{kinds}}}, "
                        f"but got Tensor[{dtype}].")


def _coo_unary(op_name: str) -> Any:
    def fn(x: Any) -> COOTensor:
        _check(x, COOTensor, f"coo_{op_name}")
        return COOTensor(x.indices, getattr(_tm.F, op_name)(x.values), x.shape)   # _tm.F: graph code too
    fn.__name__ = fn.__qualname__ = f"coo_{op_name}"   # (what print(ops.coo_abs) shows)
    fn.__doc__ = f"``{op_name}`` of a COOTensor's stored values (indices and shape kept)."
    return fn


def _csr_unary(op_name: str) -> Any:
    def fn(x: Any) -> CSRTensor:
        _check(x, CSRTensor, f"csr_{op_name}")
        return CSRTensor(x.indptr, x.indices, getattr(_tm.F, op_name)(x.values), x.shape)
    fn.__name__ = fn.__qualname__ = f"csr_{op_name}"
    fn.__doc__ = f"``{op_name}`` of a CSRTensor's stored values (indptr, indices and shape kept)."
    return fn


for _name in _UNARY:
    globals()[f"coo_{_name}"] = _coo_unary(_name)
    globals()[f"csr_{_name}"] = _csr_unary(_name)
del _name


def csr_to_coo(tensor: Any) -> COOTensor:
    """The same entries as a COOTensor (indices of shape (nnz, 2) in the CSRTensor's index dtype)."""
    _check(tensor, CSRTensor, "csr_to_coo")
    return _csr_to_coo(tensor)


def _csr_to_coo(self: CSRTensor) -> COOTensor:
    """``CSRTensor.to_coo()`` with ops (graph code runs it too; gradients reach the values)."""
    _kernel_dtypes(self, "CSR2COO", ())
    F = _tm.F
    # as MindSpore's CSR2COO bprop: no gradient reaches the index parts (zeros for indptr and indices)
    return COOTensor(F.stack([_csr_rows(self), F.stop_gradient(self.indices)], 1), self.values, self.shape)


def csr_to_dense(csr_tensor: Any) -> Tensor:
    _check(csr_tensor, CSRTensor, "csr_to_dense")
    return csr_tensor.to_dense()


def coo_to_csr(coo_tensor: Any) -> CSRTensor:
    """Rows sorted (entries of a row in their order); a 2-D COOTensor only."""
    _check(coo_tensor, COOTensor, "coo_to_csr")
    if len(coo_tensor.shape) != 2:
        raise ValueError(f"For 'coo_to_csr', the COOTensor must be 2-D, but got shape {coo_tensor.shape}.")
    return _coo_to_csr(coo_tensor)


def _coo_to_csr(self: COOTensor) -> CSRTensor:
    """``COOTensor.to_csr()`` with ops (graph code runs it too): entries sorted by row, in their order within a
    row (as MindSpore 2.10)."""
    _kernel_dtypes(self, "COO2CSR", (), "row_indices")
    F = _tm.F
    if len(self.shape) != 2:
        raise ValueError(f"For COOTensor.to_csr, the tensor must be 2-D, but got shape {self.shape}.")
    n_rows, n_cols = self.shape
    idx = self.indices
    rows = F.reshape(F.gather(idx, Tensor(np.array([0], np.int32)), 1), (-1,))
    cols = F.reshape(F.gather(idx, Tensor(np.array([1], np.int32)), 1), (-1,))
    # MindSpore keeps the entries of a row in their order: sort by (row, position)
    pos = F.sub(F.cumsum(F.ones_like(F.cast(rows, np.int64)), 0), 1)
    order = F.argsort(F.add(F.mul(F.cast(rows, np.int64), 2 ** 40), pos))
    rows, cols = F.gather(rows, order, 0), F.gather(cols, order, 0)
    counts = _segsum_drop(F.ones_like(rows), rows, n_rows)
    ptr = F.concat((F.zeros((1,), idx.dtype), F.cast(F.cumsum(counts, 0), idx.dtype)), 0)
    return CSRTensor(ptr, cols, F.gather(self.values, order, 0), self.shape)


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


def _dense_2d(tensor: Any, name: str, kind: str) -> np.ndarray:
    if not isinstance(tensor, Tensor):
        raise TypeError(f"For functional operator {name}, input argument must be a Tensor.")
    if len(tensor.shape) > 2:
        raise ValueError(f"Currently only support 2-D Tensor when converting to {kind}.")
    return tensor.asnumpy()


def dense_to_sparse_coo(tensor: Any) -> COOTensor:
    """MindSpore 2.10's ops.dense_to_sparse_coo: the nonzero entries of a 2-D Tensor, int32 indices in row order."""
    dense = _dense_2d(tensor, "dense_to_sparse_coo", "COOTensor")
    idx = np.argwhere(dense)
    return COOTensor(Tensor(idx.astype(np.int32)), Tensor(dense[tuple(idx.T)]), tuple(dense.shape))


def dense_to_sparse_csr(tensor: Any) -> CSRTensor:
    """MindSpore 2.10's ops.dense_to_sparse_csr: a 2-D Tensor as a CSRTensor with int32 indptr and indices."""
    return _from_dense_csr(_dense_2d(tensor, "dense_to_sparse_csr", "CSRTensor"), np.int32)


def csr_add(a: Any, b: Any, alpha: Any, beta: Any) -> CSRTensor:
    """``alpha * a + beta * b`` of two CSRTensors of one shape: MindSpore's SparseMatrixAdd on their arrays."""
    from .st_new_ops import SPARSE_MATRIX_ADD

    _check(a, CSRTensor, "csr_add")
    _check(b, CSRTensor, "csr_add")
    if tuple(a.shape) != tuple(b.shape):
        raise ValueError(f"For 'csr_add', the shapes must match, but got {a.shape} and {b.shape}.")
    _values_dtypes("SparseMatrixAdd", "a values", a.values.dtype, ("Complex128", "Complex64", "Float64", "Float32"))
    idt = np_dtype(a.indices)
    vdt = np_dtype(a.values)

    def arrays(x: CSRTensor) -> tuple:
        nnz = x.values.shape[0]
        # the batch pointers [0, nnz]; nnz is indptr's last entry where it is known only when graph code runs
        batch = Tensor(np.array([0, nnz], idt)) if nnz is not None else _tm.F.concat(
            (Tensor(np.zeros(1, idt)), _tm.F.cast(x.indptr[-1:], idt)))
        return (Tensor(np.asarray(x.shape, idt)), batch, x.indptr, x.indices, x.values)

    scalars = tuple(s if hasattr(s, "shape") else Tensor(np.asarray(s, vdt)) for s in (alpha, beta))
    out = apply(prim(SPARSE_MATRIX_ADD), arrays(a) + arrays(b) + scalars)
    return CSRTensor(out[2], out[3], out[4], tuple(a.shape))


def coo_add(x1: Any, x2: Any, thresh: Any) -> COOTensor:
    """The sum of two COOTensors (sums at positions stored in both dropped where their |value| is below
    ``thresh``), in row-major order of
    the union of their indices; written with ops, so graph code runs it too (its length known when it runs)."""
    _check(x1, COOTensor, "coo_add")
    _check(x2, COOTensor, "coo_add")
    for x, n in ((x1, "x1"), (x2, "x2")):   # MindSpore's SparseAdd kernel types
        _values_dtypes("SparseAdd", f"{n}_indices", x.indices.dtype, ("Int64",))
    for x, n in ((x1, "x1"), (x2, "x2")):
        _values_dtypes("SparseAdd", f"{n}_values", x.values.dtype, ("Complex128", "Complex64", "Float64", "Float32",
                                                                   "Int64", "Int32", "Int16", "Int8"))
    F = _tm.F
    d = F.add(x1.to_dense(), x2.to_dense())
    shape = tuple(x1.shape)
    count = F.zeros(shape, np.int32)   # in how many of the two each position is stored
    for x in (x1, x2):
        count = F.add(count, F.tensor_scatter_update(F.zeros(shape, np.int32), x.indices,
                                                     F.ones((x.indices.shape[0],), np.int32)))
    # as TensorFlow's SparseAdd: only the sums of positions stored in both are held to the threshold
    keep = F.logical_and(F.greater(count, 0), F.logical_or(F.less(count, 2), F.greater_equal(F.abs(d), thresh)))
    idx = F.nonzero(keep)
    return COOTensor(F.cast(idx, x1.indices.dtype), F.gather_nd(d, idx), x1.shape)


def _csr_rows(x: CSRTensor) -> Any:
    """The row of each stored value of a CSRTensor, with ops (the indices' dtype): how many row ends
    (``indptr[1:]``) lie at or before its position."""
    F = _tm.F
    nnz = x.indices.shape[0]
    pos = F.arange(0, nnz, 1, dtype=x.indptr.dtype)
    ends = x.indptr[1:]
    # (cast after the sum too: graph code folds the sum of a constant int32 Tensor to Int64, as MindSpore 2.10's Graph
    # mode does, and Stack then refused the pair -- st sparse/test_csr.py, a CSRTensor captured by a jit function)
    counts = F.reduce_sum(F.cast(F.expand_dims(ends, 0) <= F.expand_dims(pos, 1), x.indices.dtype), 1)
    return F.cast(counts, x.indices.dtype)


def _csr_binary(name: str, op: str) -> Any:
    def fn(x: Any, y: Any) -> CSRTensor:
        """The op between the stored values and the dense ``y`` (broadcast) at the same positions."""
        _check(x, CSRTensor, name)
        # MindSpore 2.10's CPU CSRMul: float32 values; CSRDiv (AKG) any float
        _kernel_dtypes(x, "CSRMul" if op == "mul" else "CSRDiv",
                       ("Float32",) if op == "mul" else ("Float16", "Float32", "Float64"))
        F = _tm.F
        dense = F.broadcast_to(y if hasattr(y, "shape") else Tensor(np.asarray(y)), tuple(x.shape))
        other = F.gather_nd(dense, F.stack([_csr_rows(x), x.indices], 1))
        vals = F.cast(getattr(F, op)(x.values, other), x.values.dtype)
        return CSRTensor(x.indptr, x.indices, vals, x.shape)
    fn.__name__ = fn.__qualname__ = name
    return fn


csr_mul = _csr_binary("csr_mul", "mul")
csr_div = _csr_binary("csr_div", "div")
CSRTensor.__mul__ = csr_mul        # MindSpore's CSRTensor operators are these functions
CSRTensor.__truediv__ = csr_div


def csr_mv(csr_tensor: Any, dense: Any) -> Tensor:
    """The CSRTensor times the dense (N, 1) matrix, with ops (differentiable in the values and the dense)."""
    _check(csr_tensor, CSRTensor, "csr_mv")
    _kernel_dtypes(csr_tensor, "CSRMV", ())
    # MindSpore's CSRMV promotes the values and the vector to one dtype, which its CPU kernel takes as float32 only
    out_dt = _promoted(csr_tensor.values.dtype, dense.dtype)
    if str(out_dt) != "Float32":
        raise TypeError("Select CPU operator[CSRMV] fail! Unsupported data type!")
    want = (csr_tensor.shape[1], 1)
    if tuple(dense.shape) != want:
        raise ValueError(f"The dense_vector's shape should be {want}, but its current shape is: {tuple(dense.shape)}.")
    F = _tm.F
    return F.matmul(F.cast(_csr_dense(csr_tensor), out_dt), F.cast(dense, out_dt))


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
    """The dense sum along ``axis`` with that axis kept (MindSpore's CSRReduceSum), with ops."""
    _check(csr_tensor, CSRTensor, "csr_reduce_sum")
    if axis not in (1, -1):
        raise ValueError(f"For CSRReduceSum, `axis` should be 1 or 1-dim. But got `axis`: {axis}and `1- dim`: -1.")
    _kernel_dtypes(csr_tensor, "CSRReduceSum")
    return _tm.F.reduce_sum(_csr_dense(csr_tensor), axis, True)


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


# -- COOTensor / CSRTensor operators and methods on their parts, written with ops: the same code runs in
# PyNative and in graph code (where the parts are graph values: a sparse tensor graph code builds) -------------

def _is_sparse(x: Any) -> bool:
    return isinstance(x, (COOTensor, CSRTensor))


def _same_shape(x: Any, other: Any) -> None:
    if tuple(getattr(other, "shape", ())) != tuple(x.shape):
        raise ValueError("Input tensors should have the same shape.")


def _coo_scatter(x: COOTensor, dense: Any, negate: bool = False) -> Any:
    """``dense`` plus (minus) the COOTensor: a dense Tensor."""
    F = _tm.F
    vals = F.neg(x.values) if negate else x.values
    return F.tensor_scatter_add(dense, x.indices, vals)


def _coo_at(x: COOTensor, other: Any, what: str) -> Any:
    _same_shape(x, other)
    if _is_sparse(other) or not hasattr(other, "shape"):
        raise TypeError(f"COOTensor {what} with {user_type(other)} is not supported.")
    return _tm.F.gather_nd(other, x.indices)


def _coo_add(self: COOTensor, other: Any) -> Any:
    _same_shape(self, other)
    if isinstance(other, COOTensor):
        return coo_add(self, other, Tensor(np.zeros((), np_dtype(self.values))))
    if _is_sparse(other) or not hasattr(other, "shape"):
        raise TypeError(f"COOTensor add with {user_type(other)} is not supported.")
    return _coo_scatter(self, other)


def _coo_sub(self: COOTensor, other: Any) -> Any:
    _same_shape(self, other)
    if isinstance(other, COOTensor):
        return coo_add(self, -other, Tensor(np.zeros((), np_dtype(self.values))))
    if _is_sparse(other) or not hasattr(other, "shape"):
        raise TypeError(f"COOTensor subtract with {user_type(other)} is not supported.")
    return _coo_scatter(self, _tm.F.neg(other))


def _coo_rsub(self: COOTensor, other: Any) -> Any:
    """``dense - coo``: a dense Tensor."""
    _same_shape(self, other)
    return _coo_scatter(self, other, negate=True)


def _coo_mul(self: COOTensor, other: Any) -> COOTensor:
    return COOTensor(self.indices, _tm.F.mul(self.values, _coo_at(self, other, "multiply")), self.shape)


def _coo_div(self: COOTensor, other: Any) -> COOTensor:
    return COOTensor(self.indices, _tm.F.div(self.values, _coo_at(self, other, "divide")), self.shape)


def _coo_to_dense(self: COOTensor) -> Any:
    F = _tm.F
    return F.tensor_scatter_add(F.zeros(tuple(self.shape), self.values.dtype), self.indices, self.values)


def _values_op(fn: Any) -> Any:
    def method(self: Any, *args: Any) -> Any:
        vals = fn(self.values, *args)
        if isinstance(self, COOTensor):
            return COOTensor(self.indices, vals, self.shape)
        return CSRTensor(self.indptr, self.indices, vals, self.shape)
    return method


COOTensor.__add__ = _coo_add
COOTensor.__radd__ = lambda self, other: _coo_add(self, other)
COOTensor.__sub__ = _coo_sub
COOTensor.__rsub__ = _coo_rsub
COOTensor.__mul__ = _coo_mul
COOTensor.__rmul__ = _coo_mul
COOTensor.__truediv__ = _coo_div
@op_function
def _coo_coalesce(self: COOTensor) -> COOTensor:
    """``COOTensor.coalesce()``: indices sorted row-major and made unique, the values of repeated indices summed
    (MindSpore's Coalesce op on the transposed indices; int64 indices only, as MindSpore 2.10). Graph code runs it
    too: the entry count is known when it runs."""
    F = _tm.F
    out = apply(prim(COALESCE), (F.transpose(self.indices, (1, 0)), self.values,
                                 Tensor(np.asarray(self.shape, np.int64))))
    return COOTensor(F.transpose(out[0], (1, 0)), out[1], self.shape)


COOTensor.to_dense = _coo_to_dense
COOTensor.to_csr = _coo_to_csr
COOTensor.coalesce = _coo_coalesce
for _cls in (COOTensor, CSRTensor):
    _cls.abs = _values_op(lambda v: _tm.F.abs(v))
    _cls.astype = _values_op(lambda v, dtype: _tm.F.cast(v, dtype))
del _cls
CSRTensor.__rmul__ = lambda self, other: csr_mul(self, other)


def _csr_to_dense(self: CSRTensor) -> Any:
    _values_dtypes("CSRSparseMatrixToDense", "x_values", self.values.dtype,
                   ("Complex128", "Complex64", "Float64", "Float32"))
    return _csr_dense(self)


def _csr_dense(self: CSRTensor) -> Any:
    """The dense form with ops, any values' dtype (what the CSR ops compute on)."""
    F = _tm.F
    return F.tensor_scatter_add(F.zeros(tuple(self.shape), self.values.dtype),
                                F.stack([_csr_rows(self), self.indices], 1), self.values)


CSRTensor.to_dense = _csr_to_dense


def _csr_mv_method(self: CSRTensor, dense_vector: Any) -> Any:
    return csr_mv(self, dense_vector)


def _csr_mm_method(self: CSRTensor, matrix: Any) -> Any:
    if isinstance(matrix, CSRTensor):
        return csr_mm(self, matrix)
    _kernel_dtypes(self, "CSRMM")
    F = _tm.F   # a dense matrix: with ops (graph code and gradients too)
    return F.cast(F.matmul(_csr_dense(self), matrix), self.values.dtype)


def _csr_sum_method(self: CSRTensor, axis: int) -> Any:
    _kernel_dtypes(self, "CSRReduceSum")
    return _tm.F.reduce_sum(_csr_dense(self), axis, True)


CSRTensor.mv = _csr_mv_method        # the methods as ops (MindSpore's CSRTensor.mv / mm / sum run under jit)
CSRTensor.mm = _csr_mm_method
CSRTensor.sum = _csr_sum_method
CSRTensor.to_coo = _csr_to_coo
CSRTensor.add = csr_add        # MindSpore's methods are these functions
COOTensor.add = coo_add


def _tensor_to_coo(self: Any) -> COOTensor:
    """``Tensor.to_coo()``: the non-zero entries in row-major order (int32 indices, as MindSpore), with ops
    (graph code: their count known when it runs)."""
    F = _tm.F
    idx = F.nonzero(self)
    return COOTensor(F.cast(idx, np.int32), F.gather_nd(self, idx), tuple(self.shape))


def _tensor_to_csr(self: Any) -> CSRTensor:
    """``Tensor.to_csr()``: the non-zero entries of a 2-D Tensor, in row-major order, as a CSRTensor (int32 indptr /
    indices), with ops (graph code: their count known when it runs)."""
    F = _tm.F
    if len(tuple(self.shape)) != 2:
        raise ValueError(f"For Tensor.to_csr, the tensor must be 2-D, but got shape {tuple(self.shape)}.")
    idx = F.nonzero(self)
    rows = F.cast(F.reshape(F.gather(idx, Tensor(np.array([0], np.int32)), 1), (-1,)), np.int32)
    cols = F.cast(F.reshape(F.gather(idx, Tensor(np.array([1], np.int32)), 1), (-1,)), np.int32)
    counts = _segsum_drop(F.ones_like(rows), rows, tuple(self.shape)[0])
    ptr = F.concat((F.zeros((1,), np.int32), F.cumsum(counts, 0)), 0)
    return CSRTensor(ptr, cols, F.gather_nd(self, idx), tuple(self.shape))


_tm.TensorMethods.to_coo = _tensor_to_coo   # Tensors and graph values
_tm.TensorMethods.to_csr = _tensor_to_csr
