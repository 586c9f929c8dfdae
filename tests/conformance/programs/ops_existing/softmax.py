"""Softmax/LogSoftmax: axis attribute (int, tuple, negative), function and nn forms, float16,
gradients."""
import numpy as np
from mindspore import Tensor, ops, nn
from _opsx_util import check

x = Tensor(np.array([[1.0, 2.0, 3.0], [-1.0, 0.0, 5.0]], np.float32))


def w_softmax(a):
    return ops.softmax(a) * Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def w_logsoftmax0(a):
    return ops.log_softmax(a, 0) * Tensor(np.array([[1.0], [3.0]], np.float32))


check("Softmax", ops.Softmax(), x, grad=True)
check("Softmax_axis0", ops.Softmax(axis=0), x)
check("Softmax_tuple", ops.Softmax(axis=(-1,)), x)
check("softmax_weighted_grad", w_softmax, x, grad=True)
# LogSoftmax: MindSpore's float32 kernel is off in the 4th digit (log_softmax([-1, 0, 5])[2] is
# -0.0091730 there, -0.0091744 in float64), hence the rtol on these labels
LS = 5e-4
check("LogSoftmax", ops.LogSoftmax(), x, grad=True, rtol=LS)
check("LogSoftmax_axis0", ops.LogSoftmax(axis=0), x, grad=True, rtol=LS)
check("log_softmax_weighted_grad", w_logsoftmax0, x, grad=True, rtol=LS)
check("nn_Softmax", nn.Softmax(), x)
check("nn_Softmax_axis0", nn.Softmax(axis=0), x)
check("nn_LogSoftmax", nn.LogSoftmax(axis=0), x, rtol=LS)
check("Softmax_f16", ops.Softmax(), Tensor(np.array([[1.0, 2.0, 3.0]], np.float16)), rtol=2e-3)
check("Softmax_large", ops.Softmax(), Tensor(np.array([[1000.0, 1001.0, -1000.0]], np.float32)))
check("LogSoftmax_large", ops.LogSoftmax(), Tensor(np.array([[1000.0, 1001.0, -1000.0]], np.float32)), rtol=LS)
check("Softmax_3d", ops.Softmax(axis=1), Tensor(np.arange(12, dtype=np.float32).reshape(2, 3, 2) / 4), grad=True)
