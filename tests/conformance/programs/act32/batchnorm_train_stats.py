"""Training-mode BatchNorm's batch statistics and gradients as MindSpore 2.10's CPU kernels compute them, bit for bit:
oneDNN's ncsp batch normalization (plain NCHW), whose forward sums each channel sample by sample, each sample's
spatial values in 4 float32 lanes (the last L % 4 into lane 0) taken lane by lane into the running sum, and whose
backward adds plainly, sample by sample.  msgraph had summed pairwise (numpy): the zoo31 probe below
(nn.BatchNorm2d(4) over values 1000 + 1e-2 sin(k)) gave y[0] -0.697962 where MindSpore gives -0.689694, and
FCN8s's gradients were 0.2-3% off.  nn.BatchNorm2d/1d forward, moving statistics after the step, and the gradients
of sum(bn(x) * w) with respect to x, gamma and beta (act32).  Both modes, no tolerance."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)


class Weighted(nn.Cell):
    def __init__(self, bn):
        super().__init__()
        self.bn = bn

    def construct(self, v, w):
        return (self.bn(v) * w).sum()


def data(shape, kind):
    k = np.arange(int(np.prod(shape)), dtype=np.float64)
    if kind == "mean1000":
        v = 1000.0 + 1e-2 * np.sin(0.37 * k)
    elif kind == "sin":
        v = 3.0 * np.sin(0.37 * k) + 0.5
    else:
        v = 50.0 * np.cos(1.37 * k) + 77.1
    return v.astype(np.float32).reshape(shape)


def sub(a):
    """A strided sample of a large array (every element of a small one)."""
    a = a.asnumpy() if hasattr(a, "asnumpy") else np.asarray(a)
    return a if a.size <= 4096 else a.reshape(a.shape[0], a.shape[1], -1)[:, :, ::31]


CASES = [((2, 4, 2, 2), "mean1000"), ((8, 16, 12, 12), "sin"), ((8, 16, 12, 12), "mean1000"),
         ((2, 64, 32, 32), "sin"), ((2, 64, 32, 32), "cos"), ((3, 2, 7, 9), "cos"), ((2, 3, 1, 13), "mean1000"),
         ((5, 3, 5, 5), "sin"), ((1, 3, 37, 1), "cos"), ((16, 8), "sin"), ((32, 6), "mean1000")]

for shape, kind in CASES:
    c = shape[1]
    x = Tensor(data(shape, kind))
    w = Tensor(np.cos(0.11 * np.arange(int(np.prod(shape)))).astype(np.float32).reshape(shape))
    gamma = Tensor(np.linspace(0.5, 1.5, c).astype(np.float32))
    beta = Tensor(np.linspace(-0.1, 0.1, c).astype(np.float32))
    layer = nn.BatchNorm2d if len(shape) == 4 else nn.BatchNorm1d
    bn = layer(c, momentum=0.9, gamma_init=gamma, beta_init=beta)
    bn.set_train(True)
    n = f"{shape} {kind}"
    emit(f"y {n}", sub(bn(x)), **EXACT)
    emit(f"moving_mean {n}", bn.moving_mean, **EXACT)
    emit(f"moving_variance {n}", bn.moving_variance, **EXACT)
    net = Weighted(bn)
    net.set_train(True)
    gx, (gg, gb) = ms.grad(net, grad_position=0, weights=[bn.gamma, bn.beta])(x, w)
    emit(f"grad x {n}", sub(gx), **EXACT)
    emit(f"grad gamma {n}", gg, **EXACT)
    emit(f"grad beta {n}", gb, **EXACT)
