"""The gradient of SoftplusGrad with respect to its dy input, float16 / float32 / float64 (both modes).

MindSpore 2.10's bprop of SoftplusGrad gives d/d(dy) as the SoftplusGrad kernel itself applied to (dout, x): the
kernel's float32 rounding (nnacl exp), and a float64 input computed in float32 (float32 digits in a Float64 Tensor).
msgraph composed dout * sigmoid(x): float64 digits where MindSpore has float32 ones (SILENT, 5e-8 relative), float32
1 ulp off.  Found by dt51's value dump of st/ops/cpu with the tests' inputs in float64
(test_softplus_grad_grad_op.py).  d/dx is not recorded here: float32 still differs by an ulp there (left)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit as _emit


def emit(label, value):
    _emit(label, value, rtol=0.0, atol=0.0)   # the kernel's rounding is the point


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.g = G.SoftplusGrad()

    def construct(self, dy, x):
        return self.g(dy, x)


x = np.linspace(-3, 3, 24)
dy = np.cos(np.arange(24.0)) + 1.5
dout = np.sin(np.arange(24.0)) + 0.3
grad_all = ops.GradOperation(get_all=True, sens_param=True)
for dt in (np.float16, np.float32, np.float64):
    r = grad_all(Net())(Tensor(dy.astype(dt)), Tensor(x.astype(dt)), Tensor(dout.astype(dt)))
    emit(f"d_dy_{dt.__name__}", r[0])
