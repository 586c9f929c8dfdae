"""Adapted from tests/st/ops/test_constexpr_modfied.py: mindspore._extends.parse.standard_method's functions are
the Tensor methods (unsqueeze, view, var, topk, reshape, take, searchsorted, diagonal, argmax, squeeze, swapaxes,
tensor_bool), called from a Cell's construct."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore._extends.parse import standard_method as sm
from _conf import emit


class Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.func = fn

    def construct(self, *args):
        return self.func(*args)


x = Tensor(np.array([[4.0, 9.0, 2.0, 10.0]], np.float32))
emit("unsqueeze", Call(sm.unsqueeze)(x, 0).shape)
emit("view", Call(sm.view)(Tensor(np.arange(6, dtype=np.float32)), (3, 2)))
emit("reshape", Call(sm.reshape)(Tensor(np.arange(6, dtype=np.float32)), (2, 3)))
emit("var", Call(sm.var)(Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))), rtol=1e-6)
emit("topk", Call(sm.topk)(Tensor(np.array([4.0, 9.0, 2.0, 10.0], np.float32)), 3))
emit("take", Call(sm.take)(Tensor(np.array([4, 3, 5, 7, 6, 8], np.int32)), Tensor(np.array([0, 1, 4], np.int32))))
emit("searchsorted", Call(sm.searchsorted)(Tensor(np.array([1, 2, 3, 4, 5], np.int32)), Tensor(np.array([3, 0], np.int32))))
emit("diagonal", Call(sm.diagonal)(Tensor(np.arange(4, dtype=np.float32).reshape(2, 2))))
emit("argmax", Call(sm.argmax)(Tensor(np.array([[1, 5, 2], [7, 0, 3]], np.float32))))
emit("squeeze", Call(sm.squeeze)(Tensor(np.ones((1, 3, 1), np.float32)), 0).shape)
emit("swapaxes", Call(sm.swapaxes)(Tensor(np.ones((1, 2, 3), np.float32)), 0, 2).shape)
emit("tensor_bool", bool(Call(sm.tensor_bool)(Tensor(np.array([2.0], np.float32)))))
