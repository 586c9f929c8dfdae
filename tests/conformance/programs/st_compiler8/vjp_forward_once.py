# ops.vjp runs the forward's side effects (BatchNorm's moving statistics) once in Graph mode, however
# often vjp_fn is called; in PyNative the first vjp_fn call reuses vjp's forward, later calls recompute it.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = ops.ReLU()
        self.scale = Parameter(Tensor(np.ones([2]).astype(np.float32)))
        self.bias = Parameter(Tensor(np.ones([2]).astype(np.float32)))
        self.mean = Parameter(Tensor(np.ones([2]).astype(np.float32)))
        self.variance = Parameter(Tensor(np.ones([2]).astype(np.float32)))
        self.batch_norm = ops.BatchNorm(is_training=True)

    def construct(self, x):
        out1 = self.batch_norm(x, self.scale, self.bias, self.mean, self.variance)
        out2 = self.relu(out1[0])
        return out1[0], out2


class Grad(nn.Cell):
    def __init__(self, net, calls):
        super().__init__()
        self.net = net
        self.calls = calls

    def construct(self, x):
        outputs, vjp_fn = ops.vjp(self.net, x)
        res = ()
        for i in range(self.calls):
            res = res + (vjp_fn((ops.ones_like(outputs[0]), ops.zeros_like(outputs[1]) + i)),)
        return outputs, res


x = Tensor(np.arange(4).reshape(2, 2).astype(np.float32))
for calls in (0, 1, 3):
    net = Net()
    out = Grad(net, calls)(x)
    emit(f"calls{calls}_out", out)
    emit(f"calls{calls}_variance", net.variance.value())
    emit(f"calls{calls}_mean", net.mean.value())
