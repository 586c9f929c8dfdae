"""ReLU/GeLU/Softplus/Sigmoid/Tanh as primitives, functions and nn layers, with gradients."""
import numpy as np
from mindspore import Tensor, ops, nn
from _opsx_util import check

x = Tensor(np.array([-3.0, -1.0, -0.25, 0.0, 0.5, 2.0], np.float32))


def gelu_tanh(a):
    return ops.gelu(a, approximate="tanh")


def gelu_none(a):
    return ops.gelu(a, approximate="none")


check("ReLU", ops.ReLU(), x, grad=True)
check("relu", ops.relu, x, grad=True)
check("nn_ReLU", nn.ReLU(), x, grad=True)
check("GeLU", ops.GeLU(), x, grad=True)
check("gelu_default", ops.gelu, x, grad=True)
check("gelu_tanh", gelu_tanh, x, grad=True)
check("gelu_none", gelu_none, x, grad=True)
check("nn_GELU", nn.GELU(), x, grad=True)
check("nn_GELU_exact", nn.GELU(approximate=False), x, grad=True)
check("Softplus", ops.Softplus(), x, grad=True)
check("softplus", ops.softplus, Tensor(np.array([-30.0, 0.0, 30.0], np.float32)), grad=True)
check("nn_Sigmoid", nn.Sigmoid(), x, grad=True)
# MindSpore's float32 Tanh bprop at x = -3 is 0.0098642 (float64: 0.0098660), hence rtol
check("nn_Tanh", nn.Tanh(), x, grad=True, rtol=5e-4)
check("ReLU_int", ops.ReLU(), Tensor(np.array([-2, 0, 3], np.int32)))
check("ReLU_f16", ops.ReLU(), Tensor(np.array([-2.0, 0.5], np.float16)), grad=True)
