"""ReduceSum/ReduceMean and their functional/Tensor forms: keep_dims, int/tuple/negative/empty
axes, 0-d inputs, gradients."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 4)


def s_axis1(a):
    return ops.ReduceSum()(a, 1)


def s_neg_keep(a):
    return ops.ReduceSum(keep_dims=True)(a, -1)


def s_tuple(a):
    return ops.ReduceSum()(a, (0, 2))


def s_empty(a):
    return ops.ReduceSum()(a, ())


def s_all(a):
    return ops.ReduceSum()(a)


def m_axis(a):
    return ops.ReduceMean(keep_dims=True)(a, (1, -1))


def m_all(a):
    return ops.ReduceMean()(a)


def m_empty(a):
    return ops.ReduceMean()(a, ())


def f_sum(a):
    return ops.sum(a, 1, keepdim=True), ops.sum(a)


def f_mean(a):
    return ops.mean(a, -2), ops.mean(a, (0, 1), True)


def t_forms(a):
    return a.sum(), a.sum(axis=(0, 1)), a.sum(-1, keepdims=True), a.mean(), a.mean(axis=1), a.mean(0, True)


check("ReduceSum_axis1", s_axis1, x, grad=True)
check("ReduceSum_neg_keep", s_neg_keep, x, grad=True)
check("ReduceSum_tuple", s_tuple, x, grad=True)
check("ReduceSum_empty", s_empty, x, grad=True)
check("ReduceSum_all", s_all, x, grad=True)
check("ReduceMean_axis_keep", m_axis, x, grad=True)
check("ReduceMean_all", m_all, x, grad=True)
check("ReduceMean_empty", m_empty, x, grad=True)
check("sum_functional", f_sum, x, grad=True)
check("mean_functional", f_mean, x, grad=True)
check("tensor_methods", t_forms, x)
check("ReduceSum_0d", s_all, Tensor(np.float32(3.5)), grad=True)
check("ReduceSum_f16", s_axis1, Tensor(np.arange(6, dtype=np.float16).reshape(2, 3) / 3), rtol=1e-3)
check("ReduceMean_bool_sum", s_all, Tensor(np.array([True, False, True])))
check("ReduceMean_f64", m_all, Tensor(np.arange(6, dtype=np.float64)), grad=True)
