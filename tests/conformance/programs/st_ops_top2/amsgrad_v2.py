"""ops.ApplyAdamWithAmsgradV2 (st test_ops_applyadamwithamsgradv2): beta1, beta2, epsilon as inputs; the returned
states and the updated Parameters, float32 and float16, eagerly and in a Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.op = ops.ApplyAdamWithAmsgradV2()
        self.var = Parameter(Tensor(np.array([[0.2, 0.2], [0.2, 0.2]], dt)), name="var")
        self.m = Parameter(Tensor(np.array([[0.1, 0.2], [0.4, 0.3]], dt)), name="m")
        self.v = Parameter(Tensor(np.array([[0.2, 0.1], [0.3, 0.4]], dt)), name="v")
        self.vhat = Parameter(Tensor(np.array([[0.1, 0.2], [0.6, 0.2]], dt)), name="vhat")

    def construct(self, grad, lr):
        return self.op(self.var, self.m, self.v, self.vhat, 0.9, 0.999, lr, 0.8, 0.999, 1e-8, grad)


for dt in (np.float32, np.float16):
    net = Net(dt)
    g = Tensor(np.array([[0.4, 0.2], [0.2, 0.3]], dt))
    out = net(g, 0.01)
    emit(f"returned_{dt.__name__}", out, rtol=1e-3, atol=1e-4)
    emit(f"params_{dt.__name__}", (net.var, net.m, net.v, net.vhat), rtol=1e-3, atol=1e-4)
    net(g, Tensor(0.05, ms.float32 if dt is np.float32 else ms.float16))
    emit(f"second_step_{dt.__name__}", (net.var, net.vhat), rtol=1e-3, atol=1e-4)
