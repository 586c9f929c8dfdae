"""Composite losses under Cell.to_float(float16): BinaryCrossEntropy and SoftmaxCrossEntropyWithLogits are one
kernel in MindSpore 2.10, whose inputs the policy casts (target / labels passed in are cast too); msgraph cast each
of their steps to float16.  (amp35)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

X = Tensor(np.array([[0.5, 0.5001, 0.4999, 0.5], [1, 2, 3, 4], [0.2, 0.2, 0.2, 0.2]], np.float32))
T = Tensor(np.array([[0.1, 0.9, 0.3, 0.7], [0.0, 1.0, 0.5, 0.2], [0.6, 0.4, 0.8, 0.9]], np.float32))
H = Tensor(np.eye(4, dtype=np.float32)[[0, 3, 1]])


class BCE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.loss = ops.BinaryCrossEntropy()

    def construct(self, x, t):
        return self.loss(ops.sigmoid(x * 3), t, None)


class XEnt(nn.Cell):
    def __init__(self):
        super().__init__()
        self.loss = ops.SoftmaxCrossEntropyWithLogits()

    def construct(self, x, t):
        return self.loss(x * 30, t)[0]


for name, cls, t in (("bce", BCE, T), ("xent", XEnt, H)):
    net = cls()
    net.to_float(ms.float16)
    emit(f"{name}_out", net(X, t))
    emit(f"{name}_grad", ms.grad(net)(X, t))
    for level in ("O2", "O3"):
        n = ms.amp.auto_mixed_precision(cls(), level)
        emit(f"{name}_{level}", n(X, t))
        emit(f"{name}_{level}_grad", ms.grad(n)(X, t))
