"""Gradients flowing through reductions with keep_dims, broadcasting binary ops with size-1 and
0-d operands, and chains of shape ops."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 5 - 1)
col = Tensor(np.array([[1.0], [2.0], [-1.0]], np.float32))
row = Tensor(np.array([[0.5, -1.0, 2.0, 1.0]], np.float32))
s = Tensor(np.float32(3.0))


def norm(a):
    m = ops.ReduceMean(keep_dims=True)(a, 1)
    v = ops.ReduceMean(keep_dims=True)((a - m) ** 2, 1)
    return (a - m) / ops.sqrt(v + 1e-5)


def bcast3(a, b, c):
    return (a * b + c) / (b - 4) - ops.maximum(a, c)


def shape_chain(a):
    b = ops.transpose(ops.reshape(a, (2, 6)), (1, 0))
    return ops.expand_dims(b, 0)[:, 1:5, :] * Tensor(np.array([1.0, -2.0], np.float32))


def softmax_ce(a):
    p = ops.softmax(a, -1)
    return -(ops.log(p) * Tensor(np.array([0.0, 1.0, 0.0, 0.0], np.float32))).sum(-1).mean()


check("layer_norm_by_hand", norm, x, grad=True, rtol=1e-4, atol=1e-5)
check("broadcast_three", bcast3, x, col, row, grad=True, rtol=1e-5, atol=1e-5)
check("broadcast_0d", bcast3, x, s, col, grad=True, rtol=1e-5, atol=1e-5)
check("shape_chain", shape_chain, x, grad=True)
check("softmax_ce_by_hand", softmax_ce, x, grad=True, rtol=1e-5, atol=1e-6)
