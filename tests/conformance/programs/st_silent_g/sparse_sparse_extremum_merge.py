"""Adapted from tests/st/ops/gpu/test_sparse_sparse_maximum.py / test_sparse_sparse_minimum.py: SparseSparseMaximum
and SparseSparseMinimum merge the two index lists in one pass as sorted lists (unsorted or repeated indices stay as
given); msgraph took the set union of the indices (fewer rows, other values)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.ops.operations.sparse_ops as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


cases = (([[0, 1], [0, 1], [2, 2], [0, 2]], [4, 2, 3, 4], [[0, 1], [2, 3]], [2, 3]),
         ([[0, 0], [1, 2], [2, 1]], [-1, 5, -2], [[0, 0], [1, 1], [2, 1], [2, 3]], [-3, 1, 7, -4]))
for k, (i1, v1, i2, v2) in enumerate(cases):
    for name, op in (("max", P.SparseSparseMaximum()), ("min", P.SparseSparseMinimum())):
        emit(f"{name}_{k}", Net(op)(Tensor(i1), Tensor(v1, ms.float32), Tensor([3, 4]), Tensor(i2),
                                    Tensor(v2, ms.float32), Tensor([3, 4])))
