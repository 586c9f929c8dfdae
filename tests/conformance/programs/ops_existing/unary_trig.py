"""Sin/Cos/Tanh/Sigmoid/Erf/Floor: values, float16/float64 dtypes, gradients."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

x = Tensor(np.array([-2.0, -0.5, 0.0, 0.75, 3.0], np.float32))

for name in ("Sin", "Cos", "Tanh", "Sigmoid", "Erf", "Floor"):
    # Tanh: MindSpore's float32 bprop 1 - tanh(x)**2 at x = 3 is 0.0098642 (float64: 0.0098660), hence rtol
    check(name, getattr(ops, name)(), x, grad=True, rtol=5e-4 if name == "Tanh" else None)
    check(name + "_f16", getattr(ops, name)(), Tensor(np.array([-1.25, 0.5], np.float16)), grad=True, rtol=2e-3, atol=1e-3)
    check(name + "_f64", getattr(ops, name)(), Tensor(np.array([-1.25, 0.5], np.float64)), grad=True)
check("Floor_neg", ops.Floor(), Tensor(np.array([-0.5, -1.0, -1.5, 2.7], np.float32)))
check("Sigmoid_large", ops.Sigmoid(), Tensor(np.array([-100.0, 100.0, -20.0], np.float32)), grad=True)
check("Tanh_large", ops.Tanh(), Tensor(np.array([-50.0, 50.0], np.float32)), grad=True)
