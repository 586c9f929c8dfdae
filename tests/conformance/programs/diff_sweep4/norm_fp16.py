"""Normalization layers on float16 inputs as MindSpore 2.10: BatchNorm computes in float32 (its batch statistics, the
moving statistics it updates and the gamma/beta gradients are float32; the output and input gradient float16, in
training and inference); GroupNorm's output keeps the input's float16 dtype (normalized in float32); LayerNorm's
gradient of a float16 input is computed in float32. The moving statistics read through ops.depend after the layer
ran are the updated ones, in both modes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


def setw(cell, scale=0.1):
    for p in cell.trainable_params():
        n = int(np.prod(p.shape))
        p.set_data(ms.Tensor(((np.arange(n) % 7 - 3) * scale).reshape(p.shape).astype(np.float32)))
    return cell


class Stats(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.l = layer

    def construct(self, x):
        return ops.depend((self.l.moving_mean, self.l.moving_variance), self.l(x))


class Net(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.l = layer

    def construct(self, x):
        return self.l(x)


def grads(layer, x):
    net = Net(layer)
    return ms.grad(net, 0, net.trainable_params())(x)


x4 = ms.Tensor((np.arange(240).reshape(2, 4, 5, 6) * 0.75 - 90.25).astype(np.float16))
x2 = ms.Tensor((np.arange(12).reshape(3, 4) * 0.75 - 4.0).astype(np.float16))
tol = dict(rtol=3e-3, atol=3e-3)
bn = setw(nn.BatchNorm2d(4, momentum=0.9))
bn.set_train()
emit("bn2d_train_stats", Stats(bn)(x4), rtol=1e-5, atol=1e-5)
bn = setw(nn.BatchNorm2d(4, momentum=0.9))
bn.set_train()
emit("bn2d_train_grad", grads(bn, x4), **tol)
bn = setw(nn.BatchNorm2d(4))
bn.set_train(False)
emit("bn2d_eval_grad", grads(bn, x4), **tol)
bn = setw(nn.BatchNorm1d(4, momentum=0.8))
bn.set_train()
emit("bn1d_train_stats", Stats(bn)(x2), rtol=1e-5, atol=1e-5)
bn = setw(nn.BatchNorm1d(4))
bn.set_train()
emit("bn1d_train_out", Net(bn)(x2), **tol)
for g in (1, 2, 4):
    emit(f"groupnorm{g}", Net(setw(nn.GroupNorm(g, 4)))(x4), **tol)
emit("groupnorm_noaffine", Net(nn.GroupNorm(2, 4, affine=False))(x4), **tol)
emit("groupnorm_3d", Net(setw(nn.GroupNorm(2, 4)))(ms.Tensor(np.arange(56).reshape(2, 4, 7).astype(np.float16) * 0.5 - 7)), **tol)
emit("layernorm_grad", grads(setw(nn.LayerNorm((6,), -1, -1, epsilon=1e-3)), x4), rtol=1e-2, atol=2e-4)
emit("layernorm2_grad", grads(setw(nn.LayerNorm((5, 6), 2, 2)), x4), rtol=1e-2, atol=2e-4)
