"""``mindspore.ops.operations._sparse_grad_ops``: the sparse gradient primitives msgraph defines (adapt45w2sp)."""
from msgraph.ops.sparse_coo_ops import SPARSE_ADD_GRAD as _SPARSE_ADD_GRAD

SparseAddGrad = _SPARSE_ADD_GRAD.prim_class
__all__ = ["SparseAddGrad"]
