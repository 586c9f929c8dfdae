"""Float FloorDiv by a zero divisor as MindSpore 2.10's CPU kernel computes it (found by the adapt34a variant sweep
of st ops/cpu test_floordiv_op.py): like its Div, the sign of a zero divisor is ignored and x // 0 is NaN for a 0
dividend, +inf for a positive one and -inf otherwise, NaN included (numpy: 1 // -0.0 = -inf, nan // 0 = nan).
FloorDiv, ``//``, ops.floor_divide, Tensor.floor_divide, a Python -0.0, float16/32/64, a 0-d divisor."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

x = np.array([1e4, -1e4, 1.0, 0.0, -1.0, np.inf, -np.inf, np.nan, 7.0, -7.0, np.nan, -0.0], np.float32)
y = np.array([-0.0, -0.0, 0.0, -0.0, 0.0, -0.0, -0.0, -0.0, -2.0, 2.0, 0.0, 0.0], np.float32)


class Net(nn.Cell):
    def construct(self, a, b):
        return ops.FloorDiv()(a, b), a // b, ops.floor_divide(a, -0.0), a.floor_divide(b)


for dt in (np.float16, np.float32, np.float64):
    emit(f"fd_{dt.__name__}", Net()(Tensor(x.astype(dt)), Tensor(y.astype(dt))))
emit("zero_0d", Net()(Tensor(x), Tensor(np.float32(-0.0))))
emit("signbit", np.signbit(Net()(Tensor(x), Tensor(y))[0].asnumpy()))
emit("int_by_float_zero", Net()(Tensor(np.array([3, -3, 0], np.int32)), Tensor(np.array([-0.0, 0.0, -0.0], np.float32))))
