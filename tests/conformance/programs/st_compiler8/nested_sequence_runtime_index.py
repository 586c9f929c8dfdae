# A constant list of same-length lists indexed by a runtime int (ms.mutable): the row is a list again,
# its numbers Python numbers (x[1] is 5, not a Tensor), as MindSpore's runtime getitem gives.
import numpy as np
import mindspore as ms
from mindspore import jit, mutable, Tensor
from _conf import emit


@jit
def row(inputs, index):
    return inputs[mutable(index)]


@jit
def row_item(inputs, index):
    x = mutable(inputs[mutable(index)], True)
    return x[1]


@jit
def row_of_tuples(index):
    table = ((1, 2.5), (3, 4.5), (5, 6.5))
    r = table[mutable(index)]
    return r, r[0] + r[1]


@jit
def row_with_tensors(index):
    table = [[Tensor([1, 2]), 1], [Tensor([3, 4]), 2]]
    r = table[mutable(index)]
    return r[0] * r[1]


emit("row", row([[1, 2], [4, 5], [2, 2]], 1))
emit("row_item", row_item([[1, 2], [4, 5], [2, 2]], 1))
emit("row_of_tuples", row_of_tuples(2))
emit("row_with_tensors", row_with_tensors(1))
