"""Tensor.transpose with two ints: PyNative mode swaps those two dims (MindSpore 2.10's transpose(dim0, dim1),
even x.transpose(0, 1) of a 2-D Tensor); graph code takes them as the permutation (x.transpose(0, 1) of a 2-D
Tensor is x; of a 3-D Tensor a ValueError); transpose(None) reverses the dims; perm errors are ValueErrors."""
import numpy as np
from mindspore import Tensor, nn
from _conf import emit_error


class Net(nn.Cell):
    def construct(self, x, a, b):
        return x.transpose(a, b)


class Axes(nn.Cell):
    def construct(self, x, axes):
        return x.transpose(axes)


x2 = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
x3 = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
for a, b in ((0, 1), (1, 0), (-1, 0)):
    emit_error(f"2d_{a}_{b}", Net(), x2, a, b)
for a, b in ((0, 2), (0, 0)):
    emit_error(f"3d_{a}_{b}", Net(), x3, a, b)
emit_error("axes_tuple", Axes(), x3, (0, 2, 1))
emit_error("axes_list", Axes(), x3, [2, 0, 1])
emit_error("axes_out_of_range", Axes(), x3, (0, 3, 4))
emit_error("axes_too_short", Axes(), x3, (0, 1))
emit_error("axes_repeated", Axes(), x3, (0, 1, 1))
