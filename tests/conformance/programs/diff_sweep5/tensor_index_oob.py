"""Indexing with an index Tensor whose value is out of range as MindSpore 2.10: a RuntimeError (its Gather kernel's),
in both modes; a constant int out of range stays an IndexError."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error


class I0(nn.Cell):
    def construct(self, x):
        return x[ms.Tensor([5])]


class I1(nn.Cell):
    def construct(self, x):
        return x[:, ms.Tensor([0, 3])]


class I2(nn.Cell):
    def construct(self, x):
        return x[5]


class Ok(nn.Cell):
    def construct(self, x):
        return x[ms.Tensor([1, -2])], x[:, ms.Tensor([0, 2])]


x = ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
emit("in_range", Ok()(x))
emit_error("tensor_oob", I0(), x)
emit_error("tensor_oob_axis1", I1(), x)
emit_error("int_oob", I2(), x)
