"""Tensor.flatten(order='C'|'F') (numpy-style overload) beside flatten(start_dim, end_dim); a bad
order is ValueError, a non-string order TypeError."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, x):
        return x.flatten(order="F"), x.flatten(order="C"), x.flatten(), x.flatten(start_dim=1)


class BadOrder(nn.Cell):
    def construct(self, x):
        return x.flatten(order="X")


class IntOrder(nn.Cell):
    def construct(self, x):
        return x.flatten(order=123)


x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit("flatten_orders", Net()(x))
emit_error("bad_order", BadOrder(), x)
emit_error("int_order", IntOrder(), x)
