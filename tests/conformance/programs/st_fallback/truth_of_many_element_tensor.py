import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class And(nn.Cell):
    def construct(self, x, y):
        return x and y


class Not(nn.Cell):
    def construct(self, x):
        return not x


class One(nn.Cell):
    def construct(self, x, y):
        return x and y


x = Tensor(np.ones([2, 2], np.int32))
y = Tensor(np.zeros([2, 2], np.int32))
emit_error("and_2x2", And(), x, y)
emit_error("not_2x2", Not(), x)
emit("and_one_element", One()(Tensor(np.array([1], np.int32)), Tensor(np.array([3], np.int32))))
