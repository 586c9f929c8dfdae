"""The BatchNorm primitive (ops.BatchNorm(is_training=True), five outputs, moving statistics updated in place) and
ops.batch_norm(training=True) as MindSpore 2.10's CPU kernel computes them, bit for bit: oneDNN's batch mean and
biased variance (outputs 3 and 4: see batchnorm_train_stats), and the moving variance
``moving * (1 - momentum) + (var * float32(n / (n - 1))) * momentum``, the unbiasing factor applied before the
momentum (msgraph had folded the two into one factor: 15 of 36 probe cases an ulp off; act32).  Both modes, no
tolerance."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)


def data(shape, kind):
    k = np.arange(int(np.prod(shape)), dtype=np.float64)
    v = 3.0 * np.sin(0.37 * k) + 0.5 if kind == "sin" else 50.0 * np.cos(1.37 * k) + 77.1
    return v.astype(np.float32).reshape(shape)


class Prim(nn.Cell):
    def __init__(self, c, momentum, tag):
        super().__init__()
        self.bn = ops.BatchNorm(is_training=True, momentum=momentum)
        self.mm = Parameter(Tensor(np.linspace(-1.0, 1.0, c).astype(np.float32)), name="mm" + tag)
        self.mv = Parameter(Tensor(np.linspace(0.5, 2.0, c).astype(np.float32)), name="mv" + tag)

    def construct(self, x, s, b):
        return self.bn(x, s, b, self.mm, self.mv)


class Fn(nn.Cell):
    def __init__(self, c, momentum, tag):
        super().__init__()
        self.momentum = momentum
        self.mm = Parameter(Tensor(np.linspace(-1.0, 1.0, c).astype(np.float32)), name="fm" + tag)
        self.mv = Parameter(Tensor(np.linspace(0.5, 2.0, c).astype(np.float32)), name="fv" + tag)

    def construct(self, x, s, b):
        return ops.batch_norm(x, self.mm, self.mv, s, b, True, self.momentum)


for i, (shape, kind, momentum) in enumerate([((8, 16, 12, 12), "sin", 0.1), ((3, 2, 7, 9), "cos", 0.1),
                                             ((2, 3, 1, 13), "sin", 0.3), ((16, 8), "cos", 0.1),
                                             ((5, 3, 5, 5), "cos", 0.01)]):
    c = shape[1]
    x = Tensor(data(shape, kind))
    s = Tensor(np.linspace(0.5, 1.5, c).astype(np.float32))
    b = Tensor(np.linspace(-0.1, 0.1, c).astype(np.float32))
    n = f"{shape} {kind} momentum {momentum}"
    p = Prim(c, momentum, str(i))
    out = p(x, s, b)
    emit(f"BatchNorm batch mean {n}", out[3], **EXACT)
    emit(f"BatchNorm batch variance {n}", out[4], **EXACT)
    emit(f"BatchNorm moving mean {n}", p.mm, **EXACT)
    emit(f"BatchNorm moving variance {n}", p.mv, **EXACT)
    f = Fn(c, momentum, str(i))
    y = f(x, s, b)
    emit(f"batch_norm y head {n}", y.reshape(-1)[:64], **EXACT)
    emit(f"batch_norm moving mean {n}", f.mm, **EXACT)
    emit(f"batch_norm moving variance {n}", f.mv, **EXACT)
