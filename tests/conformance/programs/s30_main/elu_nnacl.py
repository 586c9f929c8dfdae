"""ELU (alpha 1) in float32 as MindSpore 2.10's CPU kernel computes it, bit for bit: x where x > 0, else nnacl's exp
of x minus 1 (the Exp op's exp; a correctly rounded expm1 matched 75%), and its gradient EluGrad(dout, out) =
dout * (out + 1) (through exp's own gradient, 40% were an ulp off).  ops.elu and nn.ELU, both modes, no
tolerance."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
X = np.concatenate([((np.arange(4096, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 16.0,
                    [0.0, -0.0, 1e-30, -1e-30, -20.0, -87.0, -90.0, -np.inf, np.inf]]).astype(np.float32)
W = (((np.arange(X.size, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0).astype(np.float32)


class Act(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.ELU()

    def construct(self, v):
        return self.act(v)


class Weighted(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, v, w):
        return (self.fn(v) * w).sum()


x, w = Tensor(X), Tensor(W)
emit("ops.elu float32", ops.elu(x), **EXACT)
emit("nn.ELU float32", Act()(x), **EXACT)
emit("nn.ELU grad float32", ms.grad(Weighted(nn.ELU()))(x, w), **EXACT)
emit("ops.elu grad float32", ms.grad(Weighted(ops.elu))(x, w), **EXACT)
