"""Abs/Neg/Sign/Square on floats, integers and zeros, with gradients (Abs at 0, Sign)."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

x = Tensor(np.array([-2.5, -0.0, 0.0, 1.5, 3.0], np.float32))
i = Tensor(np.array([-3, 0, 4], np.int32))

check("Abs", ops.Abs(), x, grad=True)
check("Neg", ops.Neg(), x, grad=True)
check("Sign", ops.Sign(), x, grad=True)
check("Square", ops.Square(), x, grad=True)
check("Abs_int", ops.Abs(), i)
check("Neg_int", ops.Neg(), i)
check("Sign_int", ops.Sign(), i)
check("Square_int", ops.Square(), i)
check("Abs_f16", ops.Abs(), Tensor(np.array([-1.5, 2.0], np.float16)), grad=True)
check("Square_f64", ops.Square(), Tensor(np.array([-1.5, 2.0], np.float64)), grad=True)
check("Sign_nan", ops.Sign(), Tensor(np.array([np.nan, -np.inf, np.inf], np.float32)))
check("Abs_0d", ops.Abs(), Tensor(np.float32(-4.0)), grad=True)
