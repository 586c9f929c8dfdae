"""``mindspore.ops.operations.sparse_ops``: the primitive classes (see _reexport.py)."""
from msgraph.ops.operations._reexport import export

export(globals())

# MindSpore 2.10 has these in operations.sparse_ops only, not in ops / ops.operations (adapt45w2sp)
from msgraph.ops.st_gpu_sparse45 import DenseToCSRSparseMatrix, SparseToDenseV2, Sspaddmm  # noqa: E402,F401
__all__ += ["DenseToCSRSparseMatrix", "SparseToDenseV2", "Sspaddmm"]  # noqa: F821
