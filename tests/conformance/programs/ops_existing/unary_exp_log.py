"""Exp/Log/Log1p/Sqrt/Rsqrt: values at domain edges (0, negatives, inf) and gradients."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

x = Tensor(np.array([0.25, 1.0, 2.0, 9.0], np.float32))
edge = Tensor(np.array([0.0, -1.0, np.inf, -0.0], np.float32))

check("Exp", ops.Exp(), Tensor(np.array([-2.0, 0.0, 1.0, 3.0], np.float32)), grad=True)
check("Log", ops.Log(), x, grad=True)
check("Log1p", ops.Log1p(), x, grad=True)
check("Sqrt", ops.Sqrt(), x, grad=True)
check("Rsqrt", ops.Rsqrt(), x, grad=True)
check("Log_edge", ops.Log(), edge)
check("Sqrt_edge", ops.Sqrt(), edge)
check("Rsqrt_edge", ops.Rsqrt(), edge)
check("Log1p_edge", ops.Log1p(), Tensor(np.array([-1.0, -2.0, 0.0], np.float32)))
check("Exp_edge", ops.Exp(), Tensor(np.array([-np.inf, 100.0, 0.0], np.float32)))
check("Exp_f16", ops.Exp(), Tensor(np.array([0.5, 2.0], np.float16)), grad=True, rtol=1e-3)
check("Log_f64", ops.Log(), Tensor(np.array([0.5, 2.0], np.float64)), grad=True)
check("Sqrt_0d", ops.Sqrt(), Tensor(np.float32(16.0)), grad=True)
