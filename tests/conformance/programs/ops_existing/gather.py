"""Gather/gather/take and Tensor.gather: axes, 2-d indices, repeated indices in gradients,
out-of-range indices."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
idx = Tensor(np.array([2, 0, 2], np.int32))
idx2 = Tensor(np.array([[0, 1], [3, 3]], np.int32))


def g0(a, i):
    return ops.Gather()(a, i, 0)


def g1(a, i):
    return ops.Gather()(a, i, 1)


def g_neg(a, i):
    return ops.gather(a, i, -1)


def t_g(a, i):
    return a.gather(i, 0)



check("Gather_axis0_repeated", g0, x, idx, grad=(0,))
check("Gather_axis1_2d_idx", g1, x, idx2, grad=(0,))
check("gather_neg_axis", g_neg, x, idx)
check("tensor_gather", t_g, x, idx)
check("gather_int64_idx", g0, x, Tensor(np.array([1, 1], np.int64)))
check("gather_int_params", g0, Tensor(np.arange(6, dtype=np.int32).reshape(3, 2)), idx)
check("gather_scalar_idx", g0, x, Tensor(np.int32(1)))
error("Gather_float_idx", g0, x, Tensor(np.array([0.0, 1.0], np.float32)))
