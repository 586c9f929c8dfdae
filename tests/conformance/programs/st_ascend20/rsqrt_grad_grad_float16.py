"""Adapted from tests/st/ops/ascend/test_rsqrt_grad_grad.py (run on CPU): RsqrtGrad's gradient with respect to y is
MindSpore's ((-1.5 * dy) * y) * y * dout, rounded op by op in that order; msgraph multiplied (dout * dy) * (y * y *
-1.5), off by float16 ulps."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class NetGrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.grad = G.RsqrtGrad()

    def construct(self, out, dout):
        return self.grad(out, dout)


class NetGradGrad(nn.Cell):
    def __init__(self, forward_net):
        super().__init__()
        self.forward_net = forward_net
        self.grad_ops = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, y, grad, dout):
        return self.grad_ops(self.forward_net)(y, grad, dout)


rng = np.random.RandomState(0)
x = rng.randint(1, 10, 48).astype(np.float64)
d = rng.rand(48) + 0.5
for dt in (np.float16, np.float32):
    y = (1 / np.sqrt(x)).astype(dt)
    g = (-0.5 * np.power(x, -1.5)).astype(dt)
    dy, dgrad = NetGradGrad(NetGrad())(Tensor(y), Tensor(g), Tensor(d.astype(dt)))
    emit(f"d_y_{dt.__name__}", dy)
    emit(f"d_grad_{dt.__name__}", dgrad)
    emit(f"forward_{dt.__name__}", NetGrad()(Tensor(y), Tensor(g)))
