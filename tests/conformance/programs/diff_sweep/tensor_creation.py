"""Tensor creation dtypes: ms.Tensor of Python lists (ints, floats, bools, mixed), numpy float64 arrays and
scalars, with and without dtype; ops.full's dtype from its fill value (a bool fills an int64 Tensor);
Tensor.copy() in graph code."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class Create(nn.Cell):
    def construct(self, x):
        return (ms.Tensor([1, 2, 3]), ms.Tensor([1.0, 2.0]), ms.Tensor([True, False]), ms.Tensor([1, 2.5]),
                ms.Tensor(3), ms.Tensor(2.5), ms.Tensor(True), ms.Tensor(np.array([1.5, 2.5])),
                ms.Tensor([1, 2], ms.float32), ms.Tensor([1.7, -1.7], ms.int32), ms.Tensor(2.5, ms.int64),
                ms.Tensor((1, 2, 3)), ms.Tensor([0.1, 0.2], dtype=ms.float64))


class Full(nn.Cell):
    def construct(self, x):
        return (ops.full((2,), 3), ops.full((2,), 2.5), ops.full((2,), True), ops.full((2,), 3, dtype=ms.float32),
                ops.fill(ms.int32, (2,), 2.7), ops.zeros_like(x, dtype=ms.float32), ops.full_like(x, 2.5))


class Copy(nn.Cell):
    def construct(self, x):
        y = x.copy()
        return y + 1, x.copy() * 2


x = ms.Tensor(np.array([[1, -2, 3]], np.int32))
emit("tensor_of_python_data", Create()(x))
emit("full_fill_dtypes", Full()(x))
emit("copy", Copy()(x))
