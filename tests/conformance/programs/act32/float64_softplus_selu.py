"""float64 Softplus and SeLU as MindSpore 2.10's CPU kernels compute them (act32): Softplus (ops.Softplus, ops.softplus
below its threshold) and its gradient SoftplusGrad run in float32 -- the float64 results are the float32 kernel's,
widened (all of 4096 values; msgraph's float64 log(1 + e^x) had differed in 3676, the gradient in 3682); SeLU takes
x * 1.05070098 above 0 and (1.05070098 * 1.67326324) * expm1f(float32(x)) below (all of 4096; msgraph's exact
constants had differed in 4094, the gradient EluGrad(dout, out) * scale in 1684).  Both modes, no tolerance."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
X = np.concatenate([((np.arange(2048, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 60.0,
                    np.linspace(-12.0, 12.0, 1024), [0.0, -0.0, 1e-30, -1e-30, -1e-5, 19.9, 20.0, 20.5, 88.5, 89.0,
                                                     100.0, -100.0, 1e10, -1e10, 3e38, 1e300]])
W = ((np.arange(X.size, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0


class Weighted(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, v, w):
        return (self.fn(v) * w).sum()


class Fn(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, v):
        return self.f(v)


x, w = Tensor(X), Tensor(W)
for name, cell in [("ops.Softplus", Fn(ops.Softplus())), ("ops.softplus", Fn(ops.softplus)), ("nn.SeLU", nn.SeLU()),
                   ("ops.selu", Fn(ops.selu))]:
    emit(f"{name} float64", cell(x), **EXACT)
    emit(f"{name} grad float64", ms.grad(Weighted(cell))(x, w), **EXACT)
# small tensors: Softplus's kernel computes the last n % 4 of up to 8 elements one by one (libm's log1p)
for n in (1, 3, 6):   # (9 and more: split over threads at places that change from run to run, act31)
    emit(f"ops.Softplus float64 size {n}", ops.Softplus()(Tensor(X[3000:3000 + n])), **EXACT)
