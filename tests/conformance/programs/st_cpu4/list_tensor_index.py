"""Adapted from tests/st/ops/test_bool_tensor_index.py: a Python list holding a Tensor (bool or int) indexes
like the tuple of its elements, for reading and for item assignment, in a Cell as the st test does."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


class GetItem(nn.Cell):
    def construct(self, x, index):
        return x[index]


class SetItem(nn.Cell):
    def construct(self, x, index, value):
        x[index] = value
        return x


x = Tensor(np.arange(6).reshape(2, 3), ms.float32)
emit("get_bool_int", GetItem()(x, [Tensor(np.array([True, False])), 0]))
emit("get_int_tensor_slice_like", GetItem()(x, [Tensor(np.array([1, 0], np.int32)), 2]))
emit("set_bool_int", SetItem()(Tensor(np.arange(6).reshape(2, 3), ms.float32),
                               [Tensor(np.array([False, True])), 1], 9.0))
emit("plain_int_list", GetItem()(x, [1, 0]))
