# Item assignment into a list of Tensors inside a loop whose condition is a Tensor (``blocks[i][k] += 1``,
# ``y[1] += 1``) and inside a Tensor if: the list keeps its length, so it is carried through the loop; in Graph mode
# the caller's list is left as it was, in PyNative its Tensors are changed in place.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.nn import Cell
from _conf import emit


class Blocks(Cell):
    def construct(self, blocks, k, max_iter):
        block_len = len(blocks)
        while k < max_iter:
            for i in range(block_len):
                blocks[i][k] += 1
            k += 1
        return blocks


class Whole(Cell):
    def construct(self, x, k, n):
        y = [x * 1, x * 2]
        while k < n:
            y[1] += 1
            k += 1
        return y


class Items(Cell):
    def construct(self, x, k, n):
        y = [x * 1, x * 2]
        while k < n:
            for i in range(2):
                y[i][k] = y[i][k] * 3
            k += 1
        return y


class InIf(Cell):
    def construct(self, x):
        y = [x * 1, x * 2]
        if x.sum() > 2:
            y[0] = x + 10
        else:
            y[1][0] = 7
        return y


emit("blocks_1", Blocks()([Tensor([4]), Tensor([5])], Tensor([0]), Tensor([1])))
emit("blocks_2", Blocks()([Tensor([4, 7]), Tensor([5, 8])], Tensor([0]), Tensor([2])))
x = Tensor(np.arange(3, dtype=np.float32))
emit("whole", Whole()(x, Tensor(0), Tensor(2)))
emit("items", Items()(x, Tensor(0), Tensor(2)))
emit("in_if_true", InIf()(x))
emit("in_if_false", InIf()(x - 2))
