"""Dtype preservation for float16 and float64 inputs through reductions, softmax, matmul,
activations, cumsum, gather, concat and their gradients."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

h = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]], np.float16))
d = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]], np.float64))


def mix(a):
    return (ops.ReduceSum()(a, 1), ops.ReduceMean(keep_dims=True)(a, 0), ops.ReduceMax()(a),
            ops.CumSum()(a, 1), ops.gather(a, Tensor(np.array([1, 0], np.int32)), 0),
            ops.concat((a, a), 0), ops.sigmoid(a), ops.relu(a))


def sm(a):
    return ops.softmax(a), ops.log_softmax(a, 0)


def mm(a):
    return ops.matmul(a, a.T)


def loss(a):
    return (ops.sigmoid(a) * a).sum() + ops.ReduceMax()(a)


check("ops_f16", mix, h, rtol=2e-3, atol=1e-3)
check("ops_f64", mix, d)
check("softmax_f16", sm, h, rtol=2e-3, atol=1e-3)
# MindSpore's float64 LogSoftmax is accurate to ~5 digits only (-0.0619647 for -0.06196759), hence rtol
check("softmax_f64", sm, d, rtol=5e-4)
check("matmul_f16", mm, h, grad=True, rtol=2e-3, atol=1e-3)
check("matmul_f64", mm, d, grad=True)
check("grad_f16", loss, h, grad=True, rtol=2e-3, atol=2e-3)
check("grad_f64", loss, d, grad=True)
