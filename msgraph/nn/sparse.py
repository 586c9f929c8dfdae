"""``mindspore.nn.sparse``: the sparse-Tensor Cells ``SparseToDense`` and ``SparseTensorDenseMatmul``."""
from .layer.st_cpu_b import SparseTensorDenseMatmul, SparseToDense  # noqa: F401

__all__ = ["SparseToDense", "SparseTensorDenseMatmul"]
