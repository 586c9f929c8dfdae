"""Probe: BatchNorm1d / 2d under Cell.to_float(float16) and amp O2 / O3, eval and train: forward, gradients of x /
gamma / beta, moving statistics after a step."""
import numpy as np
from _h import case
import mindspore as ms
from mindspore import nn, ops, amp


def bn(kind, train):
    net = nn.BatchNorm1d(3) if kind == "1d" else nn.BatchNorm2d(3)
    net.gamma.set_data(ms.Tensor(np.array([1.1, 0.7, 1.37], np.float32)))
    net.beta.set_data(ms.Tensor(np.array([0.1, -0.2, 0.3], np.float32)))
    net.moving_mean.set_data(ms.Tensor(np.array([0.2, -0.1, 0.4], np.float32)))
    net.moving_variance.set_data(ms.Tensor(np.array([1.5, 0.7, 2.2], np.float32)))
    net.set_train(train)
    return net


class W(nn.Cell):
    def __init__(self, b):
        super().__init__()
        self.b = b

    def construct(self, x):
        y = self.b(x)
        return y * y + y


X1 = ms.Tensor((np.sin(np.arange(12) * 0.7) * 1.3).reshape(4, 3).astype(np.float32))
X2 = ms.Tensor((np.sin(np.arange(24) * 0.7) * 1.3).reshape(2, 3, 2, 2).astype(np.float32))
for kind, X in (("1d", X1), ("2d", X2)):
    for train in (False, True):
        for pol in ("to_float", "inner", "O2", "O3", "O1"):
            def net(kind=kind, train=train, pol=pol):
                b = bn(kind, train)
                if pol == "inner":
                    return W(b.to_float(ms.float16))
                if pol == "to_float":
                    return W(b).to_float(ms.float16)
                return amp.auto_mixed_precision(W(b), pol)
            tag = f"{kind} train={train} {pol}"
            case(f"{tag} fwd", lambda net=net: net()(X))
            case(f"{tag} grad x", lambda net=net: ms.grad(net())(X))
            case(f"{tag} grad w", lambda net=net: (lambda n: ms.grad(n, None, n.trainable_params())(X))(net()))
            if train:
                case(f"{tag} stats", lambda net=net: (lambda n: (n(X), n.b.moving_mean, n.b.moving_variance)[1:])(net()))
