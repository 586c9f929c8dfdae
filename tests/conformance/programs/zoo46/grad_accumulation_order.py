"""The order in which the gradients of a value used several times are summed (session 46, zoo46).  MindSpore 2.10's
PyNative sums them last use first ((g3 + g2) + g1: its reverse sweep walks the executed ops backwards); its Graph mode
sums them in the forward order of the uses ((g1 + g2) + g3).  In float16 and float32 the order shows in the last
bit: with gradients 1 and two halves of an ulp, (1 + h) + h rounds to 1 but 1 + (h + h) does not.  msgraph had the
opposite order in each mode (its PyNative sweep followed a depth-first order of the inputs, its Graph mode added each
gradient as it arrived), which moved float16 gradients of networks whose features feed several layers (the zoo's GAT
under add_flags_recursive(fp16=True): feature_transform.weight 1.1855 vs 1.1865) and float32 gradients in the last
bit."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


def coefs(dt):
    eps = np.finfo(dt).eps / 2      # half an ulp of 1
    return {"B": Tensor(np.array([1.0, 3.0], dt)), "S": Tensor(np.array([eps, 3 * eps], dt))}


class Three(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.c = c

    def construct(self, v):
        return (v * self.c[0]).sum() + (v * self.c[1]).sum() + (v * self.c[2]).sum()


class Four(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.c = c

    def construct(self, v):
        a = v * self.c[0]
        b = v * self.c[1]
        d = v * self.c[2]
        e = v * self.c[3]
        return ops.concat((a, b, d, e)).sum()


class Shared(nn.Cell):
    """One weight used by two Dense-like steps (tied weights) and once more in a penalty."""
    def __init__(self, dt):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([[1.0, 0.5], [0.25, 2.0]], dt)), name="w")
        self.eps = Tensor(np.array(np.finfo(dt).eps / 2, dt))

    def construct(self, x):
        h = ops.matmul(x, self.w)
        y = ops.matmul(h, self.w)
        return y.sum() + (self.w * self.eps).sum()


for dt in (np.float16, np.float32):
    c = coefs(dt)
    x = Tensor(np.array([1.0, 2.0], dt))
    for order in ("BSS", "SBS", "SSB"):
        emit(f"{np.dtype(dt).name} three {order}", ms.grad(Three([c[k] for k in order]))(x))
    for order in ("BSSS", "SBSS", "SSBS", "SSSB", "BBSS"):
        emit(f"{np.dtype(dt).name} four {order}", ms.grad(Four([c[k] for k in order]))(x))
    net = Shared(dt)
    xs = Tensor(np.array([[1.0, -1.0], [0.5, 0.25]], dt))
    emit(f"{np.dtype(dt).name} shared weight", ms.grad(net, grad_position=None, weights=net.trainable_params())(xs))
